/**
 * 2.1.112's named-argument passes in one scan (invoke/named.ts) against the
 * harness's own algorithm: one `replaceAll` per name in order (§9.1 step 3).
 * Whenever the one scan applies (non-null), its result equals the passes'.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { namedMatchesInOneScan } from '../../../src/shared/engine/invoke/named';

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The harness: for each name, replace every `$name` not followed by `[` or a word character. */
function passes(text: string, names: string[], values: (string | undefined)[]): string {
  let t = text;
  names.forEach((n, i) => { t = t.replace(new RegExp(`\\$${escapeRe(n)}(?![\\[\\w])`, 'g'), () => values[i] ?? ''); });
  return t;
}

function oneScan(text: string, names: string[], values: (string | undefined)[]): string | null {
  const ms = namedMatchesInOneScan(text, names, values);
  if (!ms) return null;
  let out = '';
  let last = 0;
  for (const m of ms) { out += text.slice(last, m.start) + (values[m.index] ?? ''); last = m.end; }
  return out + text.slice(last);
}

describe('named arguments in one scan (2.1.112)', () => {
  it('equals the per-name passes whenever it applies', () => {
    const name = fc.constantFrom('a', 'ab', 'a-b', 'b', 'x_1', 'é', 'a.b', 'ARGUMENTS', 'a b', '😀', 'b$');
    const value = fc.option(fc.constantFrom('', 'v', 'w x', '[', 'a', 'b', '$a', '-', '_'), { nil: undefined });
    const tok = fc.constantFrom('$a', '$ab', '$a-b', '$b', '$x_1', '$é', '$a.b', '$😀', ' ', '\n', 'x', '[', '$', '-', 'é', '$a[', 'ab', '_', '.', '$ARGUMENTS');
    let applied = 0;
    fc.assert(fc.property(fc.array(name, { maxLength: 5 }), fc.array(value, { maxLength: 5 }), fc.array(tok, { maxLength: 14 }), (names, values, toks) => {
      const text = toks.join('');
      const got = oneScan(text, names, values);
      if (got === null) return;
      applied++;
      expect(got, JSON.stringify({ text, names, values })).toBe(passes(text, names, values));
    }), { numRuns: 5000 });
    expect(applied).toBeGreaterThan(500);
  });

  it('declines when passes can interact: a `$` in a value or name, white space in a name, two `$` in one run', () => {
    expect(namedMatchesInOneScan('$a', ['a'], ['$b'])).toBeNull();
    expect(namedMatchesInOneScan('$a', ['a$'], ['x'])).toBeNull();
    expect(namedMatchesInOneScan('$a b', ['a b'], ['x'])).toBeNull();
    expect(namedMatchesInOneScan('$a$b', ['b', 'ac'], ['c', 'X'])).toBeNull(); // passes give "X"
    expect(passes('$a$b', ['b', 'ac'], ['c', 'X'])).toBe('X');
    expect(namedMatchesInOneScan('$a $b', ['b', 'a'], ['1', '2'])).toEqual([{ start: 0, end: 2, index: 1 }, { start: 3, end: 5, index: 0 }]);
  });
});
