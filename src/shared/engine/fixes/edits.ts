/**
 * Applying and building text edits. Edits are computed on one text and applied
 * together, as Monaco's `executeEdits` does: positions always refer to the
 * original text, so order does not matter.
 */
import type { Range } from '../types';
import { LineIndex } from '../text/positions';
import type { TextEdit } from './types';

interface OffsetEdit { start: number; end: number; text: string; order: number }

/** Offsets of `edits` in `text`, sorted by start (stable), overlapping ones dropped. */
export function resolveEdits(text: string, edits: TextEdit[]): OffsetEdit[] {
  const index = new LineIndex(text);
  const resolved = edits.map((e, order) => {
    const a = index.offset(e.range.line, e.range.column);
    const b = index.offset(e.range.endLine, e.range.endColumn);
    return { start: Math.min(a, b), end: Math.max(a, b), text: typeof e.text === 'string' ? e.text : '', order };
  }).sort((x, y) => x.start - y.start || x.order - y.order);
  const out: OffsetEdit[] = [];
  let last = 0;
  for (const e of resolved) {
    // An edit starting inside the previous replacement would be ambiguous: it is skipped.
    if (out.length && e.start < last) continue;
    out.push(e);
    last = e.end;
  }
  return out;
}

/**
 * Apply `edits` (ranges in `text`'s coordinates) and return the new text.
 * Overlapping edits: the first by position wins, the others are dropped;
 * insertions at the same point keep their given order. Never throws.
 */
export function applyEdits(text: string, edits: TextEdit[]): string {
  const parts: string[] = [];
  let pos = 0;
  for (const e of resolveEdits(text, edits)) {
    parts.push(text.slice(pos, e.start), e.text);
    pos = e.end;
  }
  parts.push(text.slice(pos));
  return parts.join('');
}

/** Builds edits from 0-based offsets of one text. */
export class EditBuilder {
  private index: LineIndex | null = null;
  constructor(readonly text: string) {}

  /** Range of [start, end) offsets. */
  range(start: number, end: number): Range {
    this.index ??= new LineIndex(this.text);
    return this.index.range(start, end);
  }

  /** An edit replacing [start, end) with `text`. */
  replace(start: number, end: number, text: string): TextEdit {
    return { range: this.range(start, end), text };
  }

  /**
   * The smallest edit turning [start, end) into `replacement`: common prefix and
   * suffix are left alone (never splitting a surrogate pair), so Monaco keeps
   * the cursor and markers in the untouched parts.
   */
  minimal(start: number, end: number, replacement: string): TextEdit {
    const old = this.text.slice(start, end);
    let p = 0;
    const maxP = Math.min(old.length, replacement.length);
    while (p < maxP && old.charCodeAt(p) === replacement.charCodeAt(p)) p++;
    if (p > 0 && isHigh(old.charCodeAt(p - 1))) p--;
    let s = 0;
    const maxS = Math.min(old.length, replacement.length) - p;
    while (s < maxS && old.charCodeAt(old.length - 1 - s) === replacement.charCodeAt(replacement.length - 1 - s)) s++;
    if (s > 0 && isLow(old.charCodeAt(old.length - s))) s--;
    return this.replace(start + p, end - s, replacement.slice(p, replacement.length - s));
  }
}

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;
