import { describe, expect, it } from 'vitest';
import { renderListing, ccBudget } from '../../../src/shared/engine/listing';
import { getProfile } from '../../../src/shared/engine/profiles';
import { catalog, entryLines, expectCatalogued, skill } from './factory';
import { B17_DESCRIPTION, B17_WHEN } from './fixtures';

const cc = getProfile('claude-code', 'latest');
const cc112 = getProfile('claude-code', '2.1.112');
/** A 200k-window model under 2.1.332 (measured: budget 8,000, a 60-skill case byte-identical; docs/claude-code-measured.md). */
const SONNET_45 = { model: 'claude-sonnet-4-5' } as const;
const HEADER = 'The following skills are available for use with the Skill tool:';

describe('claude-code listing format (§6.1 CC)', () => {
  it('§6.1: header, blank line, `- id: description - when_to_use` lines joined by \\n', () => {
    const rec = renderListing(catalog([
      skill('deploy', { description: 'Deploys the app.', whenToUse: 'Use when shipping.' }),
      skill('lint', { description: 'Runs the linter.' }),
    ]), cc, {});
    expect(rec.text).toBe(
      'The following skills are available for use with the Skill tool:\n\n' +
      '- deploy: Deploys the app. - Use when shipping.\n' +
      '- lint: Runs the linter.');
    expect(rec.mode).toBe('fits');
    expect(rec.unit).toBe('display-width');
    expect(rec.entries.map((e) => e.fate)).toEqual(['full', 'full']);
    expect(rec.used).toBe('- deploy: Deploys the app. - Use when shipping.'.length + 1 + '- lint: Runs the linter.'.length);
  });

  it('B17 short-one: description and when_to_use joined as "<description> - <when_to_use>" (§6.1)', () => {
    const rec = renderListing(catalog([skill('short-one', {
      description: 'Renames a git branch locally and on the remote.', whenToUse: 'Use when the user wants a branch renamed everywhere.',
    })]), cc, {});
    expect(entryLines(rec.text)).toEqual(['- short-one: Renames a git branch locally and on the remote. - Use when the user wants a branch renamed everywhere.']);
  });

  it('B14/E13: two same-named skills (user, project) are both listed, user first (§4, §7 load order)', () => {
    const rec = renderListing(catalog([
      skill('handoff-note', { scope: 'project', order: 5, root: '/p/.claude/skills', description: 'Project variant - writes the handoff note into STATUS.md for this repository.' }),
      skill('handoff-note', { scope: 'user', order: 1, root: '/home/u/.claude/skills', description: 'Personal variant - writes an end-of-day handoff note in my usual format.' }),
    ]), cc, {});
    expect(entryLines(rec.text)).toEqual([
      '- handoff-note: Personal variant - writes an end-of-day handoff note in my usual format.',
      '- handoff-note: Project variant - writes the handoff note into STATUS.md for this repository.',
    ]);
  });

  it('B06 (assumption): a multi-line description is folded onto one line and the entry says so', () => {
    const rec = renderListing(catalog([skill('literal-desc', {
      description: 'Writes unit tests for a single module.\nUse when coverage for that module is low.\n',
    })]), cc, {});
    expect(entryLines(rec.text)).toEqual(['- literal-desc: Writes unit tests for a single module. Use when coverage for that module is low. ']);
    expect(rec.entries[0].reasons.map((r) => r.code)).toContain('multiline-folded');
    expect(rec.diagnostics.map((d) => d.code)).toContain('listing-multiline-description-folded');
  });

  it('E19/B27: disable-model-invocation skills are excluded with reasons; user-invocable:false stays listed', () => {
    const rec = renderListing(catalog([
      skill('release-cut', { fields: { disableModelInvocation: true } }),
      skill('style-guide', { fields: { userInvocable: false } }),
      skill('plain-helper'),
      skill('api-only', { status: 'inactive', reasons: [{ code: 'paths-unmatched', message: 'paths not matched' }] }),
      skill('broken', { status: 'error', visibleToModel: false }),
    ]), cc, {});
    // 2.1.332 orders one root's entries by locale collation (measured, point 5).
    expect(entryLines(rec.text).map((l) => l.split(':')[0])).toEqual(['- plain-helper', '- style-guide']);
    expect(rec.excluded.map((e) => [e.id, e.status])).toEqual([['release-cut', 'hidden'], ['api-only', 'inactive'], ['broken', 'error']]);
    expect(rec.excluded[0].reasons[0].message).toContain('disable-model-invocation');
    expect(rec.excluded[1].reasons[0].code).toBe('paths-unmatched');
  });

  it('no visible skill: empty text (no listing sent) and listing-empty', () => {
    const rec = renderListing(catalog([skill('x', { fields: { disableModelInvocation: true } })]), cc, {});
    expect(rec.text).toBe('');
    expect(rec.diagnostics.map((d) => `${d.severity}:${d.code}`)).toEqual(['info:listing-empty']);
    expect(rec.diagnostics[0].data).toMatchObject({ noTool: false });
  });
});

