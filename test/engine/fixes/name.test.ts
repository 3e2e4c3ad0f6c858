import { describe, expect, it } from 'vitest';
import { applyEdits, quickFixes } from '../../../src/shared/engine/fixes';
import { specName } from '../../../src/shared/engine/fixes/name';
import { diag } from './helpers';

const d = diag('name-mismatch-directory', { line: 2, column: 7, endLine: 2, endColumn: 13 });

describe('name-mismatch-directory', () => {
  it('sets name to the folder with a minimal edit (comment kept), or renames the folder', () => {
    const text = '---\nname: deploy # display\ndescription: Deploy\n---\n';
    const actions = quickFixes(text, d, { dirName: 'deploy-prod', profileId: 'agent-skills' });
    expect(actions).toEqual([
      {
        title: 'Set name to the folder name `deploy-prod`', kind: 'quickfix', diagnosticCode: 'name-mismatch-directory', isPreferred: true,
        edits: [{ range: { line: 2, column: 13, endLine: 2, endColumn: 13 }, text: '-prod' }],
      },
      {
        title: 'Rename the folder `deploy-prod` to `deploy`', kind: 'quickfix', diagnosticCode: 'name-mismatch-directory', edits: [],
        fileOp: { kind: 'rename-dir', from: 'deploy-prod', to: 'deploy' },
      },
    ]);
    expect(applyEdits(text, actions[0].edits)).toBe('---\nname: deploy-prod # display\ndescription: Deploy\n---\n');
  });

  it('quotes a folder name YAML would not read as a string, keeping the existing quotes', () => {
    const text = '---\nname: "Deploy Tool"\n---\n';
    const actions = quickFixes(text, d, { dirName: 'yes', profileId: 'claude-code' });
    expect(applyEdits(text, actions[0].edits)).toBe('---\nname: "yes"\n---\n');
    expect(actions[1].fileOp).toEqual({ kind: 'rename-dir', from: 'yes', to: 'Deploy Tool' });
  });

  it('fills an empty name; offers no rename to a name that is not a folder name', () => {
    const empty = quickFixes('---\nname:\n---\n', d, { dirName: 'pdf', profileId: 'claude-code' });
    expect(empty.map((a) => applyEdits('---\nname:\n---\n', a.edits))).toEqual(['---\nname: pdf\n---\n']);
    const slash = quickFixes('---\nname: a/b\n---\n', d, { dirName: 'pdf', profileId: 'claude-code' });
    expect(slash.map((a) => a.title)).toEqual(['Set name to the folder name `pdf`']);
  });

  it('offers nothing for a flat file or without a name key', () => {
    expect(quickFixes('---\nname: a\n---\n', d, { dirName: null, profileId: 'codebot' })).toEqual([]);
    expect(quickFixes('---\ndescription: a\n---\n', d, { dirName: 'x', profileId: 'codebot' })).toEqual([]);
  });
});

describe('badly formed names', () => {
  it('specName: NFKC, lowercase, one hyphen per run of other characters, no edge hyphens, 64 at most', () => {
    expect(specName('PDF  Tools_v2')).toBe('pdf-tools-v2');
    expect(specName('--a--b--')).toBe('a-b');
    expect(specName('ＡＢＣ')).toBe('abc');
    expect(specName('数据 Tool')).toBe('数据-tool');
    expect(specName('数据-tool', ['数', '据'])).toBe('tool');
    expect(specName('a'.repeat(63) + '-b')).toBe('a'.repeat(63));
    expect(specName('!!!')).toBe('');
  });

  it('name-has-whitespace: change to the spec form (minimal edit), or to a well-formed folder name', () => {
    const text = '---\nname: PDF Tools\n---\n';
    const d = diag('name-has-whitespace', { line: 2, column: 7, endLine: 2, endColumn: 16 });
    const actions = quickFixes(text, d, { dirName: 'pdf', profileId: 'codebot' });
    expect(actions.map((a) => a.title)).toEqual(['Change name to `pdf-tools`', 'Set name to the folder name `pdf`']);
    // Minimal: the common tail `ools` is left alone.
    expect(actions[0].edits).toEqual([{ range: { line: 2, column: 7, endLine: 2, endColumn: 12 }, text: 'pdf-t' }]);
    expect(applyEdits(text, actions[0].edits)).toBe('---\nname: pdf-tools\n---\n');
    expect(applyEdits(text, actions[1].edits)).toBe('---\nname: pdf\n---\n');
  });

  it('name-invalid-chars uses the harness\'s list of bad characters; a badly formed folder is not offered', () => {
    const text = '---\nname: "数据-tool" # n\n---\n';
    const d = diag('name-invalid-chars', { line: 2 }, { name: '数据-tool', chars: ['数', '据'] });
    const actions = quickFixes(text, d, { dirName: 'Data Dir', profileId: 'codebot' });
    expect(actions.map((a) => applyEdits(text, a.edits))).toEqual(['---\nname: "tool" # n\n---\n']);
  });
});
