/**
 * Golden tests of the `qwen-code` profile against test/harnesses/qwen-code/expected.json:
 * measured with @qwen-code/qwen-code@0.15.10 (scripts/harness-probe) and read from its
 * bundle cli.js (skill-manager.ts, yaml-parser.ts, xml.ts, skill.ts, skill-utils.ts).
 * The bundled skills (batch, loop, qc-helper, review) are Qwen's own and not part of the input.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectedOf, scanFixture } from './fixture';

const exp = expectedOf('qwen-code');
const BUNDLED = ['batch', 'loop', 'qc-helper', 'review'];
const fx = scanFixture('qwen-code', 'qwen-code');
afterAll(() => fx.cleanup());
const names = (text: string) => [...text.matchAll(/^<name>\n(.*)\n<\/name>$/gm)].map((m) => m[1]);

describe('qwen-code listing (skill tool description, cli.js:295331-; measured 0.15.10)', () => {
  const listing = fx.listing();

  it('order: every level together by localeCompare of the name (cli.js:264588), Wrong_Name between user-skill and zeta-agents', () => {
    expect(names(listing.text)).toEqual(exp.listing.namesInOrder.filter((n: string) => !BUNDLED.includes(n)));
  });

  it('entry: values on their own lines, XML-escaped, ` (level)` after the description, the level as location', () => {
    expect(listing.entries.find((e) => e.name === 'beta-report')!.text).toBe(exp.listing.entries['beta-report'].text);
    expect(listing.entries.find((e) => e.name === 'beta-report')!.path).toBe(fx.paths('<PROJ>/.qwen/skills/beta-report/SKILL.md'));
  });

  it('.qwen before .agents in a level; the unquoted colon accepted; ~/.agents read', () => {
    const desc = (n: string) => /<description>\n(.*)\n<\/description>/.exec(listing.entries.find((e) => e.name === n)!.text)![1];
    for (const n of ['alpha-notes', 'bad-yaml', 'home-agents']) expect(desc(n)).toBe(exp.listing.entries[n].description);
    expect(listing.entries.find((e) => e.name === 'alpha-notes')!.path).toBe(fx.paths('<PROJ>/.qwen/skills/alpha-notes/SKILL.md'));
  });

  it('frame: a marker for the tool summary and <skills_instructions>, a blank line, the block', () => {
    const l = listing.text.split('\n');
    expect(l[0]).toMatch(/^<harness text: /);
    expect(l.slice(1, 3)).toEqual(['', '<available_skills>']);
    expect(l.at(-1)).toBe('</available_skills>');
  });

  it('absent: no description, disable-model-invocation, two levels deep, a dot folder, .claude/skills', () => {
    const got = names(listing.text);
    for (const n of Object.keys(exp.listing.absent)) expect(got).not.toContain(n);
    expect(listing.entries.find((e) => e.name === 'long-desc')).toBeDefined();
  });
});

describe('qwen-code invocation (buildSkillLlmContent cli.js:295196-295201; measured 0.15.10)', () => {
  it('skill tool: base folder, the fixed note (marker), blank, trimmed body, final newline; `$ARGUMENTS` literal', () => {
    const rec = fx.invoke({ name: 'alpha-notes', as: 'model' });
    expect(rec.allowed).toBe(true);
    const want = fx.paths(exp.activation.toolResult).split('\n');
    const got = rec.messages.map((m) => m.text).join('\n').split('\n');
    expect(got.length).toBe(want.length);
    got.forEach((l, i) => (i === 1 ? expect(l).toMatch(/^<harness text: /) : expect(l).toBe(want[i])));
  });

  it('`/alpha-notes ARG-ONE two`: the body, a blank line, the command line as typed; no substitution', () => {
    const rec = fx.invoke({ name: '/alpha-notes', as: 'user', args: 'ARG-ONE two' });
    expect(rec.allowed).toBe(true);
    expect(rec.messages.map((m) => m.text)).toEqual([exp.command.userMessage]);
  });
});

describe('qwen-code from a subfolder (measured case subdir)', () => {
  it('cwd packages/app: the project root is the cwd, the repository root is not read', () => {
    const sub = scanFixture('qwen-code', 'qwen-code', { cwd: 'packages/app' });
    try {
      expect(names(sub.listing().text)).toEqual(exp.subdir.namesInOrder.filter((n: string) => !BUNDLED.includes(n)));
      expect(sub.listing().entries.find((e) => e.name === 'beta-report')!.path).toBe(sub.paths('<HOME>/.qwen/skills/beta-report/SKILL.md'));
    } finally {
      sub.cleanup();
    }
  });
});
