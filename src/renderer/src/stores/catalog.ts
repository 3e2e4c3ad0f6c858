/**
 * Catalog store: the snapshot from main, the active profile and listing
 * options, and the effective catalog (snapshot with unsaved buffers overlaid).
 * Owned by the renderer shell; panes read it through the hooks below.
 * The field names here are a contract with the listing/sandbox/explain panes.
 */
import { create } from 'zustand';
import type { CatalogSnapshot } from '../../../shared/ipc/contract';
import type { Catalog, ListingOptions, ProfileId } from '../../../shared/engine/types';

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
  setSnapshot(s: CatalogSnapshot): void;
  setEffective(c: Catalog): void;
  setProfile(id: ProfileId, version?: 'latest' | '2.1.112'): void;
  setListingOptions(patch: Partial<ListingOptions>): void;
  setTouched(files: string[]): void;
}

export const useCatalogStore = create<CatalogState>((set) => ({
  snapshot: null,
  baseline: null,
  effective: null,
  profileId: 'claude-code',
  version: 'latest',
  listingOptions: {},
  touched: [],
  setSnapshot: (snapshot) => set({ snapshot, baseline: snapshot.catalog, effective: snapshot.catalog, profileId: snapshot.profile, version: snapshot.version }),
  setEffective: (effective) => set({ effective }),
  setProfile: (profileId, version) => set((s) => ({ profileId, version: version ?? s.version })),
  setListingOptions: (patch) => set((s) => ({ listingOptions: { ...s.listingOptions, ...patch } })),
  setTouched: (touched) => set({ touched }),
}));
