import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine/profiles';
import { skill } from '../listing/factory';
import { md, run } from './helpers';

const oh = getProfile('openharness');
const OD = '/p/.openharness/skills/deploy-checklist';
const ohSkill = (o = {}) => skill('deploy-checklist', { root: '/p/.openharness/skills', ...o });
const ohFile = (body: string) => ({ [`${OD}/SKILL.md`]: `---\nname: deploy-checklist\ndescription: 发布前检查清单\n---\n${body}` });

describe('openharness (§8.1 OH, §8.2 OH, seed 004)', () => {
  it('seed 004 user path: "Base directory for this skill: {dir}\\n\\n" + the whole file, ${CLAUDE_SKILL_DIR} and $ARGUMENTS replaced, args stripped', () => {
    const rec = run(oh, [ohSkill()], ohFile('\nRun in ${CLAUDE_SKILL_DIR}: $ARGUMENTS\n'), { name: '/deploy-checklist', as: 'user', args: ' prod ' });
    expect(rec.body).toBe(`Base directory for this skill: ${OD}\n\n---\nname: deploy-checklist\ndescription: 发布前检查清单\n---\n\nRun in ${OD}: prod\n`);
    expect(rec.messages).toEqual([{ role: 'user', text: rec.body, hidden: false, label: 'prompt submitted as the user' }]);
  });

  it('E7 OH: only $ARGUMENTS is replaced: "Fee is $12. First: $0. Second: $1. All: alpha"', () => {
    const rec = run(oh, [ohSkill()], ohFile('Fee is $12. First: $0. Second: $1. All: $ARGUMENTS'), { name: 'deploy-checklist', as: 'user', args: 'alpha' });
    expect(rec.body.endsWith('\nFee is $12. First: $0. Second: $1. All: alpha')).toBe(true);
  });

  it('E8 OH: "\\n\\nArguments: fix the bug" (capital A) when the file has no placeholder', () => {
    const rec = run(oh, [ohSkill()], ohFile('Do the thing.\n'), { name: 'deploy-checklist', as: 'user', args: 'fix the bug' });
    expect(rec.body.endsWith('---\nDo the thing.\n\n\nArguments: fix the bug')).toBe(true);
  });

  it('E9 OH: "Target: $ARGUMENTS[0]" with "a b" → "Target: a b[0]"; ${ARGUMENTS} works too', () => {
    const rec = run(oh, [ohSkill()], ohFile('Target: $ARGUMENTS[0] and ${ARGUMENTS}'), { name: 'deploy-checklist', as: 'user', args: 'a b' });
    expect(rec.body.endsWith('Target: a b[0] and a b')).toBe(true);
    expect(rec.substitutions.map((s) => s.placeholder)).toEqual(['$ARGUMENTS', '${ARGUMENTS}']);
  });

  it('§8.1 OH model path: the raw file (frontmatter included), no substitution, arguments dropped', () => {
    const files = ohFile('Use $ARGUMENTS in ${CLAUDE_SKILL_DIR}\n');
    const rec = run(oh, [ohSkill()], files, { name: 'deploy-checklist', as: 'model', args: 'x' });
    expect(rec.body).toBe(files[`${OD}/SKILL.md`]);
    expect(rec.messages[0]).toMatchObject({ role: 'tool', text: files[`${OD}/SKILL.md`] });
    expect(rec.substitutions).toEqual([]);
    expect(rec.diagnostics.map((d) => d.code)).toContain('arguments-ignored');
  });

  it('E21 OH: !`cmd` is left as text and marked as not run', () => {
    const rec = run(oh, [ohSkill()], ohFile('Status: !`git status --short`\n'), { name: 'deploy-checklist', as: 'user' });
    expect(rec.shellCommands).toEqual([expect.objectContaining({ command: 'git status --short', wouldRun: false })]);
    expect(rec.body).toContain('Status: !`git status --short`');
  });

  it('E19/E20 OH: model refused for disable-model-invocation; slash refused for user-invocable false', () => {
    expect(run(oh, [ohSkill({ fields: { disableModelInvocation: true } })], {}, { name: 'deploy-checklist', as: 'model' }).reason)
      .toBe('Skill is not model-invocable: deploy-checklist');
    expect(run(oh, [ohSkill({ fields: { userInvocable: false } })], {}, { name: 'deploy-checklist', as: 'user' }).allowed).toBe(false);
  });

  it('§8.1 OH lookup: exact, then lower case, then Title-case; later registration owns a shared key (§4)', () => {
    const files = { '/p/.openharness/skills/Deploy/SKILL.md': 'D', '/u/Deploy/SKILL.md': 'U', '/p/.openharness/skills/plan/SKILL.md': 'P' };
    const d = skill('Deploy', { root: '/p/.openharness/skills', order: 3 });
    expect(run(oh, [d], files, { name: 'deploy', as: 'model' }).skillId).toBe('Deploy');
    const older = skill('Deploy', { root: '/u', order: 1, status: 'shadowed', aliases: ['ship'] });
    expect(run(oh, [older, d], files, { name: 'Deploy', as: 'model' }).body).toBe('D');
    expect(run(oh, [older, d], files, { name: 'ship', as: 'model' }).body).toBe('U');
  });
});

