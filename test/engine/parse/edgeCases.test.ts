/**
 * Golden tests per profile for the reference's edge cases (skill-semantics.md
 * §15 E1–E23) and fallbacks (§2.3). Every expected value is written by hand
 * from the reference text quoted in the test name.
 */
import { describe, expect, it } from 'vitest';
import { codes, diag, parse } from './helpers';
import { getProfile } from '../../../src/shared/engine/profiles';
import { parseSkillText } from '../../../src/shared/engine/parse';

const E1 = '---\nname: d\ndescription: split a---b ranges\n---\nBody\n';
const E2 = '---\nname: d\n---\n# Deploy Things\nShip it.\n';
const E3 = '---\nname: d\ndescription: Use when: the user asks for PDFs\n---\n';
const E10 = '---\r\nname: d\r\ndescription: x\r\n---\r\nBody\r\n';
const E11 = '---\nname: d\ndescription: x\n---';
const E12 = '\ufeff---\nname: d\ndescription: x\n---\nBody\n';

describe('E1 — `---` inside a frontmatter value', () => {
  it('CC: frontmatter ends at `a`; description `split a`; body starts `b ranges\\n---\\nBody` (E1)', () => {
    const r = parse(E1);
    expect(r.fields.description).toBe('split a');
    expect(r.body).toBe('b ranges\n---\nBody\n');
    expect(r.frontmatterText).toBe('name: d\ndescription: split a');
  });
  it('ASref: same cut, description `split a`, body stripped (E1, §1.3)', () => {
    const r = parse(E1, 'agent-skills');
    expect(r.fields.description).toBe('split a');
    expect(r.body).toBe('b ranges\n---\nBody');
  });
  it('OH / CB1 / minimal: delimiter is a whole line → `split a---b ranges` (E1)', () => {
    for (const p of ['openharness', 'codebot', 'minimal'] as const) expect(parse(E1, p).fields.description).toBe('split a---b ranges');
  });
  it('CB1: a line that merely starts with `---` closes the block; the rest of that line stays in the body (§1.1 `\\n---`, StripFrontmatter)', () => {
    const r = parse('---\nname: d\ndescription: x\n----- a rule\nBody\n', 'codebot');
    expect(r.fields.description).toBe('x');
    expect(r.body).toBe('-- a rule\nBody');
  });
  it('the cut gets a diagnostic on that `---` (CC and ASref: inside a line; CB1: a line only starting with `---`), none on a `---` line', () => {
    const cc = diag(parse(E1), 'frontmatter-cut-mid-line');
    expect(cc.range).toEqual({ line: 3, column: 21, endLine: 3, endColumn: 24 });
    expect(cc.data).toMatchObject({ rule: 'anywhere', before: 'description: split a', after: 'b ranges', intendedLine: 4 });
    expect(cc.message).toContain('"b ranges" becomes the start of the body');
    expect(diag(parse(E1, 'agent-skills'), 'frontmatter-cut-mid-line').range).toEqual(cc.range);
    const cb = diag(parse('---\nname: d\ndescription: x\n----- a rule\nBody\n', 'codebot'), 'frontmatter-cut-mid-line');
    expect(cb.range).toEqual({ line: 4, column: 1, endLine: 4, endColumn: 4 });
    expect(cb.data).toMatchObject({ rule: 'line-start', after: '-- a rule' });
    expect(diag(parse('---\nname: d\ndescription: x\n----\nBody\n'), 'frontmatter-cut-mid-line').data).toMatchObject({ before: '', after: '-' });
    for (const p of ['claude-code', 'agent-skills', 'codebot', 'openharness', 'minimal'] as const) {
      for (const ok of ['---\nname: d\ndescription: x\n---\nBody\n', '---\r\nname: d\r\n--- \r\nB\r\n', '---\nname: d\n---']) {
        expect(codes(parse(ok, p)).join(), `${p} ${JSON.stringify(ok)}`).not.toContain('frontmatter-cut-mid-line');
      }
    }
    for (const p of ['openharness', 'codebot', 'minimal'] as const) expect(codes(parse(E1, p)).join()).not.toContain('frontmatter-cut-mid-line');
  });
  it('CB1: `---\\n---\\n` is not a closed block (the search starts after the opener)', () => {
    const r = parse('---\n---\nBody\n', 'codebot');
    expect(r.hasFrontmatter).toBe(false);
    expect(r.body).toBe('---\n---\nBody');
  });
});

