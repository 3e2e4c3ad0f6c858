/**
 * A small, allocation-light Markdown scanner for the body checks: where code
 * is (fenced blocks and inline code spans) and where link destinations are.
 * It follows CommonMark closely enough for diagnostics, with documented
 * simplifications:
 * - a fence may be indented by any amount (fences inside list items are common);
 *   it closes at a line of the same character at least as long; unclosed → end of text;
 * - indented (4-space) code blocks are not treated as code (they are ambiguous with
 *   list continuations, and harnesses do not care either: substitution ignores Markdown, §9.1);
 * - an inline code span is a backtick run closed by the next run of the same length
 *   before a blank line; an unmatched run is literal text.
 * All offsets are 0-based UTF-16 offsets into the scanned string; never throws.
 */

/** A region of code. `start`/`end` cover the whole construct (fence lines or backticks included). */
export interface CodeRegion {
  start: number;
  end: number;
  kind: 'fenced' | 'inline';
  /** Shell-injection syntax (```` ```! ```` fence or `` !`cmd` ``, reference §10): placeholders there are meant to be substituted. */
  shell: boolean;
}

/** A link or image destination as written (`[x](dest "title")`, `![x](dest)`, `[id]: dest`). */
export interface LinkRef {
  /** Destination text without angle brackets. */
  target: string;
  /** Offsets of `target` in the scanned text. */
  start: number;
  end: number;
}

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})(.*)$/;
const MAX_DESTINATION = 512;
/** Longest link title looked for (a title that never closes would otherwise be searched to the end, once per link). */
const MAX_TITLE = 4096;

/** `text.indexOf(ch, from)` looking at most `max` characters (a native search over a slice, not a loop). */
function indexWithin(text: string, ch: string, from: number, max: number): number {
  const at = text.slice(from, from + max).indexOf(ch);
  return at < 0 ? -1 : from + at;
}

/** Fenced code blocks of `text`, in order. */
export function fencedBlocks(text: string): CodeRegion[] {
  return text.includes('\r') ? fencedBlocksByLine(text) : fencedBlocksLF(text);
}

/**
 * `fencedBlocksByLine` for a text without '\r', visiting only the lines that
 * can open or close a fence: an opener holds ```` ``` ```` or `~~~` (FENCE_OPEN),
 * a closer a run of the open fence's character at least as long, so the
 * lines are found by native searches for those strings and each is judged by
 * the same tests. Same output (the LF/CRLF property test compares the two).
 */
function fencedBlocksLF(text: string): CodeRegion[] {
  const out: CodeRegion[] = [];
  let open: (OpenFence & { run: string }) | null = null;
  // Next ``` and ~~~ at or after the search position (-1: none left), searched again only once passed.
  let tick = -2;
  let tilde = -2;
  for (let pos = 0; pos < text.length;) {
    let at: number;
    if (open) at = text.indexOf(open.run, pos);
    else {
      if (tick !== -1 && tick < pos) tick = text.indexOf('```', pos);
      if (tilde !== -1 && tilde < pos) tilde = text.indexOf('~~~', pos);
      at = tick < 0 ? tilde : tilde < 0 ? tick : Math.min(tick, tilde);
    }
    if (at < 0) break;
    const s = text.lastIndexOf('\n', at) + 1;
    let e = text.indexOf('\n', at);
    if (e < 0) e = text.length;
    pos = e + 1;
    const line = text.slice(s, e);
    if (!open) {
      let k = 0;
      while (k < line.length && (line.charCodeAt(k) === 32 || line.charCodeAt(k) === 9)) k++;
      const c = line.charCodeAt(k);
      if (c !== 96 && c !== 126) continue;
      const o = fenceOpen(line, s);
      if (o) open = { ...o, run: o.char.repeat(o.len) };
      continue;
    }
    if (closesFence(line, open)) {
      out.push({ start: open.start, end: e, kind: 'fenced', shell: open.shell });
      open = null;
    }
  }
  if (open) out.push({ start: open.start, end: text.length, kind: 'fenced', shell: open.shell });
  return out;
}

/** An open fence: its character, run length, where its line starts, and whether its info string starts with `!`. */
interface OpenFence { char: string; len: number; start: number; shell: boolean }

/** The fence `line` (starting at `start`) opens, or null. A backtick fence's info string may not contain backticks (CommonMark 4.5). */
function fenceOpen(line: string, start: number): OpenFence | null {
  const m = FENCE_OPEN.exec(line);
  if (!m || (m[1][0] === '`' && m[2].includes('`'))) return null;
  return { char: m[1][0], len: m[1].length, start, shell: m[2].trimStart().startsWith('!') };
}

/** Whether `line` closes `open`: after trimming, only the fence character, at least as many as opened. */
function closesFence(line: string, open: OpenFence): boolean {
  const t = line.trim();
  return t.length >= open.len && t[0] === open.char && [...t].every((c) => c === open.char);
}

