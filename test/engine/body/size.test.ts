import { describe, expect, it } from 'vitest';
import { bodyStats, checkBody } from '../../../src/shared/engine/body';

const FM = '---\nname: big\n---\n';
const check = (body: string) =>
  checkBody(FM + body, { body, bodyOffset: FM.length }, { dir: null, fileExists: () => false, profileId: 'claude-code' });

describe('bodyStats', () => {
  it('counts lines as an editor shows them, UTF-16 chars, and ceil(chars / 4) tokens', () => {
    expect(bodyStats('')).toEqual({ lines: 0, chars: 0, estimatedTokens: 0 });
    expect(bodyStats('a')).toEqual({ lines: 1, chars: 1, estimatedTokens: 1 });
    expect(bodyStats('a\n')).toEqual({ lines: 1, chars: 2, estimatedTokens: 1 });
    expect(bodyStats('a\n\nb')).toEqual({ lines: 3, chars: 4, estimatedTokens: 1 });
    expect(bodyStats('a\r\nb\rc')).toEqual({ lines: 3, chars: 6, estimatedTokens: 2 });
    expect(bodyStats('😀😀\n')).toEqual({ lines: 1, chars: 5, estimatedTokens: 2 });
  });
});

describe('body-too-long / body-too-many-tokens', () => {
  it('500 lines is fine; 501 lines marks line 501 onwards', () => {
    expect(check('x\n'.repeat(500))).toEqual([]);
    const ds = check('x\n'.repeat(499) + 'last\nover\nmore\n');
    expect(ds.map((d) => [d.code, d.severity, d.range, d.data])).toEqual([
      ['body-too-long', 'warning', { line: 504, column: 1, endLine: 505, endColumn: 5 }, { lines: 502, limit: 500 }],
    ]);
    expect(ds[0].message).toContain('502 lines');
  });

  it('20,000 characters is 5,000 tokens (fine); one more marks the excess and explains the estimate', () => {
    expect(check('a'.repeat(20000))).toEqual([]);
    const ds = check('a'.repeat(20003));
    expect(ds.map((d) => [d.code, d.range, d.data])).toEqual([
      ['body-too-many-tokens', { line: 4, column: 20001, endLine: 4, endColumn: 20004 }, { estimatedTokens: 5001, chars: 20003, limit: 5000 }],
    ]);
    expect(ds[0].message).toContain('20003 characters ÷ 4');
  });
});
