/**
 * Body checks over a whole catalog, for batch tools (`skill-studio scan` and
 * `lint`): each loaded skill's file is read once more and checked with
 * `checkBody` (links, `${CLAUDE_SKILL_DIR}` paths, size, placeholders in code).
 * The app does not run this in its scan (it keeps the cold scan close to the
 * read floor); its editor checks open files as you type.
 */
import type { Catalog, SkillRecord } from '../types';
import type { Profile } from '../profiles/types';
import { parseSkillText } from '../parse';
import { checkBody } from './index';

/**
 * A copy of `catalog` whose skills also carry body diagnostics. `readText`
 * returns a file's text (null when unreadable: the skill is left as it was);
 * `fileExists` answers for absolute paths. Never throws.
 */
export function withBodyDiagnostics(
  catalog: Catalog, profile: Profile, readText: (path: string) => string | null, fileExists: (path: string) => boolean,
): Catalog {
  const skills = catalog.skills.map((s): SkillRecord => {
    if (s.status === 'error') return s;
    try {
      const text = readText(s.path);
      if (text === null) return s;
      const dirName = s.dir ? s.dir.slice(s.dir.lastIndexOf('/') + 1) : null;
      const stem = s.dir ? undefined : s.path.slice(s.path.lastIndexOf('/') + 1).replace(/\.md$/i, '');
      const parsed = parseSkillText(text, { profile, dirName, fileStem: stem, scope: s.scope, path: s.path });
      const found = checkBody(text, parsed, { dir: s.dir, fileExists, profileId: profile.id, version: profile.version });
      const have = new Set(s.diagnostics.map((d) => `${d.code}@${d.range.line}:${d.range.column}`));
      const extra = found.filter((d) => !have.has(`${d.code}@${d.range.line}:${d.range.column}`));
      return extra.length ? { ...s, diagnostics: [...s.diagnostics, ...extra] } : s;
    } catch {
      return s;
    }
  });
  return { ...catalog, skills };
}
