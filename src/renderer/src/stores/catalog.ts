/**
 * Catalog store: the snapshot from main, the unsaved buffers overlaid on it,
 * the listing options the panel sets, and what the app shows, derived here
 * from (snapshot, overlays) on every change of either: `baseline` (the disk as
 * main scanned it) and `effective` (the buffers overlaid with the engine's
 * incremental update, only edited files re-parsed). No caller has to ask for
 * the derived state again after `setSnapshot`. State only: the IPC calls that
 * produce snapshots live in ../actions/catalog.ts.
 * The field names here are a contract with the listing/sandbox/explain panes.
 */
import { create } from 'zustand';
import type { CatalogSnapshot } from '../../../shared/ipc/contract';
import type { Catalog, ListingOptions, ProfileId, VersionSelector } from '../../../shared/engine';
import { DEFAULT_PROFILE_ID, LATEST } from '../../../shared/engine';
import { getProfile, updateSkillText, type ScanOptions } from '../engine';

export interface CatalogState {
  /** Last snapshot from main (null until loaded). */
  snapshot: CatalogSnapshot | null;
  /** Catalog as saved on disk (`snapshot.catalog`). */
  baseline: Catalog | null;
  /** Catalog with every unsaved buffer overlaid (only edited files re-parsed). */
  effective: Catalog | null;
  /** Dirty buffers in disk form (path → text), as the live-document pipeline last handed them over. */
  overlays: Readonly<Record<string, string>>;
  profileId: ProfileId;
  version: VersionSelector;
  /** Listing options the panel sets (overrides of the harness settings). */
  listingOptions: ListingOptions;
  /** Last error loading or configuring the catalog (shown in the top bar). */
  error: string | null;
  /**
   * Take a snapshot from main unless one at least as new is held (main's
   * `generation` is bumped on every change, and one change reaches the
   * renderer twice: as the reply of the call that caused it and as the
   * `catalog.changed` push). True when it was applied.
   */
  setSnapshot(s: CatalogSnapshot): boolean;
  /** The dirty buffers changed (path → disk-form text); `effective` follows. */
  setOverlays(overlays: Readonly<Record<string, string>>): void;
  setListingOptions(patch: Partial<ListingOptions>): void;
  setError(message: string | null): void;
}

/** No scan options (one object, so chaining in `nextEffective` can compare by identity). */
const NO_OPTIONS: ScanOptions = {};

/**
 * Overlay each buffer on `baseline` with the engine's incremental update, so
 * only the edited files are re-parsed. `opts` are the options main resolved
 * `baseline` with (snapshot `scanOptions`: touched files, `skillOverrides`, ...).
 */
export function overlayCatalog(baseline: Catalog, overlays: Readonly<Record<string, string>>, profileId: ProfileId, version: VersionSelector, opts: ScanOptions = NO_OPTIONS): Catalog {
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
let built: { baseline: Catalog; profileId: ProfileId; version: string; opts: ScanOptions; overlays: Readonly<Record<string, string>>; effective: Catalog } | null = null;

/**
 * `effective` for `overlays`: chained from the last result when the baseline,
 * profile and the set of dirty paths are the same (only texts changed);
 * otherwise rebuilt from `baseline`. Both give the same catalog.
 */
export function nextEffective(baseline: Catalog, overlays: Readonly<Record<string, string>>, profileId: ProfileId, version: VersionSelector, opts: ScanOptions = NO_OPTIONS): Catalog {
  const paths = Object.keys(overlays);
  if (!paths.length) { built = null; return baseline; }
  const prev = built;
  let effective: Catalog;
  if (prev && prev.baseline === baseline && prev.profileId === profileId && prev.version === version && prev.opts === opts
    && paths.length === Object.keys(prev.overlays).length && paths.every((p) => Object.prototype.hasOwnProperty.call(prev.overlays, p))) {
    const profile = getProfile(profileId, version);
    effective = prev.effective;
    for (const p of paths) if (prev.overlays[p] !== overlays[p]) effective = updateSkillText(effective, p, overlays[p]!, profile, opts);
  } else {
    effective = overlayCatalog(baseline, overlays, profileId, version, opts);
  }
  built = { baseline, profileId, version, opts, overlays: { ...overlays }, effective };
  return effective;
}

/** Same keys, same texts. */
function sameOverlays(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}

export const useCatalogStore = create<CatalogState>((set, get) => ({
  snapshot: null,
  baseline: null,
  effective: null,
  overlays: {},
  profileId: DEFAULT_PROFILE_ID,
  version: LATEST,
  listingOptions: {},
  error: null,
  setSnapshot: (snapshot) => {
    const held = get().snapshot;
    if (held && snapshot.generation <= held.generation) return false;
    const baseline = snapshot.catalog;
    const effective = nextEffective(baseline, get().overlays, snapshot.profile, snapshot.version, snapshot.scanOptions);
    set({ snapshot, baseline, effective, profileId: snapshot.profile, version: snapshot.version, error: null });
    return true;
  },
  setOverlays: (overlays) => {
    const s = get();
    if (sameOverlays(overlays, s.overlays)) return;
    const effective = s.baseline ? nextEffective(s.baseline, overlays, s.profileId, s.version, s.snapshot?.scanOptions) : null;
    set({ overlays, effective });
  },
  setListingOptions: (patch) => set((s) => ({ listingOptions: { ...s.listingOptions, ...patch } })),
  setError: (error) => set({ error }),
}));
