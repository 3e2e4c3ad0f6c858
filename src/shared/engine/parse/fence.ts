/**
 * Fence strategies: where the frontmatter block starts and ends (reference §1.1).
 * Each strategy imitates one harness's splitter exactly, quirks included;
 * offsets are 0-based UTF-16 into the file text.
 */
import type { ParseSection } from '../profiles/types';
import { trimSpan } from '../text/trim';

/** What a fence rule found in a file. */
export interface FenceResult {
  /** 'found': a closed block; 'unclosed': opened but never closed; 'none': no opening fence. */
  kind: 'found' | 'unclosed' | 'none';
  /** Offset of the first character of the frontmatter text (after the opening fence line). */
  fmStart: number;
  /** Offset just past the frontmatter text (where the closing fence begins). */
  fmEnd: number;
  /** Offset of the first body character as the harness splits it (0 when no block). */
  bodyStart: number;
}

const NONE: FenceResult = { kind: 'none', fmStart: 0, fmEnd: 0, bodyStart: 0 };

/**
 * CC (§1.1): the regex `^---\s*\n([\s\S]*?)---\s*\n?` — the file must
 * begin with `---`, the block closes at the first `---` anywhere after the
 * opening line (E1: `a---b` cuts at `a`), and the greedy `\s*` after the
 * closing fence swallows trailing spaces, `\r` and any blank lines (E10 CRLF,
 * E11 EOF fence). ASref splits the same way.
 *
 * Implemented without the regex because its backtracking is quadratic on a
 * long run of blank lines after `---`. Equivalent: the opener's `\s*\n` ends
 * at the LAST `\n` of the whitespace run after `---` (earlier choices cannot
 * succeed where that one fails, the run holding no `---`), the block ends at
 * the first `---` after it, and the body starts after the whitespace that
 * follows that `---`.
 */
function ccFence(text: string): FenceResult {
  if (!text.startsWith('---')) return NONE;
  let i = 3;
  let lastNl = -1;
  while (i < text.length && isJsSpace(text.charCodeAt(i))) {
    if (text.charCodeAt(i) === 10) lastNl = i;
    i++;
  }
  if (lastNl < 0) return NONE;
  const fmStart = lastNl + 1;
  const close = text.indexOf('---', fmStart);
  if (close < 0) return { kind: 'unclosed', fmStart, fmEnd: text.length, bodyStart: 0 };
  let b = close + 3;
  while (b < text.length && isJsSpace(text.charCodeAt(b))) b++;
  return { kind: 'found', fmStart, fmEnd: close, bodyStart: b };
}

/** JavaScript regex `\s` (WhiteSpace and LineTerminator code points). */
function isJsSpace(c: number): boolean {
  return (c >= 9 && c <= 13) || c === 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)
    || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** OH (§1.1): exactly `---\n` first; closes at the first `\n---\n` after offset 4 (no CRLF, no EOF fence: E10, E11). */
function lfStrictFence(text: string): FenceResult {
  if (!text.startsWith('---\n')) return NONE;
  // Searching from offset 4 means an empty block `---\n---\n` is not closed (its `\n` is at 3).
  const close = text.indexOf('\n---\n', 4);
  if (close < 0) return { kind: 'unclosed', fmStart: 4, fmEnd: text.length, bodyStart: 0 };
  return { kind: 'found', fmStart: 4, fmEnd: close + 1, bodyStart: close + 5 };
}

/**
 * CB1 (§1.1, `StripFrontmatter`): `---\n` or `---\r\n` first; the block is
 * `content[4:]` cut at the first `\n---` (a line *starting* with `---`; an
 * empty block `---\n---` is therefore not closed). The body is everything
 * after that `\n---`, so the rest of a `----` or `---x` closing line stays in
 * the body (then `TrimSpace`d).
 */
function cb1Fence(text: string): FenceResult {
  let fmStart: number;
  if (text.startsWith('---\n')) fmStart = 4;
  else if (text.startsWith('---\r\n')) fmStart = 5;
  else return NONE;
  const close = text.indexOf('\n---', 4);
  if (close < 0) return { kind: 'unclosed', fmStart, fmEnd: text.length, bodyStart: 0 };
  return { kind: 'found', fmStart, fmEnd: Math.max(fmStart, close + 1), bodyStart: close + 4 };
}

/**
 * True when `text[start, end)` trims to `---`. Trimming is Go's
 * `strings.TrimSpace` (seed 003, the only profile on this rule); CB2 trims only
 * the right side, which differs only for indented fences.
 */
