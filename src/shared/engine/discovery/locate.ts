/**
 * Where a path sits in a root's layout, without touching the file system:
 * `updateSkillText` uses it to rebuild one record (or add a new file) with the
 * same folder name, stem and legacy namespace the walker would have given it.
 */
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import type { RootSpec } from '../types';
import type { Location } from './record';
import { isMarkdown } from './walkctx';
import { basename, joinPath, normalizePath, relativeTo, stemOf } from './pathutil';

/**
 * The location of `path` inside `root` by the root's layout, or null when the
 * layout would not load a file there. `realPath` is `known` or the path itself.
 * `lowercaseSkillMd`: a `skill.md` counts too (profiles that accept it, ASref).
 */
export function locate(path: string, root: RootSpec, known?: string, lowercaseSkillMd = false): Location | null {
  const p = normalizePath(path);
  const base = root.layout === 'plugin' ? joinPath(root.path, 'skills') : root.path;
  const rel = relativeTo(p, base);
  if (!rel) return null;
  const parts = rel.split('/');
  const file = parts[parts.length - 1];
  const realPath = known ?? p;
  const dirOf = (n: number): string => joinPath(base, parts.slice(0, n).join('/'));
  switch (root.layout) {
    case 'skill-dirs':
    case 'plugin':
      if (parts.length !== 2 || (file !== 'SKILL.md' && !(lowercaseSkillMd && file === 'skill.md'))) return null;
      return { path: p, dir: dirOf(1), locationKey: parts[0], dirName: parts[0], realPath, diagnostics: [] };
    case 'flat-md':
      if (parts.length !== 1 || !isMarkdown(file)) return null;
      return { path: p, dir: null, locationKey: stemOf(file), dirName: null, fileStem: stemOf(file), realPath, diagnostics: [] };
    case 'codebot-mixed':
      if (parts.length === 1) {
        if (!isMarkdown(file)) return null;
        return { path: p, dir: null, locationKey: stemOf(file), dirName: null, fileStem: stemOf(file), realPath, diagnostics: [] };
      }
      if (file !== 'SKILL.md') return null;
      return {
        path: p, dir: dirOf(parts.length - 1), locationKey: parts[0], dirName: parts[0], realPath,
        diagnostics: parts.length > 2 ? [makeDiagnostic('nested-skill-named-after-folder', FILE_START, { group: parts[0], path: p })] : [],
      };
    case 'legacy-commands':
    case 'plugin-commands': {
      if (!isMarkdown(file)) return null;
      const dirs = parts.slice(0, -1);
      if (file.toLowerCase() === 'skill.md' && dirs.length) {
        return { path: p, dir: dirOf(dirs.length), locationKey: dirs.join(':'), dirName: dirs[dirs.length - 1], realPath, diagnostics: [] };
      }
      const stem = stemOf(file);
      return { path: p, dir: null, locationKey: [...dirs, stem].join(':'), dirName: null, fileStem: stem, realPath, diagnostics: [] };
    }
    case 'recursive-skill-md':
      if (parts.length < 2 || file !== 'SKILL.md') return null;
      return { path: p, dir: dirOf(parts.length - 1), locationKey: parts[parts.length - 2], dirName: parts[parts.length - 2], realPath, diagnostics: [] };
    case 'skill-tree-md':
      if (parts.length === 1 && file.endsWith('.md') && file !== 'SKILL.md') {
        return { path: p, dir: null, locationKey: stemOf(file), dirName: null, fileStem: stemOf(file), realPath, diagnostics: [] };
      }
    // falls through: a SKILL.md at any depth, as in `skill-tree`
    case 'skill-tree':
      // Any depth: the root spec does not carry the profile's tree bounds (a full scan applies them).
      if (file !== 'SKILL.md') return null;
      return { path: p, dir: dirOf(parts.length - 1), locationKey: parts.length > 1 ? parts[parts.length - 2] : basename(base), dirName: parts.length > 1 ? parts[parts.length - 2] : null, realPath, diagnostics: [] };
    default:
      return null;
  }
}
