/**
 * The panes' one adapter to the pure engine (listing, explain, usage). The
 * engine modules are written alongside the panes, so each is looked up through
 * Vite's eager glob (an absent module yields `{}` instead of a build error) and
 * every call has a plain fallback that says it is one. Types come from
 * `shared/engine/types`; nothing else in the panes imports engine behaviour.
 */
import type { Catalog, ListingOptions, ListingRecord, ProfileId, SkillRecord } from '../../../shared/engine/types';
import { getProfile, type Profile } from '../../../shared/engine/profiles';
import { measure } from '../../../shared/engine/text/measure';

type Fn = (...args: any[]) => any;
const mods = import.meta.glob<Record<string, unknown>>(
  ['../../../shared/engine/listing/index.ts', '../../../shared/engine/explain/index.ts',
    '../../../shared/engine/usage/index.ts', '../../../shared/engine/index.ts'],
  { eager: true },
);

function fn(name: string): Fn | undefined {
  for (const m of Object.values(mods)) if (typeof m[name] === 'function') return m[name] as Fn;
  return undefined;
}

export { getProfile, measure };
export type { Profile };

/** Which engine functions the panes found (false = the fallback is used). */
export function paneEngineFeatures(): Record<string, boolean> {
  return Object.fromEntries(['renderListing', 'explainName', 'usageScore'].map((n) => [n, !!fn(n)]));
}

/** Profile for an id and Claude Code version. */
export function profileFor(id: ProfileId, version: 'latest' | '2.1.112'): Profile {
  return getProfile(id, version);
}

/**
 * The listing the model sees for `catalog` under `profile`. Without the engine's
 * listing module: every listed skill in full, no budget, with a diagnostic that
 * says so (never silently pretend).
 */
export function renderListing(catalog: Catalog, profile: Profile, options: ListingOptions): ListingRecord {
  const f = fn('renderListing');
  if (f) {
    try { return f(catalog, profile, options) as ListingRecord; } catch (e) { console.error('renderListing failed', e); }
  }
  return fallbackListing(catalog, profile);
}

function fallbackListing(catalog: Catalog, profile: Profile): ListingRecord {
  const listed = catalog.skills.filter((s) => s.status === 'listed');
  const entries = listed.map((s) => {
    const text = `- ${s.name}: ${s.description}`;
    return { id: s.id, name: s.name, path: s.path, fate: 'full' as const, text, fullText: text, cutTail: '', cost: measure(text, profile.listing.unit) + 1, reasons: [] };
  });
  const text = entries.map((e) => e.text).join('\n');
  const excluded = catalog.skills.filter((s) => s.status !== 'listed').map((s) => ({ id: s.id, path: s.path, status: s.status, reasons: s.reasons }));
  return {
    profile: profile.id, text, budget: 0, used: measure(text, profile.listing.unit), unit: profile.listing.unit, entries, excluded,
    budgetSource: 'listing engine not available: no budget applied', mode: 'fits',
    diagnostics: [{ code: 'listing-engine-missing', severity: 'warning', message: 'The listing engine is not available; showing every listed skill unbudgeted.', range: { line: 1, column: 1, endLine: 1, endColumn: 1 } }],
  };
}

/** Plain-words explanation of `name`; null when the explain module is absent (use `engine.explain`). */
export function explainName(catalog: Catalog, listing: ListingRecord, name: string, profile: Profile): { text: string } | null {
  const f = fn('explainName');
  if (!f) return null;
  try { return f(catalog, listing, name, profile) as { text: string }; } catch (e) { console.error('explainName failed', e); return null; }
}

/**
 * Usage score (reference §7): count × max(0.5^(days/halfLife), floor); no
 * timestamp → raw count; future timestamps count as age 0.
 */
export function usageScore(rec: { usageCount: number; lastUsedAt?: number } | undefined, now: number, halfLifeDays = 7, floor = 0.1): number {
  if (!rec) return 0;
  const f = fn('usageScore');
  if (f) {
    try { return f(rec, now, halfLifeDays, floor) as number; } catch { /* fall through */ }
  }
  if (rec.lastUsedAt === undefined) return rec.usageCount;
  const days = Math.max(0, now - rec.lastUsedAt) / 86_400_000;
  return rec.usageCount * Math.max(Math.pow(0.5, days / halfLifeDays), floor);
}

/** Skill record by id or path. */
export function findSkill(catalog: Catalog | null, key: string): SkillRecord | undefined {
  return catalog?.skills.find((s) => s.path === key) ?? catalog?.skills.find((s) => s.id === key);
}
