import { describe, expect, it } from 'vitest';
import { quickFixes } from '../../../src/shared/engine/fixes';
import { applyEdits } from '../../../src/shared/engine/fixes';
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
