/**
 * A text being expanded pass by pass, with marks whose 0-based UTF-16 offsets
 * follow every edit. Marks are substitutions (reported to the UI), protected
 * ranges (CC 2.1.332 sentinels, `\$` escapes, codebot shell commands) and shell
 * commands. Invariant: for every substitution mark, `text.slice(start, end) === value`.
 *
 * Work stays proportional to the text and the marks (issue 11, point 12): an
 * edit pass remaps each mark and each traced offset by binary search over the
 * pass's edits, and "does this overlap a protected mark?" is answered from a
 * sorted index built once per text (10,000 placeholders took 15 s before).
 */
import type { ShellCommand, Substitution } from '../types';
import { overlapIndex } from '../text/intervals';

/** A tracked range of the text. */
export interface Mark {
  start: number;
  end: number;
  /** Set for a reported substitution (its `value` is refreshed after each edit). */
  sub?: Omit<Substitution, 'start' | 'end'>;
  /** Later passes that honour protection skip matches overlapping this range. */
  protect?: boolean;
  /** A shell command found before later passes (codebot), kept in place. */
  shell?: Omit<ShellCommand, 'start' | 'end'>;
}

/** The text and its marks. */
export interface TextState {
  text: string;
  marks: Mark[];
  /**
   * One step per edit made so far (oldest first), each taking an offset in the
   * text after that edit to the offset before it (see `originOf`). Kept by
   * `stateOf` states; a state built by hand without it records nothing.
   */
  undo?: ((p: number, isEnd: boolean) => number)[];
  /** "Overlaps a protected mark?" over the current text (built on demand, dropped on every edit). */
  protectedIndex?: ((a: number, b: number) => boolean) | null;
}

/** One replacement of `[a, b)` by `value`, optionally creating a mark over the new text. */
export interface Edit {
  a: number;
  b: number;
  value: string;
  mark?: Omit<Mark, 'start' | 'end'>;
}

/** What a pass does with one regex match: replace it by `value` (null = leave the match alone). */
export interface Hit {
  value: string;
  sub?: Omit<Substitution, 'start' | 'end' | 'value'>;
  protect?: boolean;
  /** Characters before the match to replace too (the `\` of a `\$` escape). */
  dropLeading?: number;
  /** Track the match as a shell command. */
  shell?: Omit<ShellCommand, 'start' | 'end'>;
}

/** A fresh state over `text`. */
export function stateOf(text: string): TextState {
  return { text, marks: [], undo: [] };
}

/**
 * The span `[start, end)` of the current text traced back to the text the state
 * started from: unchanged text maps exactly; a span touching replaced text
 * widens to the whole replaced source (a substituted value → its placeholder);
 * inserted text (a prefix, a trailer) maps to an empty span where it was inserted.
 */
export function originOf(st: TextState, start: number, end: number): { start: number; end: number } {
  let s = start;
  let e = end;
  const undo = st.undo ?? [];
  for (let i = undo.length - 1; i >= 0; i--) {
    s = undo[i](s, false);
    e = undo[i](e, true);
    // An emptied placeholder: the empty span maps to [after it, before it]; take the placeholder.
    if (s > e) [s, e] = [e, s];
  }
  return { start: s, end: e };
}

/** One edit as applied: old span `[a, b)` became new span `[na, nb)`. */
interface Applied { a: number; b: number; na: number; nb: number }

/**
 * Apply non-overlapping edits sorted by position; every mark's offsets are
 * remapped. Offsets are mapped by binary search over the edits (with running
 * sums of the length each edit added), so a pass over m marks and e edits
 * costs O((m + 1) log e) beyond building the text.
 */
export function applyEdits(st: TextState, edits: Edit[]): void {
  if (!edits.length) return;
  const map: Applied[] = [];
  const parts: string[] = [];
  let len = 0;
  let last = 0;
  const created: Mark[] = [];
  for (const e of edits) {
    const keep = st.text.slice(last, e.a);
    parts.push(keep, e.value);
    const na = len + keep.length;
    len = na + e.value.length;
    map.push({ a: e.a, b: e.b, na, nb: len });
    if (e.mark) created.push({ sub: e.mark.sub, protect: e.mark.protect, shell: e.mark.shell, start: na, end: len });
    last = e.b;
  }
  parts.push(st.text.slice(last));
  // added[k]: length added by edits 0..k-1.
  const added = [0];
  for (const m of map) added.push(added[added.length - 1] + (m.nb - m.na) - (m.b - m.a));
  const pos = (p: number, isEnd: boolean): number => {
    // k: the first edit with a >= p; only the edit before it can contain p.
    let lo = 0;
    let hi = map.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (map[mid].a < p) lo = mid + 1; else hi = mid;
    }
    const prev = lo > 0 ? map[lo - 1] : null;
    if (prev && p < prev.b) return isEnd ? prev.nb : prev.na;
    return p + added[lo];
  };
  /** Whether an edit changes the text inside the old span `[s, e)` (so a substitution's value must be re-read). */
  const touched = (s: number, e: number): boolean => {
    let lo = 0;
    let hi = map.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (map[mid].a < s) lo = mid + 1; else hi = mid;
    }
    return (lo > 0 && map[lo - 1].b > s) || (lo < map.length && map[lo].a < e);
  };
  const stale: Mark[] = [];
  for (const m of st.marks) {
    if (m.sub && touched(m.start, m.end)) stale.push(m);
    m.start = pos(m.start, false);
    m.end = Math.max(m.start, pos(m.end, true));
  }
  st.text = parts.join('');
  for (const m of created) st.marks.push(m); // a loop: a spread of 100,000 marks overflows the call stack
  st.protectedIndex = null;
  // Only values an edit reached change; the new marks hold their inserted value already.
  for (const m of stale) m.sub!.value = st.text.slice(m.start, m.end);
  st.undo?.push((p, isEnd) => {
    // The first edit where the old scan stopped: p inside or at its new span, or before it.
    // (nb > p || na >= p) is monotonic over the edits, which are in text order.
    let lo = 0;
    let hi = map.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (map[mid].nb > p || map[mid].na >= p) hi = mid; else lo = mid + 1;
    }
    if (lo === map.length) return p - added[lo];
    const m = map[lo];
    const shift = added[lo];
    if (p < m.na) return p - shift;
    // Text from `na` on is the new value; after a deletion, the old text from `b` on.
    if (p === m.na) return m.nb === m.na && !isEnd ? m.b : m.a;
    return isEnd ? m.b : m.a; // p < m.nb
  });
}

