/**
 * Edit distance for "did you mean" suggestions (CC suggests names within
 * distance 2, reference §8.1).
 */

/** Levenshtein distance between `a` and `b` (insert, delete, substitute = 1), by UTF-16 unit. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

/**
 * Names from `candidates` closest to `name` (case-insensitive), nearest first,
 * at most `limit`, within `maxDistance` (default: 2, or a third of the name's
 * length for long names). Ties keep candidate order.
 */
export function closestNames(name: string, candidates: Iterable<string>, limit = 5, maxDistance?: number): string[] {
  const n = name.toLowerCase();
  const max = maxDistance ?? Math.max(2, Math.floor(name.length / 3));
  const scored: { c: string; d: number; i: number }[] = [];
  let i = 0;
  const seen = new Set<string>();
  for (const c of candidates) {
    if (seen.has(c)) continue;
    seen.add(c);
    const lc = c.toLowerCase();
    // A name contained in another (deploy / deploy-prod) is a good suggestion too.
    const contains = n.length >= 3 && lc.length >= 3 && (lc.includes(n) || n.includes(lc));
    const d = contains ? Math.min(1, editDistance(n, lc)) : editDistance(n, lc);
    if (d <= max) scored.push({ c, d, i: i++ });
  }
  return scored.sort((a, b) => a.d - b.d || a.i - b.i).slice(0, limit).map((s) => s.c);
}