/** Fenced code blocks by walking every line (any line breaks). */
function fencedBlocksByLine(text: string): CodeRegion[] {
  const out: CodeRegion[] = [];
  let open: OpenFence | null = null;
  // Lines as [s, e) without the break ('\n', '\r' or '\r\n'), walked in
  // place: no array of every line of every body.
  const hasCR = text.includes('\r');
  for (let s = 0, e = 0, next = 0; next <= text.length; s = next) {
    if (hasCR) {
      e = s;
      while (e < text.length && text.charCodeAt(e) !== 10 && text.charCodeAt(e) !== 13) e++;
      next = e + (text.charCodeAt(e) === 13 && text.charCodeAt(e + 1) === 10 ? 2 : 1);
    } else {
      e = text.indexOf('\n', s);
      if (e < 0) e = text.length;
      next = e + 1;
    }
    if (!open) {
      // Only a line whose first character after spaces and tabs is ` or ~ can open a fence
      // (FENCE_OPEN): the others are skipped without a slice or a regex run.
      let k = s;
      while (k < e && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
      const c = text.charCodeAt(k);
      if (c !== 96 && c !== 126) continue;
    } else {
      // A closing line holds only the fence character (after trimming): it must contain one.
      const at = text.indexOf(open.char, s);
      if (at < 0 || at >= e) continue;
    }
    const line = text.slice(s, e);
    if (!open) {
      open = fenceOpen(line, s);
      continue;
    }
    if (closesFence(line, open)) {
      out.push({ start: open.start, end: e, kind: 'fenced', shell: open.shell });
      open = null;
    }
  }
  if (open) out.push({ start: open.start, end: text.length, kind: 'fenced', shell: open.shell });
  return out;
}

/**
 * Inline code spans inside [from, to) (a stretch of text outside fenced blocks).
 * Linear: backtick runs are collected once, then each opener looks for the next
 * run of the same length through a per-length cursor, before the next blank line.
 */
function inlineSpans(text: string, from: number, to: number, out: CodeRegion[]): void {
  // No backtick in the stretch: no run, so no span (the scan below would find none).
  const first = text.indexOf('`', from);
  if (first < 0 || first >= to) return;
  const runs: Array<{ start: number; len: number; escaped: boolean }> = [];
  const blanks: number[] = [];
  const cr = text.indexOf('\r', from);
  if (cr < 0 || cr >= to) runsAndBlanksLF(text, from, to, runs, blanks);
  else runsAndBlanks(text, from, to, runs, blanks);
  pairSpans(text, to, runs, blanks, out);
}

/** A backtick run: where it starts, how long, and whether a backslash precedes it. */
interface Run { start: number; len: number; escaped: boolean }

/**
 * `runsAndBlanks` for a stretch without '\r', with native searches: the
 * lines are found by '\n' and only a line that starts with a space or tab is
 * looked into; runs are found by '`'. Same output.
 */
function runsAndBlanksLF(text: string, from: number, to: number, runs: Run[], blanks: number[]): void {
  for (let ls = from; ;) {
    const nl = text.indexOf('\n', ls);
    if (nl < 0 || nl >= to) break;
    if (nl > from) {
      let k = ls;
      while (k < nl && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
      if (k === nl) blanks.push(ls);
    }
    ls = nl + 1;
  }
  for (let i = text.indexOf('`', from); i >= 0 && i < to;) {
    let j = i;
    while (j < to && text.charCodeAt(j) === 96) j++;
    runs.push({ start: i, len: j - i, escaped: i > 0 && text.charCodeAt(i - 1) === 92 });
    i = text.indexOf('`', j);
  }
}

/**
 * Backtick runs in [from, to) and the starts of its blank lines (only spaces
 * and tabs before a line break; not the stretch's first line when it is empty).
 */
function runsAndBlanks(text: string, from: number, to: number, runs: Run[], blanks: number[]): void {
  let lineStart = from;
  let blankSoFar = true;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (blankSoFar && i > from) blanks.push(lineStart);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      lineStart = i + 1;
      blankSoFar = true;
      continue;
    }
    if (c !== 32 && c !== 9) blankSoFar = false;
    if (c !== 96 /* ` */) continue;
    let j = i;
    while (j < to && text.charCodeAt(j) === 96) j++;
    // `\`` cannot open a span, but closes one: inside code a backslash is literal (CommonMark 6.1).
    runs.push({ start: i, len: j - i, escaped: i > 0 && text.charCodeAt(i - 1) === 92 });
    blankSoFar = false;
    i = j - 1;
  }
}