describe('claude-code per-entry cap (§6.2, E17, B17)', () => {
  it('B17: description + " - " + when_to_use (1642) is cut to 1535 + "…"; the line is 1553 long and loses TAILMARK-Q9', () => {
    const rec = renderListing(catalog([skill('invoice-match', { description: B17_DESCRIPTION, whenToUse: B17_WHEN })]), cc, {});
    const [line] = entryLines(rec.text);
    expect(line.length).toBe(1553);
    expect(line.endsWith('…')).toBe(true);
    expect(line).toContain('followed by a list of open questions. - Use when the user mentions month-end close');
    expect(line).not.toContain('TAILMARK-Q9');
    expect(line).toBe(`- invoice-match: ${`${B17_DESCRIPTION} - ${B17_WHEN}`.slice(0, 1535)}…`);
    const e = rec.entries[0];
    expect(e.fate).toBe('shortened');
    expect(e.cutTail).toBe(`${B17_DESCRIPTION} - ${B17_WHEN}`.slice(1535));
    expect(e.cutTail.endsWith('TAILMARK-Q9 remittance-advice batch-rerun.')).toBe(true);
    const d = rec.diagnostics.find((x) => x.code === 'listing-entry-truncated')!;
    expect(d.severity).toBe('warning');
    expect(d.path).toBe('/p/.claude/skills/invoice-match/SKILL.md');
    expect(String(d.data!.lost)).toContain('TAILMARK-Q9');
    expectCatalogued(rec.diagnostics);
    expect(rec.mode).toBe('fits');
  });

  it('§6.2: the cap counts terminal display width (a CJK character is 2 columns) and never splits one', () => {
    const rec = renderListing(catalog([skill('cjk', { description: '数据数据数据' })]), cc, { maxEntryChars: 10 });
    expect(entryLines(rec.text)).toEqual(['- cjk: 数据数据…']);
    expect(rec.entries[0].cutTail).toBe('数据');
  });
});