describe('E2 — name but no description', () => {
  it('CC: heading text `Deploy Things` (E2)', () => {
    const r = parse(E2);
    expect(r.fields.description).toBe('Deploy Things');
    expect(r.fields.descriptionSource).toBe('body');
    expect(diag(r, 'description-derived-from-body').range).toEqual({ line: 4, column: 1, endLine: 4, endColumn: 16 });
  });
  it('OH: `name: d` — first non-`---`, non-heading line of the whole file (E2)', () => {
    expect(parse(E2, 'openharness').fields.description).toBe('name: d');
  });
  it('CB: `# Deploy Things` — heading marker kept (E2)', () => {
    expect(parse(E2, 'codebot').fields.description).toBe('# Deploy Things');
  });
  it('ASref: rejected — description required (E2, §2.2)', () => {
    const r = parse(E2, 'agent-skills');
    expect(diag(r, 'description-missing').severity).toBe('error');
  });
  it('minimal: skipped without description (seed 003)', () => {
    const r = parse(E2, 'minimal');
    expect(r.skipped?.code).toBe('description-missing');
  });
});

describe('E3 — unquoted colon in a value', () => {
  it('CC: auto-quoted, full description, yaml-recovered (E3, §1.2)', () => {
    const r = parse(E3);
    expect(r.yamlState).toBe('recovered');
    expect(r.fields.description).toBe('Use when: the user asks for PDFs');
    expect(codes(r)).toContain('warning:yaml-recovered');
  });
  it('OH: YAML error → fallback → description `name: d` (E3)', () => {
    const r = parse(E3, 'openharness');
    expect(r.yamlState).toBe('failed');
    expect(r.fields.description).toBe('name: d');
  });
  it('CB: yaml.v3 error → skipped (E3)', () => {
    const r = parse(E3, 'codebot');
    expect(r.skipped?.code).toBe('yaml-invalid-skipped');
    expect(diag(r, 'yaml-invalid-skipped').severity).toBe('error');
  });
  it('ASref: invalid YAML error (E3)', () => {
    const r = parse(E3, 'agent-skills');
    expect(diag(r, 'yaml-unparseable').severity).toBe('error');
    expect(r.skipped).toBeDefined();
  });
  it('minimal: no YAML library, the rest of the line after the first `:` (seed 003)', () => {
    expect(parse(E3, 'minimal').fields.description).toBe('Use when: the user asks for PDFs');
  });
});

