/**
 * The panes' one adapter to the pure engine (profiles, listing, explain,
 * usage, length units). Components and hooks import engine behaviour only
 * from here, so the surface the panes depend on is in one place.
 */
import type { Catalog, ListingOptions, ListingRecord, ProfileId, SkillRecord, VersionSelector } from '../../../shared/engine';
import { getProfile, type Profile } from '../../../shared/engine';
import { measure } from '../../../shared/engine';
import { renderListing as engineRenderListing } from '../../../shared/engine';
import { explainName as engineExplainName, type Explanation } from '../../../shared/engine';
import { usageScore as engineUsageScore } from '../../../shared/engine';
import { argumentTokens as engineArgumentTokens, replaceArgument as engineReplaceArgument, type ArgSyntax, type ArgToken } from '../../../shared/engine';

export { getProfile, measure };
export type { Profile, Explanation, ArgSyntax, ArgToken };

/** Profile for an id and Claude Code version. */
export function profileFor(id: ProfileId, version: VersionSelector): Profile {
  return getProfile(id, version);
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
      diagnostics: [{ code: 'listing-failed', severity: 'error', message: `The listing could not be rendered: ${String(e)}`, range: { line: 1, column: 1, endLine: 1, endColumn: 1 } }],
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
