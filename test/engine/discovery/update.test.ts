/**
 * Incremental updates (ARCHITECTURE "Data flow"): a keystroke re-parses only
 * the edited file, then precedence and statuses are re-resolved.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { updateSkillText } from '../../../src/shared/engine/discovery';
import { countParses } from '../../support/parseCounter';
import { HOME, PROJECT, scanTree, skill } from './helpers';

/** Parses counted through the engine's observer from the last `resetParseCount()`. */
let parses: ReturnType<typeof countParses> | null = null;
const resetParseCount = () => { parses?.stop(); parses = countParses(); };
const parseCount = () => parses!.count;
afterEach(() => { parses?.stop(); parses = null; });

const P = `${PROJECT}/.claude/skills`;
const U = `${HOME}/.claude/skills`;

describe('updateSkillText', () => {
  const tree: Record<string, string> = {};
  for (let i = 0; i < 50; i++) tree[`${P}/s${i}/SKILL.md`] = skill({ description: `skill ${i}` });
  tree[`${U}/s7/SKILL.md`] = skill({ description: 'user s7' });

  it('re-parses exactly one file per keystroke', () => {
    const t = scanTree(tree);
    resetParseCount();
    const next = updateSkillText(t.catalog, `${P}/s3/SKILL.md`, skill({ description: 'edited' }), t.profile);
    expect(parseCount()).toBe(1);
    expect(next.skills.find((s) => s.id === 's3')!.description).toBe('edited');
    expect(next.skills).toHaveLength(t.catalog.skills.length);
    expect(t.catalog.skills.find((s) => s.id === 's3')!.description).toBe('skill 3'); // input untouched
  });

  it('re-resolves precedence: deleting the user copy makes the project copy reachable (§4)', () => {
    const t = scanTree(tree);
    expect(t.byId('s7')[1]).toMatchObject({ scope: 'project', invocableByUser: false });
    resetParseCount();
    const next = updateSkillText(t.catalog, `${U}/s7/SKILL.md`, null, t.profile);
    expect(parseCount()).toBe(0);
    const s7 = next.skills.filter((s) => s.id === 's7');
    expect(s7).toHaveLength(1);
    expect(s7[0]).toMatchObject({ scope: 'project', invocableByUser: true, status: 'listed' });
    expect(s7[0].shadowedBy).toBeUndefined();
    expect(s7[0].diagnostics.map((d) => d.code)).not.toContain('duplicate-skill-name');
  });

  it('an edit that adds disable-model-invocation hides it; renaming via a new file path adds a skill', () => {
    const t = scanTree(tree);
    const hidden = updateSkillText(t.catalog, `${P}/s1/SKILL.md`, skill({ description: 'x', 'disable-model-invocation': 'true' }), t.profile);
    expect(hidden.skills.find((s) => s.id === 's1')!.status).toBe('hidden');
    resetParseCount();
    const added = updateSkillText(t.catalog, `${P}/brand-new/SKILL.md`, skill({ description: 'new' }), t.profile);
    expect(parseCount()).toBe(1);
    const rec = added.skills.find((s) => s.id === 'brand-new')!;
    expect(rec).toMatchObject({ scope: 'project', status: 'listed', dir: `${P}/brand-new` });
    expect(added.skills.map((s) => s.order)).toEqual(added.skills.map((_, i) => i));
    // A path no root would load is ignored.
    expect(updateSkillText(t.catalog, `${PROJECT}/notes/x.md`, 'x', t.profile)).toBe(t.catalog);
  });

  it('an edit of the copy skipped as the same real file updates the kept record, not a new one (B13)', () => {
    const t = scanTree({ [`${P}/schema-check/SKILL.md`]: skill({ description: 'v1' }), [U]: { symlink: '../../../work/proj/.claude/skills' } });
    expect(t.catalog.skills.map((s) => s.scope)).toEqual(['user']);
    resetParseCount();
    const next = updateSkillText(t.catalog, `${P}/schema-check/SKILL.md`, skill({ description: 'v2' }), t.profile);
    expect(parseCount()).toBe(1);
    expect(next.skills.map((s) => [s.scope, s.description])).toEqual([['user', 'v2']]);
    expect(next.skills[0].diagnostics.map((d) => d.code)).not.toContain('duplicate-skill-name');
  });

  it('keeps paths activation without options and recomputes it with them (§5)', () => {
    const t = scanTree({ [`${P}/api/SKILL.md`]: skill({ description: 'a', paths: 'src/api/**' }) }, 'claude-code', {}, { touched: ['src/api/x.ts'] });
    expect(t.one('api').status).toBe('listed');
    const edited = updateSkillText(t.catalog, `${P}/api/SKILL.md`, skill({ description: 'b', paths: 'src/api/**' }), t.profile);
    expect(edited.skills[0].status).toBe('listed');
    const withOpts = updateSkillText(t.catalog, `${P}/api/SKILL.md`, skill({ description: 'b', paths: 'src/api/**' }), t.profile, { touched: [], cwd: PROJECT });
    expect(withOpts.skills[0].status).toBe('inactive');
  });
});

