/** The display-width fast path agrees with string-width for every code point it claims (reference §6.2: CC measures in terminal columns). */
import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import fc from 'fast-check';
import { displayWidth, prefixWithin } from '../../../src/shared/engine/text/measure';

describe('displayWidth fast path', () => {
  it('every BMP code point measured without the library has the width string-width gives', () => {
    const wrong: string[] = [];
    for (let c = 0x20; c < 0x2c00; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      // Each char alone and between ASCII letters (no joining with neighbours).
      if (displayWidth(ch) !== stringWidth(ch)) wrong.push(`U+${c.toString(16)} alone`);
      if (displayWidth(`a${ch}b`) !== stringWidth(`a${ch}b`)) wrong.push(`U+${c.toString(16)} inside`);
    }
    expect(wrong).toEqual([]);
  });

  it('every CJK ideograph, kana and Hangul syllable counted as 2 without the library has the width string-width gives', () => {
    const wrong: string[] = [];
    for (const [lo, hi] of [[0x3000, 0x30ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xac00, 0xd7a3]]) {
      for (let c = lo; c <= hi; c++) {
        const ch = String.fromCharCode(c);
        if (displayWidth(ch) !== stringWidth(ch)) wrong.push(`U+${c.toString(16)} alone`);
        if (displayWidth(`a${ch}${ch}b`) !== stringWidth(`a${ch}${ch}b`)) wrong.push(`U+${c.toString(16)} inside`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the emoji counted without the library, with and without U+FE0F and next to any neighbour, have the width string-width gives', () => {
    const wrong: string[] = [];
    const near = ['', 'a', ' ', '\ufe0f', '\ufe0e', '\u200d', '\u20e3', '\u0301', '\ud83c\udffd', '✅', '⚠', '日', '\u1100'];
    for (const e of ['✓', '✔', '✗', '✘', '☑', '⚠', '❤', '✅', '❌', '✨', '⚡', '⭐']) {
      for (const core of [e, `${e}\ufe0f`, `${e}\ufe0f\ufe0f`]) {
        for (const before of near) for (const after of near) {
          const s = `${before}${core}${after}`;
          if (displayWidth(s) !== stringWidth(s)) wrong.push(JSON.stringify(s));
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a run measured twice (memoised) keeps its width, joined to any neighbour', () => {
    // Hangul syllable + trailing jamo is one grapheme; a kana + voicing mark too; an ideograph + variation selector.
    for (const s of ['한\u11a8', 'か\u3099', '葛\udb40\udd00', '⚠️ ok', '日本語 ✓ done', 'a\u0301日']) {
      expect(displayWidth(s)).toBe(stringWidth(s));
      expect(displayWidth(`${s} ${s}`)).toBe(stringWidth(`${s} ${s}`));
    }
  });

  it('wide, combining and emoji text goes to string-width', () => {
    expect(displayWidth('漢字')).toBe(4);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('a — b')).toBe(5);
    expect(displayWidth('👍🏽 ok')).toBe(stringWidth('👍🏽 ok'));
  });

  it('agrees with string-width on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ unit: fc.oneof(fc.constantFrom('a', 'e', '1', '#', ' ', '—', 'é', '日', 'か', 'カ', '한', '\u3099', '\u11a8', '\ufe0f', '⚠', '\u200d', '✓', '✅', '✔', '❤'), fc.string({ unit: 'grapheme', maxLength: 1 }), fc.string({ unit: 'binary', maxLength: 1 })), maxLength: 40 }), (s) => displayWidth(s) === stringWidth(s)), { numRuns: 500 });
  });

  it('a printable ASCII prefix (the one-loop path) joined to anything after it has the width string-width gives', () => {
    const tail = fc.string({ unit: fc.oneof(fc.constantFrom('\u0301', '\u20e3', '\ufe0f', '\u200d', '\x1b[31m', '\t', '\n', '日', '✅', '⚠', '\ud83c\udffd', 'é'), fc.string({ unit: 'binary', maxLength: 1 })), maxLength: 6 });
    const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 });
    fc.assert(fc.property(ascii, tail, (a, t) => displayWidth(a + t) === stringWidth(a + t)), { numRuns: 2000 });
    for (const s of ['', 'abc', 'a\u0301', '1\ufe0f\u20e3', 'ab\x1b[1mc', 'x'.repeat(40) + '\u0301']) expect(displayWidth(s)).toBe(stringWidth(s));
  });

  it('prefixWithin never exceeds the limit and never splits a surrogate pair', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.integer({ min: 0, max: 40 }), (s, n) => {
      for (const unit of ['display-width', 'utf16', 'bytes', 'runes'] as const) {
        const p = prefixWithin(s, n, unit);
        if (!s.startsWith(p)) return false;
        const last = p.charCodeAt(p.length - 1);
        if (p.length < s.length && last >= 0xd800 && last <= 0xdbff) return false;
      }
      return displayWidth(prefixWithin(s, n, 'display-width')) <= Math.max(n, 0) || n <= 0;
    }), { numRuns: 300 });
  });
});
