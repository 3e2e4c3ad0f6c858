/**
 * compareEn skips building ICU's collator for plain lower-case ids; its sign must be the
 * collator's for every pair, plain or not (CC 2.1.332 sorts listing ids with localeCompare).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareEn } from '../../../src/shared/engine/text/collator';

const icu = new Intl.Collator('en');
const sign = (n: number): number => Math.sign(n);

describe('compareEn', () => {
  it('orders strings of -, digits and lower-case letters as the en collator does', () => {
    const plain = fc.string({ unit: fc.constantFrom(...'-0123456789abcdefghijklmnopqrstuvwxyz'.split('')), maxLength: 12 });
    fc.assert(fc.property(plain, plain, (a, b) => compareEn(a, b) === sign(icu.compare(a, b))), { numRuns: 20_000 });
  });

  it('orders every other string as the en collator does (upper case, _, :, ., non-ASCII)', () => {
    const any = fc.string({ unit: fc.oneof(fc.constantFrom(...'-_:./0123456789abcxyzABCXYZ éÉß日'.split('')), fc.string({ unit: 'binary', maxLength: 1 })), maxLength: 10 });
    fc.assert(fc.property(any, any, (a, b) => sign(compareEn(a, b)) === sign(icu.compare(a, b))), { numRuns: 5_000 });
    // Pairs where code-unit order and the collator disagree: each must follow the collator.
    for (const [a, b] of [['B', 'a'], ['a_b', 'a-b'], ['a:b', 'a0'], ['Zeta', 'alpha'], ['é', 'f']]) expect(sign(compareEn(a, b))).toBe(sign(icu.compare(a, b)));
  });

  it('sorts a list of ids in the collator order', () => {
    const ids = ['zeta', 'a-b', 'ab', 'a', '10', '9', 'x-1', 'x1', 'x-', '-x', 'alpha2', 'alpha-2'];
    expect([...ids].sort(compareEn)).toEqual([...ids].sort(icu.compare));
  });
});
