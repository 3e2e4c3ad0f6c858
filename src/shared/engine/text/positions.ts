/**
 * Offsets ↔ 1-based line/column ranges over a text. Offsets and columns count
 * UTF-16 code units (what JavaScript strings and Monaco use). A line break is
 * `\n`, `\r\n` or a lone `\r`, as in YAML and Monaco.
 */
import type { Range } from '../types';

/** Start offsets of every line of `text` (always at least [0]). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  // Nearly every file breaks lines with '\n' only: then the native search finds them
  // (the loop below, one code unit at a time, was ~4% of a 2,000-skill scan). Same result.
  if (!text.includes('\r')) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

/** A reusable index for many conversions over the same text. */
export class LineIndex {
  readonly starts: number[];
  constructor(readonly text: string) {
    this.starts = lineStarts(text);
  }

  /** 1-based line and column of a 0-based offset (clamped to the text). */
  position(offset: number): { line: number; column: number } {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - this.starts[lo] + 1 };
  }

  /** Range from 0-based [start, end) offsets. */
  range(start: number, end: number): Range {
    const a = this.position(start);
    const b = this.position(Math.max(start, end));
    return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column };
  }

  /** 0-based offset of a 1-based line/column (clamped). */
  offset(line: number, column: number): number {
    const l = Math.max(1, Math.min(line, this.starts.length));
    return Math.min(this.text.length, this.starts[l - 1] + Math.max(0, column - 1));
  }

  /** Range covering a whole 1-based line, without its line break. */
  lineRange(line: number): Range {
    const l = Math.max(1, Math.min(line, this.starts.length));
    const start = this.starts[l - 1];
    let end = l < this.starts.length ? this.starts[l] : this.text.length;
    while (end > start && (this.text[end - 1] === '\n' || this.text[end - 1] === '\r')) end--;
    return this.range(start, end);
  }
}

/** Range from offsets, building a throwaway index (use `LineIndex` for many). */
export function rangeOf(text: string, start: number, end: number): Range {
  return new LineIndex(text).range(start, end);
}

/** The range used for whole-file findings: line 1, column 1. */
export const FILE_START: Range = { line: 1, column: 1, endLine: 1, endColumn: 1 };

/**
 * A line index that scans `text` only as far as the largest offset asked for.
 * The parser uses it so that ranges inside the frontmatter (and the first body
 * lines) never cost a scan of a long body; conversions are the same as
 * `LineIndex` (1-based lines, UTF-16 columns, `\n`, `\r\n` or lone `\r` breaks).
 */
export class LazyLineIndex {
  private readonly starts: number[] = [0];
  /** Offset up to which line starts are known. */
  private scanned = 0;
  /** Line (0-based) of the last position asked for. */
  private lastLine = 0;

  /** Whether the text has a `\r` (else line starts come from native `indexOf` jumps). */
  private readonly hasCr: boolean;
  constructor(readonly text: string) {
    this.hasCr = text.includes('\r');
  }

  private scanTo(offset: number): void {
    const text = this.text;
    const limit = Math.min(text.length, offset + 1);
    let i = this.scanned;
    if (i >= limit) return;
    if (!this.hasCr) {
      for (let nl = text.indexOf('\n', i); nl >= 0 && nl < limit; nl = text.indexOf('\n', nl + 1)) this.starts.push(nl + 1);
      this.scanned = limit;
      return;
    }
    for (; i < limit; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      }
    }
    this.scanned = Math.max(this.scanned, i);
  }

  /** 1-based line and column of a 0-based offset (clamped to the text). */
  position(offset: number): { line: number; column: number } {
    const o = Math.max(0, Math.min(offset, this.text.length));
    this.scanTo(o);
    const starts = this.starts;
    // Callers ask in increasing order (keys, then values): start from the last line found.
    let lo = this.lastLine;
    let steps = 0;
    if (starts[lo] <= o) while (steps++ < 8 && lo + 1 < starts.length && starts[lo + 1] <= o) lo++;
    if (starts[lo] > o || (lo + 1 < starts.length && starts[lo + 1] <= o)) {
      lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= o) lo = mid;
        else hi = mid - 1;
      }
    }
    this.lastLine = lo;
    return { line: lo + 1, column: o - starts[lo] + 1 };
  }

  /** Range from 0-based [start, end) offsets. */
  range(start: number, end: number): Range {
    const a = this.position(start);
    const b = this.position(Math.max(start, end));
    return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column };
  }
}
