/**
 * `parseSkillText`: one SKILL.md text → `ParsedSkill` under a profile, the way
 * that harness reads it (reference §1, §2, §14, E1–E23), plus diagnostics.
 * Steps: fence rule (fence.ts) → YAML strategy and on-error strategy
 * (frontmatter.ts) → body rule → field normalisation (fields/normalize.ts) →
 * description and name fallbacks (describe.ts) → field validation
 * (fields/validate.ts). Never throws on user input.
 */
import type { Diagnostic, KeyRange, ParsedSkill, Scope, SkillFields } from '../types';
import type { Profile } from '../profiles/types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { makeReason, reasonOf } from '../diagnostics/reasons';
import { LazyLineIndex } from '../text/positions';
import { detachString } from '../text/detach';
import { normalizeFields, type FieldIssue } from '../fields/normalize';
import { validateFields } from '../fields/validate';
import { cutMidLine, displacedFence, findFence, type FenceResult } from './fence';
import { readFrontmatter, tabIndents, type FrontmatterRead, type PendingDiag } from './frontmatter';
import { fallbackDescription } from './describe';
import { trimSpan } from '../text/trim';
import { describeValue } from './description';
import { dict } from '../dict';
import { capDiagnostics } from '../diagnostics/limits';
import { applyLoaderRules } from './loader';

/** What the caller knows about the file besides its text. */
export interface ParseContext {
  profile: Profile;
  /** The skill's folder name (`null` for flat `.md` files). */
  dirName: string | null;
  /** File name without `.md` (flat files: the codebot/OH name fallback). */
  fileStem?: string;
  scope?: Scope;
  /** Absolute path, for messages only. */
  path?: string;
}

/**
 * `ParsedSkill` plus whether the harness drops the skill altogether (CB1 YAML
 * error or undecodable field, minimal without description, ASref error).
 */
export interface ParseResult extends ParsedSkill {
  skipped?: { code: string; message: string };
}

/**
 * Parse `text` as `ctx.profile`'s harness would. `body`/`bodyOffset` follow
 * the profile's body rule; `keys` and every diagnostic range are whole-file,
 * 1-based, UTF-16 columns. Never throws.
 */
export function parseSkillText(text: string, ctx: ParseContext): ParseResult {
  try {
    return parseUnsafe(text, ctx);
  } catch (err) {
    // Defensive: a bug here must not abort a scan; report it on the file instead.
    const d = makeDiagnostic('parse-internal-error', { line: 1, column: 1, endLine: 1, endColumn: 1 }, { error: String(err) });
    return {
      hasFrontmatter: false, frontmatterText: '', data: {}, yamlState: 'none', body: text, bodyOffset: 0, keys: dict(), diagnostics: [d],
      fields: { description: '', descriptionSource: 'none', arguments: [], disableModelInvocation: false, userInvocable: true, allowedTools: [], disallowedTools: [], context: 'inline', paths: [] },
    };
  }
}

