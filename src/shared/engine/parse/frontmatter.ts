/**
 * Reading the frontmatter block: the profile's YAML strategy, then its
 * on-error strategy (reference §1.2, §14). Produces data, the YAML state, key
 * offsets in whole-file coordinates and diagnostics-to-be.
 */
import type { ParseSection } from '../profiles/types';
import { readYaml, type KeyOffsets, type YamlRead } from './yaml';
import { mapBack, quoteProblematicValues, type QuotedLine } from './recover';
import { dict } from '../dict';
import { firstFew } from '../diagnostics/lists';
import type { DiagnosticCode } from '../diagnostics/catalogue';
import { makeReason } from '../diagnostics/reasons';

/** A diagnostic the orchestrator will place: offsets are whole-file. */
export interface PendingDiag {
  code: DiagnosticCode;
  start: number;
  end: number;
  data?: Record<string, unknown>;
  severity?: 'error' | 'warning' | 'info';
}

/** What reading the block produced. */
export interface FrontmatterRead {
  data: Record<string, unknown>;
  yamlState: 'ok' | 'recovered' | 'failed';
  /** Key offsets in whole-file coordinates. */
  keys: Record<string, KeyOffsets>;
  diags: PendingDiag[];
  /** The harness drops the skill (CB1 yaml error, ASref error). */
  skip?: { code: string; message: string };
  /** OH: run the fallback chain as if there were no frontmatter. */
  asIfNone?: boolean;
}

/** Move fresh key offsets (from one `readYaml` call, used once) into whole-file coordinates, in place. */
function shift(keys: Record<string, KeyOffsets>, by: number): Record<string, KeyOffsets> {
  for (const k in keys) {
    const o = keys[k];
    o.keyStart += by; o.keyEnd += by; o.valueStart += by; o.valueEnd += by;
  }
  return keys;
}

/** Offsets of the line containing `offset` in `src` (without the break). */
function lineAround(src: string, offset: number): [number, number] {
  const o = Math.max(0, Math.min(offset, src.length));
  const s = src.lastIndexOf('\n', o - 1) + 1;
  let e = src.indexOf('\n', o);
  if (e < 0) e = src.length;
  if (e > s && src[e - 1] === '\r') e--;
  return [s, e];
}

type OnError = (fm: string, fmStart: number, first: YamlRead) => FrontmatterRead;

function errorDiag(fm: string, fmStart: number, first: YamlRead, code: DiagnosticCode, data: Record<string, unknown>, severity?: PendingDiag['severity']): PendingDiag {
  const err = first.error ?? { start: 0, end: 0, message: 'invalid YAML' };
  const [ls, le] = err.end > err.start ? [err.start, err.end] : lineAround(fm, err.start);
  const line = fm.slice(0, err.start).split('\n').length;
  return { code, start: fmStart + ls, end: fmStart + Math.max(ls, le), data: { error: err.message, ...data, fmLine: line }, severity };
}

/**
 * `yaml-recovered` diagnostics for a successful CC retry: one on each rewritten
 * value whose line an error of the first parse touches (the retry rewrites every
 * qualifying line, valid ones too, e.g. `argument-hint: <env>` through `>`).
 * `data.rewritten` lists the first rewritten values (`start` becomes a 1-based
 * `line` when placed) and `data.rewrittenMore` counts the others. Without
 * positioned errors (an unresolved alias fails only when converting) or when
 * none touches a rewritten line, every rewritten value gets one.
 * Linear: error lines by binary search over the line breaks, and each
 * rewritten line takes the first error (in the parser's order) covering it
 * through "next unassigned line" links.
 */
function recoveredDiags(fm: string, fmStart: number, first: YamlRead, lines: QuotedLine[]): PendingDiag[] {
  const breaks: number[] = [];
  for (let i = fm.indexOf('\n'); i >= 0; i = fm.indexOf('\n', i + 1)) breaks.push(i);
  // 0-based line of offset `o`: the number of `\n` before it (lines are split on `\n` only, as the retry does).
  const lineOf = (o: number) => {
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (breaks[mid] < o) lo = mid + 1; else hi = mid;
    }
    return lo;
  };
  const errorAt: (string | undefined)[] = new Array(lines.length);
  const hit: boolean[] = new Array(lines.length).fill(false);
  // next[i]: the first rewritten line at or after i not yet given an error (path-compressed).
  const next = Array.from({ length: lines.length + 1 }, (_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (next[r] !== r) r = next[r];
    while (next[i] !== r) { const n = next[i]; next[i] = r; i = n; }
    return r;
  };
  for (const e of first.errors ?? []) {
    const from = lineOf(e.start);
    const to = lineOf(Math.max(e.start, e.end - 1));
    let lo = 0;
    let hi = lines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (lines[mid].line < from) lo = mid + 1; else hi = mid;
    }
    for (let i = find(lo); i < lines.length && lines[i].line <= to; i = find(i)) {
      hit[i] = true;
      errorAt[i] = e.message;
      next[i] = i + 1;
    }
  }
  let culprits = lines.filter((_, i) => hit[i]);
  const messageOf = new Map(lines.map((l, i) => [l, errorAt[i]]));
  if (!culprits.length) culprits = lines;
  const few = firstFew(lines);
  const rewritten = few.shown.map((l) => ({ key: l.key, start: fmStart + l.valueStart }));
  return culprits.map((l): PendingDiag => ({
    code: 'yaml-recovered', start: fmStart + l.valueStart, end: fmStart + l.valueEnd,
    data: { key: l.key, error: messageOf.get(l) ?? first.error?.message, rewritten, rewrittenMore: few.more },
  }));
}