function refresh(st: TextState): void {
  for (const m of st.marks) if (m.sub) m.sub.value = st.text.slice(m.start, m.end);
}

/**
 * True when `[a, b)` overlaps a protected mark. Answered from an index of the
 * protected ranges (text/intervals.ts), built once per text and dropped by
 * every edit: a pass used to scan every mark for every match.
 */
export function isProtected(st: TextState, a: number, b: number): boolean {
  if (!st.protectedIndex) st.protectedIndex = overlapIndex(st.marks.filter((m) => m.protect).map((m) => [m.start, m.end] as const));
  return st.protectedIndex(a, b);
}

/**
 * Run one regex pass over the whole text (`re` must be global). Matches that
 * overlap a protected mark are skipped when `respectProtected`. Returns the hits made.
 */
export function runPass(st: TextState, re: RegExp, fn: (m: RegExpExecArray) => Hit | null, respectProtected = false): Hit[] {
  const found: Match[] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(st.text))) {
    if (m[0].length === 0) { re.lastIndex++; continue; }
    const end = m.index + m[0].length;
    if (respectProtected && isProtected(st, m.index, end)) continue;
    const hit = fn(m);
    if (hit) found.push({ start: m.index, end, hit });
  }
  return applyMatches(st, found);
}

/** A match to replace: `[start, end)` of the current text and what replaces it. */
export interface Match { start: number; end: number; hit: Hit }

/**
 * Replace `matches` (non-overlapping, in text order) as one pass, exactly as
 * `runPass` does with its regex matches: each becomes an edit (a `\$` escape's
 * backslash included) with a mark for its substitution, protection or shell
 * command. Returns the hits.
 */
export function applyMatches(st: TextState, matches: Match[]): Hit[] {
  const edits: Edit[] = [];
  const hits: Hit[] = [];
  let floor = 0;
  for (const { start, end, hit } of matches) {
    const a = Math.max(floor, start - (hit.dropLeading ?? 0));
    // The hit's own sub becomes the mark's (each hit is fresh): one object less per match.
    const mark = hit.sub || hit.protect || hit.shell
      ? { sub: hit.sub ? Object.assign(hit.sub, { value: hit.value }) : undefined, protect: hit.protect, shell: hit.shell }
      : undefined;
    edits.push({ a, b: end, value: hit.value, mark });
    hits.push(hit);
    floor = end;
  }
  applyEdits(st, edits);
  return hits;
}

/** Keep only `[from, to)` of the text (a trim); marks are clamped into it. */
export function sliceState(st: TextState, from: number, to: number): void {
  const clamp = (p: number) => Math.min(Math.max(p, from), to) - from;
  st.text = st.text.slice(from, to);
  st.protectedIndex = null;
  for (const m of st.marks) { m.start = clamp(m.start); m.end = clamp(m.end); }
  refresh(st);
  st.undo?.push((p) => p + from);
}

/** Put `prefix` before and `suffix` after the text; marks shift with it. */
export function wrapState(st: TextState, prefix: string, suffix: string): void {
  const len = st.text.length;
  st.text = prefix + st.text + suffix;
  st.protectedIndex = null;
  for (const m of st.marks) { m.start += prefix.length; m.end += prefix.length; }
  st.undo?.push((p) => Math.min(Math.max(p - prefix.length, 0), len));
}

/** Shell commands tracked as marks, with their current offsets. */
export function shellMarksOf(st: TextState): ShellCommand[] {
  return st.marks.filter((m) => m.shell).map((m) => {
    const now = /^!`([^`]*)`$/.exec(st.text.slice(m.start, m.end));
    return { ...m.shell!, command: now ? now[1] : m.shell!.command, start: m.start, end: m.end } as ShellCommand;
  });
}

/** The reported substitutions, sorted by offset. */
export function substitutionsOf(st: TextState): Substitution[] {
  const out: Substitution[] = [];
  for (const m of st.marks) {
    const s = m.sub;
    if (!s) continue;
    // Built field by field (one shape): spreading thousands of differently shaped marks was the cost.
    const sub: Substitution = { placeholder: s.placeholder, source: s.source, value: s.value, start: m.start, end: m.end };
    if (s.flag) sub.flag = s.flag;
    out.push(sub);
  }
  return out.sort((x, y) => x.start - y.start || x.end - y.end);
}
