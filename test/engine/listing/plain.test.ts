import { describe, expect, it } from 'vitest';
import { renderListing, usageScore, compareCodePoints } from '../../../src/shared/engine/listing';
import { getProfile } from '../../../src/shared/engine/profiles';
import { catalog, skill } from './factory';

describe('agent-skills listing (§6.1 ASref to-prompt)', () => {
  it('§6.1 AS: one tag or value per line, values HTML-escaped, absolute SKILL.md location', () => {
    const rec = renderListing(catalog([skill('pdf-tools', { root: '/s', description: 'Fill "forms" & <merge> PDFs; don\'t guess' })], 'agent-skills'), getProfile('agent-skills'), {});
    expect(rec.text).toBe([
      '<available_skills>', '<skill>', '<name>', 'pdf-tools', '</name>', '<description>',
      'Fill &quot;forms&quot; &amp; &lt;merge&gt; PDFs; don&#x27;t guess', '</description>',
      '<location>', '/s/pdf-tools/SKILL.md', '</location>', '</skill>', '</available_skills>',
    ].join('\n'));
  });

  it('§6.1 AS: no skills → an empty <available_skills> element (ASref)', () => {
    expect(renderListing(catalog([], 'agent-skills'), getProfile('agent-skills'), {}).text).toBe('<available_skills>\n</available_skills>');
  });
});

describe('openharness listing (§6.1 OH, seed 004)', () => {
  it('§6.1 OH: # Available Skills, usage paragraph, `- **command** (display): description`, sorted by command name', () => {
    const rec = renderListing(catalog([
      skill('plan', { name: 'Plan Mode', description: 'Plans work.' }),
      skill('deploy-checklist', { description: '发布前检查清单，用户说"准备发布"时使用' }),
    ], 'openharness'), getProfile('openharness'), {});
    expect(rec.text).toBe(
      '# Available Skills\n\n' +
      'The following skills are available via the `skill` tool. When a user\'s request matches a skill, invoke it with ' +
      '`skill(name="<skill_name>")` to load detailed instructions before proceeding. User-invocable skills can also be run ' +
      'directly by the user as `/<skill-name>`.\n\n' +
      '- **deploy-checklist**: 发布前检查清单，用户说"准备发布"时使用\n' +
      '- **plan** (Plan Mode): Plans work.');
  });

  it('§6.1 OH: omitted entirely when no skill is model-visible', () => {
    const rec = renderListing(catalog([skill('x', { fields: { disableModelInvocation: true } })], 'openharness'), getProfile('openharness'), {});
    expect(rec.text).toBe('');
  });
});

describe('minimal manifest (seed 003)', () => {
  it('seed 003 skillManifest: fixed Chinese header, `- name: description` sorted, TrimSpace', () => {
    const rec = renderListing(catalog([
      skill('go-doc-comment', { root: '/p/.harness-skills', description: '当用户要求给一段 Go 代码里的函数或类型写文档注释时使用。' }),
      skill('changelog', { root: '/p/.harness-skills', description: '当用户口头描述一项功能变更，要求把它记到 CHANGELOG 里时使用。' }),
    ], 'minimal'), getProfile('minimal'), {});
    expect(rec.text).toBe(
      '# 可用的 skill\n\n' +
      '任务匹配某条 description 时，先调用 skill 工具（参数 name）加载完整指令再动手——不要只凭这一句描述去猜正文写了什么。\n\n' +
      '- changelog: 当用户口头描述一项功能变更，要求把它记到 CHANGELOG 里时使用。\n' +
      '- go-doc-comment: 当用户要求给一段 Go 代码里的函数或类型写文档注释时使用。');
  });

  it('seed 003: sort.Strings is byte order (upper case before lower case); no skill → "" and listing-empty', () => {
    const rec = renderListing(catalog([skill('alpha', { description: 'a' }), skill('Zeta', { description: 'z' })], 'minimal'), getProfile('minimal'), {});
    expect(rec.entries.map((e) => e.id)).toEqual(['Zeta', 'alpha']);
    const empty = renderListing(catalog([], 'minimal'), getProfile('minimal'), {});
    expect(empty.text).toBe('');
    expect(empty.diagnostics[0]).toMatchObject({ code: 'listing-empty', data: { noTool: true } });
  });
});

describe('usage score and ordering helpers (§7)', () => {
  const now = 1_000_000_000_000;
  const day = 86_400_000;
  it('§7: score = count × max(0.5^(days/7), 0.1); no timestamp → raw count; future → age 0', () => {
    expect(usageScore({ usageCount: 4, lastUsedAt: now - 7 * day }, now, 7, 0.1)).toBeCloseTo(2, 10);
    expect(usageScore({ usageCount: 4, lastUsedAt: now - 70 * day }, now, 7, 0.1)).toBeCloseTo(0.4, 10);
    expect(usageScore({ usageCount: 4 }, now, 7, 0.1)).toBe(4);
    expect(usageScore({ usageCount: 4, lastUsedAt: now + day }, now, 7, 0.1)).toBe(4);
    expect(usageScore(undefined, now, 7, 0.1)).toBe(0);
  });

  it('code point order puts astral characters after U+FFFD-range BMP characters (UTF-8 byte order)', () => {
    expect(compareCodePoints('\u{1F600}', '\uFF5E')).toBe(1);
    expect('\u{1F600}' < '\uFF5E').toBe(true);
  });
});
