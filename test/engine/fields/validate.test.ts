/**
 * validateFields driven by the field tables: every ASref rule (§2.2), CB1's
 * name rule (§2.2), keys ignored by a profile (§2.1), enum values and types.
 * Ranges are whole-file and counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { parse, codes, diag } from '../parse/helpers';

const fm = (body: string) => `---\n${body}\n---\nBody\n`;
const AS = (body: string, dir = 'pdf') => parse(fm(body), 'agent-skills', dir);

describe('ASref validator rules (§2.2)', () => {
  it('a valid skill has no diagnostics', () => {
    expect(AS('name: pdf\ndescription: Work with PDFs\nlicense: MIT\ncompatibility: needs poppler\nmetadata:\n  owner: me\nallowed-tools: Read Grep').diagnostics).toEqual([]);
  });
  it('unknown keys: one error per extra, listing the extras and the allowed set', () => {
    const r = AS('name: pdf\ndescription: x\nmodel: opus\nversion: 1');
    const d = r.diagnostics.filter((x) => x.code === 'unknown-field');
    expect(d.map((x) => x.severity)).toEqual(['error', 'error']);
    expect(d[0].range).toEqual({ line: 4, column: 1, endLine: 4, endColumn: 6 });
    expect(d[0].message).toContain('`model`, `version`');
    expect(d[0].message).toContain('`name`, `description`, `license`, `allowed-tools`, `metadata`, `compatibility`');
  });
  it('name missing → error', () => expect(codes(AS('description: x'))).toContain('error:name-missing'));
  it('name longer than 64 after NFKC + strip → error with the length', () => {
    const n = 'a'.repeat(65);
    const d = diag(AS(`name: ${n}\ndescription: x`, n), 'name-too-long');
    expect(d.severity).toBe('error');
    expect(d.message).toContain('65');
  });
  it('NFKC: fullwidth `ｐｄｆ` normalises to `pdf` and matches dir `pdf`', () => {
    expect(AS('name: ｐｄｆ\ndescription: x').diagnostics).toEqual([]);
  });
  it('uppercase → name-not-lowercase', () => expect(codes(AS('name: Pdf\ndescription: x', 'Pdf'))).toEqual(['error:name-not-lowercase']));
  it('leading/trailing hyphen and `--` are two separate errors', () => {
    expect(codes(AS('name: -pdf\ndescription: x', '-pdf'))).toEqual(['error:name-hyphen-edge']);
    expect(codes(AS('name: pdf-\ndescription: x', 'pdf-'))).toEqual(['error:name-hyphen-edge']);
    expect(codes(AS('name: p--df\ndescription: x', 'p--df'))).toEqual(['error:name-consecutive-hyphens']);
  });
  it('charset: Unicode letters/digits ok (Cyrillic, Chinese), `_` and `.` invalid', () => {
    expect(AS('name: данные\ndescription: x', 'данные').diagnostics).toEqual([]);
    const d = diag(AS('name: pdf_tool.v2\ndescription: x', 'pdf_tool.v2'), 'name-invalid-chars');
    expect(d.message).toContain('`_`, `.`');
    expect(d.range).toEqual({ line: 2, column: 7, endLine: 2, endColumn: 18 });
  });
  it('name must equal the directory', () => expect(codes(AS('name: pdf\ndescription: x', 'pdf-tools'))).toEqual(['error:name-mismatch-directory']));
  it('description required and ≤ 1024', () => {
    expect(codes(AS('name: pdf'))).toContain('error:description-missing');
    expect(codes(AS('name: pdf\ndescription: ""'))).toContain('error:description-missing');
    expect(codes(AS(`name: pdf\ndescription: ${'d'.repeat(1024)}`))).toEqual([]);
    expect(codes(AS(`name: pdf\ndescription: ${'d'.repeat(1025)}`))).toEqual(['error:description-too-long']);
  });
  it('compatibility ≤ 500', () => {
    expect(codes(AS(`name: pdf\ndescription: x\ncompatibility: ${'c'.repeat(500)}`))).toEqual([]);
    expect(codes(AS(`name: pdf\ndescription: x\ncompatibility: ${'c'.repeat(501)}`))).toEqual(['error:compatibility-too-long']);
  });
  it('metadata must be a mapping; values are strings (strictyaml)', () => {
    const r = AS('name: pdf\ndescription: x\nmetadata:\n  version: 1.0\n  beta: true');
    expect(r.fields.metadata).toEqual({ version: '1.0', beta: 'true' });
    expect(codes(AS('name: pdf\ndescription: x\nmetadata:\n  - a'))).toEqual(['error:field-wrong-type']);
  });
  it('not a mapping → error, skipped', () => {
    const r = parse('---\n- a\n- b\n---\n', 'agent-skills', 'pdf');
    expect(diag(r, 'frontmatter-not-mapping').severity).toBe('error');
    expect(r.skipped?.code).toBe('frontmatter-not-mapping');
  });
  it('no frontmatter → error', () => {
    expect(diag(parse('Body only', 'agent-skills', 'pdf'), 'frontmatter-missing').severity).toBe('error');
  });
});

describe('CB1 name rule (§2.2): lowercased, regex, ≤ 64 bytes, else skipped', () => {
  const CB = (name: string, dir = 'x') => parse(fm(`name: ${name}\ndescription: d`), 'codebot', dir);
  it('`Deploy` is read as `deploy`; info only', () => {
    const r = CB('Deploy', 'deploy');
    expect(r.fields.name).toBe('deploy');
    expect(r.skipped).toBeUndefined();
    expect(codes(r)).toEqual(['info:name-not-lowercase']);
  });
  it('underscores and `--` allowed', () => {
    expect(CB('a_b--c', 'a_b--c').skipped).toBeUndefined();
  });
  it('edge hyphen / invalid chars / over 64 bytes → skipped', () => {
    expect(CB('-a').skipped?.code).toBe('name-hyphen-edge');
    expect(CB('a.b').skipped?.code).toBe('name-invalid-chars');
    expect(CB('数据').skipped?.code).toBe('name-invalid-chars'); // E6: ASCII-only regex
    expect(CB('a'.repeat(65)).skipped?.code).toBe('name-too-long');
  });
  it('an undecodable bool skips the skill (yaml.v3 typed struct)', () => {
    const r = parse(fm('name: x\ndescription: d\nuser-invocable: maybe'), 'codebot', 'x');
    expect(r.skipped?.code).toBe('field-invalid-value');
    expect(parse(fm('name: x\ndescription: d\nuser-invocable: no'), 'codebot', 'x').fields.userInvocable).toBe(false);
  });
  it('a string where yaml.v3 expects []string (`arguments`, `paths`) skips the skill', () => {
    expect(parse(fm('description: d\narguments: file mode'), 'codebot', 'x').skipped?.code).toBe('field-wrong-type');
    expect(parse(fm('description: d\npaths: src/**'), 'codebot', 'x').skipped?.code).toBe('field-wrong-type');
    expect(parse(fm('description: d\npaths:\n  - src/**'), 'codebot', 'x').fields.paths).toEqual(['src/**']);
  });
  it('without a frontmatter name the folder name is checked (`My Skill` → skipped)', () => {
    expect(parse(fm('description: d'), 'codebot', 'My Skill').skipped?.code).toBe('name-has-whitespace');
    expect(parse(fm('description: d'), 'codebot', 'ok-dir').skipped).toBeUndefined();
  });
  it('description is TrimSpace-d; effort kept as any string', () => {
    const r = parse(fm('description: "  padded  "\neffort: turbo'), 'codebot', 'x');
    expect(r.fields.description).toBe('padded');
    expect(r.fields.effort).toBe('turbo');
  });
  it('`context: Fork` is fork (strings.EqualFold, §11)', () => {
    expect(parse(fm('description: d\ncontext: Fork'), 'codebot', 'x').fields.context).toBe('fork');
    expect(parse(fm('description: d\ncontext: Fork'), 'claude-code', 'x').fields.context).toBe('inline');
  });
});

describe('keys a profile ignores (§2.1) and unknown keys', () => {
  it('codebot: `shell` is valid for Claude Code, ignored by codebot (info)', () => {
    const d = diag(parse(fm('description: d\nshell: bash'), 'codebot', 'x'), 'field-ignored-by-profile');
    expect(d.severity).toBe('info');
    expect(d.message).toBe('`shell` is valid for Claude Code, but ignored by codebot.');
    expect(d.range).toEqual({ line: 3, column: 1, endLine: 3, endColumn: 6 });
  });
  it('the same ignored key in two files: the same message and data, each at its own range, and the shared data cannot be changed', () => {
    const a = diag(parse(fm('description: d\nshell: bash'), 'codebot', 'x'), 'field-ignored-by-profile');
    const b = diag(parse(fm('description: d\nname: y\n\nshell: zsh'), 'codebot', 'y'), 'field-ignored-by-profile');
    expect(b.message).toBe(a.message);
    expect(b.data).toEqual({ key: 'shell', profile: 'codebot', honouredBy: ['Claude Code'] });
    expect([a.range.line, b.range.line]).toEqual([3, 5]);
    expect(() => { (b.data as { key: string }).key = 'other'; }).toThrow(TypeError);
    expect(() => { (b.data!.honouredBy as string[]).push('x'); }).toThrow(TypeError);
    const other = diag(parse(fm('description: d\nlicense: MIT'), 'codebot', 'x'), 'field-ignored-by-profile');
    expect(other.message).toContain('`license`');
  });
  it('claude-code: misspelt key → unknown-field with a suggestion', () => {
    const d = diag(parse(fm('description: d\nallowed_tools: Read'), 'claude-code', 'x'), 'unknown-field');
    expect(d.severity).toBe('info');
    expect(d.message).toContain('did you mean `allowed-tools`?');
  });
});

describe('field values under claude-code (§2.1, §5, §9.1, §12)', () => {
  const CC = (body: string) => parse(fm(`description: d\n${body}`), 'claude-code', 'x');
  it('effort: words or integers; others warned and ignored', () => {
    expect(CC('effort: xhigh').fields.effort).toBe('xhigh');
    expect(CC('effort: 3').fields.effort).toBe(3);
    const r = CC('effort: extreme');
    expect(r.fields.effort).toBeUndefined();
    expect(diag(r, 'field-invalid-value').range).toEqual({ line: 3, column: 9, endLine: 3, endColumn: 16 });
  });
  it('model `inherit` = none', () => {
    expect(CC('model: inherit').fields.model).toBeUndefined();
    expect(CC('model: opus').fields.model).toBe('opus');
  });
  it('user-invocable: only true / "true" are true once present; `yes` reads false and is flagged', () => {
    expect(CC('').fields.userInvocable).toBe(true);
    expect(CC('user-invocable: "true"').fields.userInvocable).toBe(true);
    const r = CC('user-invocable: yes');
    expect(r.fields.userInvocable).toBe(false);
    expect(diag(r, 'field-invalid-value').message).toContain('reads it as `false`');
  });
  it('arguments: list or whitespace string; blank and numeric names dropped', () => {
    expect(CC('arguments: file  mode 2').fields.arguments).toEqual(['file', 'mode']);
    expect(CC('arguments:\n  - file\n  - ""\n  - 3\n  - mode').fields.arguments).toEqual(['file', 'mode']);
  });
  it('paths: comma-separated string or list, braces kept', () => {
    expect(CC('paths: src/api/**, docs/*.md').fields.paths).toEqual(['src/api/**', 'docs/*.md']);
    expect(CC('paths: "src/{a,b}/**"').fields.paths).toEqual(['src/{a,b}/**']);
    expect(CC('paths:\n  - lib/**\n  - test/**').fields.paths).toEqual(['lib/**', 'test/**']);
  });
  it('shell: bash/powershell; others flagged', () => {
    expect(CC('shell: powershell').fields.shell).toBe('powershell');
    expect(codes(CC('shell: zsh'))).toContain('warning:field-invalid-value');
  });
  it('context: `fork` only (exact)', () => {
    expect(CC('context: fork').fields.context).toBe('fork');
    expect(codes(CC('context: sideways'))).toContain('warning:field-invalid-value');
  });
  it('hooks, agent, when_to_use, disable-model-invocation, version kept', () => {
    const f = CC('hooks:\n  PreToolUse: []\nagent: Explore\nwhen_to_use: on PDFs\ndisable-model-invocation: true\nversion: 1.2').fields;
    expect(f).toMatchObject({ hooks: { PreToolUse: [] }, agent: 'Explore', whenToUse: 'on PDFs', disableModelInvocation: true, version: '1.2' });
  });
  it('wrong types warned: `model` as a list', () => {
    expect(diag(CC('model:\n  - a'), 'field-wrong-type').message).toContain('`model` should be a string, not a list');
  });
});

describe('CB1 folder names without frontmatter (§2.2, §2.3)', () => {
  it('a file with no frontmatter in `My Skill/` is skipped; in `ok/` it loads', () => {
    expect(parse('Just a body.\n', 'codebot', 'My Skill').skipped?.code).toBe('name-has-whitespace');
    expect(parse('Just a body.\n', 'codebot', 'ok').skipped).toBeUndefined();
  });
});

describe('ASref counts code points (Python len), §2.2', () => {
  it('1024 emoji (2048 UTF-16 units) is within the description limit', () => {
    expect(codes(parse(`---\nname: pdf\ndescription: ${'😀'.repeat(1024)}\n---\n`, 'agent-skills', 'pdf'))).toEqual([]);
    expect(codes(parse(`---\nname: pdf\ndescription: ${'😀'.repeat(1025)}\n---\n`, 'agent-skills', 'pdf'))).toEqual(['error:description-too-long']);
  });
});
