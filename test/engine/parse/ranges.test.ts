/**
 * Exact key/value ranges (1-based lines, UTF-16 columns, end exclusive) in
 * whole-file coordinates, including block scalars, CRLF, non-BMP text, and
 * the positions of diagnostic markers. Expected positions counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { diag, parse } from './helpers';
import { getProfile, parseSkillText } from '../../../src/shared/engine';

const R = (line: number, column: number, endLine: number, endColumn: number) => ({ line, column, endLine, endColumn });

describe('key ranges (claude-code)', () => {
  const text = [
    '---', //                         line 1
    'name: demo', //                  line 2
    'description: |', //              line 3
    '  First line.', //               line 4
    '  Second line.', //              line 5
    '', //                            line 6
    'allowed-tools:', //              line 7
    '  - Read', //                    line 8
    '  - Bash(git:*)', //             line 9
    'model:   opus   # comment', //   line 10
    'empty:', //                      line 11
    '---', //                         line 12
    'Body',
  ].join('\n');
  const r = parse(text, 'claude-code', 'demo');

  it('plain scalar: key 2:1–2:5, value 2:7–2:11', () => {
    expect(r.keys.name.key).toEqual(R(2, 1, 2, 5));
    expect(r.keys.name.value).toEqual(R(2, 7, 2, 11));
    expect(text.slice(r.keys.name.valueStart, r.keys.name.valueEnd)).toBe('demo');
  });
  it('literal block scalar: value from `|` (3:14) to the end of its last line (5:15)', () => {
    expect(r.keys.description.key).toEqual(R(3, 1, 3, 12));
    expect(r.keys.description.value).toEqual(R(3, 14, 5, 15));
    expect(r.fields.description).toBe('First line.\nSecond line.');
  });
  it('block sequence: value from the first `-` (8:3) to the end of the last item (9:16)', () => {
    expect(r.keys['allowed-tools'].value).toEqual(R(8, 3, 9, 16));
  });
  it('value with extra spaces and a trailing comment: only `opus` (10:10–10:14)', () => {
    expect(r.keys.model.value).toEqual(R(10, 10, 10, 14));
  });
  it('empty value: zero-width range right after the colon (11:7)', () => {
    expect(r.keys.empty.key).toEqual(R(11, 1, 11, 6));
    expect(r.keys.empty.value).toEqual(R(11, 7, 11, 7));
  });
  it('body offset points at `Body`', () => {
    expect(text.slice(r.bodyOffset)).toBe('Body');
  });
});

describe('ranges in other encodings and profiles', () => {
  it('CRLF: columns do not count `\\r`', () => {
    const r = parse('---\r\nname: a\r\ndescription: >-\r\n  folded\r\n  text\r\n---\r\n');
    expect(r.keys.name.value).toEqual(R(2, 7, 2, 8));
    expect(r.keys.description.value).toEqual(R(3, 14, 5, 7));
    expect(r.fields.description).toBe('folded text');
  });
  it('astral characters count two UTF-16 units (Monaco columns)', () => {
    const r = parse('---\ndescription: 😀 smile\nname: x\n---\n');
    expect(r.keys.description.value).toEqual(R(2, 14, 2, 22));
    expect(r.keys.name.value).toEqual(R(3, 7, 3, 8));
  });
  it('codebot `\\r\\n` opener: frontmatter starts on line 2', () => {
    const r = parse('---\r\nname: a\r\n---\r\n', 'codebot');
    expect(r.keys.name.key).toEqual(R(2, 1, 2, 5));
  });
  it('minimal line-kv: ranges of the raw `key: value` pieces', () => {
    const r = parse('---\n  description :  Spaced out  \n---\nBody', 'minimal');
    expect(r.fields.description).toBe('Spaced out');
    expect(r.keys.description.key).toEqual(R(2, 3, 2, 14));
    expect(r.keys.description.value).toEqual(R(2, 18, 2, 28));
  });
  it('strict-strings (agent-skills): ranges like `yaml`; scalars stay strings', () => {
    const r = parse('---\nname: d\ndescription: 12\nmetadata:\n  version: 1.0\n---\n', 'agent-skills');
    expect(r.data).toEqual({ name: 'd', description: '12', metadata: { version: '1.0' } });
    expect(r.keys.metadata.value).toEqual(R(5, 3, 5, 15));
  });
});

describe('marker positions', () => {
  it('description-inline-comment: range of `# and more` (2:24–2:34); description cut before it', () => {
    // `description: Use for C # and more`: value at 14–23, the comment from column 24 to 34.
    const r = parse('---\ndescription: Use for C # and more\n---\n');
    expect(r.fields.description).toBe('Use for C');
    expect(diag(r, 'description-inline-comment').range).toEqual(R(2, 24, 2, 34));
  });
  it('`#` inside a word is not a comment (C#)', () => {
    const r = parse('---\ndescription: Use for C# code\n---\n');
    expect(r.fields.description).toBe('Use for C# code');
    expect(r.diagnostics.map((d) => d.code)).not.toContain('description-inline-comment');
  });
  it('yaml-recovered range inside a later line after an earlier rewrite', () => {
    const r = parse('---\na: x: y\nb: [c[d], e]\nc: plain\n---\n');
    const rec = r.diagnostics.filter((d) => d.code === 'yaml-recovered');
    expect(rec.map((d) => d.range)).toEqual([R(2, 4, 2, 8), R(3, 4, 3, 13)]);
    expect(r.keys.c.value).toEqual(R(4, 4, 4, 9));
    expect(r.data).toEqual({ a: 'x: y', b: '[c[d], e]', c: 'plain' });
  });
  it('tab inside a block scalar indentation: tab-in-frontmatter at the tab (4:1–4:2)', () => {
    const r = parse('---\ndescription: |\n  ok\n\tbad\n---\nBody\n');
    expect(diag(r, 'tab-in-frontmatter').range).toEqual(R(4, 1, 4, 2));
  });
  it('argument-hint list: warning on the value range, shown as String([..])', () => {
    const r = parse('---\ndescription: x\nargument-hint: [file]\n---\n');
    expect(r.fields.argumentHint).toBe('file');
    const d = diag(r, 'argument-hint-not-string');
    expect(d.range).toEqual(R(3, 16, 3, 22));
  });
});

describe('an unclosed quote (issue 16 §11)', () => {
  it('is reported on the line that opens it, not on the closing ---', () => {
    const t = '---\nname: x\ndescription: "unclosed\nfoo: bar\n---\nbody\n';
    for (const id of ['agent-skills', 'codebot'] as const) {
      const d = parseSkillText(t, { profile: getProfile(id), dirName: 'x' }).diagnostics[0]!;
      expect(d.range).toEqual({ line: 3, column: 14, endLine: 3, endColumn: 23 });
      expect(d.message).toContain('Invalid YAML at line 3 (a double-quoted value opened here is never closed)');
    }
  });
  it('finds a single-quoted opening too, and leaves a closed quote alone', () => {
    const t = "---\nname: 'it''s ok'\ndescription: 'never\n---\n";
    const d = parseSkillText(t, { profile: getProfile('agent-skills'), dirName: 'x' }).diagnostics[0]!;
    expect(d.range.line).toBe(3);
  });
});
