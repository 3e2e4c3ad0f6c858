import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine/profiles';
import { skill } from '../listing/factory';
import { md, run } from './helpers';

const cb = getProfile('codebot');
const B = '/b/review';
const wrap = (dir: string, name: string, body: string) => `<skill name="${name}">\nReferences are relative to ${dir}.\n\n${body}\n</skill>`;
const review = (o = {}) => skill('review', { scope: 'bundled', root: '/b', dir: B, path: `${B}/SKILL.md`, ...o });

function model(body: string, args?: string, o = {}, extra = '') {
  return run(cb, [review(o)], { [`${B}/SKILL.md`]: md('review', body, extra) }, { name: 'review', as: 'model', args });
}

describe('codebot invocation (§8.1 CB1, §9.3, seed 000)', () => {
  it('§9.3: the tool result is `<skill name="…">\\nReferences are relative to {dir}.\\n\\n{trimmed body}\\n</skill>`', () => {
    const rec = model('\nPerform a review.\n$ARGUMENTS\n\n', 'src/');
    expect(rec.body).toBe(wrap(B, 'review', 'Perform a review.\nsrc/'));
    expect(rec.messages).toEqual([{ role: 'tool', text: rec.body, hidden: false, label: 'skill tool result' }]);
  });

  it('E23 CB: an empty body is wrapped as is', () => {
    expect(model('').body).toBe(`<skill name="review">\nReferences are relative to ${B}.\n\n\n</skill>`);
  });

  it('E7 CB: `$12` → "", `$1` → "", `$0` → alpha', () => {
    expect(model('Fee is $12. First: $0. Second: $1. All: $ARGUMENTS', 'alpha').body)
      .toBe(wrap(B, 'review', 'Fee is . First: alpha. Second: . All: alpha'));
  });

  it('E8 CB: no placeholder → "\\n\\nARGUMENTS: fix the bug" appended (before the wrap)', () => {
    expect(model('Do the thing.', 'fix the bug').body).toBe(wrap(B, 'review', 'Do the thing.\n\nARGUMENTS: fix the bug'));
  });

  it('E9 CB: `$ARGUMENTS[0]` → first token; `$@` → raw args; quotes and backslashes split like CB1 splitArgs', () => {
    expect(model('Target: $ARGUMENTS[0] / $@', 'a b').body).toBe(wrap(B, 'review', 'Target: a / a b'));
    expect(model('$0|$1|$2', `"x y" 'z' w\\ v`).argv).toEqual(['x y', 'z', 'w v']);
  });

  it('§9.3 CB vars: ${CODEBOT_SKILL_DIR}, ${CLAUDE_SKILL_DIR} and session ids, all at once', () => {
    const rec = run(cb, [review()], { [`${B}/SKILL.md`]: md('review', 'Use ${CODEBOT_SKILL_DIR}/a and ${CLAUDE_SKILL_DIR}/b in ${CODEBOT_SESSION_ID}') },
      { name: 'review', as: 'model', sessionId: 's1' });
    expect(rec.body).toBe(wrap(B, 'review', `Use ${B}/a and ${B}/b in s1`));
    expect(rec.substitutions.map((s) => s.source)).toEqual(['skill-dir', 'skill-dir', 'session-id']);
  });

  it('E22 CB: the shell runs before args, so $ARGUMENTS inside !`…` is not filled and the args are appended instead', () => {
    const rec = run(cb, [skill('d', { scope: 'project' })], { '/p/.claude/skills/d/SKILL.md': md('d', 'Run !`echo $ARGUMENTS`') },
      { name: 'd', as: 'model', args: '; rm -rf x' });
    expect(rec.body).toBe(wrap('/p/.claude/skills/d', 'd', 'Run !`echo $ARGUMENTS`\n\nARGUMENTS: ; rm -rf x'));
    expect(rec.shellCommands).toEqual([expect.objectContaining({ command: 'echo $ARGUMENTS', wouldRun: true, kind: 'inline' })]);
    expect(rec.shellCommands[0].injectedArguments).toBeUndefined();
  });

  it('E21/§12 CB: an untrusted (plugin) skill keeps !`cmd` literal and loses allowed tools, model, effort, paths', () => {
    const s = skill('p', { scope: 'plugin', fields: { allowedTools: ['Bash'], model: 'opus', effort: 'high', paths: ['src/**'] } });
    const rec = run(cb, [s], { '/p/.claude/skills/p/SKILL.md': md('p', 'Status: !`git status`') }, { name: 'p', as: 'model' });
    expect(rec.shellCommands[0]).toMatchObject({ command: 'git status', wouldRun: false });
    expect(rec.delta.allowedTools).toEqual([]);
    expect(rec.delta.model).toBeUndefined();
    expect(rec.delta.cleared.map((c) => c.field)).toEqual(['allowedTools', 'model', 'effort', 'paths']);
    expect(rec.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['shell-command-inert', 'delta-cleared']));
  });

  it('§12 CB1: trusted skills keep their delta (no hooks, no disallowed tools)', () => {
    const rec = model('x', undefined, { fields: { allowedTools: ['Read, Grep'], model: 'opus', paths: ['a/**'], hooks: { x: 1 }, disallowedTools: ['Bash'] } });
    expect(rec.delta).toEqual({ allowedTools: ['Read, Grep'], disallowedTools: [], model: 'opus', paths: ['a/**'], cleared: [] });
  });

  it('§8.1 CB: name lower-cased; unknown and model-denied come back as plain text results', () => {
    expect(model('x').skillId).toBe('review');
    expect(run(cb, [review()], { [`${B}/SKILL.md`]: md('review', 'x') }, { name: ' REVIEW ', as: 'model' }).allowed).toBe(true);
    const nf = run(cb, [review()], {}, { name: 'Nope', as: 'model' });
    expect(nf.messages).toEqual([{ role: 'tool', text: 'Skill "nope" not found. Check available skills in system-reminder messages.', hidden: false, label: 'refusal' }]);
    const denied = run(cb, [skill('manual', { fields: { disableModelInvocation: true } })], {}, { name: 'manual', as: 'model' });
    expect(denied.reason).toBe('Skill "manual" is configured for manual invocation only. The user can invoke it with /manual.');
  });

  it('E20 CB: user-invocable:false → ErrUserInvocationDenied on /name; inactive skills are not found', () => {
    const s = skill('auto', { fields: { userInvocable: false } });
    expect(run(cb, [s], {}, { name: 'auto', as: 'user' }).reason).toBe('skill cannot be invoked by the user');
    expect(run(cb, [skill('api', { status: 'inactive' })], {}, { name: 'api', as: 'user' }).reason).toBe('skill not found');
  });

  it('§11 CB: fork agent normalised (general-purpose/empty → coder, Explore → explore); user path sends the prompt as the user', () => {
    const f = (agent?: string) => model('Go.', undefined, { fields: { context: 'fork', agent } }).fork!.agent;
    expect([f(undefined), f('general-purpose'), f('Explore'), f('plan'), f('Custom')]).toEqual(['coder', 'coder', 'explore', 'plan', 'custom']);
    const u = run(cb, [review()], { [`${B}/SKILL.md`]: md('review', 'Go.') }, { name: 'review', as: 'user' });
    expect(u.messages).toEqual([{ role: 'user', text: wrap(B, 'review', 'Go.'), hidden: false, label: 'prompt sent as the user' }]);
  });
});
