/**
 * Golden tests of precedence and statuses (reference §4, E4, E13, E19, E20;
 * cases B13, B14, B27). Expectations are written from the reference.
 */
import { describe, expect, it } from 'vitest';
import { HOME, PROJECT, scanTree, skill } from './helpers';

const P = `${PROJECT}/.claude/skills`;
const U = `${HOME}/.claude/skills`;

describe('claude-code: cc-no-dedupe (§4, E13)', () => {
  const tree = {
    [`${U}/handoff-note/SKILL.md`]: skill({ description: 'Personal variant.' }),
    [`${P}/handoff-note/SKILL.md`]: skill({ description: 'Project variant.' }),
  };

  it('2.1.332 lists one entry per name: the project copy is shadowed, the user copy listed (measured, point 8)', () => {
    const [user, project] = scanTree(tree, 'claude-code', { version: '2.1.332' }).byId('handoff-note');
    expect(user).toMatchObject({ scope: 'user', status: 'listed', visibleToModel: true });
    expect(project).toMatchObject({ scope: 'project', status: 'shadowed', visibleToModel: false, shadowedBy: `${U}/handoff-note/SKILL.md` });
    expect(project.reasons.find((r) => r.code === 'name-reaches-other-file')?.message).toMatch(/^Not listed/);
  });

  it('2.1.332 drops a legacy command with a skill\'s name from the listing (measured, point 9)', () => {
    const t = scanTree({
      [`${P}/release/SKILL.md`]: skill({ description: 'Release skill.' }),
      [`${PROJECT}/.claude/commands/release.md`]: 'Old release command.\n',
    }, 'claude-code', { version: '2.1.332' });
    expect(t.byId('release').map((s) => [s.scope, s.visibleToModel])).toEqual([['project', true], ['legacy-command', false]]);
  });

  it('2.1.112 keeps both listed; the user copy wins lookups; both get duplicate-skill-name (B14)', () => {
    const t = scanTree(tree, 'claude-code', { version: '2.1.112' });
    const [user, project] = t.byId('handoff-note');
    expect(user).toMatchObject({ scope: 'user', status: 'listed', visibleToModel: true, invocableByUser: true, invocableByModel: true, inUserMenu: true });
    expect(user.shadowedBy).toBeUndefined();
    // E13: "user wins (managed > user > project); both may appear in the listing".
    expect(project).toMatchObject({ scope: 'project', status: 'listed', visibleToModel: true, invocableByUser: false, invocableByModel: false, shadowedBy: `${U}/handoff-note/SKILL.md` });
    expect(user.diagnostics.map((d) => d.code)).toContain('duplicate-skill-name');
    expect(project.diagnostics.map((d) => d.code)).toContain('duplicate-skill-name');
    expect(project.reasons.map((r) => r.code)).toContain('name-reaches-other-file');
    expect(project.diagnostics.find((d) => d.code === 'duplicate-skill-name')).toMatchObject({ severity: 'warning', data: { winner: `${U}/handoff-note/SKILL.md` } });
  });

  it('dedupes one real file reached through two roots, without a name warning (§4, B13)', () => {
    const t = scanTree({
      [`${P}/schema-check/SKILL.md`]: skill({ description: 'Checks schemas.' }),
      [U]: { symlink: '../../../work/proj/.claude/skills' },
    });
    const all = t.byId('schema-check');
    expect(all).toHaveLength(1);
    // User roots are scanned before project roots (§3.1), so the kept copy is the user one.
    expect(all[0].scope).toBe('user');
    expect(all[0].diagnostics.map((d) => d.code)).not.toContain('duplicate-skill-name');
    expect(all[0].diagnostics.map((d) => d.code)).not.toContain('shadowed-by-higher-scope');
    expect(t.catalog.diagnostics.map((d) => [d.code, d.severity])).toEqual([['same-file-via-two-roots', 'info']]);
  });

  it('a frontmatter name different from the folder is an alias that also resolves (E4)', () => {
    const t = scanTree({ [`${P}/deploy-prod/SKILL.md`]: skill({ name: 'deploy', description: 'Deploy the app' }) });
    expect(t.one('deploy-prod')).toMatchObject({ name: 'deploy', aliases: ['deploy'] });
  });

  it('an earlier skill\'s alias captures a later skill\'s name (lookup checks name, display name, alias in order, §8.1)', () => {
    const t = scanTree({
      [`${U}/deploy-prod/SKILL.md`]: skill({ name: 'deploy', description: 'user prod deploy' }),
      [`${P}/deploy/SKILL.md`]: skill({ description: 'project deploy' }),
    });
    expect(t.one('deploy')).toMatchObject({ status: 'listed', invocableByUser: false, shadowedBy: `${U}/deploy-prod/SKILL.md` });
  });

  it('a legacy command named like a skill gets command-shadowed-by-skill (§4: commands come after skills)', () => {
    const t = scanTree({
      [`${P}/release/SKILL.md`]: skill({ description: 'Release skill.' }),
      [`${PROJECT}/.claude/commands/release.md`]: 'Old release command.\n',
    });
    const cmd = t.byId('release').find((s) => s.scope === 'legacy-command')!;
    expect(cmd.diagnostics.map((d) => d.code)).toContain('command-shadowed-by-skill');
    expect(cmd.diagnostics.map((d) => d.code)).not.toContain('duplicate-skill-name');
    expect(cmd).toMatchObject({ invocableByUser: false, shadowedBy: `${P}/release/SKILL.md` });
  });
});

