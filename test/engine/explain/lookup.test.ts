/**
 * Explain and the invocation simulator give one answer for a name: both ask
 * `lookupSkill` with the profile's lookup rule (issue 11, point 18).
 *
 * Expected values from the reference and the Claude Code source it reads:
 * - skill-semantics.md §8.1 CC "Lookup": "first command whose name, display
 *   name (frontmatter `name`) or alias equals the input"; §8.2: `/name` the
 *   same. Claude Code 2.1.112 `cli.js` (npm `@anthropic-ai/claude-code@2.1.112`):
 *   the Skill tool's validateInput and the slash-command path both call one
 *   finder that compares `name`, the user-facing name and aliases with `===`
 *   (no case folding), and reports "Unknown skill: NAME. Did you mean X?"
 *   (edit distance 2). So `Brainstorming` does not reach `brainstorming/`.
 *   The reference does not discuss case explicitly; "equals" and the source
 *   say exact.
 * - §8.1 CB1: "name lowercased"; OH: "exact key, then lowercase, then Title-case".
 */
import { getProfile } from '../../../src/shared/engine/profiles';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explainName } from '../../../src/shared/engine/explain';
import { lookupSkill, simulateInvocation } from '../../../src/shared/engine/invoke';
import type { ProfileId } from '../../../src/shared/engine/types';
import { scanTree, skill } from '../discovery/helpers';

const read = (files: Record<string, unknown>) => (p: string) => (typeof files[p] === 'string' ? (files[p] as string) : null);

describe('a name typed in another case (CC compares exactly, §8.1)', () => {
  const tree = { '/work/proj/.claude/skills/brainstorming/SKILL.md': skill({ description: 'Generate ideas.' }) };
  const t = scanTree(tree);

  it('invoke: unknown skill, did you mean brainstorming (measured wording per path and release)', () => {
    const model = simulateInvocation(t.catalog, { name: 'Brainstorming', as: 'model' }, t.profile, read(tree));
    expect(model.allowed).toBe(false);
    expect(model.skillPath).toBeUndefined();
    expect(model.reason).toBe('Unknown skill: Brainstorming. Did you mean brainstorming?');
    // 2.1.332 sends an unknown /name to the model as text; 2.1.112 refuses it without calling the model.
    const user = simulateInvocation(t.catalog, { name: 'Brainstorming', as: 'user' }, t.profile, read(tree));
    expect(user).toMatchObject({ allowed: false, sentAsText: true });
    expect(user.messages).toEqual([expect.objectContaining({ role: 'user', text: '/Brainstorming' })]);
    const old = simulateInvocation(t.catalog, { name: 'Brainstorming', as: 'user' }, getProfile('claude-code', '2.1.112'), read(tree));
    expect(old.reason).toBe('Unknown command: /Brainstorming. Did you mean /brainstorming?');
  });

  it('explain: nothing reached; the folder that differs only in case is shown, not reached', () => {
    const e = explainName(t.catalog, null, 'Brainstorming', t.profile);
    expect(e.matches).toEqual([expect.objectContaining({ id: 'brainstorming', via: 'case-insensitive', reached: false })]);
    expect(e.text).toContain('No skill answers to "Brainstorming" under Claude Code.');
    expect(e.text).toContain('compares names exactly');
    expect(e.text).not.toMatch(/reaches .*brainstorming\/SKILL\.md/);
    expect(e.suggestions).toContain('brainstorming');
  });

  it('codebot lower-cases the name (§8.1 CB1): both reach the folder', () => {
    const cb = scanTree({ '/work/proj/.codebot/skills/brainstorming/SKILL.md': skill({ description: 'Generate ideas.' }) }, 'codebot');
    const rec = simulateInvocation(cb.catalog, { name: 'Brainstorming', as: 'model' }, cb.profile, () => skill({ description: 'Generate ideas.' }));
    expect(rec.skillPath).toBe('/work/proj/.codebot/skills/brainstorming/SKILL.md');
    const e = explainName(cb.catalog, null, 'Brainstorming', cb.profile);
    expect(e.matches).toEqual([expect.objectContaining({ reached: true })]);
    expect(e.text).toContain('reaches /work/proj/.codebot/skills/brainstorming/SKILL.md');
  });
});

describe('explain and invoke agree on every name, under every profile', () => {
  const ROOT: Record<ProfileId, string> = {
    'claude-code': '/work/proj/.claude/skills', 'agent-skills': '/work/proj/.claude/skills', codebot: '/work/proj/.codebot/skills',
    openharness: '/work/proj/.openharness/skills', minimal: '/work/proj/.harness-skills',
    codex: '/work/proj/.agents/skills', 'gemini-cli': '/work/proj/.gemini/skills', opencode: '/work/proj/.opencode/skills',
    pi: '/work/proj/.pi/skills',
    'vscode-copilot': '/work/proj/.github/skills', 'roo-code': '/work/proj/.roo/skills', goose: '/work/proj/.goose/skills',
    crush: '/work/proj/.crush/skills', cursor: '/work/proj/.cursor/skills', windsurf: '/work/proj/.windsurf/skills', amp: '/work/proj/.agents/skills',
    'qwen-code': '/work/proj/.qwen/skills', 'copilot-cli': '/work/proj/.github/skills', cline: '/work/proj/.cline/skills',
  };
  it('the file explain says the name reaches is the file invoke renders (or neither)', () => {
    const folder = fc.constantFrom('brainstorming', 'Brainstorming', 'deploy', 'Deploy-Prod', 'pdf');
    const display = fc.option(fc.constantFrom('brainstorming', 'Deploy', 'deploy', 'PDF Tools', 'pdf'), { nil: undefined });
    const typed = fc.constantFrom('brainstorming', 'Brainstorming', 'BRAINSTORMING', '/deploy', 'Deploy', 'deploy-prod', 'Deploy-Prod', 'pdf', 'Pdf', 'PDF Tools', 'Pdf Tools', ' pdf ');
    const profile = fc.constantFrom<ProfileId>(...(Object.keys(ROOT) as ProfileId[]));
    fc.assert(fc.property(fc.uniqueArray(fc.tuple(folder, display), { selector: ([f]) => f, minLength: 1, maxLength: 4 }), typed, profile, fc.constantFrom('model', 'user'), (skills, name, pid, as) => {
      const tree: Record<string, string> = {};
      for (const [f, n] of skills) tree[`${ROOT[pid]}/${f}/SKILL.md`] = skill(n ? { name: n, description: 'x' } : { description: 'x' });
      const t = scanTree(tree, pid);
      // Explain takes the name (`/` and spaces dropped): what `/name` types and the model passes.
      const q = name.trim().replace(/^\//, '');
      const looked = lookupSkill(t.catalog.skills, q, t.profile.invocation).skill?.path;
      const reached = explainName(t.catalog, null, name, t.profile).matches.find((m) => m.reached)?.path;
      expect(reached, `${pid} ${name} ${JSON.stringify(skills)}`).toBe(looked);
      const rec = simulateInvocation(t.catalog, { name: as === 'user' ? `/${q}` : q, as }, t.profile, read(tree));
      if (as === 'model' || t.profile.invocation.user !== 'none') expect(rec.skillPath, `${pid} ${as} ${name}`).toBe(looked);
    }), { numRuns: 400 });
  });
});
