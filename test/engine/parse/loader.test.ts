/**
 * The harness loader rules (parse/loader.ts) on their own: lengths in each
 * harness's unit, cuts that never split a character, and the order VS Code
 * applies them in (tags stripped, name cut to 64, then compared with the
 * folder: promptsServiceImpl.ts computeSkillDiscoveryInfo).
 */
import { describe, expect, it } from 'vitest';
import { cutTo, lengthIn } from '../../../src/shared/engine/parse/loader';
import { getProfile, parseSkillText } from '../../../src/shared/engine';

describe('lengths and cuts per unit', () => {
  it('counts UTF-16 units, UTF-8 bytes (Go len) and code points (Rust chars)', () => {
    const s = 'aé😀';
    expect(lengthIn(s, 'utf16')).toBe(4);
    expect(lengthIn(s, 'bytes')).toBe(1 + 2 + 4);
    expect(lengthIn(s, 'code-points')).toBe(3);
  });
  it('cuts to at most max units without splitting a character', () => {
    expect(cutTo('aé😀', 4, 'bytes')).toBe('aé');
    expect(cutTo('aé😀', 7, 'bytes')).toBe('aé😀');
    expect(cutTo('aé😀', 2, 'code-points')).toBe('aé');
  });
});

describe('loader rules in a parse', () => {
  const parse = (id: 'vscode-copilot' | 'crush' | 'roo-code', text: string, dirName: string) => parseSkillText(text, { profile: getProfile(id), dirName });
  it('VS Code cuts a 70-character name to 64 and then skips it for not matching its folder', () => {
    const name = 'a'.repeat(70);
    const r = parse('vscode-copilot', `---\nname: ${name}\ndescription: d\n---\n`, name);
    expect(r.fields.name).toBe('a'.repeat(64));
    expect(r.skipped?.code).toBe('harness-name-folder-mismatch');
  });
  it('Crush counts the description in bytes: 1,024 é (2,048 bytes) is over its limit, 512 are not', () => {
    expect(parse('crush', `---\nname: x\ndescription: ${'é'.repeat(1024)}\n---\n`, 'x').skipped?.code).toBe('harness-description-too-long');
    expect(parse('crush', `---\nname: x\ndescription: ${'é'.repeat(512)}\n---\n`, 'x').skipped).toBeUndefined();
  });
  it('Crush matches the folder ignoring case, Roo Code exactly (skills.go:130; SkillsManager.ts:119-123)', () => {
    expect(parse('crush', '---\nname: my-skill\ndescription: d\n---\n', 'My-Skill').skipped).toBeUndefined();
    expect(parse('roo-code', '---\nname: my-skill\ndescription: d\n---\n', 'My-Skill').skipped?.code).toBe('harness-name-folder-mismatch');
  });
  it('Roo Code trims the description before its 1-1024 check', () => {
    expect(parse('roo-code', `---\nname: x\ndescription: "  ${'d'.repeat(1024)}  "\n---\n`, 'x').skipped).toBeUndefined();
  });
});

describe('one required-name rule (`loader.requireName`) for every harness without a folder fallback', () => {
  // Gemini CLI skillLoader.ts:45-51, OpenCode `Info.pick`, Qwen Code parseSkillContent (cli.js:264865-264940):
  // a skill without a `name` is dropped; each reports it once, in the harness's own words.
  const text = '---\ndescription: Does a thing.\n---\nBody.\n';
  for (const [id, label] of [['gemini-cli', 'Gemini CLI'], ['opencode', 'OpenCode'], ['qwen-code', 'Qwen Code']] as const) {
    it(`${label}: skipped with one \`harness-name-missing\`, no spec-worded \`name-missing\``, () => {
      const r = parseSkillText(text, { profile: getProfile(id), dirName: 'no-name' });
      const named = r.diagnostics.filter((d) => d.code.includes('name-missing'));
      expect(named.map((d) => [d.code, d.message])).toEqual([
        ['harness-name-missing', `${label} skips this skill: its loader needs a \`name\` in the frontmatter and does not fall back to the folder name. Add \`name: no-name\`.`],
      ]);
      expect(r.skipped?.code).toBe('harness-name-missing');
    });
  }
});
