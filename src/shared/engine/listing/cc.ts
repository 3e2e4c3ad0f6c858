/**
 * Claude Code's `skill_listing` text and budget (reference §6.1 CC, §6.2 CC and
 * CC 2.1.332, §7). Lengths are terminal display width (the profile's unit).
 *
 * Entry: `- {id}: {description}[ - {when_to_use}]`, or `- {id}` when name-only.
 * 1. Per-entry cap (`skillListingMaxDescChars`, default 1536) on the description
 *    with ` - when_to_use` appended: cut to cap−1 + `…` (B17: a 1553-column line).
 * 2. Budget: `options.budget` (the caller passes `SLASH_COMMAND_TOOL_CHAR_BUDGET`)
 *    or context tokens (200000) × 4 × fraction (0.01) = 8000; minimum 1.
 * 3. If the lines joined by `\n` fit: as is. Else by `overflow`:
 *    - `cc-even` (2.1.112): bundled entries stay full; allowance =
 *      floor((budget − bundled line widths − Σ(width(id)+4) − (entries−1)) / non-bundled count)
 *      (B18: floor((8000 − 979 − 59) / 60) = 116, where 979 = Σ(len(id)+4) over the
 *      60 ids and 59 = the newlines between 60 lines); below 20 → names only;
 *      else each description cut to the allowance with `…`.
 *    - `cc-priority` (2.1.332): see `priority` below.
 *    Entries set to name-only by `skillOverrides` (discovery reason `override-name-only`)
 *    are `- {id}` always and count as fixed, like bundled ones.
 * No line saying that something was cut is added (B18: no omission notice).
 */
import type { BudgetModel, Diagnostic, ListingEntry, ListingOptions, Range, Reason, SkillRecord } from '../types';
import { makeReason } from '../diagnostics/reasons';
import { FALLBACK_MODEL, resolveModel } from '../models';
import type { Profile } from '../profiles/types';
import { measure } from '../text/measure';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import { cut, entry, preview, type FormatRenderer } from './entry';
import { skillScore } from './select';
import type { DiagnosticCode } from '../diagnostics/catalogue';

/** The fixed header line of CC's listing attachment (§6.1). */
export const CC_HEADER = 'The following skills are available for use with the Skill tool:';

interface Row {
  s: SkillRecord;
  name: string;
  /** Description + ` - when_to_use`, newlines folded. */
  combined: string;
  capped: { text: string; tail: string; cut: boolean };
  /** CC `skillOverrides: name-only` (discovery reason `override-name-only`): always `- {id}`. */
  forced: boolean;
  reasons: Reason[];
  /** Widths in the listing unit: the id, `combined`, and `capped.text`. */
  nameW: number;
  combinedW: number;
  cappedW: number;
  /** The cached row data these fields come from (see `rowData`). */
  data: RowData;
  /** The line's width as capped (or `- {id}` when forced), without the separator. */
  width: number;
  /** The last entry made from this row, and what it was made from (see `entryOf`). */
  last?: { d: Row['capped']; more: Reason | undefined; isLast: boolean; e: ListingEntry };
}

/**
 * The CC budget, the words saying how it was computed, and the model it follows (§6.2;
 * measured: window × bytes per token × fraction, both from the model, point 7). The model
 * is `options.model`, else `defaultModel` (the profile's); `contextWindowTokens` and
 * `bytesPerToken` override its figures. Without any model: 200,000 × 4.
 */
