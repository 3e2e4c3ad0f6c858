/**
 * Property: for arbitrary (mutated) SKILL.md text and any diagnostic a fix
 * handles — at any range, with any data — computing fixes never throws, every
 * edit range points inside the text, edits of one action do not overlap, and
 * applying an action changes nothing outside its edited ranges.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBody } from '../../../src/shared/engine/body';
import { collectFixes, fixAllInFile, fixableCodes } from '../../../src/shared/engine/fixes';
import { applyEdits, resolveEdits } from '../../../src/shared/engine/fixes/edits';
import { LineIndex } from '../../../src/shared/engine/text/positions';
import type { Diagnostic, ProfileId } from '../../../src/shared/engine/types';
import type { CodeAction } from '../../../src/shared/engine/fixes';

const FRONT = [
  'name: deploy', 'name: "Deploy Tool"', 'name:', 'description: Use when: the user asks', 'description: Fix bugs #urgent',
  'description: >', '  Folded text. More text.', 'description: |', '  line one', "description: 'it''s'", 'description: "a \\" b"',
  'argument-hint: [file, mode]', 'argument-hint:', '  - <file>', '- stray', '\tversion: 1', 'metadata:', '\tauthor: me',
  'when_to_use:\tsoon', 'allowed-tools: [Read, Write', 'description: 数据 😀 é', 'key: `tick`', 'x: @at', '# comment', '',
  'description: A. B. C. D. E. F. G. H. I. J. K. L. M. N. O. P.',
];
const BODY = [
  '# Heading', 'Some prose with $1 and $ARGUMENTS.', '```bash', "awk '{print $1}'", '```', '`$0` inline', '!`echo $1`',
  '[link](references/a.md)', '${CLAUDE_SKILL_DIR}/scripts/x.py', '<!-- c -->', '', 'Para line one', 'para line two.', '~~~', '\\$2',
];
const NOISE = ['\t', '\r', '\n', '\r\n', ':', ' #', '"', "'", '`', '$', '-', '\\', '😀', '---', '[', ']', '{', 'é', ' '];

const skillText = fc.record({
  fm: fc.option(fc.array(fc.constantFrom(...FRONT), { maxLength: 8 }), { nil: null }),
  body: fc.array(fc.constantFrom(...BODY), { maxLength: 8 }),
  crlf: fc.boolean(),
  mutations: fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.constantFrom(...NOISE)), { maxLength: 6 }),
}).map(({ fm, body, crlf, mutations }) => {
  const eol = crlf ? '\r\n' : '\n';
  let t = (fm ? ['---', ...fm, '---'] : []).concat(body).join(eol) + eol;
  for (const [at, del, ins] of mutations) {
    const p = at % (t.length + 1);
    t = t.slice(0, p) + ins + t.slice(Math.min(t.length, p + del));
  }
  return t;
});

const range = fc.record({ line: fc.integer({ min: 1, max: 20 }), column: fc.integer({ min: 1, max: 40 }), endLine: fc.integer({ min: 1, max: 20 }), endColumn: fc.integer({ min: 1, max: 40 }) });
const data = fc.option(fc.record({
  limit: fc.oneof(fc.integer({ min: -5, max: 80 }), fc.constant(Number.NaN)),
  placeholder: fc.constantFrom('$1', '$ARGUMENTS', 7),
  escapable: fc.boolean(),
}, { requiredKeys: [] }), { nil: undefined });
const diagnostic = fc.record({ code: fc.constantFrom(...fixableCodes()), range, data })
  .map(({ code, range: r, data: d }): Diagnostic => ({ code, severity: 'warning', message: code, range: r, ...(d ? { data: d } : {}) }));
const ctx = fc.record({
  dirName: fc.constantFrom(null, 'deploy', 'deploy-prod', 'yes', '数据', ''),
  profileId: fc.constantFrom<ProfileId>('claude-code', 'agent-skills', 'codebot', 'openharness', 'minimal'),
  maxDescription: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
});

/** True when the position is a real place in the text (not past a line's end). */
function validPosition(index: LineIndex, line: number, column: number): boolean {
  if (line < 1 || line > index.starts.length || column < 1) return false;
  const o = index.offset(line, column);
  const p = index.position(o);
  // Never between the halves of a CRLF break.
  return p.line === line && p.column === column && !(index.text[o - 1] === '\r' && index.text[o] === '\n');
}


/** The invariants every action must satisfy on `text`. */
function checkAction(text: string, index: LineIndex, action: CodeAction): void {
  expect(action.kind).toBe('quickfix');
  if (action.fileOp) expect(action.edits).toEqual([]);
  for (const e of action.edits) {
    expect(validPosition(index, e.range.line, e.range.column)).toBe(true);
    expect(validPosition(index, e.range.endLine, e.range.endColumn)).toBe(true);
  }
  const spans = resolveEdits(text, action.edits);
  expect(spans.length).toBe(action.edits.length);
  const out = applyEdits(text, action.edits);
  // Walk the untouched gaps: each must appear verbatim where it belongs.
  let src = 0;
  let dst = 0;
  for (const s of spans) {
    expect(out.slice(dst, dst + s.start - src)).toBe(text.slice(src, s.start));
    dst += s.start - src;
    expect(out.slice(dst, dst + s.text.length)).toBe(s.text);
    dst += s.text.length;
    src = s.end;
  }
  expect(out.slice(dst)).toBe(text.slice(src));
}