describe('minimal loader (seed 003)', () => {
  const min = getProfile('minimal');
  const CL = '/w/.harness-skills/changelog';
  const file = '---\nname: changelog\ndescription: 当用户口头描述一项功能变更，要求把它记到 CHANGELOG 里时使用。\n---\n\n# 写 CHANGELOG 条目\n\n' +
    '- 目标文件是 `CHANGELOG.md`，条目放在 `## Unreleased` 这个小节下面。\n';
  const skills = [skill('changelog', { root: '/w/.harness-skills' }), skill('go-doc-comment', { root: '/w/.harness-skills' })];

  it('seed 003 tool result: `[skill "changelog"，所在目录：.harness-skills/changelog]`, blank line, trimmed body', () => {
    const rec = run(min, skills, { [`${CL}/SKILL.md`]: file }, { name: 'changelog', as: 'model' });
    expect(rec.messages).toEqual([{
      role: 'tool', hidden: false, label: 'skill tool result',
      text: '[skill "changelog"，所在目录：.harness-skills/changelog]\n\n# 写 CHANGELOG 条目\n\n- 目标文件是 `CHANGELOG.md`，条目放在 `## Unreleased` 这个小节下面。',
    }]);
  });

  it('seed 003: unknown name → "错误: 没有叫 {name} 的 skill——从系统提示的清单里选一个"; no skills → no tool at all', () => {
    const rec = run(min, skills, {}, { name: 'changelg', as: 'model' });
    expect(rec.messages[0].text).toBe('错误: 没有叫 changelg 的 skill——从系统提示的清单里选一个');
    expect(rec.suggestions).toEqual([]);
    const none = run(min, [], {}, { name: 'changelog', as: 'model' });
    expect(none.allowed).toBe(false);
    expect(none.messages).toEqual([]);
    expect(none.reason).toContain('no skill tool');
  });

  it('seed 003: no slash commands; ${CLAUDE_SKILL_DIR} is not a variable there', () => {
    expect(run(min, skills, {}, { name: 'changelog', as: 'user' }).allowed).toBe(false);
    const rec = run(min, skills, { [`${CL}/SKILL.md`]: '---\ndescription: d\n---\nSee ${CLAUDE_SKILL_DIR}/x' }, { name: 'changelog', as: 'model' });
    expect(rec.body.endsWith('See ${CLAUDE_SKILL_DIR}/x')).toBe(true);
    expect(rec.diagnostics.map((d) => d.code)).toContain('variable-look-alike');
  });
});

describe('agent-skills activation (§8.1 AS guide)', () => {
  it('AS guide: <skill_content name="…"> with the trimmed body (stripped-trimmed), the skill directory and the relative-path note', () => {
    const rec = run(getProfile('agent-skills'), [skill('pdf', { root: '/s' })], { '/s/pdf/SKILL.md': md('pdf', '\n# PDF\nFill forms.\n') }, { name: 'pdf', as: 'model' });
    expect(rec.body).toBe('<skill_content name="pdf">\n# PDF\nFill forms.\n\nSkill directory: /s/pdf\nRelative paths in this skill are relative to the skill directory.\n</skill_content>');
  });
});
