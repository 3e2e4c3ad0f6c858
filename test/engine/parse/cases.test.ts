/**
 * The parse-related regression cases (B02 B04 B06 B07 B09 B21 B29) read from
 * the shared cases folder. Expectations are the cases' hand-written
 * `expected.json` (Claude Code behaviour) plus hand-written checks citing the
 * reference.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { casesDir, codes, diag, parse } from './helpers';
import { parseSkillText } from '../../../src/shared/engine';
import { getProfile } from '../../../src/shared/engine/profiles';

const SKILLS = (c: string) => join(casesDir(), c, 'project/.claude/skills');
const read = (c: string, skill: string) => readFileSync(join(SKILLS(c), skill, 'SKILL.md'), 'utf8');
const cc = (c: string, skill: string) => parse(read(c, skill), 'claude-code', skill);
/** Under 2.1.112: B07's expected.json was checked with npm yaml, the parser 2.1.112 uses (its notes). */
const cc112 = (c: string, skill: string) => parseSkillText(read(c, skill), { profile: getProfile('claude-code', '2.1.112'), dirName: skill });
/** The release whose parser a case's expected.json describes (default: the newest). */
const CASE_READER: Record<string, typeof cc> = { B07: cc112 };

interface Expect {
  description?: string; description_not_contains?: string[]; diagnostics?: string[]; no_diagnostics?: string[];
  expanded_body_contains?: string[]; expanded_body_not_contains?: string[]; name?: string; unconfirmed?: boolean;
}

/** Checks of one `expect` object that the parser alone decides. */
function checkExpect(c: string, skill: string, e: Expect): void {
  const r = (CASE_READER[c] ?? cc)(c, skill);
  if (e.description !== undefined) expect(r.fields.description.trim()).toBe(e.description);
  for (const s of e.description_not_contains ?? []) expect(r.fields.description).not.toContain(s);
  for (const want of e.diagnostics ?? []) {
    const [level, code] = want.split(':');
    const got = r.diagnostics.filter((d) => d.code === code);
    expect(got.length, `${skill}: ${want} in ${codes(r).join(', ')}`).toBeGreaterThan(0);
    // "When a case asks for warning, a harness should accept warning or error" (cases README).
    const ok = level === 'warning' ? ['warning', 'error'] : [level];
    expect(ok).toContain(got[0].severity);
  }
  for (const code of e.no_diagnostics ?? []) expect(codes(r).join(' ')).not.toContain(`:${code}`);
  // The expanded body starts with the body the parser delivers (§1.3); only the
  // base-directory line and substitutions are added later.
  for (const s of e.expanded_body_contains ?? []) expect(r.body).toContain(s);
  for (const s of e.expanded_body_not_contains ?? []) expect(r.body).not.toContain(s);
}

describe.each(['B02', 'B04', 'B06', 'B07', 'B09', 'B21', 'B29'])('case %s (expected.json, claude-code)', (c) => {
  const spec = JSON.parse(readFileSync(join(casesDir(), c, 'expected.json'), 'utf8'));
  const entries: { skill: string; expect: Expect }[] = [{ skill: spec.skill, expect: spec.expect }, ...(spec.also ?? [])];
  for (const { skill, expect: e } of entries) {
    if (e.unconfirmed) continue; // listing-only checks marked unconfirmed belong to the listing module
    it(`${skill}`, () => checkExpect(c, skill, e));
  }
});