describe('quick fixes on arbitrary text', () => {
  it('never throw, stay inside the text, and leave everything outside their edits untouched', () => {
    const offered = new Set<string>();
    fc.assert(fc.property(skillText, fc.array(diagnostic, { maxLength: 4 }), ctx, (text, diags, c) => {
      const index = new LineIndex(text);
      const body = checkBody(text, { body: text, bodyOffset: 0 }, { dir: null, fileExists: () => true, profileId: c.profileId });
      for (const d of [...diags, ...body]) {
        for (const action of collectFixes(text, d, c)) {
          offered.add(action.diagnosticCode);
          checkAction(text, index, action);
        }
      }
      const all = fixAllInFile(text, [...diags, ...body], c);
      expect(all.text).toBe(applyEdits(text, all.edits));

    }), { numRuns: 400 });
    // The generator must reach the fixes, or the property says nothing (every code is covered below).
    expect(offered.size).toBeGreaterThan(8);
  });
});

describe('every fixable code on a text it applies to', () => {
  const SAMPLES: Record<string, string> = {
    'yaml-recovered': '---\nname: a\ndescription: a: b\n---\n',
    'description-inline-comment': '---\ndescription: a #b\n---\n',
    'yaml-unparseable': '---\nname: a\n\tx: b\ndescription: a: b\n---\n',
    'yaml-invalid-skipped': '---\r\nname: a\r\n\tx: b\r\n---\r\n',
    'tab-in-frontmatter': '---\nmetadata:\n\tv: 1\n---\n',
    'name-mismatch-directory': '---\nname: other\n---\n',
    'name-not-lowercase': '---\nname: PDF\n---\n',
    'name-has-whitespace': '---\nname: a b\n---\n',
    'name-invalid-chars': '---\nname: a!b\n---\n',
    'name-hyphen-edge': '---\nname: -a-\n---\n',
    'name-consecutive-hyphens': '---\nname: a--b\n---\n',
    'name-too-long': `---\nname: ${'a'.repeat(70)}\n---\n`,
    'argument-hint-not-string': '---\nargument-hint: [a, b]\n---\n',
    'description-too-long': '---\ndescription: One. Two. Three.\n---\n',
    'listing-entry-truncated': '---\ndescription: "One. Two. Three."\n---\n',
    'description-missing': 'Body text.\n',
    'description-derived-from-body': '---\nname: a\n---\nBody text.\n',
    'placeholder-in-code': '`$1`\n',
    'unknown-field': '---\nefort: high\n---\n',
    'field-invalid-value': '---\ncontext: forked\n---\n',
    'frontmatter-not-at-start': '\uFEFF---\nname: a\n---\n',
    'bom-stripped': '\uFEFF---\nname: a\n---\n',
    'frontmatter-not-recognised': '---\r\nname: a\r\n---\r\n',
    // Harness loader rules and portability verdicts (issue 17).
    'harness-description-too-long': '---\ndescription: One. Two. Three.\n---\n',
    'harness-name-folder-mismatch': '---\nname: other\n---\n',
    'portability-description-cut': '---\ndescription: One. Two. Three.\n---\n',
    'portability-skipped': '---\nname: a\ndescription: a: b\n---\n',
    'portability-folder-not-read': '---\nname: a\n---\n',
  };
  /** The data the emitting module attaches (fields/validate.ts, fields/normalize.ts), which these fixes read. */
  const DATA: Record<string, Record<string, unknown>> = {
    'unknown-field': { key: 'efort', suggestion: 'effort' },
    'field-invalid-value': { key: 'context', value: 'forked', allowed: ['inline', 'fork'] },
    'portability-skipped': { harness: 'Goose', profile: 'goose', cause: 'yaml-invalid-skipped' },
    'portability-folder-not-read': { harness: 'Roo Code', profile: 'roo-code', suggestFolder: '/p/.agents/skills', suggestTarget: '.agents/skills/dir' },
  };

  it('offers at least one action satisfying the invariants', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...fixableCodes()].sort());
    for (const [code, text] of Object.entries(SAMPLES)) {
      const d: Diagnostic = { code, severity: 'warning', message: code, range: code === 'placeholder-in-code'
        ? { line: 1, column: 2, endLine: 1, endColumn: 4 } : { line: 1, column: 1, endLine: 1, endColumn: 1 }, ...(DATA[code] ? { data: DATA[code] } : {}) };
      const actions = collectFixes(text, d, { dirName: 'dir', profileId: 'claude-code', maxDescription: 8 });
      expect(actions.length, code).toBeGreaterThan(0);
      for (const a of actions) checkAction(text, new LineIndex(text), a);
    }
  });
});