const ON_ERROR: Record<ParseSection['onYamlError'], OnError> = {
  /** CC §1.2: quote problem values and retry; else `{}` + warning, skill still loads. */
  'cc-quote-retry': (fm, fmStart, first) => {
    const q = quoteProblematicValues(fm);
    if (q.lines.length) {
      const second = readYaml(q.text, 'yaml');
      if (second.ok) {
        const keys = dict<KeyOffsets>();
        for (const [k, o] of Object.entries(second.keys)) {
          keys[k] = {
            keyStart: mapBack(o.keyStart, q.lines, false) + fmStart, keyEnd: mapBack(o.keyEnd, q.lines, true) + fmStart,
            valueStart: mapBack(o.valueStart, q.lines, false) + fmStart, valueEnd: mapBack(o.valueEnd, q.lines, true) + fmStart,
            style: o.style,
          };
        }
        const diags = recoveredDiags(fm, fmStart, first, q.lines);
        return { data: second.notMapping ? {} : second.data, yamlState: 'recovered', keys, diags };
      }
    }
    return {
      data: {}, yamlState: 'failed', keys: shift(first.keys, fmStart),
      diags: [errorDiag(fm, fmStart, first, 'yaml-unparseable', { consequence: 'Claude Code loads the skill with empty frontmatter: folder name, description from the body' })],
    };
  },
  /** OH §1.2/§2.3: `safe_load` error → the fallback chain runs as if there were no frontmatter. */
  'oh-fallback': (fm, fmStart, first) => ({
    data: {}, yamlState: 'failed', keys: shift(first.keys, fmStart), asIfNone: true,
    diags: [errorDiag(fm, fmStart, first, 'yaml-unparseable', { consequence: 'OpenHarness ignores the frontmatter and derives name and description from the file' })],
  }),
  /** CB1 §1.2: yaml.v3 error → the skill is skipped. */
  skip: (fm, fmStart, first) => {
    const d = errorDiag(fm, fmStart, first, 'yaml-invalid-skipped', {});
    return {
      data: {}, yamlState: 'failed', keys: shift(first.keys, fmStart), diags: [d],
      skip: makeReason('yaml-invalid-skipped', { error: first.error?.message }),
    };
  },
  /** ASref: "invalid YAML" parse error; validation fails. */
  error: (fm, fmStart, first) => {
    const d = errorDiag(fm, fmStart, first, 'yaml-unparseable', { consequence: 'the reference validator rejects the skill' }, 'error');
    return {
      data: {}, yamlState: 'failed', keys: shift(first.keys, fmStart), diags: [d],
      skip: makeReason('yaml-unparseable', { error: first.error?.message }),
    };
  },
};

/**
 * Read the frontmatter text `fm` (which starts at `fmStart` in the file) under
 * the profile's parse section. Never throws.
 */
export function readFrontmatter(fm: string, fmStart: number, section: ParseSection): FrontmatterRead {
  let first = readYaml(fm, section.yaml);
  if (!first.ok && section.tabIndent === 'as-spaces') {
    // Each leading tab becomes one space: offsets stay the same, so ranges need no mapping.
    const spaced = fm.replace(/^\t+/gm, (t) => ' '.repeat(t.length));
    if (spaced !== fm) {
      const again = readYaml(spaced, section.yaml);
      if (again.ok) first = again;
    }
  }
  if (!first.ok) return ON_ERROR[section.onYamlError](fm, fmStart, first);
  const keys = shift(first.keys, fmStart);
  if (first.notMapping) {
    const strict = section.onYamlError === 'error';
    return {
      data: {}, yamlState: 'ok', keys,
      diags: [{ code: 'frontmatter-not-mapping', start: fmStart, end: fmStart + fm.trimEnd().length, severity: strict ? 'error' : undefined }],
      skip: strict ? makeReason('frontmatter-not-mapping') : undefined,
    };
  }
  return { data: first.data, yamlState: 'ok', keys, diags: [] };
}

/**
 * `tab-in-frontmatter`: tabs in the indentation of frontmatter lines (YAML
 * forbids them; B07). Returns whole-file offsets of each offending tab run.
 */
export function tabIndents(fm: string, fmStart: number): PendingDiag[] {
  const out: PendingDiag[] = [];
  let pos = 0;
  while (pos < fm.length) {
    let nl = fm.indexOf('\n', pos);
    if (nl < 0) nl = fm.length;
    // Only a tab that starts the indentation of a non-blank line: a tab after
    // spaces can be block-scalar content, and blank lines may hold tabs.
    if (fm[pos] === '\t') {
      let e = pos;
      while (e < nl && fm[e] === '\t') e++;
      let i = e;
      while (i < nl && (fm[i] === ' ' || fm[i] === '\t' || fm[i] === '\r')) i++;
      if (i < nl) out.push({ code: 'tab-in-frontmatter', start: fmStart + pos, end: fmStart + e });
    }
    pos = nl + 1;
  }
  return out;
}
