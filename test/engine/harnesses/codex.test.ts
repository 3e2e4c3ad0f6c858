/**
 * Golden tests of the `codex` profile against test/harnesses/codex/expected.json:
 * values measured with @openai/codex@0.171.0 (scripts/harness-probe) and read
 * from openai/codex codex-rs/core-skills (loader.rs@c9d127cf, render.rs@0899b7c4,
 * model_visible.rs@428dd6c6, injection.rs@0cf14846). Codex's own system skills
 * (`imagegen`, …) are not part of the input, so they are left out of the
 * comparison; roots are compared by path (see `unalias`).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectedOf, scanFixture, unalias } from './fixture';

const exp = expectedOf('codex');
const fx = scanFixture('codex', 'codex');
afterAll(() => fx.cleanup());

const lines = (text: string) => text.split('\n');
const section = (text: string, from: string, to: string) => {
  const l = lines(text);
  return l.slice(l.indexOf(from) + 1, l.indexOf(to));
};
const systemRoot = (l: string) => l.includes('/.codex/skills/.system`');

describe('codex listing (codex.md "Listing (as sent)", render.rs@0899b7c4; measured 0.171.0)', () => {
  const listing = fx.listing();
  const ourTable = section(listing.text, '### Skill roots', '### Available skills');
  const ours = unalias(section(listing.text, '### Available skills', '</skills_instructions>'), ourTable);
  const theirTable = exp.listing.rootsTable.map(fx.paths);

  it('roots table: the measured roots that hold a listed skill, in the same order (loader.rs skill_roots_with_home_dir)', () => {
    expect(ourTable.map((l) => l.replace(/`r\d+`/, '`r`'))).toEqual(theirTable.filter((l: string) => !systemRoot(l)).map((l: string) => l.replace(/`r\d+`/, '`r`')));
  });

  it('entries: `- name: desc (file: …)`, repo then user by name, raw text, both alpha-notes, link path kept (measured)', () => {
    const want = unalias(exp.listing.entriesAfterSystemSkills.map((e: unknown) => (typeof e === 'string' ? fx.paths(e) : e)).filter((e: unknown) => typeof e === 'string'), theirTable);
    const objects = exp.listing.entriesAfterSystemSkills.filter((e: unknown) => typeof e !== 'string');
    const plain = ours.filter((l) => !objects.some((o: { name: string }) => l.startsWith(`- ${o.name}: `)));
    expect(plain).toEqual(want);
    // Every measured entry, strings and described ones, in the measured order.
    expect(ours.map((l) => /^- ([^:]+):/.exec(l)![1])).toEqual(exp.listing.entriesAfterSystemSkills.map((e: string | { name: string }) => (typeof e === 'string' ? /^- ([^:]+):/.exec(e)![1] : e.name)));
  });

  it('model_visible.rs: a 1,100-character description is cut to 1021 + "..."; exactly 1,024 stays whole (measured)', () => {
    const long = ours.find((l) => l.startsWith('- long-desc: '))!;
    const desc = /^- long-desc: (.*) \(file: /.exec(long)![1];
    expect(desc.length).toBe(exp.listing.entriesAfterSystemSkills.find((e: { name?: string }) => e.name === 'long-desc').descriptionLength);
    expect(desc).toBe('x'.repeat(1021) + '...');
    const edge = /^- edge-desc: (.*) \(file: /.exec(ours.find((l) => l.startsWith('- edge-desc: '))!)![1];
    expect(edge.length).toBe(1024);
    expect(listing.diagnostics.filter((d) => d.code === 'listing-entry-truncated').map((d) => d.data?.name)).toEqual(['long-desc']);
  });

  it('absent: no description (loader.rs MissingField), a dot folder, .claude/skills (measured)', () => {
    const names = ours.map((l) => /^- ([^:]+):/.exec(l)![1]);
    for (const n of ['no-desc', 'dot-skill', 'claude-only']) expect(names).not.toContain(n);
    const noDesc = fx.catalog.skills.find((s) => s.path.endsWith('/no-desc/SKILL.md'))!;
    expect(noDesc.status).toBe('error');
  });

  it('no "How to use skills" section and no escaping (measured 0.171.0)', () => {
    expect(listing.text).not.toContain('### How to use skills');
    expect(listing.text).toContain('<with> tables & charts, "quoted"');
    expect(lines(listing.text)[0]).toBe('<skills_instructions>');
    expect(lines(listing.text).at(-1)).toBe('</skills_instructions>');
  });
});

describe('codex $name injection (injection.rs@0cf14846; measured 0.171.0)', () => {
  it('`use $beta-report ARG-ONE two` adds one user message: <skill><name/><path/>whole file</skill>, no argument handling', () => {
    const rec = fx.invoke({ name: 'beta-report', args: 'ARG-ONE two', as: 'user' });
    expect(rec.allowed).toBe(true);
    expect(rec.messages.map((m) => m.text)).toEqual([fx.paths(exp.mention.injectedUserMessage)]);
    expect(rec.messages[0].role).toBe('user');
  });

  it('an ambiguous `$alpha-notes` (two skills of that name) injects nothing', () => {
    const rec = fx.invoke({ name: 'alpha-notes', as: 'user' });
    expect(exp.mention.ambiguous.injected).toBeNull();
    expect(rec.allowed).toBe(false);
    expect(rec.messages.some((m) => m.text.startsWith('<skill>'))).toBe(false);
  });

  it('the reason on the second alpha-notes names Codex and its no-winner lookup, not Claude Code\'s /name and Skill tool', () => {
    const reasons = fx.catalog.skills.filter((s) => s.id === 'alpha-notes').flatMap((s) => s.reasons).filter((r) => r.code === 'name-reaches-other-file');
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) {
      expect(r.message).toMatch(/^Still listed \(Codex lists both\), .* Codex invokes neither by that name \(§4\)\.$/);
      expect(r.message).not.toMatch(/Claude Code|Skill tool|but \/alpha-notes/);
    }
  });
});

describe('codex discovery from a subfolder (loader.rs repo_agents_skill_roots; measured case subdir)', () => {
  it('cwd packages/app: the root .codex/skills and .agents/skills, then packages/app/.agents/skills', () => {
    const sub = scanFixture('codex', 'codex', { cwd: 'packages/app' });
    try {
      const l = sub.listing();
      const table = section(l.text, '### Skill roots', '### Available skills');
      expect(table.map((x) => x.replace(/`r\d+`/, '`r`'))).toEqual(exp.subdir.rootsTable.map(sub.paths).filter((x: string) => !systemRoot(x)).map((x: string) => x.replace(/`r\d+`/, '`r`')));
      const entries = unalias(section(l.text, '### Available skills', '</skills_instructions>'), table);
      expect(entries).toContain(unalias([sub.paths(exp.subdir.entry)], exp.subdir.rootsTable.map(sub.paths))[0]);
    } finally {
      sub.cleanup();
    }
  });
});

describe('codex budget (render.rs default_skill_metadata_budget, render_lines_with_description_budget)', () => {
  const b = scanFixture('codex', 'codex', { sub: 'budget-input' });
  afterAll(() => b.cleanup());
  const entryLines = (text: string) => section(text, '### Available skills', '</skills_instructions>');

  it('a 10,000-token window (200 tokens): descriptions removed, entries dropped from the end, `- name: (file: …)` (measured shape)', () => {
    const l = b.listing({ contextWindowTokens: 10_000 });
    const kept = entryLines(l.text);
    expect(kept.every((x) => /^- budget-\d\d: \(file: r\d+\/budget-\d\d\/SKILL\.md\)$/.test(x))).toBe(true);
    // In order from budget-01, a prefix of the skills (the measured run kept budget-01 … budget-13 after 4 system lines).
    expect(kept.map((x) => x.slice(2, 11))).toEqual(Array.from({ length: kept.length }, (_, i) => `budget-${String(i + 1).padStart(2, '0')}`));
    expect(kept.length).toBeLessThan(30);
    expect(l.entries.filter((e) => e.fate === 'omitted').length).toBe(30 - kept.length);
    expect(l.diagnostics.map((d) => d.code)).toContain('listing-budget-exceeded');
  });

  it('a 100,000-token window (2,000 tokens): every description shortened round-robin, none dropped, no suffix (measured)', () => {
    const l = b.listing({ contextWindowTokens: 100_000 });
    const kept = entryLines(l.text);
    expect(kept.length).toBe(30);
    const lens = kept.map((x) => /^- budget-\d\d: (.*) \(file: /.exec(x)![1].length);
    expect(Math.max(...lens) - Math.min(...lens)).toBeLessThanOrEqual(4);
    expect(kept.some((x) => x.includes('...') || x.includes('…'))).toBe(false);
    // Within the 2,000-token budget at ⌈(bytes + 1) / 4⌉ per line.
    expect(kept.reduce((n, x) => n + Math.ceil((Buffer.byteLength(x) + 1) / 4), 0)).toBeLessThanOrEqual(2000);
  });

  it('the 272,000-token default: 30 × 900 characters (≈ 28,000 bytes) is over 2 % and is shortened; 20 fit whole (measured)', () => {
    const l = b.listing();
    expect(l.budget).toBe(5440 * 4);
    expect(l.entries.every((e) => e.fate === 'shortened')).toBe(true);
    const few = b.listing({ contextWindowTokens: 272_000 });
    expect(few.mode).toBe('even-shortening');
  });
});