export function ccBudget(options: ListingOptions, defaultModel?: string): { budget: number; source: string; model?: BudgetModel } {
  const fraction = positive(options.budgetFraction, 0.01);
  const id = options.model?.trim() || defaultModel;
  const m = id ? resolveModel(id) : undefined;
  const tokens = positive(options.contextWindowTokens, m?.contextWindow ?? FALLBACK_MODEL.contextWindow);
  const bpt = positive(options.bytesPerToken, m?.bytesPerToken ?? FALLBACK_MODEL.bytesPerToken);
  const model: BudgetModel | undefined = m && {
    id: m.id, from: options.model?.trim() ? options.modelSource ?? 'given' : 'the release\'s default model', known: m.known,
    contextWindow: tokens, windowSource: options.contextWindowTokens ? 'given (context window option)' : m.windowSource,
    bytesPerToken: bpt, bytesSource: options.bytesPerToken ? 'given (bytes per token option)' : m.bytesSource, fraction,
  };
  if (typeof options.budget === 'number' && Number.isFinite(options.budget) && options.budget !== 0) {
    const b = Math.max(1, Math.floor(options.budget));
    return { budget: b, source: `explicit budget ${b} (SLASH_COMMAND_TOOL_CHAR_BUDGET)`, ...(model ? { model } : {}) };
  }
  const b = Math.max(1, Math.floor(tokens * bpt * fraction + 1e-9));
  return { budget: b, source: `${tokens} tokens x ${bpt} x ${fraction}${m ? ` (${m.id})` : ''}`, ...(model ? { model } : {}) };
}

function positive(v: number | undefined, dflt: number): number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : dflt;
}

/** A display name Claude Code 2.1.332 shows as a suffix (measured, point 4). */
const DISPLAY_NAME = /^[\p{L}\p{M}\p{N}_:.-]+$/u;

/**
 * The last `firstByKey` result and the records it was built from. A keystroke replaces one record
 * by another at the same place with the same id, name and load order, which answers to the same
 * keys in the same rank: the map is then brought up to date by swapping that record in (a pointer
 * comparison per skill) instead of being rebuilt (two map writes per skill, every render).
 */
let reachMemo: { skills: readonly SkillRecord[]; map: Map<string, SkillRecord> } | null = null;
/** Above this many replaced records the map is rebuilt. */
const REACH_SWAPS_MAX = 16;

/** For each key (id or frontmatter name), the first listed skill in load order that answers to it (CC lookup, §8.1). */
function firstByKey(skills: readonly SkillRecord[]): Map<string, SkillRecord> {
  const prev = reachMemo;
  if (prev && prev.skills.length === skills.length) {
    const swaps: number[] = [];
    let same = true;
    for (let i = 0; i < skills.length && same; i++) {
      const a = prev.skills[i]!;
      const b = skills[i]!;
      if (a === b) continue;
      same = a.id === b.id && a.name === b.name && a.order === b.order && swaps.length < REACH_SWAPS_MAX;
      swaps.push(i);
    }
    if (same) {
      for (const i of swaps) {
        const a = prev.skills[i]!;
        for (const k of [a.id, a.name]) if (prev.map.get(k) === a) prev.map.set(k, skills[i]!);
      }
      reachMemo = { skills, map: prev.map };
      return prev.map;
    }
  }
  const out = buildFirstByKey(skills);
  reachMemo = { skills, map: out };
  return out;
}

function buildFirstByKey(skills: readonly SkillRecord[]): Map<string, SkillRecord> {
  const out = new Map<string, SkillRecord>();
  // Most orders are load order already: no copy and sort then.
  let sorted = true;
  for (let i = 1; i < skills.length && sorted; i++) sorted = skills[i - 1]!.order <= skills[i]!.order;
  for (const s of sorted ? skills : [...skills].sort((a, b) => a.order - b.order)) {
    for (const k of [s.id, s.name]) if (!out.has(k)) out.set(k, s);
  }
  return out;
}

/** `id (name)` when the display suffix applies (name differs, is a valid display name, reaches this skill), else the id. */
function entryLabel(s: SkillRecord, reach: Map<string, SkillRecord>): string {
  // A plugin skill or command's display name is `plugin:name` (DiscoverySection.plugins.displayName):
  // `toolkit:bundle-report` for the folder bundle-report (no suffix, cases/B26), `kit:named (kit:pretty-name)`
  // for a `name: pretty-name` (measured under 2.1.332, inputs/plugin-commands).
  return s.name && s.name !== s.id && DISPLAY_NAME.test(s.name) && reach.get(s.name) === s ? `${s.id} (${s.name})` : s.id;
}

