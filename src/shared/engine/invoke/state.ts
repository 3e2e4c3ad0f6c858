/**
 * A text being expanded pass by pass, with marks whose 0-based UTF-16 offsets
 * follow every edit. Marks are substitutions (reported to the UI), protected
 * ranges (CC 2.1.332 sentinels, `\$` escapes, codebot shell commands) and shell
 * commands. Invariant: for every substitution mark, `text.slice(start, end) === value`.
 */
import type { ShellCommand, Substitution } from '../types';

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

/** Apply non-overlapping edits sorted by position; every mark's offsets are remapped. */
export function applyEdits(st: TextState, edits: Edit[]): void {
  if (!edits.length) return;
  const map: { a: number; b: number; na: number; nb: number }[] = [];
  let out = '';
  let last = 0;
  const created: Mark[] = [];
  for (const e of edits) {
    out += st.text.slice(last, e.a);
    const na = out.length;
    out += e.value;
    map.push({ a: e.a, b: e.b, na, nb: out.length });
    if (e.mark) created.push({ ...e.mark, start: na, end: out.length });
    last = e.b;
  }
  out += st.text.slice(last);
  const pos = (p: number, isEnd: boolean): number => {
    let shift = 0;
    for (const m of map) {
      if (p <= m.a) return p + shift;
      if (p >= m.b) { shift += m.nb - m.na - (m.b - m.a); continue; }
      return isEnd ? m.nb : m.na;
    }
    return p + shift;
  };
  for (const m of st.marks) {
    m.start = pos(m.start, false);
    m.end = Math.max(m.start, pos(m.end, true));
  }
  st.text = out;
  st.marks.push(...created);
  refresh(st);
  st.undo?.push((p, isEnd) => {
    let shift = 0;
    for (const m of map) {
      if (p < m.na) return p - shift;
      // Text from `na` on is the new value; after a deletion, the old text from `b` on.
      if (p === m.na) return m.nb === m.na && !isEnd ? m.b : m.a;
      if (p < m.nb) return isEnd ? m.b : m.a;
      shift += m.nb - m.na - (m.b - m.a);
    }
    return p - shift;
  });
}

function refresh(st: TextState): void {
  for (const m of st.marks) if (m.sub) m.sub.value = st.text.slice(m.start, m.end);
}

/** True when `[a, b)` overlaps a protected mark. */
export function isProtected(st: TextState, a: number, b: number): boolean {
  return st.marks.some((m) => m.protect && a < m.end && b > m.start);
}

/**
 * Run one regex pass over the whole text (`re` must be global). Matches that
 * overlap a protected mark are skipped when `respectProtected`. Returns the hits made.
 */
export function runPass(st: TextState, re: RegExp, fn: (m: RegExpExecArray) => Hit | null, respectProtected = false): Hit[] {
  const edits: Edit[] = [];
  const hits: Hit[] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  let floor = 0;
  while ((m = re.exec(st.text))) {
    if (m[0].length === 0) { re.lastIndex++; continue; }
    const end = m.index + m[0].length;
    if (respectProtected && isProtected(st, m.index, end)) continue;
    const hit = fn(m);
    if (!hit) continue;
    const a = Math.max(floor, m.index - (hit.dropLeading ?? 0));
    const mark = hit.sub || hit.protect || hit.shell
      ? { sub: hit.sub ? { ...hit.sub, value: hit.value } : undefined, protect: hit.protect, shell: hit.shell }
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
  for (const m of st.marks) { m.start = clamp(m.start); m.end = clamp(m.end); }
  refresh(st);
  st.undo?.push((p) => p + from);
}

/** Put `prefix` before and `suffix` after the text; marks shift with it. */
export function wrapState(st: TextState, prefix: string, suffix: string): void {
  const len = st.text.length;
  st.text = prefix + st.text + suffix;
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
  return st.marks
    .filter((m) => m.sub)
    .map((m) => ({ ...m.sub!, start: m.start, end: m.end }) as Substitution)
    .sort((x, y) => x.start - y.start || x.end - y.end);
}