describe('parse cases, hand-written details', () => {
  it('B02 §1.2/E3: the `: ` line is quoted and re-parsed; warning on the rewritten value (line 3, col 14 to end)', () => {
    const r = cc('B02', 'release-notes');
    expect(r.yamlState).toBe('recovered');
    expect(r.fields.description).toBe('Drafts release notes from merged changes. Use when: the user asks for a changelog or a version summary.');
    const d = diag(r, 'yaml-recovered');
    expect(d.severity).toBe('warning');
    expect(d.range).toEqual({ line: 3, column: 14, endLine: 3, endColumn: 117 });
    // Key ranges are mapped back to the original text, not the rewritten one.
    expect(r.keys.description.value).toEqual({ line: 3, column: 14, endLine: 3, endColumn: 117 });
    expect(r.keys.name.key).toEqual({ line: 2, column: 1, endLine: 2, endColumn: 5 });
    expect(cc('B02', 'tidy-imports').yamlState).toBe('ok');
  });

  it('B04 §1.1/E10: CRLF frontmatter parses like LF; no \\r in values; body starts after the fence', () => {
    const r = cc('B04', 'pr-digest');
    expect(r.hasFrontmatter).toBe(true);
    expect(r.fields.name).toBe('pr-digest');
    expect(r.fields.description).toBe('Summarises open pull requests for the current repository.');
    // `---\s*\n?` after the closing fence swallows `\r\n\r\n` (greedy \s*), so the body starts at `# PR digest`.
    expect(r.body.startsWith('# PR digest\r\n')).toBe(true);
    expect(r.keys.description.value).toEqual({ line: 3, column: 14, endLine: 3, endColumn: 71 });
  });

  it('B06 §1.2: block scalars are folded / literal / clipped per YAML', () => {
    expect(cc('B06', 'folded-desc').fields.description).toBe('Reviews database query plans for missing indexes. Use when a query is slow or a migration adds a table.');
    expect(cc('B06', 'literal-desc').fields.description).toBe('Writes unit tests for a single module.\nUse when coverage for that module is low.');
    expect(cc('B06', 'folded-keep').fields.description).toBe('Converts CSV exports into a markdown table.');
    // Value range of a block scalar: from the indicator to the end of the last content line.
    expect(cc('B06', 'folded-desc').keys.description.value).toEqual({ line: 3, column: 14, endLine: 5, endColumn: 56 });
  });

  it('B07 §1.2/§2.3 (2.1.112): tab indentation fails both parses → {} , folder name, heading text from the body', () => {
    const r = cc112('B07', 'spell-docs');
    expect(r.yamlState).toBe('failed');
    expect(r.data).toEqual({});
    expect(r.fields.name).toBeUndefined();
    expect(r.fields.description).toBe('Spell docs');
    expect(r.fields.descriptionSource).toBe('body');
    expect(diag(r, 'yaml-unparseable').range.line).toBe(4);
    expect(diag(r, 'yaml-unparseable').message).toContain('line 4');
    expect(diag(r, 'tab-in-frontmatter').range).toEqual({ line: 4, column: 1, endLine: 4, endColumn: 2 });
    expect(diag(r, 'description-derived-from-body').range).toEqual({ line: 7, column: 1, endLine: 7, endColumn: 13 });
    expect(r.body).toBe('# Spell docs\n\nRun the spell checker over docs/ and comments.\n');
  });

  it('B07 (2.1.332, point 12): the tab-indented continuation folds into the description; the tab still warns', () => {
    // Expected: the entry 2.1.332 listed for cases/B07 (npm run conformance), "- spell-docs: Checks spelling in docs and code comments."
    const r = cc('B07', 'spell-docs');
    expect(r.yamlState).toBe('ok');
    expect(r.fields.name).toBe('spell-docs');
    expect(r.fields.description).toBe('Checks spelling in docs and code comments.');
    expect(codes(r)).not.toContain('warning:yaml-unparseable');
    expect(diag(r, 'tab-in-frontmatter').range).toEqual({ line: 4, column: 1, endLine: 4, endColumn: 2 });
    // Offsets are kept: the value's range spans both lines of the file as written.
    expect(r.keys.description.value).toEqual({ line: 3, column: 14, endLine: 4, endColumn: 20 });
  });

  it('B09 §1.2: `[trainer[gpu], numpy]` is quoted by the retry; requires becomes a string', () => {
    const r = cc('B09', 'train-model');
    expect(r.yamlState).toBe('recovered');
    expect(r.data.requires).toBe('[trainer[gpu], numpy]');
    expect(diag(r, 'yaml-recovered').range).toEqual({ line: 4, column: 11, endLine: 4, endColumn: 32 });
  });

  it('B21 §2.3: first non-blank body line; no frontmatter → frontmatter-missing + derived', () => {
    const a = cc('B21', 'changelog-bump');
    expect(a.fields.description).toBe('Bumps the version header in CHANGELOG.md and moves unreleased entries under it.');
    expect(diag(a, 'description-derived-from-body').range).toEqual({ line: 5, column: 1, endLine: 5, endColumn: 80 });
    const b = cc('B21', 'no-frontmatter');
    expect(b.hasFrontmatter).toBe(false);
    expect(b.yamlState).toBe('none');
    expect(b.bodyOffset).toBe(0);
    expect(codes(b)).toEqual(['info:frontmatter-missing', 'info:description-derived-from-body']);
  });

  it('B29 §1.1: EOF fence, trailing spaces, rules in body, leading blank line', () => {
    const eof = cc('B29', 'eof-fence');
    expect(eof.hasFrontmatter).toBe(true);
    expect(eof.body).toBe('');
    const ts = cc('B29', 'fence-trailing-space');
    expect(ts.body).toBe('MARKER-TS.\n');
    const rules = cc('B29', 'rules-in-body');
    expect(rules.body.startsWith('# Section one\n')).toBe(true);
    expect(rules.body).toContain('\n---\n\n# Section two');
    const lb = cc('B29', 'leading-blank');
    expect(lb.hasFrontmatter).toBe(false);
    expect(lb.fields.description).toBe('---');
    expect(diag(lb, 'frontmatter-not-at-start').range).toEqual({ line: 2, column: 1, endLine: 2, endColumn: 4 });
    expect(lb.body.startsWith('\n---\nname: leading-blank')).toBe(true);
  });
});
