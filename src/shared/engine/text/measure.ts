/**
 * Length units the harnesses measure listings in, and truncation in each.
 * - `display-width`: terminal columns (CC; East Asian wide = 2, combining = 0), via `string-width`.
 * - `utf16`: JavaScript string length.
 * - `bytes`: UTF-8 bytes (codebot's `strings.Builder.Len`, reference §6.2 CB1).
 * - `runes`: Unicode code points (codebot's per-line rune caps).
 */
import stringWidth from 'string-width';
import type { LengthUnit } from '../types';

const encoder = new TextEncoder();

/** UTF-8 byte length of `s`. */
export function utf8Bytes(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) { n += 4; i++; }
    else n += 3;
  }
  return n;
}

/** Number of code points in `s`. */
export function runeCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/**
 * Code points that are one terminal column wide on their own and never join a
 * neighbour into a wider or narrower grapheme: printable ASCII, Latin-1 and
 * Latin Extended letters, Greek and basic Cyrillic, general punctuation
 * (dashes, quotes, bullets), currency, letterlike symbols, arrows and math
 * operators, and the check marks, ballot box, warning sign and heart that
 * skill descriptions use (text presentation: one column). A test checks each
 * of them against `string-width`.
 */
function isSimpleWidth1(c: number): boolean {
  return (c >= 0x20 && c <= 0x7e)
    || c === 0x2611 || c === 0x26a0 || c === 0x2713 || c === 0x2714 || c === 0x2717 || c === 0x2718 || c === 0x2764
    || (c >= 0xa1 && c <= 0x2ff && c !== 0xad)
    || (c >= 0x370 && c <= 0x377) || (c >= 0x37a && c <= 0x37f) || (c >= 0x384 && c <= 0x482)
    || (c >= 0x48a && c <= 0x52f)
    || (c >= 0x2010 && c <= 0x2027) || (c >= 0x2030 && c <= 0x205e)
    || (c >= 0x20a0 && c <= 0x20c0)
    || (c >= 0x2100 && c <= 0x2187) || (c >= 0x2190 && c <= 0x2319) || (c >= 0x231c && c <= 0x2328) || (c >= 0x232b && c <= 0x23e8);
}

/**
 * Terminal display width of `s`, as `string-width` measures it (East Asian
 * wide = 2, combining and zero-width = 0). Simple width-1 characters (most
 * skill text) are counted directly; each run of other characters, together
 * with the simple character before it (a possible grapheme base, e.g. `e` +
 * U+0301 or a keycap digit), goes to `string-width`, which segments graphemes
 * and is two orders of magnitude slower. Runs split only at grapheme
 * boundaries, so the sum equals `string-width` of the whole (property-tested).
 */
export function displayWidth(s: string): number {
  // Printable ASCII (most descriptions) is one column a character: one tight loop, no memo
  // (hashing a string for the memo costs as much as this scan, more for a concatenation).
  const k = asciiPrefix(s);
  if (k === s.length) return k;
  // Other long strings (descriptions) recur across renders as the same string objects,
  // whose hash V8 caches, so a memo makes re-measuring O(1).
  if (s.length >= MEMO_MIN) {
    const hit = memo.get(s);
    if (hit !== undefined) return hit;
    const w = widthFrom(s, k);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(s, w);
    return w;
  }
  return widthFrom(s, k);
}

/** Length of the run of printable ASCII (U+0020–U+007E) that starts `s`. */
function asciiPrefix(s: string): number {
  let k = 0;
  while (k < s.length) { const c = s.charCodeAt(k); if (c < 0x20 || c > 0x7e) break; k++; }
  return k;
}

const MEMO_MIN = 32;
const MEMO_MAX = 50_000;
const memo = new Map<string, number>();

/**
 * Width of `c` when it is a simple character (see `isSimpleWidth1`), else 0.
 * Simple width 2: CJK ideographs (Unified and Extension A), hiragana,
 * katakana and Hangul syllables, and the emoji ✅ ❌ ✨ ⚡ ⭐ (emoji
 * presentation), East Asian wide and never a grapheme extender; anything
 * that could join them (variation selectors, trailing jamo, voicing marks,
 * joiners, skin tones) is not simple, so it starts a run that includes them.
 */
function simpleWidth(c: number): number {
  if (isSimpleWidth1(c)) return 1;
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x3041 && c <= 0x3096)
    || (c >= 0x30a1 && c <= 0x30fa) || (c >= 0xac00 && c <= 0xd7a3)
    || c === 0x2705 || c === 0x274c || c === 0x2728 || c === 0x26a1 || c === 0x2b50 ? 2 : 0;
}