describe('statuses `error` (profile skipped it, §14)', () => {
  it('codebot skips invalid YAML (§1.2 CB1)', () => {
    const t = scanTree({ [`${PROJECT}/.codebot/skills/bad/SKILL.md`]: '---\nname: bad\ndescription: Use when: x\n---\nBody\n' }, 'codebot');
    const s = t.catalog.skills[0];
    expect(s.status).toBe('error');
    expect(s.diagnostics.map((d) => d.code)).toContain('skill-not-loaded');
    expect(s.visibleToModel || s.invocableByModel || s.invocableByUser).toBe(false);
  });
  it('minimal skips a skill without description (seed 003)', () => {
    const t = scanTree({ [`${PROJECT}/.harness-skills/nodesc/SKILL.md`]: '---\nname: nodesc\n---\nBody\n', [`${PROJECT}/.harness-skills/ok/SKILL.md`]: skill({ description: 'fine' }) }, 'minimal');
    expect(t.one('nodesc').status).toBe('error');
    expect(t.one('ok').status).toBe('listed');
  });
});

describe('CC nested .claude/skills found on file access (§3.1 "CC nested", §4 CC332 row)', () => {
  const tree = {
    [`${P}/deploy/SKILL.md`]: skill({ description: 'root deploy' }),
    [`${PROJECT}/apps/web/.claude/skills/deploy/SKILL.md`]: skill({ description: 'web deploy' }),
    [`${PROJECT}/apps/web/.claude/skills/web-only/SKILL.md`]: skill({ description: 'web only' }),
  };
  const touched = [`${PROJECT}/apps/web/src/page.tsx`];

  it('nothing nested loads before a file below it is touched', () => {
    expect(scanTree(tree).catalog.skills.map((s) => s.id)).toEqual(['deploy']);
  });
  it('latest: a clashing nested skill gets a path-prefixed name; the others load as project skills', () => {
    const t = scanTree(tree, 'claude-code', {}, { touched });
    expect(t.one('web-only')).toMatchObject({ scope: 'project', status: 'listed' });
    expect(t.one('apps/web:deploy')).toMatchObject({ scope: 'project', status: 'listed', path: `${PROJECT}/apps/web/.claude/skills/deploy/SKILL.md` });
    expect(t.one('deploy').path).toBe(`${P}/deploy/SKILL.md`);
    // Re-resolving (any keystroke) keeps the prefix once, not twice.
    const again = updateSkillText(t.catalog, `${P}/deploy/SKILL.md`, skill({ description: 'edited' }), t.profile, { touched, cwd: PROJECT });
    expect(again.skills.map((s) => s.id).sort()).toEqual(['apps/web:deploy', 'deploy', 'web-only']);
    const gone = updateSkillText(t.catalog, `${P}/deploy/SKILL.md`, null, t.profile, { touched, cwd: PROJECT });
    expect(gone.skills.map((s) => s.id).sort()).toEqual(['deploy', 'web-only']);
  });
  it('a nested folder ignored by cwd\'s .gitignore is not loaded', () => {
    const t = scanTree({ ...tree, [`${PROJECT}/.gitignore`]: 'node_modules/\napps/web/\n' }, 'claude-code', {}, { touched });
    expect(t.catalog.skills.map((s) => s.id)).toEqual(['deploy']);
  });

  it('2.1.112: the clashing nested skill is dropped (shadowed-by-higher-scope)', () => {
    const t = scanTree(tree, 'claude-code', { version: '2.1.112' }, { touched });
    const nested = t.catalog.skills.find((s) => s.path.includes('/apps/web/') && s.id === 'deploy')!;
    expect(nested).toMatchObject({ status: 'shadowed', shadowedBy: `${P}/deploy/SKILL.md` });
    expect(nested.diagnostics.map((d) => d.code)).toContain('shadowed-by-higher-scope');
  });
});
