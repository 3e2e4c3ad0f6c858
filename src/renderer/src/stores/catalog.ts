/**
 * Catalog store: the snapshot from main, the active profile and listing
 * options, and the effective catalog (snapshot with unsaved buffers overlaid).
 * Owned by the renderer shell; panes read it through the hooks below.
 * The field names here are a contract with the listing/sandbox/explain panes.
 */
import { create } from 'zustand';
import type { CatalogSnapshot } from '../../../shared/ipc/contract';
import type { Catalog, ListingOptions, ProfileId } from '../../../shared/engine/types';
import { getProfile, updateSkillText } from '../engine';

export interface CatalogState {
  /** Last snapshot from main (null until loaded). */
  snapshot: CatalogSnapshot | null;
  /** Catalog as saved on disk (snapshot.catalog re-resolved under the active profile). */
  baseline: Catalog | null;
  /** Catalog with every unsaved buffer overlaid (only edited files re-parsed). */
  effective: Catalog | null;
  profileId: ProfileId;
  version: 'latest' | '2.1.112';
  /** Listing options the panel sets (overrides of the harness settings). */
  listingOptions: ListingOptions;
  /** Files touched so far (CC `paths` activation), relative to cwd or absolute. */
  touched: string[];
  /** Last error loading or configuring the catalog (shown in the top bar). */
  error: string | null;
  setSnapshot(s: CatalogSnapshot): void;
  setEffective(c: Catalog): void;
  setProfile(id: ProfileId, version?: 'latest' | '2.1.112'): void;
  setListingOptions(patch: Partial<ListingOptions>): void;
  setTouched(files: string[]): void;
  setError(message: string | null): void;
  /** Recompute `effective` from `baseline` and the dirty buffers (path → text). */
  recompute(overlays: Record<string, string>): void;
}

/**
 * Overlay each buffer on `baseline` with the engine's incremental update, so
 * only the edited files are re-parsed.
 */
export function overlayCatalog(baseline: Catalog, overlays: Record<string, string>, profileId: ProfileId, version: 'latest' | '2.1.112'): Catalog {
  const profile = getProfile(profileId, version);
  let c = baseline;
  for (const [path, text] of Object.entries(overlays)) c = updateSkillText(c, path, text, profile);
  return c;
}

export const useCatalogStore = create<CatalogState>((set, get) => ({
  snapshot: null,
  baseline: null,
  effective: null,
  profileId: 'claude-code',
  version: 'latest',
  listingOptions: {},
  touched: [],
  error: null,
  setSnapshot: (snapshot) => set({ snapshot, baseline: snapshot.catalog, effective: snapshot.catalog, profileId: snapshot.profile, version: snapshot.version, error: null }),
  setEffective: (effective) => set({ effective }),
  setProfile: (profileId, version) => set((s) => ({ profileId, version: version ?? s.version })),
  setListingOptions: (patch) => set((s) => ({ listingOptions: { ...s.listingOptions, ...patch } })),
  setTouched: (touched) => set({ touched }),
  setError: (error) => set({ error }),
  recompute: (overlays) => {
    const { baseline, profileId, version } = get();
    if (!baseline) return;
    set({ effective: Object.keys(overlays).length ? overlayCatalog(baseline, overlays, profileId, version) : baseline });
  },
}));