const lineOf = (name: string, desc: string): string => (desc ? `- ${name}: ${desc}` : `- ${name}`);
/**
 * Width of `lineOf(name, desc)` from the parts' widths: `- `, `: ` and the
 * ` - ` joiner are ASCII, so the parts meet at grapheme boundaries and widths add.
 */
const lineWidth = (nameW: number, descW: number, hasDesc: boolean): number => 2 + nameW + (hasDesc ? 2 + descW : 0);

/** Renderer for `format: 'cc-lines'`. */
export const renderCcLines: FormatRenderer = (skills, profile, options) => {
  const unit = profile.listing.unit;
  const cap = positive(options.maxEntryChars, profile.listing.perEntry ?? 1536);
  const st: TextStyle = { whitespace: profile.listing.whitespace ?? 'fold-each-newline', escapeAngles: profile.listing.escapeAngles === true, nestedScopeNote: profile.listing.nestedScopeNote === true, builtinAsWritten: profile.listing.builtinText === 'as-written' };
  const reach = profile.listing.displaySuffix ? firstByKey(skills) : undefined;
  const key = `${unit}|${cap}|${st.whitespace}|${st.escapeAngles}|${st.nestedScopeNote}|${st.builtinAsWritten}`;
  // The last render's rows by index, when made under the same inputs and the same lookup map: a
  // record at the same index is the same row (its label reads only its own key in `reach`, which
  // `firstByKey` updates by swapping the replaced records in; see `lastRows`).
  const prev = lastRows && lastRows.key === key && lastRows.reach === reach && lastRows.skills.length === skills.length ? lastRows : null;
  const rows: Row[] = skills.map((s, i) => {
    if (prev && prev.skills[i] === s) return prev.rows[i]!;
    const label = reach ? entryLabel(s, reach) : s.id;
    // The same record under the same inputs: the same row (a keystroke changes one record).
    const hit = rowMemo.get(s);
    if (hit && hit.key === key && hit.label === label) return hit.row;
    const c = rowData(s, unit, cap, st, label);
    const forced = s.reasons.some((x) => x.code === 'override-name-only');
    const reasons = forced ? (c.forcedReasons ??= [...c.foldReasons, FORCED_REASON]) : c.reasons;
    const width = forced ? lineWidth(c.nameW, 0, false) : lineWidth(c.nameW, c.cappedW, c.capped.text !== '');
    const row: Row = { s, name: label, combined: c.combined, capped: c.capped, forced, reasons, nameW: c.nameW, combinedW: c.combinedW, cappedW: c.cappedW, data: c, width };
    rowMemo.set(s, { key, label, row });
    return row;
  });
  lastRows = { skills, key, reach, rows };
  const { budget, source, model: budgetModel } = ccBudget(options, profile.listing.defaultModel);
  const widths = rows.map((r) => r.width);
  const needed = widths.reduce((n, w) => n + w, 0) + Math.max(0, rows.length - 1);
  const overflow = profile.listing.overflow;

  let descs: Row['capped'][];
  let mode: 'fits' | 'even-shortening' | 'names-only' | 'priority' = 'fits';
  const extra = new Map<number, Reason>();
  let allowance: number | undefined;
  if (needed > budget && overflow === 'cc-priority') {
    // Priority mode chooses every description itself.
    mode = 'priority';
    descs = priority(rows, widths, budget, options, profile, extra);
  } else {
    descs = rows.map((r) => (r.forced ? nameOnly(r) : r.capped));
    if (needed > budget && overflow === 'cc-even') {
      ({ mode, allowance } = evenShortening(rows, widths, descs, extra, budget, cap, unit, profile.listing.namesOnlyBelow ?? 20));
    }
  }

  const entries: ListingEntry[] = rows.map((r, i) => entryOf(r, descs[i]!, extra.get(i), i === rows.length - 1, widths[i]!, unit));
  const used = entries.reduce((n, e) => n + e.cost, 0);
  const text = listingText(entries);
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < rows.length; i++) rowDiagnostics(rows[i], entries[i], extra.get(i), cap, unit, allowance, diagnostics);
  if (mode !== 'fits') {
    diagnostics.unshift(makeDiagnostic('listing-budget-exceeded', FILE_START, {
      needed, budget, unit, budgetSource: source, mode,
      shortened: entries.filter((e, i) => extra.has(i) && e.fate === 'shortened').length,
      nameOnly: entries.filter((e) => e.fate === 'name-only').length, omitted: 0,
    }));
  }
  return { text, budget, used, entries, budgetSource: source, ...(budgetModel ? { budgetModel } : {}), mode, diagnostics };
};

