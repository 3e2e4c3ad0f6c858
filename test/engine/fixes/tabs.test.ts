import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quickFixes } from '../../../src/shared/engine/fixes';
import { CC, diag, fixed, titles } from './helpers';

describe('replace tabs in the frontmatter', () => {
  const text = '---\nname: pdf\nmetadata:\n\tversion: 1\n\tauthor: me\ndescription:\tPDF tools\n---\n\tcode in body\n';

  it('indentation tabs become two spaces, a separator tab one space; the body is untouched', () => {
    const d = diag('tab-in-frontmatter', { line: 4, column: 1, endLine: 4, endColumn: 2 });
    expect(quickFixes(text, d, CC)).toEqual([{
      title: 'Replace tabs in the frontmatter with spaces', kind: 'quickfix', diagnosticCode: 'tab-in-frontmatter', isPreferred: true,
      edits: [
        { range: { line: 4, column: 1, endLine: 4, endColumn: 2 }, text: '  ' },
        { range: { line: 5, column: 1, endLine: 5, endColumn: 2 }, text: '  ' },
        { range: { line: 6, column: 13, endLine: 6, endColumn: 14 }, text: ' ' },
      ],
    }]);
    const out = fixed(text, d);
    expect(out).toBe('---\nname: pdf\nmetadata:\n  version: 1\n  author: me\ndescription: PDF tools\n---\n\tcode in body\n');
    expect(parse(out.split('---\n')[1])).toEqual({ name: 'pdf', metadata: { version: 1, author: 'me' }, description: 'PDF tools' });
  });

  it('a tab before a key after a complete key line is removed (meant top-level)', () => {
    expect(fixed('---\nname: pdf\n\tdescription: PDF tools\n\tlicense: MIT\n---\n', diag('tab-in-frontmatter', { line: 3 })))
      .toBe('---\nname: pdf\ndescription: PDF tools\nlicense: MIT\n---\n');
  });

  it('a tab before the first key (comments aside) is removed too', () => {
    expect(fixed('---\n# c\n\tname: pdf\ndescription: d\n---\n', diag('yaml-unparseable', { line: 3 })))
      .toBe('---\n# c\nname: pdf\ndescription: d\n---\n');
  });

  it('a tab-indented continuation keeps being a continuation; mixed indentation keeps its spaces', () => {
    const out = fixed('---\ndescription: Long text\n\tcontinued here\n  \tand: more\n---\n', diag('yaml-unparseable'));
    expect(out).toBe('---\ndescription: Long text\n  continued here\n    and: more\n---\n');
  });

  it('a tab inside the diagnostic range becomes a space; other tabs inside values are content', () => {
    const t = '---\ndescription: a\tb\nname: c\td\n---\n';
    expect(fixed(t, diag('tab-in-frontmatter', { line: 3, column: 8, endLine: 3, endColumn: 9 })))
      .toBe('---\ndescription: a\tb\nname: c d\n---\n');
  });

  it('yaml-unparseable offers the tab fix only when there is an indentation tab', () => {
    expect(titles('---\nname: a\ndescription: b\n---\n', diag('yaml-unparseable'))).toEqual([]);
    expect(titles('---\nname: a\n\tx: b\n---\n', diag('yaml-unparseable'))).toEqual(['Replace tabs in the frontmatter with spaces']);
    expect(titles('---\nname: a\n\tx: b\n---\n', diag('yaml-invalid-skipped'))).toEqual(['Replace tabs in the frontmatter with spaces']);
  });
});
