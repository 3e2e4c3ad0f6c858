/**
 * Catalog store: the snapshot from main, the active profile and listing
 * options, and the effective catalog (snapshot with unsaved buffers overlaid).
 * Owned by the renderer shell; panes read it through the hooks below.
 * The field names here are a contract with the listing/sandbox/explain panes.
 */
import { create } from 'zustand';
import type { CatalogSnapshot } from '../../../shared/ipc/contract';
import type { Catalog, ListingOptions, ProfileId, VersionSelector } from '../../../shared/engine';
import type { ScanOptions } from '../../../shared/engine';
import { getProfile, updateSkillText } from '../engine';
import { DEFAULT_PROFILE_ID, LATEST } from '../../../shared/engine';

export interface CatalogState {
  /** Last snapshot from main (null until loaded). */
  snapshot: CatalogSnapshot | null;
  /** Catalog as saved on disk (snapshot.catalog re-resolved under the active profile). */
  baseline: Catalog | null;
  /** Catalog with every unsaved buffer overlaid (only edited files re-parsed). */
  effective: Catalog | null;
  profileId: ProfileId;
  version: VersionSelector;
  /** Listing options the panel sets (overrides of the harness settings). */
  listingOptions: ListingOptions;
  /** Files touched so far (CC `paths` activation), relative to cwd or absolute. */
  touched: string[];
  /** Last error loading or configuring the catalog (shown in the top bar). */
  error: string | null;
  setSnapshot(s: CatalogSnapshot): void;
  setEffective(c: Catalog): void;
  setProfile(id: ProfileId, version?: VersionSelector): void;
  setListingOptions(patch: Partial<ListingOptions>): void;
  setTouched(files: string[]): void;
  setError(message: string | null): void;
  /** Recompute `effective` from `baseline` and the dirty buffers (path → text). */
  recompute(overlays: Record<string, string>): void;
}

/** No scan options (one object, so chaining in `nextEffective` can compare by identity). */
const NO_OPTIONS: ScanOptions = {};

/**
 * Overlay each buffer on `baseline` with the engine's incremental update, so
 * only the edited files are re-parsed. `opts` are the options main resolved
 * `baseline` with (snapshot `scanOptions`: touched files, `skillOverrides`, ...).
 */
export function overlayCatalog(baseline: Catalog, overlays: Record<string, string>, profileId: ProfileId, version: VersionSelector, opts: ScanOptions = NO_OPTIONS): Catalog {
  const profile = getProfile(profileId, version);
  let c = baseline;
  for (const [path, text] of Object.entries(overlays)) c = updateSkillText(c, path, text, profile, opts);
  return c;
}

/**
 * What `effective` was last built from, so the next keystroke updates only
 * the buffer that changed, chained on the previous result: the engine then
 * re-parses one file and re-resolves only the skills that share its keys.
 */
let built: { baseline: Catalog; profileId: ProfileId; version: string; opts: ScanOptions; overlays: Record<string, string>; effective: Catalog } | null = null;

/**
 * `effective` for `overlays`: chained from the last result when the baseline,
 * profile and the set of dirty paths are the same (only texts changed);
 * otherwise rebuilt from `baseline`. Both give the same catalog.
 */
export function nextEffective(baseline: Catalog, overlays: Record<string, string>, profileId: ProfileId, version: VersionSelector, opts: ScanOptions = NO_OPTIONS): Catalog {
  const paths = Object.keys(overlays);
  if (!paths.length) { built = null; return baseline; }
  const prev = built;
  let effective: Catalog;
  if (prev && prev.baseline === baseline && prev.profileId === profileId && prev.version === version && prev.opts === opts
    && paths.length === Object.keys(prev.overlays).length && paths.every((p) => Object.prototype.hasOwnProperty.call(prev.overlays, p))) {
    const profile = getProfile(profileId, version);
    effective = prev.effective;
    for (const p of paths) if (prev.overlays[p] !== overlays[p]) effective = updateSkillText(effective, p, overlays[p], profile, opts);
  } else {
    effective = overlayCatalog(baseline, overlays, profileId, version, opts);
  }
  built = { baseline, profileId, version, opts, overlays: { ...overlays }, effective };
  return effective;
}

export const useCatalogStore = create<CatalogState>((set, get) => ({
  snapshot: null,
  baseline: null,
  effective: null,
  profileId: DEFAULT_PROFILE_ID,
  version: LATEST,
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
    const { baseline, profileId, version, snapshot } = get();
    if (!baseline) return;
    set({ effective: nextEffective(baseline, overlays, profileId, version, snapshot?.scanOptions) });
  },
}));
