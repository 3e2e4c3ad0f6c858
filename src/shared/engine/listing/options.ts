/**
 * Which listing options are in effect, and where each came from (issue 12
 * point 3: one rule for the app's main process, its renderer and the CLI). A
 * value set by the user (the panel, a CLI flag) wins over the harness's own
 * user settings, which win over the profile's default. Harness settings apply
 * only to a profile whose record says it reads them (`Profile.settings`:
 * Claude Code's `skillListingBudgetFraction`, `skillListingMaxDescChars`,
 * `SLASH_COMMAND_TOOL_CHAR_BUDGET`; reference README "Claude Code settings").
 */
import type { Profile } from '../profiles/types';
import type { ListingOptions, UsageRecords } from '../types';

/** The budget knobs the listing options resolve. */
export type BudgetKey = 'contextWindowTokens' | 'budgetFraction' | 'budget' | 'maxEntryChars';
export const BUDGET_KEYS: BudgetKey[] = ['contextWindowTokens', 'budgetFraction', 'budget', 'maxEntryChars'];

/** A number with where it was read (`~/.claude/settings.json`, `SLASH_COMMAND_TOOL_CHAR_BUDGET`). */
export interface SourcedNumber { value: number; source: string }

/** The harness's user settings that bear on the listing (src/shared/harnessSettings.ts reads Claude Code's). */
export interface ListingSettings {
  budget?: SourcedNumber;
  budgetFraction?: SourcedNumber;
  maxEntryChars?: SourcedNumber;
  /** The model the harness would use (Claude Code: `ANTHROPIC_MODEL`, settings `model`; engine/models.ts). */
  model?: { value: string; source: string };
}

/** One knob: the value in effect (undefined = not set, the engine computes it) and its source. */
export interface SourcedField {
  value: number | undefined;
  source: string;
  /** Set by the user here (the panel or a flag; can be reset). */
  overridden: boolean;
  /** The harness's own setting, when there is one (shown even when overridden). */
  harness?: SourcedNumber;
}

/** Options in effect plus the per-knob sources. */
export interface ResolvedListingOptions {
  options: ListingOptions;
  sources: Record<BudgetKey, SourcedField>;
}

/** Claude Code's default context window in tokens when none is given (reference §6.2). */
export const DEFAULT_CONTEXT_WINDOW = 200_000;
/** Claude Code's default share of the window for the listing (reference §6.2). */
export const DEFAULT_BUDGET_FRACTION = 0.01;

function defaultField(profile: Profile, key: BudgetKey): SourcedField {
  const l = profile.listing;
  if (key === 'maxEntryChars' && l.perEntry) return { value: l.perEntry, source: `${profile.label} default`, overridden: false };
  if (key === 'budget' && l.budget === 'fixed' && l.total) return { value: l.total, source: `${profile.label} fixed total`, overridden: false };
  if (l.budget === 'cc-window' && key === 'contextWindowTokens') return { value: DEFAULT_CONTEXT_WINDOW, source: 'default (200k window)', overridden: false };
  if (l.budget === 'cc-window' && key === 'budgetFraction') return { value: DEFAULT_BUDGET_FRACTION, source: 'default', overridden: false };
  if (key === 'budget') return { value: undefined, source: l.budget === 'none' ? `${profile.label} has no budget` : 'computed from the window', overridden: false };
  return { value: undefined, source: 'not used by this profile', overridden: false };
}

/**
 * Resolve the listing options for `profile`. `settings` are the harness's
 * user settings (ignored unless the profile reads them), `overrides` what the
 * user set; `extra` passes usage records and "now" through. Only values set
 * by the user or the settings are put in `options`; defaults stay for the
 * renderer of the listing to compute, and appear in `sources`.
 */
export function resolveListingOptions(
  profile: Profile, settings: ListingSettings | null | undefined, overrides: ListingOptions,
  extra: { usage?: UsageRecords; now?: number } = {},
): ResolvedListingOptions {
  const reads = profile.settings !== 'none' ? settings ?? undefined : undefined;
  const options: ListingOptions = {};
  if (extra.usage !== undefined) options.usage = extra.usage;
  if (extra.now !== undefined) options.now = extra.now;
  const sources = {} as Record<BudgetKey, SourcedField>;
  for (const key of BUDGET_KEYS) {
    const h = key === 'contextWindowTokens' ? undefined : reads?.[key];
    const o = overrides[key];
    let f: SourcedField;
    if (o !== undefined) f = { value: o, source: 'set here', overridden: true, harness: h };
    else if (h) f = { value: h.value, source: h.source, overridden: false, harness: h };
    else f = defaultField(profile, key);
    sources[key] = f;
    if (o !== undefined || h) options[key] = f.value;
  }
  // The model sets a window-based budget: one the user chose (`--model`, the panel's what-if), else the harness's.
  if (overrides.model !== undefined) { options.model = overrides.model; options.modelSource = overrides.modelSource ?? 'set here'; }
  else if (reads?.model) { options.model = reads.model.value; options.modelSource = reads.model.source; }
  return { options, sources };
}