/**
 * Simple characters that, followed by U+FE0F (emoji presentation), form an
 * RGI emoji two columns wide (`⚠️`, `✔️`, `❤️`, `☑️`): one grapheme when a
 * simple character or the end follows.
 */
const WIDE_WITH_VS16 = new Set([0x2611, 0x26a0, 0x2714, 0x2764]);

/**
 * Width of `s` whose first `k` characters are printable ASCII (`asciiPrefix`). Each of them
 * before the prefix's last is followed by a simple character, so the walk below would count
 * it 1 and step on; the walk starts at the prefix's last character instead, which may be the
 * base of a grapheme with what follows.
 */
function widthFrom(s: string, k: number): number {
  const n = s.length;
  let i = k > 0 ? k - 1 : 0;
  let w = i;
  const simple = (k: number) => simpleWidth(s.charCodeAt(k));
  while (i < n) {
    const own = simple(i);
    if (own && (i + 1 === n || simple(i + 1))) { w += own; i++; continue; }
    if (own && s.charCodeAt(i + 1) === 0xfe0f && (i + 2 === n || simple(i + 2)) && WIDE_WITH_VS16.has(s.charCodeAt(i))) { w += 2; i += 2; continue; }
    // A run: from here to the first simple character that is followed by a
    // simple character (or the end); that character is included, since a
    // prepended mark before it can join it into one grapheme.
    let j = i + 1;
    while (j < n) {
      const c = s.charCodeAt(j);
      // ANSI escapes (ESC, CSI) span simple characters: string-width strips them first.
      if (c === 0x1b || c === 0x9b) return stringWidth(s);
      if (simpleWidth(c) && (j + 1 === n || simple(j + 1))) { j++; break; }
      j++;
    }
    if (s.charCodeAt(i) === 0x1b || s.charCodeAt(i) === 0x9b) return stringWidth(s);
    w += runWidth(s.slice(i, j));
    i = j;
  }
  return w;
}

/**
 * `string-width` of a short run of non-simple characters, memoised: the same
 * few runs (an emoji with its variation selector and the space before it,
 * `日本語`, a `✓ `) recur across thousands of descriptions, and each library
 * call segments graphemes and tests emoji regexes (about 10 µs; a listing of
 * 2,000 skills measured at start made 0.5 s of it). A run holds no ANSI escape
 * (the caller measures those strings whole), so its width depends on its text alone.
 */
function runWidth(run: string): number {
  if (run.length > RUN_MEMO_MAX_LEN) return stringWidth(run);
  const hit = runMemo.get(run);
  if (hit !== undefined) return hit;
  const w = stringWidth(run);
  if (runMemo.size >= MEMO_MAX) runMemo.clear();
  runMemo.set(run, w);
  return w;
}

const RUN_MEMO_MAX_LEN = 64;
const runMemo = new Map<string, number>();

/** Width of one code point (for prefix cutting). */
function charWidth(ch: string): number {
  return (ch.length === 1 && simpleWidth(ch.charCodeAt(0))) || runWidth(ch);
}

/** Length of `s` in `unit`. */
export function measure(s: string, unit: LengthUnit): number {
  switch (unit) {
    case 'display-width': return displayWidth(s);
    case 'bytes': return utf8Bytes(s);
    case 'runes': return runeCount(s);
    default: return s.length;
  }
}

/**
 * The longest prefix of `s` whose length in `unit` is at most `max`, never
 * splitting a code point. Returns the prefix (no ellipsis added).
 */
export function prefixWithin(s: string, max: number, unit: LengthUnit): string {
  if (max <= 0) return '';
  if (unit === 'utf16') {
    // Never split a surrogate pair.
    let end = Math.min(max, s.length);
    if (end < s.length && end > 0 && s.charCodeAt(end - 1) >= 0xd800 && s.charCodeAt(end - 1) <= 0xdbff) end--;
    return s.slice(0, end);
  }
  if (measure(s, unit) <= max) return s;
  const width = unit === 'display-width' ? charWidth : unit === 'bytes' ? utf8Bytes : () => 1;
  let used = 0;
  let end = 0;
  for (const ch of s) {
    const w = width(ch);
    if (used + w > max) break;
    used += w;
    end += ch.length;
  }
  return s.slice(0, end);
}

/**
 * Cut `s` so the result including `ellipsis` is at most `max` long in `unit`
 * (CC: 1535 + `…` for a 1536 cap, reference §6.2). Returns `s` unchanged when it fits.
 */
export function truncateWithEllipsis(s: string, max: number, unit: LengthUnit, ellipsis = '\u2026'): string {
  if (measure(s, unit) <= max) return s;
  return prefixWithin(s, max - measure(ellipsis, unit), unit) + ellipsis;
}

export { encoder as utf8Encoder };
