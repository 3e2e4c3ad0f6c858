import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyEdits, fixAllInFile, fixableCodes, quickFixes } from '../../../src/shared/engine/fixes';
import { CC, diag } from './helpers';

const r = (line: number, column: number, endLine = line, endColumn = column) => ({ line, column, endLine, endColumn });

describe('applyEdits', () => {
  it('applies edits given in any order against the original text', () => {
    expect(applyEdits('abc\ndef\n', [
      { range: r(2, 2, 2, 3), text: 'E' },
      { range: r(1, 1, 1, 2), text: 'A' },
      { range: r(1, 4, 2, 1), text: ' + ' },
    ])).toBe('Abc + dEf\n');
  });

  it('keeps the given order for insertions at one point and drops an overlapping edit', () => {
    expect(applyEdits('xy', [{ range: r(1, 2), text: '1' }, { range: r(1, 2), text: '2' }])).toBe('x12y');
    expect(applyEdits('abcdef', [{ range: r(1, 2, 1, 5), text: '-' }, { range: r(1, 3, 1, 4), text: '?' }])).toBe('a-ef');
  });

  it('counts columns in UTF-16 units and handles CRLF', () => {
    expect(applyEdits('😀a\r\nb', [{ range: r(1, 3, 1, 4), text: 'A' }, { range: r(2, 1, 2, 2), text: 'B' }])).toBe('😀A\r\nB');
  });
});

describe('fixAllInFile', () => {
  it('applies one kind only, and non-conflicting fixes once', () => {
    const text = '---\nname: x\nwhen_to_use: a: b\ndescription: c: d\n---\n';
    const ds = [diag('yaml-recovered', r(3, 14, 3, 18)), diag('yaml-recovered', r(4, 14, 4, 18)), diag('name-mismatch-directory', r(2, 7, 2, 8))];
    const res = fixAllInFile(text, ds, { dirName: 'y', profileId: 'claude-code' }, 'yaml-recovered');
    expect(res.text).toBe('---\nname: x\nwhen_to_use: "a: b"\ndescription: "c: d"\n---\n');
    expect(res.applied.map((a) => a.title)).toEqual(['Quote the value of `when_to_use`', 'Quote the value of `description`']);
    expect(parse(res.text.split('---\n')[1])).toEqual({ name: 'x', when_to_use: 'a: b', description: 'c: d' });
  });

  it('defaults to the first fixable diagnostic\'s code and never applies a folder rename', () => {
    const text = '---\nname: x\n---\n';
    const res = fixAllInFile(text, [diag('unknown-code'), diag('name-mismatch-directory', r(2, 7, 2, 8))], { dirName: 'y', profileId: 'claude-code' });
    expect(res.text).toBe('---\nname: y\n---\n');
    expect(res.applied.every((a) => !a.fileOp)).toBe(true);
  });
});

describe('quickFixes', () => {
  it('returns nothing for codes without fixes and lists the fixable ones', () => {
    expect(quickFixes('x', diag('link-target-missing'), CC)).toEqual([]);
    expect(quickFixes('x', diag('constructor'), CC)).toEqual([]);
    expect(fixAllInFile('x', [diag('toString')], CC)).toEqual({ text: 'x', applied: [], edits: [] });
    expect(fixableCodes().sort()).toEqual([
      'argument-hint-not-string', 'bom-stripped', 'description-derived-from-body', 'description-inline-comment', 'description-missing',
      'description-too-long', 'field-invalid-value', 'frontmatter-not-at-start', 'frontmatter-not-recognised',
      'harness-description-too-long', 'harness-name-folder-mismatch', 'listing-entry-truncated', 'name-consecutive-hyphens', 'name-has-whitespace',
      'name-hyphen-edge', 'name-invalid-chars', 'name-mismatch-directory', 'name-not-lowercase', 'name-too-long',
      'placeholder-in-code', 'portability-description-cut', 'portability-folder-not-read', 'portability-skipped', 'tab-in-frontmatter', 'unknown-field', 'yaml-invalid-skipped', 'yaml-recovered', 'yaml-unparseable',
    ]);
  });
});
