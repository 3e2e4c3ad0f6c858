import { describe, expect, it } from 'vitest';
import { checkBody } from '../../../src/shared/engine/body';
import { applyEdits, fixAllInFile, quickFixes } from '../../../src/shared/engine/fixes';
import type { ProfileId, VersionSelector } from '../../../src/shared/engine/types';
import { CC } from './helpers';

const text = '---\nname: cols\n---\nPrint a column:\n```bash\nawk \'{print $1}\' data | cut -f$2\n```\nOr `echo $ARGUMENTS` and \\$0.\n';
const check = (profileId: ProfileId, version?: VersionSelector) =>
  checkBody(text, { body: text.slice(17), bodyOffset: 17 }, { dir: null, fileExists: () => true, profileId, version });

describe('escape a placeholder inside code', () => {
  it('inserts a backslash before the $ (Claude Code latest)', () => {
    const ds = check('claude-code');
    expect(ds.map((d) => d.data?.placeholder)).toEqual(['$1', '$2', '$ARGUMENTS']);
    const actions = quickFixes(text, ds[0], CC);
    expect(actions).toEqual([{
      title: 'Escape `$1` as `\\$1` (Claude Code latest; 2.1.112 has no escape)',
      kind: 'quickfix', diagnosticCode: 'placeholder-in-code', isPreferred: true,
      edits: [{ range: { line: 6, column: 13, endLine: 6, endColumn: 13 }, text: '\\' }],
    }]);
    expect(applyEdits(text, actions[0].edits)).toBe(
      '---\nname: cols\n---\nPrint a column:\n```bash\nawk \'{print \\$1}\' data | cut -f$2\n```\nOr `echo $ARGUMENTS` and \\$0.\n');
  });

  it('fix all escapes every placeholder in code once; afterwards the check is clean', () => {
    const ds = check('claude-code');
    const res = fixAllInFile(text, [...ds, ...ds], CC, 'placeholder-in-code');
    expect(res.applied.length).toBe(3);
    expect(res.text).toBe(
      '---\nname: cols\n---\nPrint a column:\n```bash\nawk \'{print \\$1}\' data | cut -f\\$2\n```\nOr `echo \\$ARGUMENTS` and \\$0.\n');
    expect(checkBody(res.text, { body: res.text.slice(17), bodyOffset: 17 }, { dir: null, fileExists: () => true, profileId: 'claude-code' })).toEqual([]);
  });

  it('offers nothing where no escape exists (2.1.112, codebot), or when the range is not at a $', () => {
    const old = check('claude-code', '2.1.112');
    expect(old.map((d) => d.data?.escapable)).toEqual([false, false, false]);
    expect(quickFixes(text, old[0], CC)).toEqual([]);
    const cb = check('codebot');
    expect(quickFixes(text, cb[0], { dirName: 'cols', profileId: 'codebot' })).toEqual([]);
    expect(quickFixes(text, { ...check('claude-code')[0], range: { line: 1, column: 1, endLine: 1, endColumn: 2 } }, CC)).toEqual([]);
  });
});
