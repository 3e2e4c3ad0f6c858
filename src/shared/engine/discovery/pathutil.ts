/**
 * '/'-separated path helpers for the engine (no node:path: the engine runs in
 * the renderer too). Backslashes are turned into '/' so Windows paths from the
 * roots config compare the same way.
 */

/** Normalise: '\\' → '/', collapse '//' and '.', resolve '..' lexically; keeps a leading drive (`C:`). */
export function normalizePath(p: string): string {
  const s = p.replace(/\\/g, '/');
  const abs = s.startsWith('/');
  const out: string[] = [];
  for (const part of s.split('/')) {
    if (!part || part === '.') continue;
    if (part === '..') { if (out.length) out.pop(); continue; }
    out.push(part);
  }
  const j = out.join('/');
  return abs ? '/' + j : j || '/';
}

/** `a` + '/' + `b` without doubling the separator. */
export function joinPath(a: string, b: string): string {
  return a.endsWith('/') ? a + b : `${a}/${b}`;
}

/** Parent folder ('/' for a top-level entry). */
export function parentDir(p: string): string {
  const i = p.lastIndexOf('/');
  return i <= 0 ? '/' : p.slice(0, i);
}

/** Last path component. */
export function basename(p: string): string {
  const t = p.endsWith('/') && p.length > 1 ? p.slice(0, -1) : p;
  return t.slice(t.lastIndexOf('/') + 1);
}

/** `p` relative to `dir` ('' when equal), or null when `p` is not inside `dir`. */
export function relativeTo(p: string, dir: string): string | null {
  const a = normalizePath(p);
  const d = normalizePath(dir);
  if (a === d) return '';
  const prefix = d.endsWith('/') ? d : d + '/';
  return a.startsWith(prefix) ? a.slice(prefix.length) : null;
}

/**
 * `p` as shown to a person: relative to `dir` when inside it, else `p` as it is (also when
 * `p` is `dir` itself or `dir` is not known). The one display rule of the renderer and the CLI.
 */
export function relativeOrAbsolute(p: string, dir: string | undefined): string {
  return (dir !== undefined && relativeTo(p, dir)) || p;
}

/** File name without its last extension (`deploy.md` → `deploy`). */
export function stemOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i > 0 ? name.slice(0, i) : name;
}
