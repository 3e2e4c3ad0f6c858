/**
 * Typo, BOM and CRLF fixes (issue 16) against the real parser's diagnostics:
 * the expected texts are written by hand from the field table (defs.ts:
 * `effort`, `model`, `context: inline | fork`).
 */
import { describe, expect, it } from 'vitest';
import { getProfile, parseSkillText } from '../../../src/shared/engine';
import { applyEdits, nearestValue, quickFixes } from '../../../src/shared/engine/fixes';
import type { ProfileId } from '../../../src/shared/engine/types';

function diagnose(text: string, pid: ProfileId = 'claude-code', version?: string) {
  return parseSkillText(text, { profile: getProfile(pid, version), dirName: 'x' }).diagnostics;
}

/** Apply the preferred fix of the first `code` diagnostic. */
function fix(text: string, code: string, pid: ProfileId = 'claude-code', shape?: { bom: boolean; eol: 'lf' | 'crlf' }, version?: string) {
  const d = diagnose(shape?.bom ? `\uFEFF${text}` : shape?.eol === 'crlf' ? text.replace(/\n/g, '\r\n') : text, pid, version).find((x) => x.code === code);
  if (!d) throw new Error(`no ${code}`);
  const a = quickFixes(text, d, { dirName: 'x', profileId: pid, shape })[0];
  return a ? { title: a.title, text: applyEdits(text, a.edits), shapeOp: a.shapeOp } : undefined;
}

describe('misspelt keys and values', () => {
  it('renames `efort` to `effort` and `modle` to `model`, touching only the key', () => {
    const t = '---\nname: x\ndescription: d\nefort: high\nmodle: opus\n---\nBody\n';
    const ds = diagnose(t).filter((d) => d.code === 'unknown-field');
    expect(ds.map((d) => d.data?.key)).toEqual(['efort', 'modle']);
    expect(applyEdits(t, quickFixes(t, ds[0], { dirName: 'x', profileId: 'claude-code' })[0].edits)).toBe('---\nname: x\ndescription: d\neffort: high\nmodle: opus\n---\nBody\n');
    const m = quickFixes(t, ds[1], { dirName: 'x', profileId: 'claude-code' })[0];
    expect(m.title).toBe('Change `modle` to `model`');
    expect(applyEdits(t, m.edits)).toBe('---\nname: x\ndescription: d\nefort: high\nmodel: opus\n---\nBody\n');
  });

  it('offers no rename when the right key is already there (it would duplicate it)', () => {
    const t = '---\nname: x\ndescription: d\nmodel: opus\nmodle: haiku\n---\nBody\n';
    const d = diagnose(t).find((x) => x.code === 'unknown-field')!;
    expect(quickFixes(t, d, { dirName: 'x', profileId: 'claude-code' })).toEqual([]);
  });

  it('replaces `context: forked` with `fork`, keeping quotes, and the fix clears the warning', () => {
    expect(fix('---\nname: x\ndescription: d\ncontext: forked\n---\nB\n', 'field-invalid-value')?.text).toBe('---\nname: x\ndescription: d\ncontext: fork\n---\nB\n');
    const quoted = fix('---\nname: x\ndescription: d\ncontext: "Inlin"\n---\nB\n', 'field-invalid-value');
    expect(quoted?.text).toBe('---\nname: x\ndescription: d\ncontext: "inline"\n---\nB\n');
    expect(diagnose(quoted!.text).some((d) => d.code === 'field-invalid-value')).toBe(false);
    expect(fix('---\nname: x\ndescription: d\neffort: hgih\n---\nB\n', 'field-invalid-value')?.text).toContain('effort: high\n');
  });

  it('offers nothing for a value far from every listed one', () => {
    expect(fix('---\nname: x\ndescription: d\ncontext: separate-process\n---\nB\n', 'field-invalid-value')).toBeUndefined();
    expect(nearestValue('forked', ['inline', 'fork'])).toBe('fork');
    expect(nearestValue('fork', ['inline', 'fork'])).toBeUndefined();
  });
});

describe('BOM and line endings', () => {
  it('removes a BOM that hides the frontmatter (2.1.112), as a layout change of the editor text', () => {
    const r = fix('---\nname: x\ndescription: d\n---\nB\n', 'frontmatter-not-at-start', 'claude-code', { bom: true, eol: 'lf' }, '2.1.112');
    expect(r?.shapeOp).toEqual({ bom: false });
    expect(r?.text).toBe('---\nname: x\ndescription: d\n---\nB\n');
  });

  it('removes a BOM held in the text itself as an edit (disk form, 2.1.112)', () => {
    const t = '\uFEFF---\nname: x\ndescription: d\n---\nB\n';
    const d = diagnose(t, 'claude-code', '2.1.112').find((x) => x.code === 'frontmatter-not-at-start')!;
    const a = quickFixes(t, d, { dirName: 'x', profileId: 'claude-code' })[0];
    expect(applyEdits(t, a.edits)).toBe('---\nname: x\ndescription: d\n---\nB\n');
    expect(diagnose(applyEdits(t, a.edits), 'claude-code', '2.1.112').some((x) => x.code === 'frontmatter-not-at-start')).toBe(false);
  });

  it('2.1.332 reads past the BOM (bom-stripped, a warning with the same fix)', () => {
    const r = fix('---\nname: x\ndescription: d\n---\nB\n', 'bom-stripped', 'claude-code', { bom: true, eol: 'lf' }, '2.1.332');
    expect(r?.shapeOp).toEqual({ bom: false });
    expect(diagnose('\uFEFF---\nname: x\ndescription: d\n---\nB\n', 'claude-code', '2.1.332').map((x) => x.code)).toEqual(['bom-stripped']);
  });

  it('converts CRLF to LF for OpenHarness, whose fence needs LF (E10)', () => {
    const r = fix('---\nname: x\ndescription: d\n---\nB\n', 'frontmatter-not-recognised', 'openharness', { bom: false, eol: 'crlf' });
    expect(r?.shapeOp).toEqual({ eol: 'lf' });
  });
});
