/**
 * The invocation simulator (reference §8–§12): what a harness delivers when the
 * model calls its skill tool or the user types `/name args`, with every
 * substitution (offsets in `body`), shell command (never run), delta and fork.
 */
import type { Catalog, InvocationRecord, InvocationRequest } from '../types';
import type { Profile } from '../profiles/types';
import { parseSkillText } from '../parse';
import { simulateWith, type BodyLoader } from './simulate';

const baseName = (p: string): string => p.slice(p.lastIndexOf('/') + 1);

/** The body through the real parser, under the profile's body rule (§1.3). */
export const parserBody: BodyLoader = (skill, text, profile) => {
  const file = baseName(skill.path);
  const parsed = parseSkillText(text, {
    profile,
    dirName: skill.dir ? baseName(skill.dir) : null,
    fileStem: file.replace(/\.md$/i, ''),
    scope: skill.scope,
    path: skill.path,
  });
  return { body: parsed.body, bodyOffset: parsed.bodyOffset };
};

/**
 * Simulate invoking `request.name` along `request.as` under `profile`.
 * `readText(path)` returns the file's current text (null = unreadable; the
 * harnesses re-read at invocation); `fileExists` lets `${CLAUDE_SKILL_DIR}/…`
 * paths be checked. Refusals (unknown name, `disable-model-invocation`,
 * `user-invocable: false`, no slash commands) come back with `allowed: false`,
 * `reason` and the harness's message. `listDir(path)` gives a folder's entries
 * to renderers whose harness sends the skill's files (Gemini CLI, OpenCode).
 * Never throws.
 */
export function simulateInvocation(
  catalog: Catalog,
  request: InvocationRequest,
  profile: Profile,
  readText: (path: string) => string | null,
  fileExists?: (path: string) => boolean,
  listDir?: (path: string) => { name: string; dir: boolean }[] | null,
): InvocationRecord {
  return simulateWith(parserBody, catalog, request, profile, readText, fileExists, listDir);
}

export { simulateWith, MODEL_RENDERERS, USER_RENDERERS, type BodyLoader } from './simulate';
export { shellTokens, shellTokenSpans, ccArgv, ccArgvTokens, cbArgv, cbArgvTokens, type ArgToken } from './tokenize';
export { argumentTokens, quoteArgument, replaceArgument, type ArgSyntax } from './argline';
export { editDistance, lookupSkill } from './lookup';
export { ccHeader } from './renderCc';
