/**
 * Closest names for a name that does not resolve, and files that look like
 * that skill but were not discovered (explain pane).
 */
import type { Catalog } from '../../../../../shared/engine/types';

/** Levenshtein edit distance. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/** All names a skill answers to (id, name, aliases). */
export function allNames(catalog: Catalog): string[] {
  return [...new Set(catalog.skills.flatMap((s) => [s.id, s.name, ...s.aliases]))].sort();
}

/** True when `name` resolves to some skill (case-sensitive, like the harness lookups). */
export function nameExists(catalog: Catalog, name: string): boolean {
  const n = name.replace(/^\//, '');
  return catalog.skills.some((s) => s.id === n || s.name === n || s.aliases.includes(n));
}

/** Up to `max` names closest to `name` (edit distance, case-insensitive; substring matches first). */
export function closestNames(catalog: Catalog, name: string, max = 5): string[] {
  const q = name.replace(/^\//, '').toLowerCase();
  if (!q) return [];
  return allNames(catalog)
    .map((n) => ({ n, d: n.toLowerCase().includes(q) || q.includes(n.toLowerCase()) ? 0 : editDistance(q, n.toLowerCase()) }))
    .filter((x) => x.d <= Math.max(3, Math.floor(q.length / 2)))
    .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
    .slice(0, max)
    .map((x) => x.n);
}

/** Look-alike files (catalog.files) whose path mentions `name`. */
export function lookAlikeFiles(catalog: Catalog, name: string): Catalog['files'] {
  const q = name.replace(/^\//, '').toLowerCase();
  if (!q) return [];
  return catalog.files.filter((f) => f.path.toLowerCase().includes(q));
}
