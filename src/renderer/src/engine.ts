/**
 * The renderer's one adapter to the pure engine: the shell (editor,
 * diagnostics, Monaco providers) and the panes (listing, sandbox, explain)
 * import engine behaviour only from here, so a change of engine signature is
 * fixed in one place and a throwing engine function never takes a view down
 * (each wrapper logs and returns an empty but well-formed result).
 */
import type { Catalog, Diagnostic, ListingOptions, ListingRecord, ParsedSkill, ProfileId, SkillRecord, VersionSelector } from '../../shared/engine';
import type { FieldSpec } from '../../shared/engine';
import { getProfile, type Profile } from '../../shared/engine';
import { parseSkillText as engineParse, type ParseContext, type ParseResult } from '../../shared/engine';
import { updateSkillText as engineUpdate, type ScanOptions } from '../../shared/engine';
import { fieldTable as engineFieldTable } from '../../shared/engine';
import { quickFixes as engineQuickFixes, applyEdits, type CodeAction } from '../../shared/engine';
import { bodyStats as engineBodyStats, checkBody, MAX_BODY_LINES, MAX_BODY_TOKENS, type BodyStats } from '../../shared/engine';
import { measure } from '../../shared/engine';
import { renderListing as engineRenderListing, FILE_START, makeDiagnostic } from '../../shared/engine';
import { resolveCatalog as engineResolve, listingDelta as engineListingDelta, listingDelivery as engineDelivery, type ListingDelta, type ListingDelivery } from '../../shared/engine';
import { explainName as engineExplainName, type Explanation } from '../../shared/engine';
import { usageScore as engineUsageScore } from '../../shared/engine';
import { harnessVerdicts as engineHarnessVerdicts, portabilityDiagnostics, type PortableSkill } from '../../shared/engine';
import { argumentTokens as engineArgumentTokens, replaceArgument as engineReplaceArgument, type ArgSyntax, type ArgToken } from '../../shared/engine';

/** A quick fix offered for a diagnostic (the engine's CodeAction). */
export type QuickFix = CodeAction;

// applyEdits never throws (fixes/edits.ts), so it needs no wrapper.
export { getProfile, measure, applyEdits };
export type { Profile, ParseContext, ParseResult, ScanOptions, Explanation, ArgSyntax, ArgToken, ListingDelta, ListingDelivery };

/** Profile for an id and Claude Code version. */
export function profileFor(id: ProfileId, version: VersionSelector): Profile {
  return getProfile(id, version);
}

/** Parse one SKILL.md text as the harness reads it from disk (never throws). */
export function parseSkillText(text: string, ctx: ParseContext): ParseResult {
  return engineParse(text, ctx);
}

/** Overlay one buffer (or a deletion, `null`) on a catalog; only that file is re-parsed. */
export function updateSkillText(catalog: Catalog, path: string, text: string | null, profile: Profile, opts?: ScanOptions): Catalog {
  try { return engineUpdate(catalog, path, text, profile, opts); } catch (e) { console.error('updateSkillText failed', e); return catalog; }
}

const tables = new Map<ProfileId, FieldSpec[]>();
/** The profile's field table (cached: it is static data). */
export function fieldTable(profileId: ProfileId): FieldSpec[] {
  let t = tables.get(profileId);
  if (!t) {
    try { t = engineFieldTable(profileId); } catch (e) { console.error('fieldTable failed', e); t = []; }
    tables.set(profileId, t);
  }
  return t;
}

/** Quick fixes the engine offers for one diagnostic (`shape`: the file's disk layout, for the BOM and CRLF fixes). */
export function quickFixes(text: string, diagnostic: Diagnostic, ctx: ParseContext, shape?: { bom: boolean; eol: 'lf' | 'crlf' }): QuickFix[] {
  try { return engineQuickFixes(text, diagnostic, { dirName: ctx.dirName, profileId: ctx.profile.id, ...(shape ? { shape: { bom: shape.bom, eol: shape.eol } } : {}) }) ?? []; } catch (e) { console.error('quickFixes failed', e); return []; }
}

/**
 * Body diagnostics of a live buffer. `fileExists` answers from the skill
 * folder's listing that main sends with the file (the renderer has no fs).
 */
export function bodyDiagnostics(text: string, parsed: ParsedSkill, ctx: ParseContext, dir: string | null, fileExists: (abs: string) => boolean = () => true): Diagnostic[] {
  try {
    return checkBody(text, parsed, { dir, fileExists, profileId: ctx.profile.id, version: ctx.profile.version });
  } catch (e) { console.error('checkBody failed', e); return []; }
}