/**
 * The entry of row `r` with description `d` (the budget's extra reason `more`; `isLast`: no
 * separator counted). The same inputs give the row's last entry object again: a render after a
 * keystroke then builds only the changed entries (`d` is the row's own `capped` or name-only
 * object in every mode but even shortening, whose cuts are new each render and so rebuilt).
 */
function entryOf(r: Row, d: Row['capped'], more: Reason | undefined, isLast: boolean, width: number, unit: Profile['listing']['unit']): ListingEntry {
  const l = r.last;
  if (l && l.d === d && l.more === more && l.isLast === isLast) return l.e;
  // The two lines every render repeats (as capped, and name only) come from the row cache.
  const text = d === r.capped ? (r.data.cappedLine ??= lineOf(r.name, d.text)) : d.text === '' ? (r.data.nameLine ??= lineOf(r.name, '')) : lineOf(r.name, d.text);
  const fullText = r.data.fullText ??= lineOf(r.name, r.combined);
  const fate = d.text === '' && r.combined !== '' ? 'name-only' : d.cut ? 'shortened' : 'full';
  const reasons = more ? withExtra(r, more) : r.reasons;
  const w = d === r.capped && !r.forced ? width : d.text === '' ? lineWidth(r.nameW, 0, false) : measure(text, unit);
  const e = entry(r.s, r.s.id, fate, text, fullText, d.tail, w + (isLast ? 0 : 1), reasons);
  r.last = { d, more, isLast, e };
  return e;
}

/** A built-in entry the budget never shortens (a bundled skill; not a built-in command: RootTemplate.budget). */
const isFixedBuiltin = (r: Row): boolean => r.s.scope === 'bundled' && !r.s.budgetCounted;

/** The name-only description of a row (one shared, read-only object per row data). */
const nameOnly = (r: Row): Row['capped'] => (r.data.nameOnly ??= { text: '', tail: r.combined, cut: r.combined.length > 0 });

/**
 * 2.1.112 even shortening (§6.2), filling `descs` and `extra` in place. Bundled
 * and override-name-only entries are fixed; the rest share
 * floor((budget − fixed widths − Σ(width(id)+4) − separators) / count).
 */
function evenShortening(
  rows: Row[], widths: number[], descs: Row['capped'][], extra: Map<number, Reason>,
  budget: number, cap: number, unit: Profile['listing']['unit'], namesOnlyBelow: number,
): { mode: 'even-shortening' | 'names-only' | 'fits'; allowance?: number } {
  const fixed = (r: Row) => isFixedBuiltin(r) || r.forced;
  const rest = rows.map((_r, i) => i).filter((i) => !fixed(rows[i]));
  if (rest.length === 0) return { mode: 'fits' };
  const fixedWidth = rows.reduce((n, r, i) => (fixed(r) ? n + widths[i] : n), 0);
  const nameCost = rest.reduce((n, i) => n + rows[i].nameW + 4, 0);
  const separators = rows.length - 1;
  const allowance = Math.floor((budget - fixedWidth - nameCost - separators) / rest.length);
  if (allowance < namesOnlyBelow) {
    for (const i of rest) {
      descs[i] = nameOnly(rows[i]);
      extra.set(i, makeReason('budget-names-only', { allowance, namesOnlyBelow }));
    }
    return { mode: 'names-only', allowance };
  }
  for (const i of rest) {
    const c = cut(rows[i].combined, Math.min(cap, allowance), unit);
    descs[i] = c;
    if (c.cut && c.text !== rows[i].capped.text) {
      extra.set(i, makeReason('budget-even', { allowance, budget, fixedWidth, nameCost, separators, count: rest.length }));
    }
  }
  return { mode: 'even-shortening', allowance };
}

