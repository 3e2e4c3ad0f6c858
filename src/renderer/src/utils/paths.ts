/** Pure helpers for '/'-separated absolute paths (the engine's convention). */

/** Last segment of a path. */
export function basename(p: string): string {
  const i = p.replace(/\/+$/, '').lastIndexOf('/');
  return i < 0 ? p : p.slice(i + 1);
}

/** Everything before the last segment. */
export function dirname(p: string): string {
  const i = p.replace(/\/+$/, '').lastIndexOf('/');
  return i <= 0 ? '/' : p.slice(0, i);
}

/** A tab label: `dir/SKILL.md` for skill files, the basename otherwise. */
export function tabLabel(p: string): string {
  const b = basename(p);
  return b === 'SKILL.md' ? `${basename(dirname(p))}/${b}` : b;
}
