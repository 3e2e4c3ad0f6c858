import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine/profiles';
import { skill } from '../listing/factory';
import { md, run } from './helpers';
import { ccHeader } from '../../../src/shared/engine/invoke/renderCc';

const cc = getProfile('claude-code', 'latest');
const cc112 = getProfile('claude-code', '2.1.112');
const R = '/p/.claude/skills';

describe('claude-code messages (§8.1, §8.2)', () => {
  const body = '\nRecord $ARGUMENTS against the ticket.\n';
  const files = { [`${R}/log-time/SKILL.md`]: md('log-time', body) };
  const expanded = `Base directory for this skill: ${R}/log-time\n\n\nRecord 2h PROJ-42 against the ticket.\n`;

  // Measured with npm run conformance (docs/claude-code-measured.md; reference claude-code-measured.md 20–22).
  it('model path (measured, both releases): tool result "Launching skill: id" and the hidden body only, no command message', () => {
    for (const p of [cc, cc112]) {
      const rec = run(p, [skill('log-time')], files, { name: 'log-time', as: 'model', args: '2h PROJ-42' });
      expect(rec.allowed).toBe(true);
      expect(rec.messages).toEqual([
        { role: 'tool', text: 'Launching skill: log-time', hidden: false, label: 'Skill tool result' },
        { role: 'user', text: expanded, hidden: true, label: 'skill body (hidden meta message)' },
      ]);
      expect(rec.mode).toBe('inline');
    }
    expect(run(cc, [skill('log-time')], files, { name: 'log-time', as: 'model', args: '2h PROJ-42' }).body).toBe(expanded);
  });

  it('user path (measured): the command message ends with a newline, then the hidden body; no <command-args> without args', () => {
    const rec = run(cc, [skill('log-time')], files, { name: '/log-time', as: 'user', args: '2h PROJ-42' });
    expect(rec.messages.map((m) => [m.role, m.hidden])).toEqual([['user', false], ['user', true]]);
    expect(rec.messages[0].text).toBe('<command-message>log-time</command-message>\n<command-name>/log-time</command-name>\n<command-args>2h PROJ-42</command-args>\n');
    expect(run(cc112, [skill('log-time')], files, { name: '/log-time', as: 'user' }).messages[0].text).toBe('<command-message>log-time</command-message>\n<command-name>/log-time</command-name>\n');
  });

  it('Skill tool called by the display name: "Launching skill:" echoes the name as called (measured)', () => {
    const s = skill('alpha-dir', { name: 'alpha-name' });
    const rec = run(cc, [s], { [`${R}/alpha-dir/SKILL.md`]: md('alpha-name', 'A') }, { name: 'alpha-name', as: 'model' });
    expect(rec.skillId).toBe('alpha-dir');
    expect(rec.messages[0].text).toBe('Launching skill: alpha-name');
  });

  it('ccHeader: user-invocable:false → name without "/" and <skill-format>true</skill-format> instead of args (§8.1 reading)', () => {
    expect(ccHeader('style-guide', 'x', false)).toBe('<command-message>style-guide</command-message>\n<command-name>style-guide</command-name>\n<skill-format>true</skill-format>');
  });

  it('§8.1: unknown name → refused with a did-you-mean within edit distance 2', () => {
    const rec = run(cc, [skill('log-time'), skill('deploy')], files, { name: 'log-tme', as: 'model' });
    expect(rec.allowed).toBe(false);
    expect(rec.suggestions).toEqual(['log-time']);
    expect(rec.reason).toBe('Unknown skill: log-tme. Did you mean log-time?');
    expect(rec.diagnostics.map((d) => d.code)).toEqual(['invoke-unknown-skill']);
    expect(run(cc, [skill('log-time')], files, { name: 'zzz', as: 'model' }).suggestions).toEqual([]);
  });

  it('§8.1: lookup also matches the display name (frontmatter name) and aliases, first in load order', () => {
    const a = skill('deploy-prod', { name: 'deploy', order: 1 });
    const b = skill('deploy', { order: 2 });
    const rec = run(cc, [b, a], { [`${R}/deploy-prod/SKILL.md`]: md('deploy', 'A'), [`${R}/deploy/SKILL.md`]: md('deploy', 'B') }, { name: 'deploy', as: 'user' });
    expect(rec.skillId).toBe('deploy-prod');
  });
});

