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

/** Lines of `text` as [start, end) offsets without the line break. */
function lines(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c === 10 || c === 13 || c === -1) {
      out.push([start, i]);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  return out;
}

/** Fenced code blocks of `text`, in order. */
export function fencedBlocks(text: string): CodeRegion[] {
  const out: CodeRegion[] = [];
  const ls = lines(text);
  let open: { char: string; len: number; start: number; shell: boolean } | null = null;
  for (const [s, e] of ls) {
    const line = text.slice(s, e);
    if (!open) {
      const m = FENCE_OPEN.exec(line);
      // A backtick fence's info string may not contain backticks (CommonMark 4.5).
      if (m && !(m[1][0] === '`' && m[2].includes('`'))) {
        open = { char: m[1][0], len: m[1].length, start: s, shell: m[2].trimStart().startsWith('!') };
      }
      continue;
    }
    const t = line.trim();
    if (t.length >= open.len && t[0] === open.char && [...t].every((c) => c === open!.char)) {
      out.push({ start: open.start, end: e, kind: 'fenced', shell: open.shell });
      open = null;
    }
  }
  if (open) out.push({ start: open.start, end: text.length, kind: 'fenced', shell: open.shell });
  return out;
}

/** Inline code spans inside [from, to) (a stretch of text outside fenced blocks). */
function inlineSpans(text: string, from: number, to: number, out: CodeRegion[]): void {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */) { i += 2; continue; }
    if (c !== 96 /* ` */) { i++; continue; }
    let j = i;
    while (j < to && text.charCodeAt(j) === 96) j++;
    const len = j - i;
    const close = findClosingRun(text, j, to, len);
    if (close < 0) { i = j; continue; }
    const prev = i > 0 ? text[i - 1] : '';
    out.push({ start: i, end: close + len, kind: 'inline', shell: prev === '!' });
    i = close + len;
  }
}

/** Start of the next backtick run of exactly `len` after `from`, before a blank line; -1 if none. */
function findClosingRun(text: string, from: number, to: number, len: number): number {
  let k = from;
  while (k < to) {
    const c = text.charCodeAt(k);
    if (c === 10 || c === 13) {
      // A blank line ends the paragraph, so the span cannot close after it.
      let m = k + 1;
      if (c === 13 && text.charCodeAt(m) === 10) m++;
      while (m < to && (text[m] === ' ' || text[m] === '\t')) m++;
      if (m >= to || text[m] === '\n' || text[m] === '\r') return -1;
      k = m;
      continue;
    }
    if (c !== 96) { k++; continue; }
    let r = k;
    while (r < to && text.charCodeAt(r) === 96) r++;
    if (r - k === len) return k;
    k = r;
  }
  return -1;
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
    const close = text.indexOf('>', i + 1);
    const nl = text.slice(i + 1, close < 0 ? i + 1 : close).search(/[\r\n]/);
    if (close < 0 || nl >= 0) return null;
    return [i + 1, close, close + 1];
  }
  let depth = 0;
  let j = i;
  for (; j < text.length; j++) {
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
  const end = text.indexOf(q === '(' ? ')' : q, k + 1);
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
  for (let m = REF_DEF.exec(text); m; m = REF_DEF.exec(text)) {
    if (regionAt(regions, m.index)) continue;
    const raw = m[1];
    const start = m.index + m[0].length - raw.length + (raw.startsWith('<') ? 1 : 0);
    const target = raw.startsWith('<') ? raw.slice(1, -1) : raw;
    if (target) out.push({ target, start, end: start + target.length });
  }
  return out.sort((a, b) => a.start - b.start);
}
