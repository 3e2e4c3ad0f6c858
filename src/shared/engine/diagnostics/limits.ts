/**
 * Keeping diagnostics proportional to the input (issue 11, point 11): a
 * message names at most `MAX_LISTED` items of a list ("… and 9,990 more"),
 * and one file carries at most `MAX_PER_CODE` diagnostics of one code, the
 * rest summed up in one `diagnostics-capped` diagnostic. Without these, a
 * frontmatter of 10,000 unknown keys gave 10,000 messages that each listed all
 * 10,000 keys (~1 GB).
 */
import type { Diagnostic } from '../types';
import { makeDiagnostic } from './catalogue';

export { MAX_LISTED, firstFew, listText } from './lists';

/** Diagnostics of one code kept per file (or per invocation) before the rest are summed up. */
export const MAX_PER_CODE = 200;

/**
 * `ds` with at most `max` diagnostics per code (the first ones, in order). For
 * each code over the cap one `diagnostics-capped` diagnostic is appended, on
 * the first left-out diagnostic's range (and `path`), saying how many were
 * left out. The input array is returned unchanged when nothing is over.
 */
export function capDiagnostics(ds: Diagnostic[], max = MAX_PER_CODE): Diagnostic[] {
  if (ds.length <= max) return ds;
  const counts = new Map<string, number>();
  for (const d of ds) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  let over = false;
  for (const n of counts.values()) if (n > max) over = true;
  if (!over) return ds;
  const kept: Diagnostic[] = [];
  const seen = new Map<string, number>();
  const firstCut = new Map<string, Diagnostic>();
  for (const d of ds) {
    const n = (seen.get(d.code) ?? 0) + 1;
    seen.set(d.code, n);
    if (n <= max) kept.push(d);
    else if (n === max + 1) firstCut.set(d.code, d);
  }
  for (const [code, d] of firstCut) {
    const total = counts.get(code)!;
    const s = makeDiagnostic('diagnostics-capped', d.range, { code, shown: max, omitted: total - max, total });
    if (d.path !== undefined) s.path = d.path;
    kept.push(s);
  }
  return kept;
}

/**
 * A diagnostics list that keeps at most `max` of each code as they are
 * added, building a diagnostic only when it is kept (`build` is not called for
 * the rest, which are only counted); `done()` gives the list with one
 * `diagnostics-capped` summary per code over the cap, as `capDiagnostics`
 * does. For producers that can emit one diagnostic per key or placeholder.
 */
export function cappedList(max = MAX_PER_CODE): {
  /** Count one `code` and build it with `build` if it is kept (or places the summary). */
  add: (code: string, build: () => Diagnostic) => void;
  /**
   * Whether the next `code` is built: when false it has been counted here and
   * the caller skips `add` (no closure, no data for thousands left out).
   */
  keeps: (code: string) => boolean;
  done: () => Diagnostic[];
} {
  const out: Diagnostic[] = [];
  const counts = new Map<string, number>();
  const firstCut = new Map<string, Diagnostic>();
  return {
    keeps(code) {
      const n = counts.get(code) ?? 0;
      if (n <= max) return true; // kept, or the first one left out (it places the summary)
      counts.set(code, n + 1);
      return false;
    },
    add(code, build) {
      const n = (counts.get(code) ?? 0) + 1;
      counts.set(code, n);
      if (n <= max) out.push(build());
      else if (n === max + 1) firstCut.set(code, build());
    },
    done() {
      for (const [code, d] of firstCut) {
        const total = counts.get(code)!;
        const s = makeDiagnostic('diagnostics-capped', d.range, { code, shown: max, omitted: total - max, total });
        if (d.path !== undefined) s.path = d.path;
        out.push(s);
      }
      return out;
    },
  };
}