/** Lines and estimated tokens of a body, with the spec's guidance limits. */
export function bodySize(body: string): BodyStats & { maxLines: number; maxTokens: number } {
  return { ...engineBodyStats(body), maxLines: MAX_BODY_LINES, maxTokens: MAX_BODY_TOKENS };
}

/**
 * The listing the model sees for `catalog` under `profile`. The engine does
 * not throw on user input; should a bug throw anyway, the pane shows an empty
 * listing with an error diagnostic instead of going blank.
 */
export function renderListing(catalog: Catalog, profile: Profile, options: ListingOptions): ListingRecord {
  try {
    return engineRenderListing(catalog, profile, options);
  } catch (e) {
    console.error('renderListing failed', e);
    return {
      profile: profile.id, text: '', budget: 0, used: 0, unit: profile.listing.unit, entries: [], excluded: [], budgetSource: 'listing failed', mode: 'fits',
      diagnostics: [makeDiagnostic('listing-failed', FILE_START, { error: String(e) })],
    };
  }
}

/** Plain-words explanation of `name` on `catalog`, with matches, suggestions and look-alike files. */
export function explainName(catalog: Catalog, listing: ListingRecord, name: string, profile: Profile): Explanation {
  return engineExplainName(catalog, listing, name, profile);
}

/** Usage score (reference §7): count × max(0.5^(days/halfLife), floor); no timestamp → raw count. */
export function usageScore(rec: { usageCount: number; lastUsedAt?: number } | undefined, now: number, halfLifeDays = 7, floor = 0.1): number {
  return engineUsageScore(rec, now, halfLifeDays, floor);
}

/** Skill record by path, else by id. */
export function findSkill(catalog: Catalog | null, key: string): SkillRecord | undefined {
  return catalog?.skills.find((s) => s.path === key) ?? catalog?.skills.find((s) => s.id === key);
}

/** The arguments `line` gives under a profile's argument syntax (null: the harness does not split them). */
export function argumentTokens(syntax: ArgSyntax, line: string): ArgToken[] | null {
  try { return engineArgumentTokens(syntax, line); } catch (e) { console.error('argumentTokens failed', e); return null; }
}

/** `line` with argument `index` set to `value`, quoted so the harness splits it back the same way. */
export function replaceArgument(syntax: ArgSyntax, line: string, index: number, value: string): string {
  try { return engineReplaceArgument(syntax, line, index, value); } catch (e) { console.error('replaceArgument failed', e); return line; }
}

/**
 * Portability diagnostics of one skill file for the chosen harnesses (engine
 * `harnessVerdicts`; issue 17): info diagnostics saying which harness skips it,
 * never reads its folder, cuts it or names it otherwise. [] on any failure.
 */
export function portabilityFor(skill: PortableSkill, profiles: readonly ProfileId[]): Diagnostic[] {
  if (!profiles.length) return [];
  try {
    return portabilityDiagnostics(engineHarnessVerdicts(skill, profiles));
  } catch (e) { console.error('harnessVerdicts failed', e); return []; }
}

/**
 * The deltas Claude Code sends as each touched file activates `paths` skills, in
 * order: for file i, the listing with files [0, i) touched against [0, i]
 * (`resolveCatalog` with the snapshot's scan options, then `listingDelta`).
 * `discovery` resolves the catalog, `listing` renders it (the preview profile).
 */
export function touchDeltas(catalog: Catalog, discovery: Profile, listing: Profile, scan: ScanOptions & { touched?: string[] }, options: ListingOptions): { file: string; delta: ListingDelta }[] {
  const touched = scan.touched ?? [];
  if (!touched.length || discovery.discovery.pathsActivation !== 'cc-touched') return [];
  try {
    const at = (n: number) => renderListing({ ...catalog, skills: engineResolve(catalog.skills, catalog.roots, discovery, { ...scan, touched: touched.slice(0, n) }) }, listing, options);
    const out: { file: string; delta: ListingDelta }[] = [];
    let before = at(0);
    for (let i = 0; i < touched.length; i++) {
      const after = at(i + 1);
      out.push({ file: touched[i], delta: engineListingDelta(before, after) });
      before = after;
    }
    return out;
  } catch (e) { console.error('touchDeltas failed', e); return []; }
}

/** How the listing reaches the model under `profile` (null where not measured). */
export function deliveryOf(text: string, profile: Profile): ListingDelivery | null {
  try { return engineDelivery(text, profile.listing); } catch (e) { console.error('listingDelivery failed', e); return null; }
}
