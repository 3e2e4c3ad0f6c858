/** Shared helpers for the parse tests. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ProfileId } from '../../../src/shared/engine/types';
import { getProfile } from '../../../src/shared/engine/profiles';
import { parseSkillText, type ParseResult } from '../../../src/shared/engine/parse';

/** The shared regression cases folder (env SKILLS_CASES, else ../shared/cases next to the repo). */
export function casesDir(): string {
  const env = process.env.SKILLS_CASES;
  if (env && existsSync(env)) return env;
  return resolve(__dirname, '../../../../shared/cases');
}

/** Parse `text` under `profile` in folder `dir`. */
export function parse(text: string, profile: ProfileId = 'claude-code', dir: string | null = 'd', extra: { scope?: 'bundled' | 'project'; fileStem?: string } = {}): ParseResult {
  return parseSkillText(text, { profile: getProfile(profile), dirName: dir, ...extra });
}

/** `severity:code` strings of a result's diagnostics. */
export function codes(r: ParseResult): string[] {
  return r.diagnostics.map((d) => `${d.severity}:${d.code}`);
}

/** The diagnostic with `code` (throws in the test when absent). */
export function diag(r: ParseResult, code: string) {
  const d = r.diagnostics.find((x) => x.code === code);
  if (!d) throw new Error(`no ${code} in ${codes(r).join(', ')}`);
  return d;
}

export const PROFILES: ProfileId[] = ['claude-code', 'agent-skills', 'codebot', 'openharness', 'minimal', 'codex', 'gemini-cli', 'opencode', 'pi'];