function isTrimFence(text: string, start: number, end: number): boolean {
  const [s, e] = trimSpan(text, start, end);
  return e - s === 3 && text.startsWith('---', s);
}

/** CB2/CX/minimal (§1.1): lines split on `\n`; the first trims to `---`; the next line that trims to `---` closes. */
function lineTrimFence(text: string): FenceResult {
  let nl = text.indexOf('\n');
  const firstEnd = nl < 0 ? text.length : nl;
  if (!isTrimFence(text, 0, firstEnd)) return NONE;
  const fmStart = nl < 0 ? text.length : nl + 1;
  let lineStart = fmStart;
  while (lineStart < text.length) {
    nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    if (isTrimFence(text, lineStart, lineEnd)) {
      return { kind: 'found', fmStart, fmEnd: lineStart, bodyStart: nl < 0 ? text.length : nl + 1 };
    }
    lineStart = lineEnd + 1;
  }
  return { kind: 'unclosed', fmStart, fmEnd: text.length, bodyStart: 0 };
}

const FENCES: Record<ParseSection['fence'], (text: string) => FenceResult> = {
  cc: ccFence,
  'lf-strict': lfStrictFence,
  cb1: cb1Fence,
  'line-trim': lineTrimFence,
};

/** Apply the fence rule `rule` to `text`. Never throws. */
export function findFence(text: string, rule: ParseSection['fence']): FenceResult {
  return FENCES[rule](text);
}

/** Where a closing fence cuts a line in two (see `cutMidLine`): 0-based offsets in the file. */
export interface FenceCut {
  /** The `---` that closes the block. */
  start: number;
  end: number;
  /** The end of that line (without its break). */
  lineEnd: number;
  /** `anywhere`: CC/ASref close at `---` inside a line; `line-start`: CB1 closes at a line that only starts with `---`. */
  rule: 'anywhere' | 'line-start';
  /** Offset of the next line that is exactly `---` (what the author probably meant to close with), or -1. */
  intended: number;
}

/**
 * The closing fence of a found block when it is not a `---` line of its own
 * (E1): CC and ASref close at the first `---` anywhere (`description: a---b`
 * ends the frontmatter at `a`, the body starts `b`, §1.1), CB1 at a line that
 * starts with `---` (`----`, `---x`: the rest of the line goes to the body).
 * Null when the block closes on a line that is `---` (trailing white space
 * allowed), or for rules that only close on such lines.
 */
export function cutMidLine(text: string, fence: FenceResult, rule: ParseSection['fence']): FenceCut | null {
  if (fence.kind !== 'found' || (rule !== 'cc' && rule !== 'cb1')) return null;
  const start = rule === 'cc' ? fence.fmEnd : fence.bodyStart - 3;
  const end = start + 3;
  let lineEnd = text.indexOf('\n', end);
  if (lineEnd < 0) lineEnd = text.length;
  if (lineEnd > end && text[lineEnd - 1] === '\r') lineEnd--;
  const atLineStart = start === 0 || text[start - 1] === '\n';
  const restBlank = /^[ \t]*$/.test(text.slice(end, lineEnd));
  if (atLineStart && restBlank) return null;
  return { start, end, lineEnd, rule: rule === 'cc' ? 'anywhere' : 'line-start', intended: nextFenceLine(text, lineEnd) };
}

/** Offset of the first line after `from` that is exactly `---` (trailing spaces, tabs, `\r` allowed), or -1. */
function nextFenceLine(text: string, from: number): number {
  for (let i = text.indexOf('\n---', from); i >= 0; i = text.indexOf('\n---', i + 1)) {
    let e = text.indexOf('\n', i + 1);
    if (e < 0) e = text.length;
    if (/^---[ \t\r]*$/.test(text.slice(i + 1, e))) return i + 1;
  }
  return -1;
}

/**
 * Whether a block the rule would accept starts after some leading junk (a BOM,
 * blank lines or spaces, E12 and B29 "leading-blank"): returns the offset of
 * that `---` or -1. Used only for the `frontmatter-not-at-start` diagnostic.
 */
export function displacedFence(text: string, rule: ParseSection['fence']): number {
  let i = 0;
  while (i < text.length && i < 4096) {
    const c = text.charCodeAt(i);
    if (c === 0xfeff || c === 32 || c === 9 || c === 10 || c === 13) i++;
    else break;
  }
  if (i === 0 || !text.startsWith('---', i)) return -1;
  return findFence(text.slice(i), rule).kind === 'found' ? i : -1;
}
