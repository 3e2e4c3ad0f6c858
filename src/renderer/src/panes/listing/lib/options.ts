/**
 * Which listing options are in effect, and where each came from: a value set
 * in the panel wins over the user's Claude Code settings (env + settings
 * files, `HarnessSettings`), which win over the profile's default.
 */
import type { HarnessSettings } from '../../../../../shared/ipc/contract';
import type { ListingOptions, UsageRecords } from '../../../../../shared/engine';
import type { Profile } from '../../engine-adapter';

/** The budget knobs the panel shows. */
export type BudgetKey = 'contextWindowTokens' | 'budgetFraction' | 'budget' | 'maxEntryChars';
export const BUDGET_KEYS: BudgetKey[] = ['contextWindowTokens', 'budgetFraction', 'budget', 'maxEntryChars'];

/** One knob: the value in effect (undefined = not set, the engine computes it) and its source. */
export interface SourcedField {
  value: number | undefined;
  source: string;
  /** Set in the panel (can be reset). */
  overridden: boolean;
  /** The user's Claude Code value, when there is one (shown even when overridden). */
  harness?: { value: number; source: string };
}

/** Characters per token Claude Code uses for the budget (reference §6.2), used for the estimate. */
export const CHARS_PER_TOKEN = 4;
/** Context window presets in tokens. */
export const WINDOW_PRESETS = [200_000, 1_000_000];

/** Options in effect plus the per-knob sources. */
export interface ResolvedOptions {
  options: ListingOptions;
  fields: Record<BudgetKey, SourcedField>;
}

function harnessValue(h: HarnessSettings | undefined, key: BudgetKey): { value: number; source: string } | undefined {
  if (!h || key === 'contextWindowTokens') return undefined;
  const v = h[key];
  return v ? { value: v.value, source: v.source } : undefined;
}

function defaultField(profile: Profile, key: BudgetKey): SourcedField {
  const l = profile.listing;
  if (key === 'maxEntryChars' && l.perEntry) return { value: l.perEntry, source: `${profile.label} default`, overridden: false };
  if (key === 'budget' && l.budget === 'fixed' && l.total) return { value: l.total, source: `${profile.label} fixed total`, overridden: false };
  if (l.budget === 'cc-window' && key === 'contextWindowTokens') return { value: 200_000, source: 'default (200k window)', overridden: false };
  if (l.budget === 'cc-window' && key === 'budgetFraction') return { value: 0.01, source: 'default', overridden: false };
  if (key === 'budget') return { value: undefined, source: l.budget === 'none' ? `${profile.label} has no budget` : 'computed from the window', overridden: false };
  return { value: undefined, source: 'not used by this profile', overridden: false };
}

/**
 * Resolve the options for `profile`. Harness settings apply to window-budget
 * profiles (Claude Code) only; `overrides` are what the panel set.
 */
export function resolveListingOptions(
  profile: Profile, harness: HarnessSettings | undefined, overrides: ListingOptions,
  extra: { usage?: UsageRecords; now?: number } = {},
): ResolvedOptions {
  const useHarness = profile.listing.budget === 'cc-window';
  const options: ListingOptions = { usage: extra.usage, now: extra.now };
  const fields = {} as Record<BudgetKey, SourcedField>;
  for (const key of BUDGET_KEYS) {
    const h = useHarness ? harnessValue(harness, key) : undefined;
    const o = overrides[key];
    let f: SourcedField;
    if (o !== undefined) f = { value: o, source: 'set here', overridden: true, harness: h };
    else if (h) f = { value: h.value, source: h.source, overridden: false, harness: h };
    else f = defaultField(profile, key);
    fields[key] = f;
    if (o !== undefined || h) options[key] = f.value;
  }
  return { options, fields };
}

/** Estimated tokens for a length in characters (an estimate: characters ÷ 4). */
export function estimateTokens(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

/** Short human form of a token count: 200k, 1M, 12,345. */
export function formatTokens(n: number): string {
  if (n >= 1_000_000 && n % 1_000_000 === 0) return `${n / 1_000_000}M`;
  if (n >= 1000 && n % 1000 === 0) return `${n / 1000}k`;
  return n.toLocaleString('en-US');
}
