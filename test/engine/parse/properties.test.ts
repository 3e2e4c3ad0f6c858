/**
 * Property tests (fast-check): the parser never throws and never reports an
 * internal error under any profile; every range lies inside the text; the body
 * is a slice of the file at `bodyOffset`; every emitted code is catalogued.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Range } from '../../../src/shared/engine/types';
import { codeSpec } from '../../../src/shared/engine/diagnostics/catalogue';
import { lineStarts } from '../../../src/shared/engine/text/positions';
import { PROFILES, parse } from './helpers';
import { getProfile } from '../../../src/shared/engine/profiles';
import { parseSkillText } from '../../../src/shared/engine/parse';

function inside(r: Range, starts: number[], text: string): boolean {
  const lineLen = (l: number) => {
    const s = starts[l - 1];
    let e = l < starts.length ? starts[l] : text.length;
    while (e > s && (text[e - 1] === '\n' || text[e - 1] === '\r')) e--;
    return e - s;
  };
  if (r.line < 1 || r.endLine < r.line || r.endLine > starts.length) return false;
  if (r.column < 1 || r.column > lineLen(r.line) + 1) return false;
  if (r.endColumn < 1 || r.endColumn > lineLen(r.endLine) + 1) return false;
  return r.endLine > r.line || r.endColumn >= r.column;
}

function checkAll(text: string): void {
  const starts = lineStarts(text);
  for (const p of PROFILES) {
    const r = parse(text, p, 'd');
    expect(r.diagnostics.map((d) => d.code)).not.toContain('parse-internal-error');
    expect(text.slice(r.bodyOffset, r.bodyOffset + r.body.length)).toBe(r.body);
    for (const d of r.diagnostics) {
      expect(codeSpec(d.code), d.code).toBeDefined();
      expect(inside(d.range, starts, text), `${p} ${d.code} ${JSON.stringify(d.range)}`).toBe(true);
    }
    for (const [k, kr] of Object.entries(r.keys)) {
      expect(inside(kr.key, starts, text), `${p} key ${k}`).toBe(true);
      expect(inside(kr.value, starts, text), `${p} value ${k}`).toBe(true);
      expect(0 <= kr.valueStart && kr.valueStart <= kr.valueEnd && kr.valueEnd <= text.length).toBe(true);
    }
    expect(typeof r.fields.description).toBe('string');
  }
}

// Characters that matter to fences and YAML, plus some astral and BOM.
const PIECES = ['---', '--- ', '-', '\n', '\r\n', '\r', ':', ': ', ' ', '\t', '#', ' #', '"', "'", '[', ']', '{', '}', '|', '>-', '&a', '*a', '!', '%', '@', '`',
  'name', 'description', 'allowed-tools', 'paths', 'effort', 'context', 'x', '😀', '\ufeff', '  - ', '\\'];
const yamlish = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((a) => a.join(''));

const VALID = `---
name: demo-skill
description: >-
  Reviews query plans. Use when: a query is slow.
allowed-tools: Read Grep Bash(git add:*)
argument-hint: "[file]"
arguments: [file, mode]
metadata:
  owner: team
context: fork
---
# Demo

Run $ARGUMENTS and check the plan.
---
More body.
`;

const mutation = fc.array(
  fc.tuple(fc.nat(VALID.length), fc.nat(6), fc.constantFrom(...PIECES)),
  { minLength: 1, maxLength: 8 },
).map((edits) => {
  let t = VALID;
  for (const [at, del, ins] of edits) {
    const i = Math.min(at, t.length);
    t = t.slice(0, i) + ins + t.slice(Math.min(t.length, i + del));
  }
  return t;
});

describe('parser properties', () => {
  it('arbitrary unicode strings never throw, ranges inside the text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), checkAll), { numRuns: 300 });
  });
  it('YAML-ish token soups never throw, ranges inside the text', () => {
    fc.assert(fc.property(yamlish.map((s) => '---\n' + s + '\n---\nbody'), checkAll), { numRuns: 500 });
    fc.assert(fc.property(yamlish, checkAll), { numRuns: 300 });
  });
  it('random mutations of a valid SKILL.md never throw, ranges inside the text', () => {
    fc.assert(fc.property(mutation, checkAll), { numRuns: 500 });
  });
  it('the claude-code fence matches CC\'s regex `^---\\s*\\n([\\s\\S]*?)---\\s*\\n?` on any input (§1.1)', () => {
    const RE = /^---\s*\n([\s\S]*?)---\s*\n?/;
    const fenceish = fc.array(fc.constantFrom('---', '-', '\n', '\r\n', ' ', '\t', 'a', ':', '\u00a0', '\ufeff'), { maxLength: 30 }).map((a) => a.join(''));
    fc.assert(fc.property(fenceish, (s) => {
      // 2.1.112 applies the regex to the text as read; 2.1.332 after stripping a leading BOM (measured, point 11).
      for (const [version, t] of [['2.1.112', s], ['2.1.332', s.startsWith('\ufeff') ? s.slice(1) : s]] as const) {
        const m = RE.exec(t);
        const r = parseSkillText(s, { profile: getProfile('claude-code', version), dirName: 'd' });
        expect(r.hasFrontmatter).toBe(!!m);
        expect(r.frontmatterText).toBe(m ? m[1] : '');
        expect(r.body).toBe(m ? t.slice(m[0].length) : t);
      }
    }), { numRuns: 2000 });
  });
  it('the unmutated file parses cleanly under claude-code', () => {
    const r = parse(VALID, 'claude-code', 'demo-skill');
    expect(r.yamlState).toBe('ok');
    expect(r.fields.arguments).toEqual(['file', 'mode']);
    expect(r.fields.context).toBe('fork');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['field-ignored-by-profile']); // metadata is spec-only
  });
});
