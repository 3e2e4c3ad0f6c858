/**
 * Golden checks of the codebot (CB1) profile against the reference (§2.2, §2.3, E16).
 */
import { describe, expect, it } from 'vitest';
import { parse } from '../parse/helpers';
import { PROJECT, scanTree, skill } from '../discovery/helpers';

describe('CB1 names are normalised (§2.2: lowercased + trimmed)', () => {
  it('§2.3: the file-stem fallback is lower-cased (`Flat.MD` → `flat`)', () => {
    expect(parse('---\ndescription: d\n---\nB\n', 'codebot', null, { fileStem: 'Flat' }).fields.name).toBe('flat');
  });
  it('§2.3: the folder fallback is lower-cased, and `name: skill` maps to it', () => {
    expect(parse('---\ndescription: d\n---\nB\n', 'codebot', 'MySkill').fields.name).toBe('myskill');
    expect(parse('---\nname: skill\ndescription: d\n---\nB\n', 'codebot', 'Deploy').fields.name).toBe('deploy');
  });
  it('a flat `Flat.MD` file is listed and invoked as `flat`', () => {
    const r = scanTree({ [`${PROJECT}/.codebot/skills/Flat.MD`]: skill({ description: 'flat' }) }, 'codebot', { bundledDir: null });
    expect(r.catalog.skills.map((s) => s.id)).toEqual(['flat']);
  });
});

describe('Go os.ReadDir: a symlinked skill folder is not a directory (§3.2)', () => {
  const tree = (root: string) => ({
    '/real/s/SKILL.md': skill({ description: 'linked' }),
    [`${root}/linked`]: { symlink: '/real/s' },
    [`${root}/plain/SKILL.md`]: skill({ description: 'plain' }),
  });
  it('seed 003 minimal skips it', () => {
    const r = scanTree(tree(`${PROJECT}/.harness-skills`), 'minimal');
    expect(r.catalog.skills.filter((s) => s.status === 'listed').map((s) => s.id)).toEqual(['plain']);
  });
  it('CB1 skips it', () => {
    const r = scanTree(tree(`${PROJECT}/.codebot/skills`), 'codebot', { bundledDir: null });
    expect(r.catalog.skills.filter((s) => s.status === 'listed').map((s) => s.id)).toEqual(['plain']);
  });
  it('CC follows it', () => {
    const r = scanTree(tree(`${PROJECT}/.claude/skills`), 'claude-code');
    expect(r.catalog.skills.map((s) => s.id).sort()).toEqual(['linked', 'plain']);
  });
});