describe('claude-code budget (§6.2)', () => {
  it('§6.2: 200000 tokens × 4 × 0.01 = 8000; 1M window → 40000; explicit budget (SLASH_COMMAND_TOOL_CHAR_BUDGET) wins', () => {
    expect(ccBudget({})).toEqual({ budget: 8000, source: '200000 tokens x 4 x 0.01' });
    expect(ccBudget({ contextWindowTokens: 1_000_000 }).budget).toBe(40000);
    expect(ccBudget({ budgetFraction: 0.02 }).budget).toBe(16000);
    expect(ccBudget({ budget: 1234, contextWindowTokens: 1_000_000 }).budget).toBe(1234);
    expect(ccBudget({ budget: 0 }).budget).toBe(8000);
  });

  it('the budget follows the model (measured): 2.1.332 default claude-opus-5-5 → 30,000; [1m] → 1M window; 2.1.112 default → 8,000', () => {
    expect(ccBudget({}, 'claude-opus-5-5')).toMatchObject({ budget: 30000, model: { id: 'claude-opus-5-5', contextWindow: 1_000_000, bytesPerToken: 3, known: true } });
    expect(ccBudget({ model: 'claude-sonnet-4-6[1m]', modelSource: '--model' }, 'claude-opus-5-5')).toMatchObject({ budget: 40000, model: { from: '--model', contextWindow: 1_000_000, bytesPerToken: 4 } });
    expect(ccBudget({ model: 'claude-sonnet-4-5' }, 'claude-opus-5-5').budget).toBe(8000);
    expect(ccBudget({}, 'claude-sonnet-4-6').budget).toBe(8000);
    expect(ccBudget({ model: 'some-future-model' }, 'claude-opus-5-5').model).toMatchObject({ known: false, contextWindow: 200_000, bytesPerToken: 4 });
    const one = catalog([skill('a', { description: 'x' })]);
    expect(renderListing(one, cc, {}).budget).toBe(30000);
    expect(renderListing(one, cc112, {}).budget).toBe(8000);
  });

  const NAMES = ['audit', 'build', 'check', 'clean', 'draft', 'export', 'format', 'guard', 'index', 'merge', 'probe', 'render', 'scan', 'sync', 'trace']
    .flatMap((v) => ['assets', 'branches', 'configs', 'docs'].map((o) => `${v}-${o}`));
  const desc = (n: string) => `Handles ${n} work carefully and keeps a log of each step. `.repeat(12).slice(0, 430);
  const b18 = () => catalog(NAMES.map((n, i) => skill(n, { scope: 'user', order: i, root: '/u/.claude/skills', description: desc(n) })));

  it('B18 2.1.112 even shortening: floor((8000 − 0 − 979 − 59) / 60) = 116 columns per description, with "…"', () => {
    expect(NAMES.reduce((n, x) => n + x.length + 4, 0)).toBe(979);
    const rec = renderListing(b18(), cc112, {});
    expect(rec.mode).toBe('even-shortening');
    const lines = entryLines(rec.text);
    expect(lines).toHaveLength(60);
    lines.forEach((l, i) => expect(l).toBe(`- ${NAMES[i]}: ${desc(NAMES[i]).slice(0, 115)}…`));
    expect(rec.entries.every((e) => e.fate === 'shortened')).toBe(true);
    expect(rec.entries[0].reasons.at(-1)!.message).toContain('floor((8000 − 0 − 979 − 59) / 60)');
    expect(rec.used).toBeLessThanOrEqual(8000);
    expect(rec.text.split('\n').filter((l) => l && l !== HEADER && !l.startsWith('- '))).toEqual([]);
    expect(rec.diagnostics[0]).toMatchObject({ code: 'listing-budget-exceeded', severity: 'warning' });
    expect(rec.diagnostics.filter((d) => d.code === 'listing-entry-shortened')).toHaveLength(60);
    expectCatalogued(rec.diagnostics);
  });

  it('B18 latest priority mode, no usage: names cost 918, then 432 per full entry → the first 16 keep their text, 44 are name-only, no notice line', () => {
    const rec = renderListing(b18(), cc, SONNET_45);
    expect(rec.mode).toBe('priority');
    const lines = entryLines(rec.text);
    expect(lines.map((l) => l.replace(/:.*/, '').slice(2))).toEqual(NAMES);
    lines.slice(0, 16).forEach((l, i) => expect(l).toBe(`- ${NAMES[i]}: ${desc(NAMES[i])}`));
    lines.slice(16).forEach((l, i) => expect(l).toBe(`- ${NAMES[16 + i]}`));
    expect(rec.used).toBe(918 + 16 * 432);
    expect(rec.entries.filter((e) => e.fate === 'name-only')).toHaveLength(44);
    expect(rec.entries[59].cutTail).toBe(desc(NAMES[59]));
    expect(rec.text.split('\n').filter((l) => l && l !== HEADER && !l.startsWith('- '))).toEqual([]);
    expect(rec.diagnostics.filter((d) => d.code === 'listing-description-dropped')).toHaveLength(44);
    expectCatalogued(rec.diagnostics);
  });

  it('§6.2/§7 priority mode: the most-used skill keeps its description; output order stays load order', () => {
    const now = Date.UTC(2026, 0, 10);
    const rec = renderListing(b18(), cc, { ...SONNET_45, now, usage: { 'trace-docs': { usageCount: 10, lastUsedAt: now - 86_400_000 } } });
    const lines = entryLines(rec.text);
    expect(lines[59]).toBe(`- trace-docs: ${desc('trace-docs')}`);
    expect(lines.slice(0, 15).every((l) => l.includes(': '))).toBe(true);
    expect(lines[15]).toBe(`- ${NAMES[15]}`);
  });

  it('§6.2 2.1.112: allowance below 20 → names only for every non-bundled skill; bundled keep full entries', () => {
    const skills = [skill('bundled-one', { scope: 'bundled', order: 0, description: 'Bundled text.' }),
      ...NAMES.slice(0, 10).map((n, i) => skill(n, { order: i + 1, description: desc(n) }))];
    const rec = renderListing(catalog(skills), cc112, { budget: 300 });
    expect(rec.mode).toBe('names-only');
    expect(entryLines(rec.text)).toEqual(['- bundled-one: Bundled text.', ...NAMES.slice(0, 10).map((n) => `- ${n}`)]);
    expect(rec.entries[0].fate).toBe('full');
    expect(rec.entries[1].reasons.at(-1)!.code).toBe('budget-names-only');
  });

  it('README skillOverrides name-only (discovery reason override-name-only): always `- id`, counted as fixed in 2.1.112', () => {
    const over = (o: number) => skill(NAMES[o], { order: o, description: desc(NAMES[o]), reasons: [{ code: 'override-name-only', message: 'set by settings' }] });
    const rec = renderListing(catalog([over(0), skill('short', { order: 1, description: 'Short.' })]), cc, {});
    expect(entryLines(rec.text)).toEqual([`- ${NAMES[0]}`, '- short: Short.']);
    expect(rec.entries[0]).toMatchObject({ fate: 'name-only', cutTail: desc(NAMES[0]) });
    expect(rec.diagnostics).toEqual([]);
    // 59 others share floor((8000 − width("- audit-assets") − (979 − 16) − 59) / 59) = floor(6964 / 59) = 118.
    const many = renderListing(catalog([over(0), ...NAMES.slice(1).map((n, i) => skill(n, { order: i + 1, description: desc(n) }))]), cc112, {});
    expect(entryLines(many.text)[1]).toBe(`- ${NAMES[1]}: ${desc(NAMES[1]).slice(0, 117)}…`);
  });
});

