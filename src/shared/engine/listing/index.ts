/**
 * The listing the model sees (reference §6, §7): which skills, in what order,
 * in which format, and what the budget did to each entry.
 *
 * Format renderers are a strategy table keyed by `ListingSection.format`; the
 * order by `ListingSection.order`; the engine never branches on the profile id.
 */
import type { Catalog, ListingOptions, ListingRecord, SkillRecord } from '../types';
import type { Profile } from '../profiles/types';
import type { ListingSection } from '../profiles/types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import type { FormatRenderer } from './entry';
import { ORDERS, partitionSkills } from './select';
import { renderCcLines } from './cc';
import { renderCbLines } from './codebot';
import { renderAsXml, renderMinimalManifest, renderOhMarkdown } from './plain';
import { renderApproximateLines, renderBulletLines, renderNamesSentence, renderXmlSkills } from './shaped';
import { renderCodexRoots } from './codex';
import { renderXmlIndented } from './xmlIndented';

/** Renderers by `ListingSection.format` (§6.1). */
export const FORMATS: Record<ListingSection['format'], FormatRenderer> = {
  'cc-lines': renderCcLines,
  'cb-lines': renderCbLines,
  'as-xml': renderAsXml,
  'oh-markdown': renderOhMarkdown,
  'minimal-manifest': renderMinimalManifest,
  'xml-skills': renderXmlSkills,
  'bullet-lines': renderBulletLines,
  'approximate-lines': renderApproximateLines,
  'codex-roots': renderCodexRoots,
  'xml-indented': renderXmlIndented,
  'names-sentence': renderNamesSentence,
};

/** Formats whose harness drops the skill tool itself when no skill is found (seed 003: `len(skills) > 0`). */
const NO_TOOL_WHEN_EMPTY: Record<ListingSection['format'], boolean> = {
  'cc-lines': false, 'cb-lines': false, 'as-xml': false, 'oh-markdown': false, 'minimal-manifest': true,
  'xml-skills': false, 'bullet-lines': false, 'approximate-lines': false, 'codex-roots': false, 'xml-indented': false, 'names-sentence': false,
};

/**
 * Render the listing of `catalog` as `profile`'s harness would send it.
 *
 * - Included: skills with `visibleToModel` and status `listed` (CC lists two
 *   same-named skills both, §4/E13); all others are in `excluded` with reasons.
 * - `options.budget` overrides the computed budget (CC: pass
 *   `SLASH_COMMAND_TOOL_CHAR_BUDGET`); `contextWindowTokens` (200000),
 *   `budgetFraction` (0.01), `maxEntryChars` (1536), `usage` + `now` (CC 2.1.332
 *   priority mode, codebot order) and `version` refine it (§6.2, §7).
 * - `used` and entry `cost`s are in `unit` (CC display width, codebot bytes,
 *   others UTF-16 code units); `budget` is 0 for profiles without a budget
 *   (AS, OH, minimal). codebot's `used` counts the header and entries, not the
 *   footer (its budget does not either).
 * Never throws: a renderer failure yields an empty listing with a diagnostic.
 */
export function renderListing(catalog: Catalog, profile: Profile, options: ListingOptions = {}): ListingRecord {
  const { included, excluded } = partitionSkills(catalog.skills ?? []);
  const section = profile.listing;
  const ordered = orderOf(included, section, options, catalog.skills ?? []);
  let rendered;
  try {
    rendered = (FORMATS[section.format] ?? renderCcLines)(ordered, profile, options);
  } catch (err) {
    rendered = {
      text: '', budget: 0, used: 0, entries: [], budgetSource: 'error', mode: 'fits' as const,
      diagnostics: [makeDiagnostic('listing-empty', FILE_START, { excluded: excluded.length, error: String(err) }, 'error')],
    };
  }
  const diagnostics = [...rendered.diagnostics];
  if (included.length === 0) {
    diagnostics.push(makeDiagnostic('listing-empty', FILE_START, { excluded: excluded.length, noTool: NO_TOOL_WHEN_EMPTY[section.format] }));
  }
  return { profile: profile.id, unit: section.unit, excluded, ...rendered, diagnostics };
}

/**
 * Orders that depend only on the listed records' own keys (not on the other skills or the
 * options), so the previous order carries over when a render's records are the previous ones,
 * some replaced by records with the same keys (a keystroke in a description).
 */
const KEYED_ORDERS = new Set<ListingSection['order']>(['scope-then-name', 'locale-name', 'load', 'project-name-then-roots', 'locale-per-root', 'name', 'name-path', 'path-lower']);

/** The fields those orders read (ListingSection.order strategies in ./select.ts). */
const sameOrderKeys = (a: SkillRecord, b: SkillRecord): boolean =>
  a.id === b.id && a.name === b.name && a.root === b.root && a.order === b.order && a.scope === b.scope && a.layout === b.layout && a.path === b.path && a.dir === b.dir;

/** The last ordering: its strategy, its input and its output. */
let lastOrder: { order: ListingSection['order']; rank: string; input: SkillRecord[]; output: SkillRecord[] } | null = null;

/**
 * `ORDERS[section.order]` of `included`, reusing the last ordering when only records with the
 * same keys were replaced (each replaced at its place in the output: a sort compares only those
 * keys, and ties fall back to load order, so it would put the new record where the old one was).
 */
function orderOf(included: SkillRecord[], section: ListingSection, options: ListingOptions, all: SkillRecord[]): SkillRecord[] {
  const prev = lastOrder;
  const rank = (section.scopeRank ?? []).join('\u0000');
  if (prev && prev.order === section.order && prev.rank === rank && KEYED_ORDERS.has(section.order) && prev.input.length === included.length) {
    let swaps: Map<SkillRecord, SkillRecord> | null = null;
    let ok = true;
    for (let i = 0; i < included.length && ok; i++) {
      const a = prev.input[i]!;
      const b = included[i]!;
      if (a === b) continue;
      ok = sameOrderKeys(a, b);
      (swaps ??= new Map()).set(a, b);
    }
    if (ok) {
      const output = swaps ? prev.output.map((s) => swaps!.get(s) ?? s) : prev.output;
      lastOrder = { order: section.order, rank, input: included, output };
      return output.slice();
    }
  }
  const output = (ORDERS[section.order] ?? ORDERS.load)(included, options, section, all);
  lastOrder = { order: section.order, rank, input: included, output: output.slice() };
  return output;
}

/** Forget the last ordering (tests compare memoised and fresh renders). */
export function clearListingOrderMemo(): void {
  lastOrder = null;
}

export { CC_HEADER, ccBudget } from './cc';
export { CB_HEADER, CB_FOOTER } from './codebot';
export { MINIMAL_HEADER, OH_USAGE, htmlEscape } from './plain';
export { usageScore, compareCodePoints } from './select';