/**
 * 2.1.332 priority mode (§6.2, §7): bundled entries stay full (assumption, as in
 * 2.1.112); the budget first pays for every other entry as `- {id}`, then full
 * descriptions are given in usage-score order (ties: load order) to every entry
 * that still fits, skipping those that do not (measured, point 6); the others stay name-only. Output order stays load order
 * (assumption: the reference leaves priority-mode details unconfirmed, §16).
 */
function priority(
  rows: Row[], widths: number[], budget: number,
  options: ListingOptions, profile: Profile, extra: Map<number, Reason>,
): Row['capped'][] {
  const descs: Row['capped'][] = rows.map(nameOnly);
  let used = Math.max(0, rows.length - 1);
  const rest: number[] = [];
  rows.forEach((r, i) => {
    if (r.forced) {
      used += widths[i];
    } else if (isFixedBuiltin(r)) {
      descs[i] = r.capped;
      used += widths[i];
    } else {
      used += lineWidth(r.nameW, 0, false);
      rest.push(i);
    }
  });
  // Scores in an array indexed like `rows`; with no usage data every score is 0 (skillScore of no record).
  const score = new Float64Array(rows.length);
  if (options.usage && Object.keys(options.usage).length) {
    const at = { ...options, now: options.now ?? Date.now() };
    for (const i of rest) score[i] = skillScore(rows[i].s, at, profile.listing);
  }
  // Without scores (no usage data) and with rows in load order, `rest` is in that order already.
  let ordered = true;
  for (let k = 0; k < rest.length && ordered; k++) ordered = score[rest[k]!] === 0 && (k === 0 || rows[rest[k - 1]!]!.s.order <= rows[rest[k]!]!.s.order);
  if (!ordered) rest.sort((a, b) => score[b] - score[a] || rows[a].s.order - rows[b].s.order);
  // Every entry whose full text still fits gets it; one that does not is skipped, not the end of
  // the fill (measured, claude-code-measured.md point 6).
  // Most entries share a score (0 without usage data): their reason is looked up once per run of it.
  let reasonScore = NaN;
  let reason: Reason | undefined;
  for (const i of rest) {
    const more = widths[i] - lineWidth(rows[i].nameW, 0, false);
    if (used + more <= budget) {
      descs[i] = rows[i].capped;
      used += more;
    } else if (rows[i].combined) {
      if (score[i] !== reasonScore || !reason) { reasonScore = score[i]; reason = priorityReason(round(score[i])); }
      extra.set(i, reason);
    }
  }
  return descs;
}

/** The `budget-priority` reason for a (rounded) score; one object per score, as most entries share score 0. */
function priorityReason(score: number): Reason {
  let r = priorityReasons.get(score);
  if (!r) {
    r = makeReason('budget-priority', { score });
    if (priorityReasons.size >= 1000) priorityReasons.clear();
    priorityReasons.set(score, r);
  }
  return r;
}
const priorityReasons = new Map<number, Reason>();

const round = (n: number): number => Math.round(n * 1000) / 1000;

/**
 * Push the diagnostics of one row to `out`. Each is built once per row data
 * and reused while what it says is unchanged (the cut tail, the allowance):
 * a render after a keystroke then allocates no message for the other rows.
 */