describe('E4/E5 — names', () => {
  const E4 = '---\nname: deploy\ndescription: Deploy the app\n---\n';
  it('CC: name is only a display name → warning name-mismatch-directory (E4)', () => {
    const r = parse(E4, 'claude-code', 'deploy-prod');
    expect(r.fields.name).toBe('deploy');
    expect(diag(r, 'name-mismatch-directory').severity).toBe('warning');
    expect(diag(r, 'name-mismatch-directory').range).toEqual({ line: 2, column: 7, endLine: 2, endColumn: 13 });
  });
  it('ASref: error, must match directory (E4)', () => {
    expect(diag(parse(E4, 'agent-skills', 'deploy-prod'), 'name-mismatch-directory').severity).toBe('error');
  });
  const E5 = '---\nname: PDF Tools\ndescription: Work with PDFs\n---\n';
  it('ASref: "must be lowercase" + invalid characters (E5)', () => {
    const c = codes(parse(E5, 'agent-skills', 'pdf-tools'));
    expect(c).toContain('error:name-not-lowercase');
    expect(c).toContain('error:name-has-whitespace');
  });
  it('CB: normalised to `pdf tools` → invalid (space) → skipped (E5)', () => {
    const r = parse(E5, 'codebot', 'pdf-tools');
    expect(r.fields.name).toBe('pdf tools');
    expect(r.skipped?.code).toBe('name-has-whitespace');
  });
  it('CC: accepted as display name only (E5)', () => {
    const r = parse(E5, 'claude-code', 'pdf-tools');
    expect(r.skipped).toBeUndefined();
    expect(r.fields.name).toBe('PDF Tools');
    expect(diag(r, 'name-has-whitespace').severity).toBe('info');
  });
  it('ASref: Unicode name `数据` in dir `数据` is valid (E6)', () => {
    const r = parse('---\nname: 数据\ndescription: data helper\n---\n', 'agent-skills', '数据');
    expect(r.diagnostics).toEqual([]);
  });
  it('CB1: frontmatter name `skill` maps to the folder (§2.3)', () => {
    expect(parse('---\nname: skill\ndescription: x\n---\n', 'codebot', 'review').fields.name).toBe('review');
  });
});

describe('E10/E11/E12 — line endings, EOF fence, BOM', () => {
  it('CC, CB: CRLF parsed normally (E10)', () => {
    for (const p of ['claude-code', 'codebot'] as const) {
      const r = parse(E10, p);
      expect(r.hasFrontmatter).toBe(true);
      expect(r.fields.description).toBe('x');
    }
  });
  it('OH: CRLF not recognised → description `name: d` + frontmatter-not-recognised (E10)', () => {
    const r = parse(E10, 'openharness');
    expect(r.hasFrontmatter).toBe(false);
    expect(r.fields.description).toBe('name: d');
    expect(codes(r)).toContain('warning:frontmatter-not-recognised');
  });
  it('CC, ASref, CB: closing fence at EOF parsed (E11)', () => {
    for (const p of ['claude-code', 'agent-skills', 'codebot'] as const) expect(parse(E11, p).fields.description).toBe('x');
  });
  it('OH: EOF fence not recognised → `name: d` (E11)', () => {
    const r = parse(E11, 'openharness');
    expect(r.hasFrontmatter).toBe(false);
    expect(r.fields.description).toBe('name: d');
  });
  it('CC 2.1.332 strips the BOM (measured, claude-code-measured.md point 11): frontmatter read, body after it, bom-stripped warning on the BOM', () => {
    const r = parseSkillText(E12, { profile: getProfile('claude-code', '2.1.332'), dirName: 'd' });
    expect(r.hasFrontmatter).toBe(true);
    expect(r.fields.description).toBe('x');
    expect(r.body).toBe('Body\n');
    expect(r.bodyOffset).toBe(32); // 1 (BOM) + 4 (`---\n`) + 8 + 15 + 4
    expect(r.keys.description.value).toEqual({ line: 3, column: 14, endLine: 3, endColumn: 15 });
    expect(codes(r)).toEqual(['warning:bom-stripped']);
    expect(diag(r, 'bom-stripped').range).toEqual({ line: 1, column: 1, endLine: 1, endColumn: 2 });
  });
  it('CC 2.1.112: BOM → no frontmatter; description `---` (first body line after trimming), warning (E12)', () => {
    const r = parseSkillText(E12, { profile: getProfile('claude-code', '2.1.112'), dirName: 'd' });
    expect(r.hasFrontmatter).toBe(false);
    expect(r.fields.description).toBe('---');
    const d = diag(r, 'frontmatter-not-at-start');
    expect(d.range).toEqual({ line: 1, column: 2, endLine: 1, endColumn: 5 });
    expect(d.message).toContain('BOM');
  });
  it('ASref: BOM → parse error (E12)', () => {
    const r = parse(E12, 'agent-skills');
    expect(diag(r, 'frontmatter-not-at-start').severity).toBe('error');
    expect(r.skipped).toBeDefined();
  });
});

