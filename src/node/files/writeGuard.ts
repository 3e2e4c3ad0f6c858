/**
 * The write guard: every path the app writes (or reads for the renderer) must
 * resolve inside a configured root. Checks the raw path for `..` and NUL, then
 * compares REAL paths (symlinks resolved) so a link inside a root cannot carry
 * a write outside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../app/errors';

/**
 * The real path of `p`, resolving symlinks of the nearest existing ancestor
 * and appending the not-yet-existing tail (which cannot contain links).
 */
export function realpathLoose(p: string): string {
  const tail: string[] = [];
  let cur = path.resolve(p);
  for (;;) {
    try {
      const real = fs.realpathSync.native(cur);
      return tail.length ? path.join(real, ...tail.reverse()) : real;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // A dangling symlink exists but cannot be resolved: refuse instead of guessing where it points.
      if (code !== 'ENOENT') throw new ApiError('unresolvable-path', `cannot resolve ${cur}: ${code}`, 403);
      try { fs.lstatSync(cur); throw new ApiError('unresolvable-path', `dangling symlink ${cur}`, 403); } catch (l) {
        if (l instanceof ApiError) throw l;
      }
      const parent = path.dirname(cur);
      if (parent === cur) return path.join(cur, ...tail.reverse());
      tail.push(path.basename(cur));
      cur = parent;
    }
  }
}

/** True when `child` is `parent` or lies below it (both real, absolute). */
export function isInside(parent: string, child: string): boolean {
  if (child === parent) return true;
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Reject relative paths, `..` segments and NUL bytes before touching the disk. */
export function assertCleanPath(p: string): void {
  if (typeof p !== 'string' || p.length === 0 || p.includes('\0')) throw new ApiError('invalid-path', 'empty or invalid path', 400);
  if (!path.isAbsolute(p)) throw new ApiError('invalid-path', `not an absolute path: ${p}`, 400);
  if (p.split(/[\\/]+/).some((seg) => seg === '..')) throw new ApiError('invalid-path', `path contains "..": ${p}`, 400);
}

/** Guard over a live list of root folders (roots change when a project opens). */
export interface PathGuard {
  /** Returns the real path of `p` when inside a root, else throws ApiError `outside-roots` (403). */
  check(p: string): string;
  /** The root (as configured) that contains `p`, or null. */
  rootOf(p: string): string | null;
}

/** Create a guard whose allowed roots come from `roots()` at each call. */
export function createPathGuard(roots: () => string[]): PathGuard {
  const find = (real: string): string | null => {
    for (const r of roots()) {
      try { if (isInside(realpathLoose(r), real)) return r; } catch { /* unresolvable root: skip */ }
    }
    return null;
  };
  return {
    check(p) {
      assertCleanPath(p);
      const real = realpathLoose(p);
      if (!find(real)) throw new ApiError('outside-roots', `refused: ${p} is not inside a configured root`, 403);
      return real;
    },
    rootOf(p) {
      try { assertCleanPath(p); return find(realpathLoose(p)); } catch { return null; }
    },
  };
}