function parseUnsafe(text: string, ctx: ParseContext): ParseResult {
  const section = ctx.profile.parse;
  const rules = ctx.profile.fields;
  const index = new LazyLineIndex(text);
  const diagnostics: Diagnostic[] = [];
  // Never point between a `\r` and its `\n` (a YAML error span can end there).
  const snap = (o: number) => (o > 0 && text.charCodeAt(o - 1) === 13 && text.charCodeAt(o) === 10 ? o - 1 : o);
  const rangeOf = (a: number, b: number) => index.range(snap(a), snap(b));
  const place = (p: PendingDiag) => diagnostics.push(makeDiagnostic(p.code, rangeOf(p.start, p.end), withLine(p, index), p.severity));
  let skipped: ParseResult['skipped'];

  // 2.1.332 reads the file after a leading BOM (`bom: 'strip'`); offsets stay whole-file.
  const bomAt = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const from = section.bom === 'strip' ? bomAt : 0;
  const fence = shiftFence(findFence(from ? text.slice(from) : text, section.fence), from);
  const found = fence.kind === 'found';
  if (from) place({ code: 'bom-stripped', start: 0, end: 1, data: { harness: ctx.profile.label } });
  let fm: FrontmatterRead = { data: {}, yamlState: 'failed', keys: dict(), diags: [] };
  let fmText = '';
  if (found) {
    // E1: a `---` inside a line closes the block (CC, ASref), or a line only starting with `---` (CB1).
    const cut = cutMidLine(text, fence, section.fence);
    if (cut) {
      const lineStart = text.lastIndexOf('\n', cut.start - 1) + 1;
      place({
        code: 'frontmatter-cut-mid-line', start: cut.start, end: cut.end,
        data: {
          rule: cut.rule, harness: ctx.profile.label,
          before: clip(text.slice(lineStart, cut.start)), after: clip(text.slice(cut.end, cut.lineEnd)),
          ...(cut.intended >= 0 ? { intendedLine: index.position(cut.intended).line } : {}),
        },
      });
    }
    // A copy, so names and descriptions sliced from it do not keep the whole file alive in the catalog.
    fmText = detachString(text.slice(fence.fmStart, fence.fmEnd));
    if (section.yaml !== 'line-kv') tabIndents(fmText, fence.fmStart).forEach(place);
    fm = readFrontmatter(fmText, fence.fmStart, section);
    fm.diags.forEach(place);
    skipped = fm.skip;
  } else {
    const firstLineEnd = lineEnd(text, 0);
    const displaced = displacedFence(text, section.fence);
    const requires = section.onYamlError === 'error' || section.requireDescription || !!section.requireFrontmatter;
    const sev = requires ? 'error' : undefined;
    if (displaced >= 0) place({ code: 'frontmatter-not-at-start', start: displaced, end: lineEnd(text, displaced), data: { what: leadingWhat(text, displaced) }, severity: sev });
    else if (section.fence !== 'cc' && findFence(text, 'cc').kind === 'found') {
      // A block other harnesses accept, but not this one (OH: CRLF or EOF fence, E10/E11; CB1/minimal: odd fences).
      place({ code: 'frontmatter-not-recognised', start: 0, end: firstLineEnd, data: notRecognisedWhy(text, section.fence), severity: sev });
    } else if (fence.kind === 'unclosed') place({ code: 'frontmatter-unclosed', start: 0, end: firstLineEnd, severity: sev });
    else place({ code: 'frontmatter-missing', start: 0, end: 0, severity: sev });
    if (requires) skipped = reasonOf(diagnostics[diagnostics.length - 1]);
  }
  const keysOff = fm.keys;
  const keys = dict<KeyRange>();
  for (const k in keysOff) {
    const o = keysOff[k];
    keys[k] = { key: rangeOf(o.keyStart, o.keyEnd), value: rangeOf(o.valueStart, o.valueEnd), valueStart: o.valueStart, valueEnd: o.valueEnd };
  }

  // Body rule (§1.3). Without a recognised block the whole file (after a stripped BOM) is the body.
  const splitAt = found ? fence.bodyStart : from;
  let body: string;
  let bodyOffset: number;
  if (section.body === 'whole-file') { body = text; bodyOffset = 0; }
  else if (section.body === 'stripped-trimmed') {
    const [s, e] = trimSpan(text, splitAt, text.length);
    body = text.slice(s, e); bodyOffset = s;
  } else { body = text.slice(splitAt); bodyOffset = splitAt; }

  const data = fm.data;
  const issues: FieldIssue[] = [];
  const base = normalizeFields(data, ctx.profile.id, rules, issues);

  // Name fallbacks that change what the harness calls the skill (§2.3).
  const dirOrStem = ctx.dirName ?? ctx.fileStem ?? '';
  if (rules.name === 'cb1' && base.name !== undefined) {
    // CB1 lowercases and trims the name; a name of exactly `skill` means "use the folder".
    base.name = base.name.trim().toLowerCase();
    if (base.name === '') delete base.name;
  }
  if (rules.nameFallback === 'cb1-skill-alias' && base.name === 'skill' && ctx.dirName) base.name = ctx.dirName;
  if (rules.name === 'cb1') {
    // CB1 normalises every name, the folder/stem fallback too (§2.2: lowercased + trimmed).
    const n = (base.name ?? dirOrStem).trim().toLowerCase();
    if (n) base.name = n;
    else delete base.name;
  }
  if (rules.nameFallback === 'oh-heading') {
    // OH `_frontmatter.py`: only a non-blank string name counts, stripped; else the folder name.
    const raw = data.name;
    if (typeof raw === 'string' && raw.trim()) base.name = raw.trim();
    else delete base.name;
  }

  // Description (§2.3): frontmatter value as the harness coerces it, else the fallback.
  const dv = describeValue(text, data, rules.description, keysOff.description);
  let description = dv.value;
  let source: SkillFields['descriptionSource'] = 'frontmatter';
  if (dv.wrongType) place({ code: 'field-wrong-type', start: keysOff.description!.valueStart, end: keysOff.description!.valueEnd, data: { key: 'description', expected: 'a string', actual: dv.wrongType }, severity: rules.typeErrorsSkip ? 'error' : undefined });
  if (dv.wrongType && rules.typeErrorsSkip && !skipped) skipped = makeReason('field-wrong-type');
  if (dv.inlineComment) place({ code: 'description-inline-comment', start: dv.inlineComment.start, end: dv.inlineComment.end, data: { kept: description, comment: text.slice(dv.inlineComment.start, dv.inlineComment.end) } });
  if (description === undefined) {
    const fb = fallbackDescription(section.descriptionFallback, {
      text, bodyStart: found && !fm.asIfNone ? splitAt : from, name: base.name ?? dirOrStem, bundled: ctx.scope === 'bundled', defaultName: dirOrStem,
    });
    // OH (§2.3): a `# ` heading met by the scan before the description line renames the skill.
    if (rules.nameFallback === 'oh-heading' && fb.name !== undefined) base.name = fb.name;
    description = fb.text;
    source = fb.source;
    if (fb.source === 'body' && fb.start !== undefined) {
      place({ code: 'description-derived-from-body', start: fb.start, end: fb.end!, data: { description: fb.text } });
    } else {
      const missingSev = section.requireDescription || section.onYamlError === 'error' ? 'error' : undefined;
      if (!skipped || fm.yamlState !== 'failed') {
        place({ code: 'description-missing', start: keysOff.description?.keyStart ?? 0, end: keysOff.description?.valueEnd ?? 0, data: { used: fb.text }, severity: missingSev });
      }
      if (section.requireDescription && !skipped) skipped = makeReason('description-missing');
    }
  }

  // `base` is fresh from normalizeFields: complete it in place (same key order as a spread).
  const fields = base as SkillFields;
  fields.description = description;
  fields.descriptionSource = source;

  // Table-driven checks (unknown keys, names, limits, types). Without a block only
  // CB1's folder-name rule applies (ASref stops at the missing frontmatter).
  if (found ? fm.yamlState !== 'failed' : rules.name === 'cb1') {
    for (const d of validateFields(data, keys, ctx.profile, ctx.dirName, issues)) {
      diagnostics.push(d);
      if (d.data?.skips && !skipped) skipped = reasonOf(d);
    }
  }
  // The harness loader's own name and description checks (Roo, Crush, Goose, VS Code, ...).
  if (section.loader && found && fm.yamlState !== 'failed') {
    const lo = applyLoaderRules(fields, data, keys, ctx.profile, ctx.dirName);
    for (const d of lo.diagnostics) diagnostics.push(d);
    if (lo.skipped && !skipped) skipped = lo.skipped;
  }

  // Cline loader.ts:296-299: a blank body (after the frontmatter, or the whole file without one) skips it.
  if (section.loader?.requireBody && !skipped && body.trim() === '') {
    place({ code: 'harness-body-missing', start: bodyOffset, end: text.length, data: { harness: ctx.profile.label }, severity: 'error' });
    skipped = reasonOf(diagnostics[diagnostics.length - 1]);
  }

  const result: ParseResult = {
    hasFrontmatter: found,
    frontmatterText: fmText,
    data,
    yamlState: found ? fm.yamlState : 'none',
    // At most MAX_PER_CODE of one code per file, the rest counted (10,000 unknown keys stay readable).
    fields, body, bodyOffset, keys, diagnostics: capDiagnostics(diagnostics),
  };
  if (skipped) result.skipped = skipped;
  return result;
}