describe('flags and overrides (E19, E20, B27)', () => {
  const tree = {
    [`${P}/release-cut/SKILL.md`]: skill({ description: 'Cut a release.', 'disable-model-invocation': 'true' }),
    [`${P}/style-guide/SKILL.md`]: skill({ description: 'House style.', 'user-invocable': 'false' }),
    [`${P}/plain-helper/SKILL.md`]: skill({ description: 'Helps.' }),
  };
  it('disable-model-invocation hides from the model only; user-invocable: false hides from the menu only', () => {
    const t = scanTree(tree);
    expect(t.one('release-cut')).toMatchObject({ status: 'hidden', visibleToModel: false, invocableByModel: false, inUserMenu: true, invocableByUser: true });
    expect(t.one('release-cut').reasons.map((r) => r.code)).toEqual(['disable-model-invocation']);
    expect(t.one('style-guide')).toMatchObject({ status: 'listed', visibleToModel: true, invocableByModel: true, inUserMenu: false, invocableByUser: false });
    expect(t.one('plain-helper')).toMatchObject({ status: 'listed', visibleToModel: true, invocableByModel: true, inUserMenu: true, invocableByUser: true });
  });

  it('skillOverrides: off hides from everyone; user-invocable-only hides from the model; name-only stays listed', () => {
    const t = scanTree(tree, 'claude-code', {}, { overrides: { 'plain-helper': 'off', 'style-guide': 'user-invocable-only', 'release-cut': 'name-only' } });
    expect(t.one('plain-helper')).toMatchObject({ status: 'hidden', visibleToModel: false, invocableByUser: false, inUserMenu: false });
    expect(t.one('style-guide')).toMatchObject({ status: 'hidden', visibleToModel: false, invocableByModel: false });
    expect(t.one('release-cut').reasons.map((r) => r.code)).toContain('override-name-only');
  });
});

describe('last-wins, first-wins (§4 OH, CB1, seed 003)', () => {
  it('openharness: the project copy replaces the user copy; the user one is shadowed', () => {
    const t = scanTree({
      [`${HOME}/.openharness/skills/plan/SKILL.md`]: skill({ description: 'user plan' }),
      [`${PROJECT}/.claude/skills/plan/SKILL.md`]: skill({ description: 'project plan' }),
    }, 'openharness');
    const [user, project] = t.byId('plan');
    expect(project).toMatchObject({ scope: 'project', status: 'listed' });
    expect(user).toMatchObject({ scope: 'user', status: 'shadowed', shadowedBy: `${PROJECT}/.claude/skills/plan/SKILL.md`, visibleToModel: false, invocableByUser: false });
    expect(user.diagnostics.map((d) => d.code)).toContain('shadowed-by-higher-scope');
  });

  it('openharness: a later skill can take only some keys of an earlier one (§4 OH multi-key registry)', () => {
    // user skill: name "ship", folder "ship-it" (keys ship, ship-it); project skill folder "ship" (key ship).
    const t = scanTree({
      [`${HOME}/.openharness/skills/ship-it/SKILL.md`]: skill({ name: 'ship', description: 'user' }),
      [`${PROJECT}/.claude/skills/ship/SKILL.md`]: skill({ description: 'project' }),
    }, 'openharness');
    const user = t.catalog.skills.find((s) => s.scope === 'user')!;
    expect(user.aliases).toEqual(['ship-it']);
    expect(user.status).toBe('listed');
    expect(user.reasons.map((r) => r.code)).toContain('keys-taken');
  });

  it('codebot: a project skill overrides the same-named bundled one (CB1 TestProjectSkillOverridesBundledSkill)', () => {
    const t = scanTree({
      ['/bundled/codebot/review.md']: skill({ name: 'review', description: 'bundled' }),
      [`${PROJECT}/.codebot/skills/review/SKILL.md`]: skill({ name: 'review', description: 'project' }),
    }, 'codebot', { bundledDir: '/bundled/codebot' });
    const [bundled, project] = t.byId('review');
    expect(bundled).toMatchObject({ scope: 'bundled', status: 'shadowed' });
    expect(project).toMatchObject({ scope: 'project', status: 'listed' });
  });
});
