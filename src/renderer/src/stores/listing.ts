/**
 * Listing pane store: which sub-view is open, the profile the preview uses
 * (null = follow the app's active profile), an optional second profile for
 * the side-by-side view, and the usage what-if (local table, or the user's
 * real usage from the snapshot). Budget knobs live in the catalog store
 * (`listingOptions`), so the whole app agrees on them. When the app switches
 * profile the preview follows it again (../actions/catalog.ts `applySnapshot`).
 */
import { create } from 'zustand';
import type { ProfileId, UsageRecords, VersionSelector } from '../../../shared/engine';
import type { ApiOutputs } from '../../../shared/ipc/contract';

/** A profile id plus the Claude Code version it simulates. */
export interface ProfileChoice { id: ProfileId; version: VersionSelector }

export type ListingTab = 'listing' | 'skills' | 'budget' | 'changes' | 'usage';
export type UsageSource = 'none' | 'real' | 'whatif';

export interface ListingPaneState {
  tab: ListingTab;
  preview: ProfileChoice | null;
  compare: ProfileChoice | null;
  usageSource: UsageSource;
  whatIf: UsageRecords;
  /** Epoch ms used as "now" for usage scores (null = the current time). */
  now: number | null;
  /** Name the explain pane shows (set from other panes' "why?" links). */
  explainTarget: string;
  setExplainTarget(name: string): void;
  /** The harness Explain looks through (null = the app's profile; the app keeps its own). */
  explainProfile: ProfileChoice | null;
  setExplainProfile(p: ProfileChoice | null): void;
  /** Main's explanation under `explainProfile` (its own scan), for the name and choice it was asked for. */
  explainRemote: { name: string; key: string; result: ApiOutputs['engine.explain'] | null; error: string | null; loading: boolean } | null;
  setTab(t: ListingTab): void;
  setPreview(p: ProfileChoice | null): void;
  setCompare(p: ProfileChoice | null): void;
  setUsageSource(s: UsageSource): void;
  /** Record one simulated invocation of `name` at `at` (count + 1, last used = max). */
  recordWhatIf(name: string, at: number): void;
  /** Replace one row of the what-if table (null removes it). */
  setWhatIfRow(name: string, rec: { usageCount: number; lastUsedAt?: number } | null): void;
  /** Replace the whole what-if table (e.g. load the real usage into it). */
  setWhatIf(u: UsageRecords): void;
  setNow(now: number | null): void;
}

/** The listing pane store (see the module comment). */
export const useListingStore = create<ListingPaneState>((set) => ({
  tab: 'listing',
  preview: null,
  compare: null,
  usageSource: 'none',
  whatIf: {},
  now: null,
  explainTarget: '',
  setExplainTarget: (explainTarget) => set({ explainTarget }),
  explainProfile: null,
  setExplainProfile: (explainProfile) => set({ explainProfile }),
  explainRemote: null,
  setTab: (tab) => set({ tab }),
  setPreview: (preview) => set({ preview }),
  setCompare: (compare) => set({ compare }),
  setUsageSource: (usageSource) => set({ usageSource }),
  recordWhatIf: (name, at) => set((s) => {
    const prev = s.whatIf[name];
    const lastUsedAt = Math.max(prev?.lastUsedAt ?? 0, at);
    return { whatIf: { ...s.whatIf, [name]: { usageCount: (prev?.usageCount ?? 0) + 1, lastUsedAt } }, usageSource: 'whatif' };
  }),
  setWhatIfRow: (name, rec) => set((s) => {
    const next = { ...s.whatIf };
    if (rec) next[name] = rec; else delete next[name];
    return { whatIf: next };
  }),
  setWhatIf: (whatIf) => set({ whatIf }),
  setNow: (now) => set({ now }),
}));
