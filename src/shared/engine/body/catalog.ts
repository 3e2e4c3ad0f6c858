/**
 * Body checks over a whole catalog, for batch tools (`skill-studio scan` and
 * `lint`): each loaded skill's file is read once more and checked with
 * `checkBody` (links, `${CLAUDE_SKILL_DIR}` paths, size, placeholders in code).
 * The app does not run this in its scan (it keeps the cold scan close to the
 * read floor); its editor checks open files as you type.
 */
import type { Catalog, Diagnostic, SkillRecord } from '../types';
import type { ParsedHook } from '../discovery/record';
import type { Profile } from '../profiles/types';
import { parseSkillText } from '../parse';
import { checkBody } from './index';

/** Where a skill's file is, as `withBodyDiagnostics` hands it to the parser. */
function parserNames(path: string, dir: string | null): { dirName: string | null; fileStem: string | undefined } {
  return {
    dirName: dir ? dir.slice(dir.lastIndexOf('/') + 1) : null,
    fileStem: dir ? undefined : path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/i, ''),
  };
}

/**
 * Body checks done during the scan (`ScanOptions.onParsed`), while each
 * file's text and parse are in hand: `hook` goes to the scan, `found` (by
 * file path) to `withBodyDiagnostics`, which then neither reads nor parses
 * those files again. A file is checked here only when the scan parsed it with
 * the very names `withBodyDiagnostics` would use, so the result is the same.
 */
export function bodyChecksDuringScan(profile: Profile, fileExists: (path: string) => boolean): { hook: ParsedHook; found: Map<string, Diagnostic[]> } {
  const found = new Map<string, Diagnostic[]>();
  const hook: ParsedHook = (loc, _scope, text, parsed) => {
    const names = parserNames(loc.path, loc.dir);
    if (names.dirName !== loc.dirName || names.fileStem !== loc.fileStem) return;
    found.set(loc.path, checkBody(text, parsed, { dir: loc.dir, fileExists, profileId: profile.id, version: profile.version }));
  };
  return { hook, found };
}

/**
 * A copy of `catalog` whose skills also carry body diagnostics. `readText`
 * returns a file's text (null when unreadable: the skill is left as it was);
 * `fileExists` answers for absolute paths; `found` holds the checks already
 * made during the scan (`bodyChecksDuringScan`), by path. Never throws.
 */
export function withBodyDiagnostics(
  catalog: Catalog, profile: Profile, readText: (path: string) => string | null, fileExists: (path: string) => boolean,
  found?: ReadonlyMap<string, Diagnostic[]>,
): Catalog {
  const skills = catalog.skills.map((s): SkillRecord => {
    if (s.status === 'error') return s;
    try {
      let checked = found?.get(s.path);
      if (!checked) {
        const text = readText(s.path);
        if (text === null) return s;
        const { dirName, fileStem } = parserNames(s.path, s.dir);
        const parsed = parseSkillText(text, { profile, dirName, fileStem, scope: s.scope, path: s.path });
        checked = checkBody(text, parsed, { dir: s.dir, fileExists, profileId: profile.id, version: profile.version });
      }
      if (!checked.length) return s;
      const have = new Set(s.diagnostics.map((d) => `${d.code}@${d.range.line}:${d.range.column}`));
      const extra = checked.filter((d) => !have.has(`${d.code}@${d.range.line}:${d.range.column}`));
      return extra.length ? { ...s, diagnostics: [...s.diagnostics, ...extra] } : s;
    } catch {
      return s;
    }
  });
  return { ...catalog, skills };
}
