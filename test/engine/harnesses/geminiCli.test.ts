/**
 * Golden tests of the `gemini-cli` profile against test/harnesses/gemini-cli/expected.json:
 * measured with @google/gemini-cli@0.61.0 (scripts/harness-probe) and read from
 * google-gemini/gemini-cli@5411f113 (skillLoader.ts, skillManager.ts, snippets.ts:314-333,
 * activate-skill.ts:143-151, getFolderStructure.ts). The two built-in skills are
 * Gemini's own and not part of the input.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectedOf, scanFixture } from './fixture';

const exp = expectedOf('gemini-cli');
const fx = scanFixture('gemini-cli', 'gemini-cli');
afterAll(() => fx.cleanup());
const names = (text: string) => [...text.matchAll(/^ {4}<name>(.*)<\/name>$/gm)].map((m) => m[1]);

describe('gemini-cli listing (snippets.ts:314-333 renderAgentSkills; measured 0.61.0)', () => {
  const listing = fx.listing();
  const { head, projectGeminiSet, tail } = exp.listing.namesInOrderAfterBuiltins;

  it('order: ~/.gemini, ~/.agents, project .gemini, project .agents; an override keeps the first slot (skillManager.ts:124-147); inside one root a set (glob order, unstable: measured)', () => {
    const got = names(listing.text);
    // head = ~/.gemini/skills {user-skill, beta-report (the project copy in the user copy's slot)}, then ~/.agents/skills {home-agents}.
    expect(new Set(got.slice(0, 2))).toEqual(new Set(head.slice(0, 2)));
    expect(got[2]).toBe(head[2]);
    expect(new Set(got.slice(head.length, head.length + projectGeminiSet.length))).toEqual(new Set(projectGeminiSet));
    expect(got.slice(head.length + projectGeminiSet.length)).toEqual(tail);
    expect(listing.entries.find((e) => e.name === 'beta-report')!.path).toBe(fx.paths('<PROJ>/.gemini/skills/beta-report/SKILL.md'));
  });

  it('frame and block: `# Available Agent Skills`, blank, the sentence (marker), blank, `<available_skills>` … raw values, two/four-space indents', () => {
    const l = listing.text.split('\n');
    expect(l.slice(0, 2)).toEqual(['# Available Agent Skills', '']);
    expect(l[2]).toMatch(/^<harness text: /);
    expect(l.slice(3, 5)).toEqual(['', '<available_skills>']);
    expect(l.at(-1)).toBe('</available_skills>');
    expect(listing.text).toContain(fx.paths(exp.listing.entries['beta-report'].text));
  });

  it('entries: .agents wins alpha-notes, `odd:name*x` → odd-name-x, the unquoted colon, an empty description, a root SKILL.md, 1,100 characters whole', () => {
    const e = exp.listing.entries;
    const block = (n: string) => listing.entries.find((x) => x.name === n)!.text;
    expect(block('alpha-notes')).toContain(`<location>${fx.paths(e['alpha-notes'].location)}</location>`);
    expect(block('odd-name-x')).toContain(`<location>${fx.paths(e['odd-name-x'].location)}</location>`);
    expect(block('colon-desc')).toContain(`<description>${e['colon-desc'].description}</description>`);
    expect(block('empty-desc')).toContain('<description></description>');
    expect(block('root-skill')).toContain(`<location>${fx.paths(e['root-skill'].location)}</location>`);
    expect(/<description>(x*)<\/description>/.exec(block('long-desc'))![1].length).toBe(e['long-desc'].descriptionLength);
  });

  it('absent: no name (no folder fallback), two levels deep, a dot folder, .claude/skills', () => {
    const got = names(listing.text);
    for (const n of Object.keys(exp.listing.absent)) expect(got).not.toContain(n);
    expect(got).not.toContain('no-name');
    const noName = fx.catalog.skills.find((s) => s.path.endsWith('/no-name/SKILL.md'))!;
    expect(noName.diagnostics.map((d) => d.code)).toContain('harness-name-missing');
  });
});

describe('gemini-cli activate_skill (activate-skill.ts:143-151, getFolderStructure.ts; measured 0.61.0)', () => {
  it('alpha-notes: `<activated_skill>` with the trimmed body after four spaces and the folder tree, `$ARGUMENTS` literal', () => {
    const rec = fx.invoke({ name: 'alpha-notes', as: 'model' });
    expect(rec.allowed).toBe(true);
    expect(rec.messages.map((m) => m.text)).toEqual([fx.paths(exp.activation.output)]);
  });
});

describe('gemini-cli from a subfolder (storage.ts:301-307; measured case subdir)', () => {
  it('cwd packages/app: the workspace is the cwd, the repository root is not read', () => {
    const sub = scanFixture('gemini-cli', 'gemini-cli', { cwd: 'packages/app' });
    try {
      const want = exp.subdir.namesInOrder.filter((n: string) => !exp.listing.builtinsFirst.includes(n));
      const got = names(sub.listing().text);
      // ~/.gemini/skills holds two (a set, glob order), then ~/.agents, then the cwd's .agents.
      expect(new Set(got.slice(0, 2))).toEqual(new Set(want.slice(0, 2)));
      expect(got.slice(2)).toEqual(want.slice(2));
    } finally {
      sub.cleanup();
    }
  });
});