describe('B14/E13 precedence at invocation (§4)', () => {
  it('B14: /handoff-note and the Skill tool both reach the user copy (first in load order)', () => {
    const u = skill('handoff-note', { scope: 'user', order: 1, root: '/home/u/.claude/skills' });
    const p = skill('handoff-note', { scope: 'project', order: 4, root: '/p/.claude/skills' });
    const files = {
      '/home/u/.claude/skills/handoff-note/SKILL.md': md('handoff-note', '\n# Handoff note (personal)\n\nMARKER-PERSONAL-7Q: write the note into the scratch file.\n'),
      '/p/.claude/skills/handoff-note/SKILL.md': md('handoff-note', '\n# Handoff note (project)\n\nMARKER-PROJECT-3K: update STATUS.md in place.\n'),
    };
    for (const as of ['user', 'model'] as const) {
      const rec = run(cc, [p, u], files, { name: 'handoff-note', as });
      expect(rec.skillPath).toBe('/home/u/.claude/skills/handoff-note/SKILL.md');
      expect(rec.body).toContain('MARKER-PERSONAL-7Q');
      expect(rec.body).not.toContain('MARKER-PROJECT-3K');
    }
  });
});

describe('B27 gating (§8.1, §8.2, E19, E20)', () => {
  const release = skill('release-cut', { fields: { disableModelInvocation: true } });
  const style = skill('style-guide', { fields: { userInvocable: false } });
  const files = {
    [`${R}/release-cut/SKILL.md`]: md('release-cut', '\n# Release cut\n\nMARKER-RELEASE: create the branch release/$0 and bump versions.\n', 'disable-model-invocation: true\n'),
    [`${R}/style-guide/SKILL.md`]: md('style-guide', '\n# Style guide\n\nMARKER-STYLE: sentence case, no exclamation marks.\n', 'user-invocable: false\n'),
  };

  it('E19/B27: the model is refused with a message naming disable-model-invocation, as a <tool_use_error> with is_error (measured); no body', () => {
    const old = run(cc112, [release, style], files, { name: 'release-cut', as: 'model', args: '2.3' });
    expect(old.reason).toBe('Skill release-cut cannot be used with Skill tool due to disable-model-invocation');
    expect(old.messages).toEqual([{ role: 'tool', text: `<tool_use_error>${old.reason}</tool_use_error>`, hidden: false, label: 'refusal', isError: true }]);
    const rec = run(cc, [release, style], files, { name: 'release-cut', as: 'model', args: '2.3' });
    expect(rec.allowed).toBe(false);
    expect(rec.reason).toBe('Skill release-cut cannot be used with Skill tool due to disable-model-invocation. Ask the user to run /release-cut themselves — it cannot be invoked via the Skill tool. Do not replicate this skill\'s workflow by other means — it is reserved for explicit user invocation.');
    expect(rec.body).not.toContain('MARKER-RELEASE');
    expect(rec.diagnostics[0]).toMatchObject({ code: 'invoke-refused', path: `${R}/release-cut/SKILL.md` });
  });

  it('E19: allowed when the user typed /release-cut this turn', () => {
    expect(run(cc, [release], files, { name: 'release-cut', as: 'model', args: '2.3', userTypedThisTurn: true }).allowed).toBe(true);
  });

  it('B27: /release-cut 2.3 runs; $0 is the first argument → release/2.3', () => {
    const rec = run(cc112, [release, style], files, { name: '/release-cut', as: 'user', args: '2.3' });
    expect(rec.allowed).toBe(true);
    expect(rec.body).toContain('MARKER-RELEASE: create the branch release/2.3 and bump versions.');
  });

  it('E20/B27: /style-guide is refused (only Claude can invoke it); the model loads it', () => {
    const u = run(cc, [release, style], files, { name: '/style-guide', as: 'user' });
    expect(u.allowed).toBe(false);
    expect(u.reason).toContain('only be invoked by Claude');
    expect(u.body).not.toContain('MARKER-STYLE');
    const m = run(cc, [release, style], files, { name: 'style-guide', as: 'model' });
    expect(m.allowed).toBe(true);
    expect(m.body).toContain('MARKER-STYLE');
  });

  it('§5: a `paths` skill not yet activated (inactive) is not found', () => {
    const rec = run(cc, [skill('api', { status: 'inactive' })], { [`${R}/api/SKILL.md`]: md('api', 'x') }, { name: 'api', as: 'model' });
    expect(rec.allowed).toBe(false);
    expect(rec.reason).toBe('Unknown skill: api');
    expect(rec.messages[0]).toMatchObject({ text: '<tool_use_error>Unknown skill: api</tool_use_error>', isError: true });
  });

  it('an unreadable file fails with invoke-file-unreadable', () => {
    const rec = run(cc, [skill('gone')], {}, { name: 'gone', as: 'user' });
    expect(rec.allowed).toBe(false);
    expect(rec.diagnostics.map((d) => `${d.severity}:${d.code}`)).toEqual(['error:invoke-file-unreadable']);
  });
});

