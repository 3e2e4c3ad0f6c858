/** Did-you-mean for misspelt keys (`allowed_tools` → `allowed-tools`). */

/** Levenshtein distance between `a` and `b` (small strings only). */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
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

/**
 * The candidate closest to `key` when it is a plausible misspelling: equal
 * after folding case and `_`/`-`, or within edit distance 2. Else undefined.
 */
export function closest(key: string, candidates: string[]): string | undefined {
  const fk = fold(key);
  const lk = key.toLowerCase();
  let best: string | undefined;
  let bestD = 3;
  for (const c of candidates) {
    const fc = foldedOf(c);
    if (fc === fk) return c; // distance 0: nothing is closer
    if (Math.abs(c.length - key.length) > 2) continue;
    const d = editDistance(lk, c);
    if (d < bestD) { bestD = d; best = c; }
  }
  return best;
}

const fold = (s: string) => s.toLowerCase().replace(/[_-]/g, '');
/** Folded candidates, computed once each (the candidates are the field table's keys). */
const FOLDED = new Map<string, string>();
function foldedOf(c: string): string {
  let f = FOLDED.get(c);
  if (f === undefined) { f = fold(c); if (FOLDED.size < 1000) FOLDED.set(c, f); }
  return f;
}
