/**
 * Golden tests of the `copilot-cli` profile against test/harnesses/copilot-cli/expected.json,
 * written by hand from what @github/copilot@1.0.102 sent in the harness probe
 * (scripts/harness-probe, COPILOT_OFFLINE BYOK; fixtures input, rules-input, rules2-input).
 * The loader is compiled Rust (runtime.node of the unpacked package), so the runs are the
 * source; docs/harnesses/copilot-cli.md says which fixture skill shows which rule.
 * customize-cloud-agent and github-pr-media are Copilot's built-ins, not part of the input.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectedOf, scanFixture } from './fixture';

const exp = expectedOf('copilot-cli');
const BUILTIN = ['customize-cloud-agent', 'github-pr-media'];
const own = (names: string[]) => names.filter((n) => !BUILTIN.includes(n));
const names = (text: string) => [...text.matchAll(/^  <name>(.*)<\/name>$/gm)].map((m) => m[1]);
const descOf = (text: string, n: string) => new RegExp(`<name>${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</name>\\n  <description>([^<]*)</description>`).exec(text)?.[1];

const fx = scanFixture('copilot-cli', 'copilot-cli');
const rules = scanFixture('copilot-cli', 'copilot-cli', { sub: 'rules-input' });
const rules2 = scanFixture('copilot-cli', 'copilot-cli', { sub: 'rules2-input' });
afterAll(() => { fx.cleanup(); rules.cleanup(); rules2.cleanup(); });

describe('copilot-cli listing (system message `<skill>` section; measured 1.0.102, case listing)', () => {
  const listing = fx.listing();

  it('entry: `<skill>` at column 0, fields two spaces, XML-escaped, `<location>` the level (alpha-notes)', () => {
    expect(listing.entries.find((e) => e.name === 'alpha-notes')!.text).toBe(exp.listing.entries['alpha-notes'].text);
  });

  it('frame: the block is the whole `<skill>` section: `<skill>`, `<available_skills>` … `</available_skills>`, `</skill>`', () => {
    const l = listing.text.split('\n');
    expect(l.slice(0, 2)).toEqual(['<skill>', '<available_skills>']);
    expect(l.slice(-2)).toEqual(['</available_skills>', '</skill>']);
  });

  it('order: project skills by name across .github/.agents/.claude, then ~/.copilot, then ~/.agents', () => {
    expect(names(listing.text)).toEqual(own(exp.listing.namesInOrder));
  });

  it('no-desc filled from the body; .github/shared shadows .claude/shared; tags escaped, not stripped', () => {
    for (const n of ['no-desc', 'shared', 'tagged']) expect(descOf(listing.text, n)).toBe(exp.listing.entries[n].description);
    const shared = fx.catalog.skills.filter((s) => s.id === 'shared');
    expect(shared.map((s) => s.status)).toEqual(['listed', 'shadowed']);
    expect(shared[0].path).toBe(fx.paths('<PROJ>/.github/skills/shared/SKILL.md'));
  });

  it('absent: an unquoted `: ` (YAML error), a 1,100-character description, a lower-case skill.md', () => {
    const got = names(listing.text);
    for (const n of Object.keys(exp.listing.absent)) expect(got).not.toContain(n);
    const long = fx.catalog.skills.find((s) => s.path.endsWith('/long-desc/SKILL.md'))!;
    expect(long.status).not.toBe('listed');
    expect(long.diagnostics.map((d) => d.code)).toContain('harness-description-too-long');
  });
});

describe('copilot-cli rules (measured 1.0.102, rules-input and rules2-input)', () => {
  const a = rules.listing().text;
  const b = rules2.listing().text;

  it('rules-input order: code-point name order across the project roots (Upper-Name first), user roots one by one', () => {
    expect(names(a)).toEqual(own(exp.rules.namesInOrder));
  });

  it('rules2-input order and names: spaces become `-` (Spaced-Name-Here), `a_b.c` and 64 characters kept, depth 9 found', () => {
    expect(names(b)).toEqual(own(exp.rules2.namesInOrder));
  });

  it('descriptions: empty string kept, folder name as fallback name, first of a name in a root wins, quoted colon read', () => {
    for (const [n, d] of Object.entries(exp.rules.descriptions)) {
      // the folded block value keeps YAML's final line break in the engine (a known difference, harness-known-differences.json)
      if (n === 'folded') continue;
      expect(descOf(a, n), n).toBe(d);
    }
    for (const [n, d] of Object.entries(exp.rules2.descriptions)) expect(descOf(b, n), n).toBe(d);
  });

  it('limits: 1,024 characters listed (1,000 × é too: characters, not bytes), the body fallback cut to 1,024', () => {
    for (const [n, len] of Object.entries(exp.rules.descriptionLengths)) expect(descOf(a, n)!.length, n).toBe(len);
    const fb = descOf(b, 'fallback-long')!;
    expect(fb.length).toBe(exp.rules2.fallbackLong.length);
    expect(fb.endsWith(exp.rules2.fallbackLong.endsWith)).toBe(true);
  });

  it('absent: 1,025 characters, 65/70-character names, non-ASCII name, no frontmatter, disable-model-invocation, a skill inside a skill, a dot folder, bad YAML, a number, ~/.claude/skills', () => {
    for (const n of Object.keys(exp.rules.absent)) expect(names(a)).not.toContain(n);
    for (const n of Object.keys(exp.rules2.absent)) expect(names(b)).not.toContain(n);
    expect(rules.catalog.skills.some((s) => s.path.includes('/.claude/skills/claude-user/'))).toBe(false);
  });
});

describe('copilot-cli invocation (`skill {skill}` → fixed tool result + `<skill-context>` user message; measured 1.0.102)', () => {
  const check = (got: { text: string; role: string }[], want: string) => {
    expect(got.map((m) => m.role)).toEqual(['tool', 'user']);
    expect(got[0].text).toMatch(/^<harness text: [^>]+>$/);
    expect(got[1].text).toBe(want);
  };

  it('alpha-notes: base folder, related files, body, blank line; `$ARGUMENTS` literal', () => {
    const rec = fx.invoke({ name: 'alpha-notes', as: 'model' });
    expect(rec.allowed).toBe(true);
    check(rec.messages, fx.paths(exp.activation.nextUserMessage));
  });

  it('tree: every file below the folder but SKILL.md, dot files too, in name order, recursively', () => {
    check(rules2.invoke({ name: 'tree', as: 'model' }).messages, rules2.paths(exp.rules2.activateTree.nextUserMessage));
  });

  it('plain: no related-files section; the body keeps its trailing blank lines, not its leading ones', () => {
    check(rules2.invoke({ name: 'plain', as: 'model' }).messages, rules2.paths(exp.rules2.activatePlain.nextUserMessage));
  });
});