/** Pair each opening run with the next run of its length before the next blank line. */
function pairSpans(text: string, to: number, runs: Run[], blanks: number[], out: CodeRegion[]): void {
  const byLen = new Map<number, number[]>();
  runs.forEach((r, k) => {
    const list = byLen.get(r.len);
    if (list) list.push(k);
    else byLen.set(r.len, [k]);
  });
  const cursor = new Map<number, number>();
  let blank = 0;
  for (let k = 0; k < runs.length; k++) {
    const open = runs[k];
    if (open.escaped) continue;
    while (blank < blanks.length && blanks[blank] <= open.start) blank++;
    const limit = blank < blanks.length ? blanks[blank] : to;
    const list = byLen.get(open.len)!;
    let c = cursor.get(open.len) ?? 0;
    while (c < list.length && list[c] <= k) c++;
    cursor.set(open.len, c);
    if (c >= list.length || runs[list[c]].start >= limit) continue;
    const close = runs[list[c]];
    const prev = open.start > 0 ? text[open.start - 1] : '';
    out.push({ start: open.start, end: close.start + close.len, kind: 'inline', shell: prev === '!' });
    k = list[c];
  }
}

/** All code regions (fenced blocks and inline spans outside them), sorted by start. */
export function codeRegions(text: string): CodeRegion[] {
  const fences = fencedBlocks(text);
  const out: CodeRegion[] = [];
  let pos = 0;
  for (const f of fences) {
    inlineSpans(text, pos, f.start, out);
    out.push(f);
    pos = f.end;
  }
  inlineSpans(text, pos, text.length, out);
  return out;
}

/** The region containing `offset`, if any (regions sorted, non-overlapping). */
export function regionAt(regions: CodeRegion[], offset: number): CodeRegion | undefined {
  let lo = 0;
  let hi = regions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = regions[mid];
    if (offset < r.start) hi = mid - 1;
    else if (offset >= r.end) lo = mid + 1;
    else return r;
  }
  return undefined;
}

/** Parse a destination starting at `i` (after `(` and spaces); returns [start, end, after] or null. */
function destination(text: string, i: number): [number, number, number] | null {
  if (text[i] === '<') {
    // Searched at most MAX_DESTINATION far: an unclosed `<` per link made each search run to the end.
    const close = indexWithin(text, '>', i + 1, MAX_DESTINATION);
    if (close < 0 || /[\r\n]/.test(text.slice(i + 1, close))) return null;
    return [i + 1, close, close + 1];
  }
  let depth = 0;
  let j = i;
  // No real destination is longer; the cap keeps pathological text linear.
  const stop = Math.min(text.length, i + MAX_DESTINATION);
  for (; j < stop; j++) {
    const c = text[j];
    if (c === '\\') { j++; continue; }
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') break;
    if (c === '(') depth++;
    else if (c === ')') { if (depth === 0) break; depth--; }
  }
  return [i, Math.min(j, text.length), Math.min(j, text.length)];
}

/** True when, after the destination, an optional title and `)` follow. */
function closesLink(text: string, i: number): boolean {
  let k = i;
  while (text[k] === ' ' || text[k] === '\t') k++;
  if (text[k] === ')') return true;
  const q = text[k];
  if (q !== '"' && q !== "'" && q !== '(') return false;
  const end = indexWithin(text, q === '(' ? ')' : q, k + 1, MAX_TITLE);
  if (end < 0) return false;
  k = end + 1;
  while (text[k] === ' ' || text[k] === '\t') k++;
  return text[k] === ')';
}

const REF_DEF = /^ {0,3}\[[^\]\r\n]+\]:[ \t]*(<[^>\r\n]*>|\S+)/gm;

/** Link and image destinations outside code regions, in text order. */
export function linkTargets(text: string, regions: CodeRegion[]): LinkRef[] {
  const out: LinkRef[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf('](', from);
    if (at < 0) break;
    from = at + 2;
    if (regionAt(regions, at)) continue;
    let i = at + 2;
    while (text[i] === ' ' || text[i] === '\t') i++;
    const d = destination(text, i);
    if (!d || d[1] <= d[0] || !closesLink(text, d[2])) continue;
    out.push({ target: text.slice(d[0], d[1]), start: d[0], end: d[1] });
  }
  REF_DEF.lastIndex = 0;
  // Every definition holds `]:`; without one the multiline regex would scan every line for nothing.
  for (let m = text.includes(']:') ? REF_DEF.exec(text) : null; m; m = REF_DEF.exec(text)) {
    if (regionAt(regions, m.index)) continue;
    const raw = m[1];
    const start = m.index + m[0].length - raw.length + (raw.startsWith('<') ? 1 : 0);
    const target = raw.startsWith('<') ? raw.slice(1, -1) : raw;
    if (target) out.push({ target, start, end: start + target.length });
  }
  return out.sort((a, b) => a.start - b.start);
}