function rowDiagnostics(r: Row, e: ListingEntry, more: Reason | undefined, cap: number, unit: Profile['listing']['unit'], allowance: number | undefined, out: Diagnostic[]): void {
  const c = r.data;
  // A name-only override shows no description, so nothing of it is cut at the cap.
  if (r.capped.cut && !r.forced) {
    out.push(c.truncated ??= rowDiagnostic(r, 'listing-entry-truncated', { length: measure(r.combined, unit), cap, unit, lost: r.capped.tail, lostPreview: preview(r.capped.tail) }, cutRange(r, r.capped.tail)));
  }
  // The entry's reasons are the row's (folded iff `foldReasons` is not empty) plus `more`, which is never a fold.
  if (c.foldReasons.length) out.push(c.folded ??= rowDiagnostic(r, 'listing-multiline-description-folded', {}));
  if (e.fate === 'name-only' && !r.forced) {
    if (!c.dropped || c.dropped.lost !== e.cutTail) c.dropped = { lost: e.cutTail, d: rowDiagnostic(r, 'listing-description-dropped', { lost: e.cutTail }, cutRange(r, e.cutTail)) };
    out.push(c.dropped.d);
  } else if (more?.code === 'budget-even') {
    if (!c.shortened || c.shortened.lost !== e.cutTail || c.shortened.allowance !== allowance) {
      c.shortened = { lost: e.cutTail, allowance, d: rowDiagnostic(r, 'listing-entry-shortened', { allowance, unit, lost: e.cutTail, lostPreview: preview(e.cutTail) }, cutRange(r, e.cutTail)) };
    }
    out.push(c.shortened.d);
  }
}

/**
 * One diagnostic about row `r`'s skill (its id in `data.name`, its path); a function of its own,
 * so that `rowDiagnostics` allocates nothing for the rows whose diagnostics are cached.
 */
function rowDiagnostic(r: Row, code: DiagnosticCode, data: Record<string, unknown>, range: Range = FILE_START): Diagnostic {
  return { ...makeDiagnostic(code, range, { name: r.s.id, ...data }), path: r.s.path };
}

/**
 * Where a cut that loses `tail` (the end of `combined`) falls in the file: the
 * `description` value, or the `when_to_use` value when everything of the
 * description is kept (`SkillRecord.ranges`; FILE_START when unknown).
 */
function cutRange(r: Row, tail: string): Range {
  const rg = r.s.ranges;
  if (!rg) return FILE_START;
  const kept = r.combined.length - tail.length;
  // The description's length in `combined` (a line break folds to one space).
  const descLen = r.combined.length === r.s.description.length ? r.combined.length : r.s.description.replace(/\r\n|\r|\n/g, ' ').length;
  const inWhen = !!r.s.whenToUse && kept >= descLen;
  return (inWhen ? rg.whenToUse ?? rg.description : rg.description ?? rg.whenToUse) ?? FILE_START;
}

/** The row's reasons plus the budget's `more`, reused while both are the same objects (priority reasons are shared per score). */
function withExtra(r: Row, more: Reason): Reason[] {
  const c = r.data;
  if (c.withExtra && c.withExtra.base === r.reasons && c.withExtra.more === more) return c.withExtra.reasons;
  const reasons = [...r.reasons, more];
  c.withExtra = { base: r.reasons, more, reasons };
  return reasons;
}

const FOLDED_REASON: Reason = makeReason('multiline-folded');
const FORCED_REASON: Reason = makeReason('override-name-only');

/**
 * What a listing row derives from one skill's id, description and
 * when_to_use under one unit and cap, computed once and reused by later
 * renders: after a keystroke only the edited skill's strings change, so a
 * render does little per unchanged entry. Keyed by path and checked against
 * the inputs (`===` on the same string objects is a pointer compare), so a
 * changed record simply misses.
 */
interface RowData {
  id: string;
  /** The style and label the row was made with (see {@link TextStyle}, {@link entryLabel}). */
  styleKey: string;
  /** What the entry line starts with: the id, or `id (name)` with the display suffix. */
  label: string;
  description: string;
  whenToUse: string | undefined;
  ranges: unknown;
  unit: Profile['listing']['unit'];
  cap: number;
  combined: string;
  capped: { text: string; tail: string; cut: boolean };
  combinedW: number;
  cappedW: number;
  nameW: number;
  /** Reasons of a row that is not forced name-only; `foldReasons` only the fold (the forced row's start). */
  reasons: Reason[];
  foldReasons: Reason[];
  forcedReasons?: Reason[];
  nameOnly?: { text: string; tail: string; cut: boolean };
  withExtra?: { base: Reason[]; more: Reason; reasons: Reason[] };
  cappedLine?: string;
  nameLine?: string;
  fullText?: string;
  truncated?: Diagnostic;
  folded?: Diagnostic;
  dropped?: { lost: string; d: Diagnostic };
  shortened?: { lost: string; allowance: number | undefined; d: Diagnostic };
}

