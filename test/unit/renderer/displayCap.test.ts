import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capLine, capLines, capRow, cutMarker, LINE_DISPLAY_CAP } from '../../../src/renderer/src/utils/displayCap';

describe('display caps (a 5 MB one-line description hung the page under OpenHarness)', () => {
  it('a line over the cap is cut and says how much is hidden', () => {
    const line = 'x'.repeat(LINE_DISPLAY_CAP + 1234);
    expect(capLine(line)).toBe('x'.repeat(LINE_DISPLAY_CAP) + ' … [1,234 more characters not shown; Copy or Export gives the whole text]');
    expect(cutMarker(1234)).toContain('1,234 more characters');
  });

  it('never ends inside a surrogate pair', () => {
    const line = 'a'.repeat(9) + '😀'.repeat(10);
    expect(capLine(line, 10)).toBe('a'.repeat(9) + cutMarker(line.length - 9));
    expect(capRow('a'.repeat(9) + '😀😀', 10)).toBe('a'.repeat(9) + '…');
  });

  it('text with no long line comes back as the same string; only long lines change', () => {
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 20 }), (lines) => {
      const text = lines.join('\n');
      const capped = capLines(text, 20);
      const want = lines.map((l) => (l.length > 20 ? capLine(l, 20) : l)).join('\n');
      expect(capped).toBe(want);
      if (lines.every((l) => l.length <= 20)) expect(capped).toBe(text);
    }));
  });
});
