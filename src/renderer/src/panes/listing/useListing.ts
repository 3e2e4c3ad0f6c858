/**
 * Hooks that turn the stores into listing records: the effective catalog
 * rendered under the preview profile with the options in effect. Rendering is
 * a pure engine call, memoised on its inputs, so it follows every keystroke.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useCatalogStore } from '../../stores/catalog';
import { useEditorStore } from '../../stores/editor';
import { useListingStore, type ProfileChoice } from '../../stores/listing';
import type { Catalog, ListingRecord, UsageRecords } from '../../../../shared/engine';
import { profileFor, renderListing, type Profile } from '../../engine';
import { resolveListingOptions, type ResolvedOptions } from './lib/options';

/** The profile choice the preview uses (the app's active one unless switched). */
export function usePreviewChoice(): ProfileChoice {
  const preview = useListingStore((s) => s.preview);
  const profileId = useCatalogStore((s) => s.profileId);
  const version = useCatalogStore((s) => s.version);
  return preview ?? { id: profileId, version };
}

const NO_USAGE: UsageRecords = {};

/** Usage records for the listing according to the usage source. */
export function useUsage(): UsageRecords | undefined {
  const source = useListingStore((s) => s.usageSource);
  const whatIf = useListingStore((s) => s.whatIf);
  const real = useCatalogStore((s) => s.snapshot?.usage);
  return source === 'real' ? real ?? NO_USAGE : source === 'whatif' ? whatIf : undefined;
}

/** Everything a listing view needs. */
export interface ListingView {
  profile: Profile;
  resolved: ResolvedOptions;
  record: ListingRecord | null;
  catalog: Catalog | null;
}

/**
 * Whether listings may be rendered yet: false until the first catalog of the run has been painted
 * (its sidebar), then true for good. A listing of 2,000 skills takes about 200 ms to render
 * (display widths, budget), which in the same commit as the first catalog delayed its paint by as
 * much; so the first catalog shows in the sidebar first and the listings follow in a transition
 * started after that frame (interruptible, so a key typed meanwhile is not held up). Later
 * snapshots and keystrokes render synchronously as before.
 */
let listingsLive = false;
const waitingForLive = new Set<() => void>();
let goLiveScheduled = false;

/** After the frame that paints the current commit (a timer posted from its animation frame runs after it is rendered). */
function afterNextPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(fn, 0));
  else setTimeout(fn, 0);
}

/** `catalog`, or null until the first catalog has been painted (see `listingsLive`). */
function useAfterFirstPaint(catalog: Catalog | null): Catalog | null {
  const [, wake] = useState(0);
  const waiting = !listingsLive && catalog !== null;
  useEffect(() => {
    if (!waiting) return;
    const w = () => wake((n) => n + 1);
    waitingForLive.add(w);
    if (!goLiveScheduled) {
      goLiveScheduled = true;
      afterNextPaint(() => {
        listingsLive = true;
        startTransition(() => { for (const f of waitingForLive) f(); });
        waitingForLive.clear();
      });
    }
    return () => { waitingForLive.delete(w); };
  }, [waiting]);
  return listingsLive ? catalog : null;
}

/** Render `catalog` for `choice` with the options in effect. */
export function useListingFor(choice: ProfileChoice, which: 'effective' | 'baseline' = 'effective'): ListingView {
  const catalog = useAfterFirstPaint(useCatalogStore((s) => (which === 'effective' ? s.effective : s.baseline)));
  const harness = useCatalogStore((s) => s.snapshot?.harnessSettings);
  const overrides = useCatalogStore((s) => s.listingOptions);
  const usage = useUsage();
  const nowSet = useListingStore((s) => s.now);
  const profile = useMemo(() => profileFor(choice.id, choice.version), [choice.id, choice.version]);
  const resolved = useMemo(
    () => resolveListingOptions(profile, harness, overrides, { usage, now: nowSet ?? undefined }),
    [profile, harness, overrides, usage, nowSet],
  );
  const record = useMemo(() => (catalog ? sharedRender(catalog, profile, resolved) : null), [catalog, profile, resolved]);
  return { profile, resolved, record, catalog };
}

/** The last few renders, so that views showing the same listing (the pane and its text column) render it once. */
const renders: { catalog: Catalog; profile: string; options: ResolvedOptions['options']; record: ListingRecord }[] = [];
const RENDERS_KEPT = 4;

/** Same keys, each value the same (`usage` is the store's object). */
function sameOptions(a: ResolvedOptions['options'], b: ResolvedOptions['options']): boolean {
  const ka = Object.keys(a) as (keyof typeof a)[];
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

/**
 * The listing of `catalog` under `profile` with `resolved`'s options, shared by every view that
 * asks for the same one (each view resolves its own options object and profile record, so they
 * are compared by value: profile id and version, each option). `now` is taken once per render.
 */
function sharedRender(catalog: Catalog, profile: Profile, resolved: ResolvedOptions): ListingRecord {
  const key = `${profile.id}@${profile.version}`;
  const hit = renders.find((r) => r.catalog === catalog && r.profile === key && sameOptions(r.options, resolved.options));
  if (hit) return hit.record;
  const record = renderListing(catalog, profile, { ...resolved.options, now: resolved.options.now ?? Date.now() });
  renders.unshift({ catalog, profile: key, options: resolved.options, record });
  renders.length = Math.min(renders.length, RENDERS_KEPT);
  return record;
}

/** The preview listing of the effective catalog. */
export function usePreviewListing(): ListingView {
  return useListingFor(usePreviewChoice());
}

/** Paths of the unsaved buffers. */
export function useEditedPaths(): string[] {
  const tabs = useEditorStore((s) => s.tabs);
  // The paths overlaid on the effective catalog: a tab whose file was deleted is not.
  return useMemo(() => tabs.filter((t) => t.dirty && !t.deletedOnDisk).map((t) => t.path), [tabs]);
}
