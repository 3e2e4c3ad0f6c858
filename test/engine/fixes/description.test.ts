import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quickFixes } from '../../../src/shared/engine/fixes';
import { CC, diag, fixed, titles } from './helpers';

describe('shorten a description', () => {
  const text = '---\nname: x\ndescription: First sentence here. Second one is longer. Third.\n---\n';
  const d = diag('description-too-long', { line: 3, column: 14, endLine: 3, endColumn: 63 });

  it('cuts at the last sentence end within the limit; the preview is the cut text; the edit only deletes', () => {
    const [a] = quickFixes(text, d, { ...CC, maxDescription: 30 });
    expect(a).toEqual({
      title: 'Shorten the description to 30 characters, cutting at the last sentence end',
      kind: 'quickfix', diagnosticCode: 'description-too-long', isPreferred: true,
      edits: [{ range: { line: 3, column: 34, endLine: 3, endColumn: 63 }, text: '' }],
      preview: 'Second one is longer. Third.',
    });
    expect(fixed(text, d, { ...CC, maxDescription: 30 })).toBe('---\nname: x\ndescription: First sentence here.\n---\n');
  });

  it('takes the limit from the diagnostic data when the context has none; fits → no action', () => {
    expect(fixed(text, diag('description-too-long', {}, { limit: 45 })))
      .toBe('---\nname: x\ndescription: First sentence here. Second one is longer.\n---\n');
    expect(titles(text, d)).toEqual([]);
  });

  it('keeps the quote style and a trailing comment', () => {
    expect(fixed('---\ndescription: "A: one. B: two." # keep\n---\n', d, { ...CC, maxDescription: 10 }))
      .toBe('---\ndescription: "A: one." # keep\n---\n');
  });

  it('rewrites a folded block scalar as a block', () => {
    const out = fixed('---\ndescription: >\n  Alpha beta. Gamma\n  delta.\nname: x\n---\n', d, { ...CC, maxDescription: 12 });
    expect(out).toBe('---\ndescription: >-\n  Alpha beta.\nname: x\n---\n');
    expect(parse(out.split('---\n')[1])).toEqual({ description: 'Alpha beta.', name: 'x' });
  });

  it('falls back to the last word boundary when no sentence ends in time', () => {
    const [a] = quickFixes('---\ndescription: aaaa bbbb cccc\n---\n', d, { ...CC, maxDescription: 10 });
    expect(a.title).toBe('Shorten the description to 10 characters, cutting at the last word');
    expect(a.preview).toBe('cccc');
    expect(a.edits).toEqual([{ range: { line: 2, column: 23, endLine: 2, endColumn: 28 }, text: "" }]);
  });

  it('listing-entry-truncated uses the profile\'s per-entry cap and unit (codebot: 220 runes)', () => {
    const long = 'Ünïcödé sentence number one. '.repeat(10).trim();
    const [a] = quickFixes(`---\ndescription: ${long}\n---\n`, diag('listing-entry-truncated'), { dirName: 'x', profileId: 'codebot' });
    // 29 runes per sentence + space: seven sentences (7 × 29 + 6 = 209 runes) fit in 220.
    expect(a.preview).toBe('Ünïcödé sentence number one. Ünïcödé sentence number one. Ünïcödé sentence number one.');
    expect(a.title).toBe('Shorten the description to 220 (runes), cutting at the last sentence end');
  });
});

describe('add a description from the body', () => {
  it('inserts after name, joining the first paragraph into one quoted line', () => {
    const text = '---\nname: deploy\n---\n# Deploy Things\n\nShip the app to prod\nsafely: with checks.\n\nMore.\n';
    const [a] = quickFixes(text, diag('description-derived-from-body'), CC);
    expect(a.edits).toEqual([{ range: { line: 2, column: 13, endLine: 2, endColumn: 13 }, text: '\ndescription: "Ship the app to prod safely: with checks."' }]);
    expect(a.title).toBe('Add a description from the body: "Ship the app to prod safely: with checks."');
    expect(fixed(text, diag('description-missing'))).toBe(
      '---\nname: deploy\ndescription: "Ship the app to prod safely: with checks."\n---\n# Deploy Things\n\nShip the app to prod\nsafely: with checks.\n\nMore.\n');
  });

  it('creates a frontmatter block when there is none (heading text when there is no paragraph)', () => {
    expect(fixed('# Title only\n', diag('description-missing'))).toBe('---\ndescription: Title only\n---\n# Title only\n');
  });

  it('fills an existing empty description; inserts first in a CRLF frontmatter without name', () => {
    expect(fixed('---\nname: a\ndescription:\n---\nDo it.\n', diag('description-missing'))).toBe('---\nname: a\ndescription: Do it.\n---\nDo it.\n');
    expect(fixed('---\r\nlicense: MIT\r\n---\r\nDo things.\r\n', diag('description-missing')))
      .toBe('---\r\ndescription: Do things.\r\nlicense: MIT\r\n---\r\nDo things.\r\n');
  });

  it('skips code and comments, cuts to the limit at a sentence end, and offers nothing for an empty body', () => {
    const text = '---\nname: a\n---\n```\ncode\n```\n<!-- c\n-->\nReal text. And a second sentence.\n';
    expect(fixed(text, diag('description-missing'), { ...CC, maxDescription: 15 })).toBe(
      '---\nname: a\ndescription: Real text.\n---\n```\ncode\n```\n<!-- c\n-->\nReal text. And a second sentence.\n');
    expect(titles('---\nname: a\n---\n\n', diag('description-missing'))).toEqual([]);
    expect(titles('---\nname: a\ndescription: Set.\n---\nBody\n', diag('description-missing'))).toEqual([]);
    // A tab-indented description is the real problem (tab fix); a second key would duplicate it.
    expect(titles('---\nname: a\n\tdescription: d\n---\nBody\n', diag('description-derived-from-body'))).toEqual([]);
    // Any indentation tab breaks the frontmatter: fix the tabs first.
    expect(titles('---\n\ttitle: T\n---\nBody\n', diag('description-derived-from-body'))).toEqual([]);
  });
});
