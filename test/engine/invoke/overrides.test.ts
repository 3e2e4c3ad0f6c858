/**
 * A skill turned off (or made user-only) by Claude Code's `skillOverrides`
 * (reference README: settings keys) is refused with the override as the
 * reason, not a frontmatter key it does not have.
 */
import { describe, expect, it } from 'vitest';
import { simulateInvocation } from '../../../src/shared/engine/invoke';
import { PROJECT, scanTree } from '../discovery/helpers';

const tree = {
  [`${PROJECT}/.claude/skills/old/SKILL.md`]: '---\ndescription: Old helper\n---\nBody.\n',
  [`${PROJECT}/.claude/skills/mine/SKILL.md`]: '---\ndescription: Mine\n---\nBody.\n',
  [`${PROJECT}/.claude/skills/manual/SKILL.md`]: '---\ndescription: Manual\ndisable-model-invocation: true\n---\nBody.\n',
};

describe('refusals caused by skillOverrides', () => {
  const t = scanTree(tree, 'claude-code', {}, { overrides: { old: 'off', mine: 'user-invocable-only' } });
  const read = () => '---\ndescription: x\n---\nBody.\n';

  // Texts of Claude Code 2.1.332, measured (npm run conformance, inputs/flags ov-off / ov-uio).
  it('off: both paths refused with 2.1.332\'s skillOverrides texts', () => {
    const texts = {
      model: 'Skill old is disabled for model invocation in skillOverrides settings',
      user: 'Skill "old" is disabled via skillOverrides. Remove the override from your settings to run it. If your organization set it, only an admin can remove it.',
    };
    for (const as of ['model', 'user'] as const) {
      const r = simulateInvocation(t.catalog, { name: 'old', as, args: '' }, t.profile, read);
      expect(r.allowed).toBe(false);
      expect(r.reason).toBe(texts[as]);
      expect(r.diagnostics.find((d) => d.code === 'invoke-refused')?.data?.flag).toBe('skillOverrides');
    }
  });

  it('user-invocable-only: the model path is refused for the override, the user path runs', () => {
    const m = simulateInvocation(t.catalog, { name: 'mine', as: 'model', args: '' }, t.profile, read);
    expect(m.allowed).toBe(false);
    expect(m.reason).toBe('Skill mine is disabled for model invocation in skillOverrides settings');
    expect(simulateInvocation(t.catalog, { name: 'mine', as: 'user', args: '' }, t.profile, read).allowed).toBe(true);
  });

  it('without an override the frontmatter flag is still the reason (§8.1 CC, E19)', () => {
    const r = simulateInvocation(t.catalog, { name: 'manual', as: 'model', args: '' }, t.profile, read);
    expect(r.reason).toMatch(/^Skill manual cannot be used with Skill tool due to disable-model-invocation\. Ask the user to run \/manual themselves/);
  });
});

describe('2.1.112 has no skillOverrides (measured, point 19)', () => {
  it('an "off" skill is listed and runs on both paths', () => {
    const t = scanTree(tree, 'claude-code', { version: '2.1.112' }, { overrides: { old: 'off' } });
    const read = () => '---\ndescription: x\n---\nBody.\n';
    expect(t.profile.discovery.skillOverrides).toBe('ignored');
    expect(t.catalog.skills.find((s) => s.id === 'old')?.status).toBe('listed');
    for (const as of ['model', 'user'] as const) expect(simulateInvocation(t.catalog, { name: 'old', as, args: '' }, t.profile, read).allowed).toBe(true);
  });
});