describe('claude-code shell injection (§10, E21, E22)', () => {
  it('E22 2.1.112: arguments are substituted into !`echo $ARGUMENTS` before it runs', () => {
    const rec = run(cc112, [skill('d')], { [`${R}/d/SKILL.md`]: md('d', 'Run !`echo $ARGUMENTS`\n') }, { name: 'd', as: 'user', args: '; rm -rf x' });
    expect(rec.body).toBe(`Base directory for this skill: ${R}/d\n\nRun !\`echo ; rm -rf x\`\n`);
    expect(rec.shellCommands).toHaveLength(1);
    expect(rec.shellCommands[0]).toMatchObject({ command: 'echo ; rm -rf x', kind: 'inline', wouldRun: true, injectedArguments: true });
    expect(rec.diagnostics.find((d) => d.code === 'shell-argument-injection')).toMatchObject({ severity: 'warning' });
  });

  it('E21: fenced ```! blocks and inline !`cmd` after white space are found; `x!`cmd`` is not', () => {
    const body = 'Status: !`git status --short`\nx!`nope`\n```!\ngit log -1\n```\n';
    const rec = run(cc, [skill('d')], { [`${R}/d/SKILL.md`]: md('d', body) }, { name: 'd', as: 'user' });
    expect(rec.shellCommands.map((c) => [c.kind, c.command, c.injectedArguments ?? false])).toEqual([
      ['inline', 'git status --short', false], ['fenced', 'git log -1', false],
    ]);
    expect(rec.diagnostics.filter((d) => d.code === 'shell-command-runs')).toHaveLength(2);
  });
});

describe('claude-code fork and delta (§11, §12)', () => {
  it('§11: context: fork → the rendered body is the task of a general-purpose sub-agent; model inherit = none', () => {
    const s = skill('research', { fields: { context: 'fork', model: 'inherit', allowedTools: ['Read', 'Grep'], effort: 'high' } });
    const rec = run(cc, [s], { [`${R}/research/SKILL.md`]: md('research', 'Dig into $ARGUMENTS.') }, { name: 'research', as: 'model', args: 'caching' });
    expect(rec.mode).toBe('fork');
    expect(rec.fork).toEqual({ agent: 'general-purpose', task: `Base directory for this skill: ${R}/research\n\nDig into caching.` });
    expect(rec.messages.at(-1)!.text).toBe('Skill "research" completed (forked execution).\n\nResult:\nSkill execution completed');
    expect(rec.delta).toEqual({ allowedTools: ['Read', 'Grep'], disallowedTools: [], paths: [], effort: 'high', cleared: [] });
    expect(rec.diagnostics.find((d) => d.code === 'skill-permission-prompt')!.data).toEqual({ fields: ['allowed-tools'] });
  });

  it('§11 user path fork: typed command, then <local-command-stdout>; agent and model from frontmatter', () => {
    const s = skill('research', { fields: { context: 'fork', agent: 'Explore', model: 'haiku' } });
    const rec = run(cc, [s], { [`${R}/research/SKILL.md`]: md('research', 'Go.') }, { name: 'research', as: 'user', args: 'now' });
    expect(rec.fork).toMatchObject({ agent: 'Explore', model: 'haiku' });
    expect(rec.messages.map((m) => m.text)).toEqual(['/research now', rec.body, '<local-command-stdout>Command completed</local-command-stdout>']);
  });
});