const rowCache = new Map<string, RowData>();
const ROW_CACHE_MAX = 50_000;
/**
 * Rows by record identity, with the inputs they were built under (unit, cap and text style in
 * `key`, and the entry label): records are immutable, and the engine's incremental update makes
 * a new one only for the skills an edit touched, so every other row of a render is reused.
 */
let rowMemo = new WeakMap<SkillRecord, { key: string; label: string; row: Row }>();

/**
 * The last render's ordered records and rows, with the row inputs (`key`) and the lookup map
 * (`firstByKey`'s, or none) they were made under: the next render takes the row of a record at
 * the same index from here, without a WeakMap lookup or a label per record.
 */
let lastRows: { skills: readonly SkillRecord[]; key: string; reach: Map<string, SkillRecord> | undefined; rows: Row[] } | null = null;

/** The last listing text, the entries it was joined from, and where each entry's line starts in it. */
let lastText: { entries: ListingEntry[]; text: string; starts: number[] } | null = null;
/** Above this many changed lines the text is joined again rather than spliced. */
const TEXT_SPLICES_MAX = 16;

/**
 * The listing text of `entries`: the header, a blank line, one line per entry. When the last
 * text had as many entries and at most `TEXT_SPLICES_MAX` lines differ (a keystroke changes one
 * or a few), it is the last text with those lines replaced (slices of it around them), which is
 * the same string as a join of every line, without building and joining a thousand lines.
 */
function listingText(entries: ListingEntry[]): string {
  if (!entries.length) return '';
  const prev = lastText;
  if (prev && prev.entries.length === entries.length) {
    const changed: number[] = [];
    for (let i = 0; i < entries.length && changed.length <= TEXT_SPLICES_MAX; i++) {
      const a = prev.entries[i]!;
      const b = entries[i]!;
      if (a !== b && a.text !== b.text) changed.push(i);
    }
    if (changed.length <= TEXT_SPLICES_MAX) {
      if (!changed.length) { lastText = { entries, text: prev.text, starts: prev.starts }; return prev.text; }
      const parts: string[] = [];
      let from = 0;
      for (const i of changed) {
        const at = prev.starts[i]!;
        parts.push(prev.text.slice(from, at), entries[i]!.text);
        from = at + prev.entries[i]!.text.length;
      }
      parts.push(prev.text.slice(from));
      const text = parts.join('');
      const starts = prev.starts.slice();
      let shift = 0;
      let k = 0;
      for (let i = 0; i < entries.length; i++) {
        starts[i] = prev.starts[i]! + shift;
        if (k < changed.length && changed[k] === i) { shift += entries[i]!.text.length - prev.entries[i]!.text.length; k++; }
      }
      lastText = { entries, text, starts };
      return text;
    }
  }
  const starts = new Array<number>(entries.length);
  let at = CC_HEADER.length + 2;
  for (let i = 0; i < entries.length; i++) { starts[i] = at; at += entries[i]!.text.length + 1; }
  const text = `${CC_HEADER}\n\n${entries.map((e) => e.text).join('\n')}`;
  lastText = { entries, text, starts };
  return text;
}

/** Forget every cached row and the last text (tests compare cached and uncached renders). */
export function clearCcRowCache(): void {
  rowCache.clear();
  rowMemo = new WeakMap();
  reachMemo = null;
  lastRows = null;
  lastText = null;
}

