/** `text:!`cmd`` (no space before `!`) gets an info under Claude Code, which runs inline commands only at line start or after whitespace (reference §10; issue 16 §11). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBody } from '../../../src/shared/engine/body';
import { findGlued, GLUED } from '../../../src/shared/engine/body/shellGlued';

const FM = '---\nname: s\ndescription: d\n---\n';
const codes = (body: string, profileId: 'claude-code' | 'codebot' = 'claude-code') =>
  checkBody(FM + body, { body, bodyOffset: FM.length }, { dir: null, fileExists: () => false, profileId })
    .filter((d) => d.code === 'shell-inline-not-run').map((d) => [d.range.line, d.range.column, d.range.endColumn, d.message]);

describe('shell-inline-not-run', () => {
  it('flags a glued !`cmd` with its exact range and says how to make it run', () => {
    expect(codes('Status text:!`git status` here\n')).toEqual([
      [5, 13, 26, 'Claude Code runs `!`git status`` only when the `!` starts a line or follows a space (reference §10); glued to the text before it, it stays literal text. Add a space before `!` to run it, or leave it as text.'],
    ]);
  });
  it('leaves commands Claude Code runs, code, and other harnesses alone', () => {
    expect(codes('!`ls` at start\nafter a space !`pwd`\n')).toEqual([]);
    expect(codes('in code `a!`b`` and\n```\nx!`y`\n```\n')).toEqual([]);
    // codebot runs inline commands anywhere (§10 CB1 row): nothing to say there.
    expect(codes('text:!`ls`\n', 'codebot')).toEqual([]);
  });
});

/** `findGlued` (indexOf scanning) against the regex it replaces: the same matches, in order. */
describe('findGlued', () => {
  const viaRegex = (t: string) => [...t.matchAll(GLUED)].map((m): [number, number, string] => [m.index, m.index + m[0].length, m[1]!]);
  // Text made of the characters the rule turns on: `!`, backticks, line breaks, white space (ASCII and not), surrogates.
  const piece = fc.constantFrom('!', '`', '!`', '\n', ' ', '\t', '\u00a0', '\u2028', '\ufeff', 'a', 'x:', '\ud83d', '\ude00', '\r');
  const text = fc.oneof(fc.array(piece, { maxLength: 40 }).map((a) => a.join('')), fc.string({ maxLength: 40 }));
  it('equals matchAll of the look-behind regex on arbitrary text', () => {
    fc.assert(fc.property(text, (t) => { expect(findGlued(t)).toEqual(viaRegex(t)); }), { numRuns: 20000 });
  });
  it('equals it on hand-picked edges', () => {
    for (const t of ['!`a`', 'x!`a`', 'x!``', 'x!`a\nb`', 'x!`a`!`b`', 'x!`!`a`', ' !`a` y!`b`', '\u00a0!`a`', 'x!`a', 'a!`b`c!`d', 'x!!`a`'])
      expect(findGlued(t), JSON.stringify(t)).toEqual(viaRegex(t));
  });
});
