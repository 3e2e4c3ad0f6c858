/**
 * Test helpers: a tiny hand-written body splitter (so these tests do not depend
 * on the parser module) and a runner over an in-memory file map.
 */
import { expect } from 'vitest';
import { simulateWith, type BodyLoader } from '../../../src/shared/engine/invoke';
import type { Profile } from '../../../src/shared/engine/profiles/types';
import type { InvocationRecord, InvocationRequest, SkillRecord } from '../../../src/shared/engine/types';
import { catalog, expectCatalogued } from '../listing/factory';

/** Text after a `---\n … \n---` block (the rest of the closing line dropped), per the profile's body rule. */
export const testLoader: BodyLoader = (_skill, text, profile) => {
  if (profile.parse.body === 'whole-file') return { body: text };
  let body = text;
  if (text.startsWith('---\n')) {
    const close = text.indexOf('\n---', 3);
    if (close >= 0) {
      const nl = text.indexOf('\n', close + 4);
      body = nl < 0 ? '' : text.slice(nl + 1);
    }
  }
  return { body: profile.parse.body === 'stripped-trimmed' ? body.trim() : body };
};

/** Simulate with `files` (path → text) as the disk. */
export function run(
  profile: Profile, skills: SkillRecord[], files: Record<string, string>, request: InvocationRequest,
  exists?: (p: string) => boolean,
): InvocationRecord {
  const rec = simulateWith(testLoader, catalog(skills, profile.id), request, profile, (p) => files[p] ?? null, exists);
  checkOffsets(rec);
  return rec;
}

/** Every substitution's offsets select exactly its value in the body (the UI relies on it). */
export function checkOffsets(rec: InvocationRecord): void {
  for (const s of rec.substitutions) {
    expect(s.start).toBeGreaterThanOrEqual(0);
    expect(s.end).toBeLessThanOrEqual(rec.body.length);
    expect(rec.body.slice(s.start, s.end)).toBe(s.value);
  }
  for (const c of rec.shellCommands) expect(rec.body.slice(c.start, c.end)).toContain(c.command);
  expectCatalogued(rec.diagnostics);
}

/** A SKILL.md text with `name`/`description` frontmatter and `body`. */
export const md = (name: string, body: string, extra = ''): string => `---\nname: ${name}\ndescription: x\n${extra}---\n${body}`;
