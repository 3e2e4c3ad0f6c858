import { describe, expect, it } from 'vitest';
import { quickFixes } from '../../../src/shared/engine/fixes';
import { CC, diag, fixed, titles } from './helpers';

const d = diag('argument-hint-not-string', { line: 3 });

describe('argument-hint list → string', () => {
  it('a flow list becomes "<a> <b>", or the text as typed', () => {
    const text = '---\nname: x\nargument-hint: [file, mode]\n---\n';
    expect(titles(text, d)).toEqual([
      'Write argument-hint as the string "<file> <mode>"', 'Keep argument-hint as typed: "[file, mode]"',
    ]);
    expect(quickFixes(text, d, CC)[0].edits).toEqual([
      { range: { line: 3, column: 16, endLine: 3, endColumn: 28 }, text: '"<file> <mode>"' },
    ]);
    expect(fixed(text, d)).toBe('---\nname: x\nargument-hint: "<file> <mode>"\n---\n');
    expect(fixed(text, d, CC, 'Keep argument-hint as typed: "[file, mode]"')).toBe('---\nname: x\nargument-hint: "[file, mode]"\n---\n');
  });

  it('a block list becomes one line; bracketed items stay as written', () => {
    const text = '---\nargument-hint:\n  - <file>\n  - "[mode]"\nname: x\n---\n';
    expect(titles(text, d)).toEqual(['Write argument-hint as the string "<file> [mode]"']);
    expect(fixed(text, d)).toBe('---\nargument-hint: "<file> [mode]"\nname: x\n---\n');
  });

  it('[issue-number] (Claude Code docs style) → "<issue-number>" or "[issue-number]"', () => {
    const text = '---\nargument-hint: [issue-number]\n---\n';
    expect(fixed(text, d)).toBe('---\nargument-hint: "<issue-number>"\n---\n');
    expect(fixed(text, d, CC, 'Keep argument-hint as typed: "[issue-number]"')).toBe('---\nargument-hint: "[issue-number]"\n---\n');
  });

  it('a number is quoted as written; a string needs nothing', () => {
    expect(fixed('---\nargument-hint: 3 # count\n---\n', d)).toBe('---\nargument-hint: "3" # count\n---\n');
    expect(titles('---\nargument-hint: <file>\n---\n', d)).toEqual([]);
  });
});
