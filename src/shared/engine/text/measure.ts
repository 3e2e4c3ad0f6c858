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

/** Terminal display width of `s` (a pure-ASCII string is measured without the library). */
export function displayWidth(s: string): number {
  // Fast path: printable ASCII has width 1 per character.
  let ascii = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) { ascii = false; break; }
  }
  return ascii ? s.length : stringWidth(s);
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
  if (measure(s, unit) <= max) return s;
  let used = 0;
  let end = 0;
  for (const ch of s) {
    const w = measure(ch, unit);
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
