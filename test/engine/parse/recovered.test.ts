/**
 * `yaml-recovered` sits on the line(s) that made the first parse fail, not on
 * every line Claude Code's retry rewrote (§1.2): the retry still rewrites every
 * qualifying line (here `argument-hint: <environment>` through `>`), and
 * `data.rewritten` lists them all. The quote fix on the diagnostic quotes that
 * line's value. Positions counted by hand (1-based, UTF-16, end exclusive).
 */
import { describe, expect, it } from 'vitest';
import { applyEdits, quickFixes } from '../../../src/shared/engine/fixes';
import { parse } from './helpers';

const R = (line: number, column: number, endLine: number, endColumn: number) => ({ line, column, endLine, endColumn });
const CTX = { dirName: 'deploy', profileId: 'claude-code' as const };

describe('yaml-recovered on the failing line only', () => {
  const text = [
    '---', //                                                   1
    'name: deploy', //                                          2
    'description: Deploys: the current branch to staging', //   3  value 14..52
    'argument-hint: <environment>', //                          4  value 16..29
    '---',
    'Deploy $ARGUMENTS.',
    '',
  ].join('\n');

  it('one warning on line 3; both rewritten lines in data; the retry still quotes line 4', () => {
    const r = parse(text, 'claude-code', 'deploy');
    expect(r.yamlState).toBe('recovered');
    expect(r.fields.description).toBe('Deploys: the current branch to staging');
    expect(r.fields.argumentHint).toBe('<environment>');
    const rec = r.diagnostics.filter((d) => d.code === 'yaml-recovered');
    expect(rec).toHaveLength(1);
    expect(rec[0].severity).toBe('warning');
    expect(rec[0].range).toEqual(R(3, 14, 3, 52));
    expect(rec[0].data).toMatchObject({
      key: 'description', line: 3,
      rewritten: [{ key: 'description', line: 3 }, { key: 'argument-hint', line: 4 }],
    });
    expect(r.keys['argument-hint'].value).toEqual(R(4, 16, 4, 29));
  });

  it('the quick fix on it quotes the description value, and the fixed file parses cleanly', () => {
    const r = parse(text, 'claude-code', 'deploy');
    const d = r.diagnostics.find((x) => x.code === 'yaml-recovered')!;
    const actions = quickFixes(text, d, CTX);
    expect(actions.map((a) => a.title)).toEqual(['Quote the value of `description`']);
    expect(actions[0].edits.map((e) => e.range)).toEqual([R(3, 14, 3, 14), R(3, 52, 3, 52)]);
    const out = applyEdits(text, actions[0].edits);
    expect(out.split('\n')[2]).toBe('description: "Deploys: the current branch to staging"');
    expect(out.split('\n')[3]).toBe('argument-hint: <environment>');
    const after = parse(out, 'claude-code', 'deploy');
    expect(after.yamlState).toBe('ok');
    expect(after.diagnostics.filter((x) => x.code === 'yaml-recovered')).toEqual([]);
  });

  it('two genuinely broken lines: one warning each, each fix quotes its own line', () => {
    const t = [
      '---', //                                     1
      'name: deploy', //                            2
      'description: Deploys: the branch', //        3  value 14..33
      'when_to_use: Use when: asked to ship', //    4  value 14..37
      'argument-hint: <environment>', //            5  rewritten, valid
      '---',
      '',
    ].join('\n');
    const r = parse(t, 'claude-code', 'deploy');
    expect(r.yamlState).toBe('recovered');
    const rec = r.diagnostics.filter((d) => d.code === 'yaml-recovered');
    expect(rec.map((d) => d.range)).toEqual([R(3, 14, 3, 33), R(4, 14, 4, 37)]);
    expect(rec.map((d) => d.data?.key)).toEqual(['description', 'when_to_use']);
    expect(rec.map((d) => d.data?.line)).toEqual([3, 4]);
    for (const d of rec) {
      expect(d.data?.rewritten).toEqual([
        { key: 'description', line: 3 }, { key: 'when_to_use', line: 4 }, { key: 'argument-hint', line: 5 },
      ]);
    }
    expect(quickFixes(t, rec[0], CTX).map((a) => a.title)).toEqual(['Quote the value of `description`']);
    expect(quickFixes(t, rec[1], CTX).map((a) => a.title)).toEqual(['Quote the value of `when_to_use`']);
    expect(applyEdits(t, quickFixes(t, rec[1], CTX)[0].edits).split('\n')[3]).toBe('when_to_use: "Use when: asked to ship"');
  });

  it('an error the parser places on no rewritten line (unresolved alias) keeps a warning on every rewritten value', () => {
    const r = parse('---\ndescription: *nothing\nargument-hint: <env>\n---\n', 'claude-code', 'd');
    expect(r.yamlState).toBe('recovered');
    const rec = r.diagnostics.filter((d) => d.code === 'yaml-recovered');
    expect(rec.map((d) => d.range)).toEqual([R(2, 14, 2, 22), R(3, 16, 3, 21)]);
  });
});