/** How a CC listing writes a description (the profile's listing section; see ListingSection). */
interface TextStyle { whitespace: NonNullable<Profile['listing']['whitespace']>; escapeAngles: boolean; nestedScopeNote: boolean; builtinAsWritten?: boolean }
const AS_WRITTEN: TextStyle = { whitespace: 'keep-newlines', escapeAngles: false, nestedScopeNote: false };

/**
 * The note 2.1.332 writes after the description of a nested skill it renamed `<dir>:<name>`
 * (`ListingSection.nestedScopeNote`; the rename is discovery/resolve.ts's `nested-skill-renamed`),
 * or '' when the record was not renamed or the profile writes no note.
 */
function nestedScopeNote(s: SkillRecord, st: TextStyle): string {
  if (!st.nestedScopeNote) return '';
  const d = s.diagnostics.find((x) => x.code === 'nested-skill-renamed');
  const base = d?.data?.name;
  if (typeof base !== 'string' || !s.id.endsWith(`:${base}`)) return '';
  const dir = s.id.slice(0, s.id.length - base.length - 1);
  return ` (scoped to ${dir}/ \u2014 use this instead of the unscoped "${base}" skill when the files being changed are under ${dir}/)`;
}

/** The description (or when_to_use) as the listing writes it; `folded` when a line break or tab was changed. */
function styled(v: string, st: TextStyle): { text: string; folded: boolean } {
  let t = v;
  let folded = false;
  if (st.whitespace === 'fold-each-newline' && /[\r\n]/.test(t)) { t = t.replace(/\r\n|\r|\n/g, ' '); folded = true; }
  else if (st.whitespace === 'runs-and-tabs' && /[\r\n\t]/.test(t)) { t = t.replace(/[\r\n]+/g, ' ').replace(/\t+/g, ' '); folded = true; }
  if (st.escapeAngles && /[<>]/.test(t)) t = t.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return { text: t, folded };
}

function rowData(s: SkillRecord, unit: Profile['listing']['unit'], cap: number, style: TextStyle, label: string): RowData {
  // ListingSection.builtinText: a built-in entry's text as Claude Code has it.
  const st: TextStyle = style.builtinAsWritten && s.scope === 'bundled' ? AS_WRITTEN : style;
  const hit = rowCache.get(s.path);
  // `ranges` (where the strings sit in the file, when the record has them) is compared by identity: a
  // re-parse makes a new object, and cached diagnostics must not keep positions of an older text.
  const ranges = (s as { ranges?: unknown }).ranges;
  const note = nestedScopeNote(s, st);
  const styleKey = `${st.whitespace}|${st.escapeAngles}|${label}|${note}`;
  if (hit && hit.description === s.description && hit.whenToUse === s.whenToUse && hit.id === s.id && hit.ranges === ranges && hit.unit === unit && hit.cap === cap && hit.styleKey === styleKey) return hit;
  // The note is part of the description Claude Code lists (before ` - when_to_use`).
  const d = styled(note ? `${s.description}${note}` : s.description, st);
  const w = s.whenToUse ? styled(s.whenToUse, st) : undefined;
  const combined = w ? `${d.text} - ${w.text}` : d.text;
  const folded = d.folded || !!w?.folded;
  // Widths of the parts add up: the ` - ` joiner is ASCII.
  const combinedW = measure(d.text, unit) + (w ? 3 + measure(w.text, unit) : 0);
  const capped = combinedW <= cap ? { text: combined, tail: '', cut: false } : cut(combined, cap, unit);
  const foldReasons = folded ? [FOLDED_REASON] : [];
  const reasons = capped.cut
    ? [...foldReasons, makeReason('entry-cap', { cap })]
    : foldReasons;
  const data: RowData = {
    id: s.id, description: s.description, whenToUse: s.whenToUse, ranges, unit, cap, styleKey, label,
    combined, capped, combinedW, cappedW: capped.cut ? measure(capped.text, unit) : combinedW, nameW: measure(label, unit),
    reasons, foldReasons,
  };
  if (rowCache.size >= ROW_CACHE_MAX) rowCache.clear();
  rowCache.set(s.path, data);
  return data;
}
