import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBody, codeRegions, linkTargets } from '../../../src/shared/engine/body';
import { BODY_CODES } from '../../../src/shared/engine/diagnostics/codes/body';
import { makeDiagnostic } from '../../../src/shared/engine/diagnostics/catalogue';
import { LineIndex } from '../../../src/shared/engine/text/positions';

const spans = (t: string) => codeRegions(t).map((r) => [t.slice(r.start, r.end), r.kind, r.shell]);

describe('codeRegions', () => {
  it('finds backtick and tilde fences (longer closers allowed), unclosed fences run to the end', () => {
    expect(spans('a\n~~~\nx\n~~~~\n```!\ny\n```\n  ````js\nz')).toEqual([
      ['~~~\nx\n~~~~', 'fenced', false], ['```!\ny\n```', 'fenced', true], ['  ````js\nz', 'fenced', false],
    ]);
  });

  it('a shorter or different closer does not close; backticks in a backtick info string mean no fence', () => {
    expect(spans('````\n```\n~~~~\n````\n')).toEqual([['````\n```\n~~~~\n````', 'fenced', false]]);
    expect(spans('``` a`b\n')).toEqual([]);
  });

  it('inline spans match runs of equal length, may wrap a line but not a blank line; escapes are literal', () => {
    expect(spans('a ``x ` y`` b `c\nd` e `f\n\ng \\`h !`cmd`')).toEqual([
      ['``x ` y``', 'inline', false], ['`c\nd`', 'inline', false], ['`cmd`', 'inline', true],
    ]);
    // Inside a span a backslash is literal (CommonMark 6.1), so `` ` \` `` is a whole span.
    expect(spans('` \\` x`')).toEqual([['` \\`', 'inline', false]]);
  });
});

describe('linkTargets', () => {
  it('reads destinations with parentheses, angle brackets and titles; skips code', () => {
    const t = '[a](x(1).md "t") [b](<my file.md>) [c](y.md \'t\') `[d](z.md)` [e](bad "open) [f]( w.md )';
    expect(linkTargets(t, codeRegions(t)).map((l) => [l.target, t.slice(l.start, l.end)])).toEqual([
      ['x(1).md', 'x(1).md'], ['my file.md', 'my file.md'], ['y.md', 'y.md'], ['w.md', 'w.md'],
    ]);
  });
});

describe('catalogue entries of the body codes', () => {
  it('every code renders a message from its data (no fallback to the title)', () => {
    for (const [code, spec] of Object.entries(BODY_CODES)) {
      const d = makeDiagnostic(code as keyof typeof BODY_CODES, { line: 1, column: 1, endLine: 1, endColumn: 1 }, {
        target: 't', resolved: '/r', variable: '${V}', path: '/p', depth: 2, lines: 501, limit: 500,
        estimatedTokens: 5001, chars: 20004, placeholder: '$1', escapable: true, inCode: 'fenced', index: 2, hintCount: 1, hint: '<a>',
      });
      expect(d.severity).toBe(spec.severity);
      expect(d.message).not.toBe(spec.title);
      expect(d.message.length).toBeGreaterThan(40);
    }
  });
});

describe('checkBody on arbitrary text', () => {
  it('never throws and every range lies inside the text with start ≤ end', () => {
    const piece = fc.constantFrom('```', '~~~', '`', '$1', '$ARGUMENTS[2]', '[a](b/c/d.md)', '](', '${CLAUDE_SKILL_DIR}/x', '\n', '\r\n', '\r', ' ', 'é', '😀', '\\', '!', '<', '>', '(', ')');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), fc.nat(50), (parts, off) => {
      const text = parts.join('');
      const offset = off % (text.length + 1);
      const ds = checkBody(text, { body: text.slice(offset), bodyOffset: offset, fields: { argumentHint: '<a>', arguments: ['x'] } },
        { dir: '/s', fileExists: (p) => p.length % 2 === 0, profileId: 'claude-code' });
      const index = new LineIndex(text);
      for (const d of ds) {
        const a = index.offset(d.range.line, d.range.column);
        const b = index.offset(d.range.endLine, d.range.endColumn);
        expect(a).toBeGreaterThanOrEqual(offset);
        expect(b).toBeGreaterThanOrEqual(a);
        expect(index.position(a)).toEqual({ line: d.range.line, column: d.range.column });
        expect(index.position(b)).toEqual({ line: d.range.endLine, column: d.range.endColumn });
      }
    }), { numRuns: 300 });
  });
});

describe('pathological text stays linear', () => {
  it('200,000 characters of unmatched backticks, link openers and dollars check in seconds, not minutes (no quadratic scans)', () => {
    const text = '`a '.repeat(30000) + ']('.repeat(20000) + '$1 '.repeat(20000) + '```\n'.repeat(10000);
    const ds = checkBody(text, { body: text, bodyOffset: 0 }, { dir: '/s', fileExists: () => true, profileId: 'claude-code' });
    expect(ds.map((d) => d.code)).toEqual(['body-too-many-tokens', 'body-too-long']);
  });
});

describe('line-break forms give the same code regions', () => {
  // The '\n'-only scan uses native searches; a text with '\r\n' takes the
  // character loop. Both must find the same regions (offsets shifted by the
  // '\r's before them).
  it('LF text and its CRLF twin (fast-check)', () => {
    const piece = fc.constantFrom('`', '``', '```', '~~~', ' ', '\t', '\n', '\n\n', 'a', '\\', '!', 'x y', '   ```sh\n');
    fc.assert(fc.property(fc.array(piece, { maxLength: 60 }), (parts) => {
      const lf = parts.join('');
      const crlf = lf.replace(/\n/g, '\r\n');
      const shift = (o: number) => o + (lf.slice(0, o).match(/\n/g)?.length ?? 0);
      const want = codeRegions(lf).map((r) => ({ ...r, start: shift(r.start), end: shift(r.end) }));
      expect(codeRegions(crlf)).toEqual(want);
    }), { numRuns: 3000 });
  });
});