/** `f` found in the text after `from` characters, with its offsets in the whole text. */
function shiftFence(f: FenceResult, from: number): FenceResult {
  if (!from || f.kind === 'none') return f;
  return { kind: f.kind, fmStart: f.fmStart + from, fmEnd: f.fmEnd + from, bodyStart: f.kind === 'found' ? f.bodyStart + from : 0 };
}

/** At most 80 characters of a line part, for messages. */
function clip(s: string): string {
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}

/** Offset of the end of the line starting at or containing `from` (without `\r\n`). */
function lineEnd(text: string, from: number): number {
  let e = text.indexOf('\n', from);
  if (e < 0) e = text.length;
  if (e > from && text[e - 1] === '\r') e--;
  return e;
}

/** Why a stricter fence rule missed a block the CC rule accepts, and the fix, in words (§1.1, E10, E11). */
function notRecognisedWhy(text: string, rule: ProfileFence): { why: string; fix: string } {
  const WHY: Record<ProfileFence, () => { why: string; fix: string }> = {
    'lf-strict': () => (text.startsWith('---\r\n')
      ? { why: 'this harness needs LF line endings and the file uses CRLF', fix: 'Save the file with LF line endings.' }
      : { why: 'this harness needs `---` lines ending in a newline, the closing one included', fix: 'Put `---` alone on its lines and end the file with a newline after the closing `---`.' }),
    cb1: () => ({ why: 'this harness needs the file to start with exactly `---` and a line break', fix: 'Remove anything after the opening `---` on its line.' }),
    'line-trim': () => ({ why: 'this harness needs `---` alone on the opening and closing lines', fix: 'Put each `---` on a line of its own.' }),
    cc: () => ({ why: 'the fences are not recognised', fix: 'Start the file with a `---` line.' }),
  };
  return WHY[rule]();
}

type ProfileFence = Profile['parse']['fence'];

/** What precedes a displaced fence, in words (E12, B29). */
function leadingWhat(text: string, at: number): string {
  const lead = text.slice(0, at);
  if (lead.includes('\ufeff')) return 'a byte-order mark (BOM)';
  if (lead.includes('\n')) return 'blank lines';
  return 'spaces';
}

/** Add the 1-based line to the data of YAML error diagnostics (messages name it). */
function withLine(p: PendingDiag, index: LazyLineIndex): Record<string, unknown> {
  const data = { ...(p.data ?? {}) };
  if (p.code.startsWith('yaml-')) data.line = index.position(p.start).line;
  // yaml-recovered: every value the retry rewrote, by 1-based line.
  if (Array.isArray(data.rewritten)) {
    data.rewritten = (data.rewritten as { key: string; start: number }[]).map((r) => ({ key: r.key, line: index.position(r.start).line }));
  }
  return data;
}
