/**
 * "Does `[a, b)` overlap any of these ranges?" in O(log n) per question, for
 * the invocation simulator's many checks (protected marks, argument text
 * inside shell commands). Ranges may overlap each other; offsets are any
 * numbers (0-based UTF-16 offsets in practice).
 */

/** A query function over `ranges` (`[start, end)` pairs); built in O(n log n). */
export function overlapIndex(ranges: Iterable<readonly [number, number]>): (a: number, b: number) => boolean {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  const starts = sorted.map((r) => r[0]);
  // maxEnd[i]: the largest end among sorted[0..i]. Some range with start < b ends after a
  // exactly when the largest end among the ranges starting before b is > a.
  const maxEnd: number[] = [];
  let run = -Infinity;
  for (const r of sorted) { run = Math.max(run, r[1]); maxEnd.push(run); }
  return (a, b) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < b) lo = mid + 1; else hi = mid;
    }
    return lo > 0 && maxEnd[lo - 1] > a;
  };
}