describe('claude-code built-in entries (issue 13 §3; measured 2026-12-03, test/conformance/inputs/bundled)', () => {
  // The shapes of what 2.1.332 lists with bundled skills on (invented texts; the real ones are Anthropic's).
  const built = [
    skill('zz-viz', { scope: 'bundled', root: '/b/skills', order: 10, description: 'First built-in, listed first.' }),
    skill('api-ref', { scope: 'bundled', root: '/b/skills', order: 11, description: 'Three lines.\nTRIGGER — when x.\nSKIP when y.' }),
    skill('rev', { scope: 'bundled', root: '/b/skills', order: 12, description: 'Pass --max <n> to cap.' }),
  ];
  const mine = [skill('b-mine', { scope: 'user', root: '/h/.claude/skills', order: 0, description: 'Mine <b>.' }), skill('a-proj', { order: 1, description: 'Proj\nline.' })];

  it('2.1.332: built-ins keep their own order and their text as written (newlines, < >); input skills are folded and escaped', () => {
    const rec = renderListing(catalog([...mine, ...built]), cc, {});
    expect(rec.text).toBe(`${HEADER}\n\n- b-mine: Mine &lt;b&gt;.\n- a-proj: Proj line.\n- zz-viz: First built-in, listed first.\n`
      + '- api-ref: Three lines.\nTRIGGER — when x.\nSKIP when y.\n- rev: Pass --max <n> to cap.');
  });

  it('over budget, bundled skills keep their text and count first; input skills and built-in commands (budgetCounted) fill the rest in order', () => {
    // Measured under 2.1.332 (inputs/bundled, budgets 6000/6150/6330): the first input skill whose
    // description still fits after the bundled skills' full widths gets it, the rest are name only.
    const cmd = skill('setup', { scope: 'bundled', root: '/b/builtin-commands', order: 20, description: 'A built-in prompt command.', budgetCounted: true });
    const all = [...mine, ...built, cmd];
    const full = renderListing(catalog(all), cc, {});
    const fixedW = full.entries.filter((e) => e.id !== 'setup' && all.find((x) => x.id === e.id)!.scope === 'bundled').reduce((n, e) => n + e.text.length, 0);
    const namesW = '- b-mine'.length + '- a-proj'.length + '- setup'.length + 5;
    const budget = fixedW + namesW + ': Mine &lt;b&gt;.'.length;
    const rec = renderListing(catalog(all), cc, { budget });
    expect(rec.mode).toBe('priority');
    expect(rec.entries.map((e) => e.fate)).toEqual(['full', 'name-only', 'full', 'full', 'full', 'name-only']);
    // 2.1.112's even shortening: the built-in command is shortened with the input's skills, the bundled skills stay whole.
    const old = renderListing(catalog(all), cc112, { budget: 150 });
    expect(old.entries.filter((e) => e.id === 'setup' || e.id === 'b-mine').map((e) => e.fate)).toEqual(['name-only', 'name-only']);
    expect(old.entries.filter((e) => ['zz-viz', 'api-ref', 'rev'].includes(e.id)).map((e) => e.fate)).toEqual(['full', 'full', 'full']);
  });

  it('2.1.332 reads the built-in roots after every input root; 2.1.112 reads the bundled skills first', () => {
    const scopes = (p: typeof cc) => p.discovery.roots.map((r) => r.path);
    expect(scopes(cc).slice(-2)).toEqual(['${bundled}', '${bundled}/../builtin-commands']);
    expect(scopes(cc112)[0]).toBe('${bundled}');
    expect(scopes(cc112).at(-1)).toBe('${bundled}/../builtin-commands');
    // The built-in prompt commands' root is shortened by the budget; the bundled skills' root is not.
    for (const p of [cc, cc112]) expect(p.discovery.roots.filter((r) => r.scope === 'bundled').map((r) => r.budget)).toEqual([undefined, 'counted']);
  });
});
