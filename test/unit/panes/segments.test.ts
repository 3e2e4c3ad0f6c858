import { describe, expect, it } from 'vitest';
import { segmentBody, substitutionTitle } from '../../../src/renderer/src/panes/sandbox/lib/segments';
import type { ShellCommand, Substitution } from '../../../src/shared/engine/types';

const sub = (placeholder: string, value: string, start: number, end: number, source = 'argument-index', flag?: Substitution['flag']): Substitution => ({ placeholder, value, start, end, source, flag });

describe('segmentBody', () => {
  it('splits the E7 body (2.1.112) into text and substitution segments at the record offsets', () => {
    // "Fee is $12. First: $0. Second: $1. All: $ARGUMENTS" with args `alpha` → "Fee is . First: alpha. Second: . All: alpha"
    const body = 'Fee is . First: alpha. Second: . All: alpha';
    const subs = [
      sub('$12', '', 7, 7, 'argument-index', 'missing-argument-emptied'),
      sub('$0', 'alpha', 16, 21),
      sub('$1', '', 31, 31, 'argument-index', 'missing-argument-emptied'),
      sub('$ARGUMENTS', 'alpha', 38, 43, 'arguments'),
    ];
    const segs = segmentBody(body, subs);
    expect(segs.map((s) => [s.kind, s.text])).toEqual([
      ['text', 'Fee is '], ['sub', ''], ['text', '. First: '], ['sub', 'alpha'], ['text', '. Second: '], ['sub', ''], ['text', '. All: '], ['sub', 'alpha'],
    ]);
    expect(segs.map((s) => s.text).join('')).toBe(body);
  });

  it('cuts a shell command around a substitution inside it (E22) and keeps the text intact', () => {
    const body = 'Run !`echo ; rm -rf x`';
    const shells: ShellCommand[] = [{ command: 'echo ; rm -rf x', start: 4, end: 22, kind: 'inline', wouldRun: true, injectedArguments: true }];
    const subs = [sub('$ARGUMENTS', '; rm -rf x', 11, 21, 'arguments')];
    const segs = segmentBody(body, subs, shells);
    expect(segs.map((s) => s.kind)).toEqual(['text', 'shell', 'sub', 'shell']);
    expect(segs.map((s) => s.text).join('')).toBe(body);
    expect(segs[2].kind === 'sub' && segs[2].sub.placeholder).toBe('$ARGUMENTS');
  });

  it('clamps offsets past the end, drops overlapping marks and sorts unsorted input', () => {
    const body = 'abcdef';
    const segs = segmentBody(body, [sub('$b', 'ef', 4, 99), sub('$a', 'bc', 1, 3), sub('$x', 'c', 2, 4)]);
    expect(segs.map((s) => [s.kind, s.text])).toEqual([['text', 'a'], ['sub', 'bc'], ['text', 'd'], ['sub', 'ef']]);
  });

  it('returns one text segment with no marks, none for an empty body', () => {
    expect(segmentBody('hello', [])).toEqual([{ kind: 'text', text: 'hello', start: 0 }]);
    expect(segmentBody('', [])).toEqual([]);
  });

  it('hover text names the placeholder, value, source and flag', () => {
    expect(substitutionTitle(sub('$1', '', 0, 0, 'argument-index', 'missing-argument-literal'))).toBe('$1 → "" (from argument-index) — no such argument: left as literal text');
  });
});
