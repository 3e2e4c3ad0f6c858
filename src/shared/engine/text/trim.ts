/**
 * Trimming runs of given characters in linear time. A regex such as `/\s+$/`
 * or `/-+$/` retries from every character of a long run that does not reach
 * the end (50,000 spaces then `x`: seconds); these loops look at each
 * character once.
 */

/** `s` without the run of `chars` (each a single UTF-16 unit) at its end. */
export function trimEndChars(s: string, chars: string): string {
  let e = s.length;
  while (e > 0 && chars.includes(s[e - 1])) e--;
  return e === s.length ? s : s.slice(0, e);
}

/** `s` without the runs of `chars` at both ends. */
export function trimChars(s: string, chars: string): string {
  let b = 0;
  while (b < s.length && chars.includes(s[b])) b++;
  return trimEndChars(b ? s.slice(b) : s, chars);
}

/** Go `strings.TrimSpace` bounds of src[start, end). */
export function trimSpan(src: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s < e && isGoSpace(src.charCodeAt(s))) s++;
  // All blank: an empty span at `start`, never between a `\r` and its `\n`.
  if (s === e) return [start, start];
  while (e > s && isGoSpace(src.charCodeAt(e - 1))) e--;
  return [s, e];
}

/** Go `unicode.IsSpace` (used by `strings.TrimSpace`). */
export function isGoSpace(c: number): boolean {
  return (c >= 9 && c <= 13) || c === 32 || c === 0x85 || c === 0xa0 || c === 0x1680
    || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}
