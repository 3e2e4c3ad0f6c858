import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quickFixes } from '../../../src/shared/engine/fixes';
import { CC, diag, fixed, titles } from './helpers';

describe('quote a value YAML misreads', () => {
  const text = '---\nname: pdf\ndescription: Use when: the user asks for PDFs\n---\nBody\n';

  it('yaml-recovered: wraps the value in double quotes with two insertions', () => {
    const actions = quickFixes(text, diag('yaml-recovered', { line: 3, column: 14, endLine: 3, endColumn: 46 }), CC);
    expect(actions).toEqual([{
      title: 'Quote the value of `description`', kind: 'quickfix', diagnosticCode: 'yaml-recovered', isPreferred: true,
      edits: [
        { range: { line: 3, column: 14, endLine: 3, endColumn: 14 }, text: '"' },
        { range: { line: 3, column: 46, endLine: 3, endColumn: 46 }, text: '"' },
      ],
    }]);
    expect(fixed(text, diag('yaml-recovered', { line: 3 }))).toBe('---\nname: pdf\ndescription: "Use when: the user asks for PDFs"\n---\nBody\n');
  });

  it('description-inline-comment: keeps the text after # in the value', () => {
    const t = '---\nname: pdf\ndescription: Fix bugs #urgent  \n---\n';
    expect(fixed(t, diag('description-inline-comment', { line: 3, column: 22, endColumn: 30 })))
      .toBe('---\nname: pdf\ndescription: "Fix bugs #urgent"  \n---\n');
  });

  it('uses single quotes when the value has " but no \', and escapes when it has both', () => {
    expect(fixed('---\ndescription: Say "hi": now\n---\n', diag('yaml-unparseable', { line: 2 })))
      .toBe('---\ndescription: \'Say "hi": now\'\n---\n');
    expect(fixed('---\ndescription: It\'s "x": a\\b\n---\n', diag('yaml-unparseable', { line: 2 })))
      .toBe('---\ndescription: "It\'s \\"x\\": a\\\\b"\n---\n');
  });

  it('a whole-file diagnostic offers each value and all of them (preferred)', () => {
    const t = '---\nname: pdf\nwhen_to_use: Use when: x\ndescription: a: b\nlicense: MIT # fine comment\n---\n';
    const d = diag('yaml-unparseable');
    expect(titles(t, d)).toEqual([
      'Quote the value of `when_to_use`', 'Quote the value of `description`', 'Quote all 2 values that YAML misreads',
    ]);
    const out = fixed(t, d, CC, 'Quote all 2 values that YAML misreads');
    expect(out).toBe('---\nname: pdf\nwhen_to_use: "Use when: x"\ndescription: "a: b"\nlicense: MIT # fine comment\n---\n');
    expect(quickFixes(t, d, CC)[2].isPreferred).toBe(true);
  });

  it('a diagnostic on one line fixes that line only: another line\'s problem is its own diagnostic', () => {
    const t = '---\n\tname: a\ndescription: Use when: x\nargument-hint: [f]\n---\n';
    expect(titles(t, diag('yaml-unparseable', { line: 2, column: 1, endLine: 2, endColumn: 2 }))).toEqual(['Replace tabs in the frontmatter with spaces']);
    expect(titles(t, diag('yaml-recovered', { line: 4, column: 16, endLine: 4, endColumn: 19 }))).toEqual([]);
    expect(titles(t, diag('yaml-recovered', { line: 3, column: 14, endLine: 3, endColumn: 26 }))).toEqual(['Quote the value of `description`']);
  });

  it('quotes continuation lines too, and the result parses to the intended text', () => {
    const t = '---\ndescription: Use when: the user\n  asks for PDFs\nname: x\n---\n';
    const out = fixed(t, diag('yaml-unparseable', { line: 2 }));
    expect(out).toBe('---\ndescription: "Use when: the user\n  asks for PDFs"\nname: x\n---\n');
    expect(parse(out.slice(4, -4))).toEqual({ description: 'Use when: the user asks for PDFs', name: 'x' });
  });

  it('keeps CRLF line breaks and touches only the value', () => {
    const t = '---\r\nname: a\r\ndescription: a: b\r\n---\r\n';
    expect(fixed(t, diag('yaml-recovered', { line: 3 }))).toBe('---\r\nname: a\r\ndescription: "a: b"\r\n---\r\n');
  });

  it('offers nothing for quoted values, block scalars, flow lists, or without a frontmatter', () => {
    const t = '---\na: "x: y"\nb: |\n  c: d\nc: [e, f]\n---\n';
    expect(titles(t, diag('yaml-unparseable'))).toEqual([]);
    expect(titles('description: a: b\n', diag('yaml-unparseable'))).toEqual([]);
  });
});
