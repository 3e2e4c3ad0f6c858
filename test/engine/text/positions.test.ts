/**
 * LazyLineIndex must agree with LineIndex (1-based lines, UTF-16 columns,
 * `\n`, `\r\n` and lone `\r` breaks) whatever order offsets are asked in.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LazyLineIndex, LineIndex, lineStarts } from '../../../src/shared/engine/text/positions';

describe('LazyLineIndex', () => {
  it('hand-counted positions with mixed breaks', () => {
    const t = 'ab\r\ncd\ref\n\ngh';
    const z = new LazyLineIndex(t);
    expect(z.position(0)).toEqual({ line: 1, column: 1 });
    expect(z.position(4)).toEqual({ line: 2, column: 1 }); // after \r\n
    expect(z.position(7)).toEqual({ line: 3, column: 1 }); // after lone \r
    expect(z.position(10)).toEqual({ line: 4, column: 1 });
    expect(z.position(11)).toEqual({ line: 5, column: 1 });
    expect(z.range(11, 13)).toEqual({ line: 5, column: 1, endLine: 5, endColumn: 3 });
    expect(z.position(99)).toEqual({ line: 5, column: 3 }); // clamped
  });
  it('agrees with LineIndex for any text and any query order', () => {
    const chars = fc.constantFrom('a', 'b', '\n', '\r', '\r\n', '😀', ' ');
    fc.assert(fc.property(fc.array(chars, { maxLength: 80 }).map((a) => a.join('')), fc.array(fc.nat(100), { maxLength: 20 }), (t, qs) => {
      const full = new LineIndex(t);
      const lazy = new LazyLineIndex(t);
      for (const q of qs) expect(lazy.position(q)).toEqual(full.position(q));
    }), { numRuns: 400 });
  });
  it('only scans as far as asked (a long tail is not read)', () => {
    const t = 'x\n'.repeat(5) + 'y'.repeat(1_000_000);
    const z = new LazyLineIndex(t);
    expect(z.position(4)).toEqual({ line: 3, column: 1 });
    expect((z as unknown as { scanned: number }).scanned).toBeLessThan(10);
  });
});

/** `lineStarts` (a native '\n' search when the text has no '\r') against the one-code-unit loop it short-cuts. */
describe('lineStarts', () => {
  const reference = (text: string): number[] => {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) { if (text.charCodeAt(i + 1) === 10) i++; starts.push(i + 1); }
    }
    return starts;
  };
  it('equals the per-character loop on text with and without \\r', () => {
    const piece = fc.constantFrom('a', '\n', '\r', '\r\n', '\n\n', 'é', '\u2028', '');
    const text = fc.oneof(fc.array(piece, { maxLength: 30 }).map((a) => a.join('')), fc.string({ maxLength: 30 }));
    fc.assert(fc.property(text, (t) => { expect(lineStarts(t)).toEqual(reference(t)); }), { numRuns: 5000 });
    expect(lineStarts('a\nb\n')).toEqual([0, 2, 4]);
    expect(lineStarts('')).toEqual([0]);
  });
});