describe('E14 — allowed-tools spelling', () => {
  const t = '---\ndescription: x\nallowed-tools: Read Grep Bash(git add:*)\n---\n';
  it('CC: split on spaces/commas outside parentheses (E14)', () => {
    expect(parse(t).fields.allowedTools).toEqual(['Read', 'Grep', 'Bash(git add:*)']);
    expect(parse('---\nallowed-tools: Read, Edit,Bash(a, b)\n---\n').fields.allowedTools).toEqual(['Read', 'Edit', 'Bash(a, b)']);
    expect(parse('---\nallowed-tools:\n  - Read\n  - Bash(git add:*)\n---\n').fields.allowedTools).toEqual(['Read', 'Bash(git add:*)']);
  });
  it('CB: commas only → one entry (E14)', () => {
    expect(parse(t, 'codebot').fields.allowedTools).toEqual(['Read Grep Bash(git add:*)']);
  });
  it('ASref: flow list `[Read, Grep]` rejected by strictyaml (E14)', () => {
    const r = parse('---\nname: d\ndescription: x\nallowed-tools: [Read, Grep]\n---\n', 'agent-skills');
    const d = diag(r, 'yaml-unparseable');
    expect(d.severity).toBe('error');
    expect(d.range).toEqual({ line: 4, column: 16, endLine: 4, endColumn: 28 });
  });
});

describe('E17 — description over 1024 characters', () => {
  const long = 'a'.repeat(1025);
  const t = `---\nname: d\ndescription: ${long}\n---\n`;
  it('ASref: error (E17)', () => expect(diag(parse(t, 'agent-skills'), 'description-too-long').severity).toBe('error'));
  it('CC: accepted, spec-limit warning; description kept whole (E17)', () => {
    const r = parse(t);
    expect(r.fields.description.length).toBe(1025);
    expect(diag(r, 'description-too-long').severity).toBe('warning');
  });
});

describe('E23 — frontmatter-only skill with empty body', () => {
  const t = '---\nname: d\ndescription: x\n---\n';
  it('CC: empty body (E23)', () => { expect(parse(t).body).toBe(''); expect(parse(t).bodyOffset).toBe(t.length); });
  it('OH: content is the whole file, frontmatter included (E23, §1.3)', () => {
    const r = parse(t, 'openharness');
    expect(r.body).toBe(t);
    expect(r.bodyOffset).toBe(0);
  });
  it('CB: empty body (E23)', () => expect(parse(t, 'codebot').body).toBe(''));
});

