/** `text:!`cmd`` (no space before `!`) gets an info under Claude Code, which runs inline commands only at line start or after whitespace (reference §10; issue 16 §11). */
import { describe, expect, it } from 'vitest';
import { checkBody } from '../../../src/shared/engine/body';

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
