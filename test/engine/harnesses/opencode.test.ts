/**
 * Golden tests of the `opencode` profile against test/harnesses/opencode/expected.json:
 * measured with opencode-ai@1.18.33 (scripts/harness-probe, four listing runs) and read
 * from packages/opencode/src/skill/index.ts@048f74f4 and tool/skill.ts. The built-in
 * `customize-opencode` is OpenCode's own and not part of the input.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectedOf, scanFixture } from './fixture';

const exp = expectedOf('opencode');
const fx = scanFixture('opencode', 'opencode');
afterAll(() => fx.cleanup());
const names = (text: string) => [...text.matchAll(/^ {4}<name>(.*)<\/name>$/gm)].map((m) => m[1]);
const BUILT_IN = 'customize-opencode';

describe('opencode listing (skill/index.ts available/fmt; measured 1.18.33)', () => {
  const listing = fx.listing();

  it('names sorted with localeCompare, recursive and singular `skill` folders, disable-model-invocation ignored', () => {
    expect(names(listing.text)).toEqual(exp.listing.namesInOrder.filter((n: string) => n !== BUILT_IN));
  });

  it('one of the measured copies wins each collision (1.18.33 is not stable; the engine keeps the later, as the source)', () => {
    for (const [n, a] of Object.entries(exp.listing.ambiguous as Record<string, { oneOf: string[] }>)) {
      const loc = /<location>(.*)<\/location>/.exec(listing.entries.find((e) => e.name === n)!.text)![1];
      expect(a.oneOf.map(fx.paths)).toContain(loc);
    }
  });

  it('block: raw values, plain path (measured), after the sentences (marker)', () => {
    expect(listing.text).toContain(fx.paths(exp.listing.entries['beta-report(project copy)'].text));
    expect(listing.text.split('\n')[0]).toMatch(/^<harness text: /);
    expect(listing.entries.find((e) => e.name === 'colon-desc')!.text).toContain(`<description>${exp.listing.entries['colon-desc'].description}</description>`);
  });

  it('absent: no name, no description (Info.pick safeParse)', () => {
    for (const n of Object.keys(exp.listing.absent)) expect(names(listing.text)).not.toContain(n);
  });
});

describe('opencode skill tool (tool/skill.ts execute; measured 1.18.33)', () => {
  it('alpha-notes (.opencode copy): `<skill_content>`, `# Skill:`, trimmed body, base directory, sampled files', () => {
    const rec = fx.invoke({ name: 'alpha-notes', as: 'model' });
    expect(rec.skillPath).toBe(fx.paths(exp.activation.whenCopyIs));
    // The sentence after `Base directory…` is OpenCode's own text: neither the fixture (measured output
    // with that line replaced by its marker) nor the engine holds it; both write `<harness text: relative paths>`.
    const want = fx.paths(exp.activation.toolResult).split('\n');
    const at = want.findIndex((l) => l.startsWith('Base directory for this skill: ')) + 1;
    expect(want[at]).toBe('<harness text: relative paths>');
    expect(rec.messages[0].text.split('\n')).toEqual(want);
  });
});

describe('opencode from a subfolder (index.ts loadSkills, fsys.up; measured case subdir)', () => {
  it('cwd packages/app: .claude/.agents up to the worktree root and the root .opencode are read', () => {
    const sub = scanFixture('opencode', 'opencode', { cwd: 'packages/app' });
    try {
      expect(names(sub.listing().text)).toEqual(exp.subdir.names.filter((n: string) => n !== BUILT_IN));
    } finally {
      sub.cleanup();
    }
  });
});