describe('§2.3 fallbacks', () => {
  it('CC: blank body → literal `Skill` and description-missing', () => {
    const r = parse('---\nname: d\n---\n\n   \n');
    expect(r.fields.description).toBe('Skill');
    expect(r.fields.descriptionSource).toBe('fallback');
    expect(codes(r)).toContain('warning:description-missing');
  });
  it('CC: over 100 chars → 97 + `...`', () => {
    const line = 'w'.repeat(150);
    const r = parse(`---\nname: d\n---\n${line}\n`);
    expect(r.fields.description).toBe('w'.repeat(97) + '...');
  });
  it('CC: non-string scalars stringified; lists warned and replaced by the body line', () => {
    expect(parse('---\ndescription: 42\n---\nBody\n').fields.description).toBe('42');
    expect(parse('---\ndescription: true\n---\nBody\n').fields.description).toBe('true');
    const r = parse('---\ndescription:\n  - a\n---\n# Title\n');
    expect(r.fields.description).toBe('Title');
    expect(codes(r)).toContain('warning:field-wrong-type');
  });
  it('CC: `#Tag` without a space is not a heading', () => {
    expect(parse('#Tag line\n').fields.description).toBe('#Tag line');
  });
  it('OH: no usable line → `Skill: {name}`; bundled → `Bundled skill: {name}`', () => {
    expect(parse('# Only a heading\n', 'openharness', 'd').fields.description).toBe('Skill: Only a heading');
    expect(parse('\n\n', 'openharness', 'd', { scope: 'bundled' }).fields.description).toBe('Bundled skill: d');
  });
  it('OH: name from the first `# ` heading when no frontmatter name', () => {
    expect(parse('# Deploy Things\nShip it.\n', 'openharness', 'd').fields.name).toBe('Deploy Things');
    expect(parse('---\nname: keep\ndescription: x\n---\n# Other\n', 'openharness', 'd').fields.name).toBe('keep');
  });
  it('OH: cut to 200 characters', () => {
    expect(parse('z'.repeat(300) + '\n', 'openharness').fields.description).toBe('z'.repeat(200));
  });
  it('CB: cut to 80 runes', () => {
    expect(parse('---\nname: d\n---\n' + '数'.repeat(100) + '\n', 'codebot').fields.description).toBe('数'.repeat(80));
  });
  it('minimal: quotes and block indicators kept as written (seed 003)', () => {
    expect(parse('---\ndescription: "quoted"\n---\nBody', 'minimal').fields.description).toBe('"quoted"');
    expect(parse('---\ndescription: >-\n  folded\n---\nBody', 'minimal').fields.description).toBe('>-');
  });
  it('minimal: unclosed or missing frontmatter → skipped (seed 003)', () => {
    expect(parse('---\ndescription: x\n', 'minimal').skipped?.code).toBe('frontmatter-unclosed');
    expect(parse('just text', 'minimal').skipped?.code).toBe('frontmatter-missing');
  });
});

describe('CC fence equals its regex (§1.1) and stays linear', () => {
  const RE = /^---\s*\n([\s\S]*?)---\s*\n?/;
  const samples = ['---\n---\n', '---  \n\n\nname: a\n---', '---\r\n\r\na: 1\r\n---  \r\n\r\nBody', '--- \t\n x---y', '---x\n---\n', '---', '---\n',
    '---\n\n', '---\u00a0\nk: v\n---\u2028\nB', '---\n---', '---\n a\n---\n\n\n  Body  '];
  it.each(samples.map((s) => [JSON.stringify(s), s]))('%s', (_l, s) => {
    const m = RE.exec(s);
    const r = parse(s);
    expect(r.hasFrontmatter).toBe(!!m);
    if (m) {
      expect(r.frontmatterText).toBe(m[1]);
      expect(r.body).toBe(s.slice(m[0].length));
    } else expect(r.body).toBe(s);
  });
  it('100,000 blank lines after `---` parse fast (no regex backtracking)', () => {
    const t = '---' + '\n'.repeat(100_000) + 'x';
    const r = parse(t);
    expect(r.hasFrontmatter).toBe(false);
  });
});

describe('linear time on long inputs (every profile)', () => {
  it.each(['claude-code', 'agent-skills', 'codebot', 'openharness', 'minimal'] as const)('%s: 200,000 colon-free frontmatter lines and a long body', (p) => {
    const t = '---\n' + 'word\n'.repeat(200_000) + '---\n' + 'body line\n'.repeat(200_000);
    parse(t, p);
  });
});

describe('frontmatter-not-recognised explains each stricter fence rule (§1.1)', () => {
  it('OH CRLF → LF advice (E10)', () => {
    expect(diag(parse(E10, 'openharness'), 'frontmatter-not-recognised').message).toContain('LF line endings');
  });
  it('OH EOF fence → newline advice (E11)', () => {
    expect(diag(parse(E11, 'openharness'), 'frontmatter-not-recognised').message).toContain('newline after the closing');
  });
  it('CB1 `--- ` opener with trailing space is not a fence', () => {
    const r = parse('--- \nname: d\ndescription: x\n---\nBody\n', 'codebot');
    expect(r.hasFrontmatter).toBe(false);
    expect(diag(r, 'frontmatter-not-recognised').message).toContain('exactly `---`');
  });
});
