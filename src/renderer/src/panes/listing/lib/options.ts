/**
 * The listing options the panes show: resolved by the engine's one rule
 * (`resolveListingOptions`, src/shared/engine/listing/options.ts, the same
 * the main process and the CLI use), plus the panel's token presentation.
 */
export {
  resolveListingOptions, BUDGET_KEYS, type BudgetKey, type SourcedField, type ResolvedListingOptions as ResolvedOptions,
} from '../../../../../shared/engine';

/** Characters per token Claude Code uses for the budget (reference §6.2), used for the estimate. */
export const CHARS_PER_TOKEN = 4;
/** Context window presets in tokens. */
export const WINDOW_PRESETS = [200_000, 1_000_000];

/**
 * Estimated tokens for a length in characters: ÷ the budget model's bytes per token when the
 * budget follows a model (Claude Code: 3 for the 1M-token models, 4 for 200k; engine models.ts),
 * else ÷ 4. One ratio on one screen: the meter and the budget line no longer disagree.
 */
export function estimateTokens(chars: number, perToken = CHARS_PER_TOKEN): number {
  return Math.ceil(chars / perToken);
}

const EN_US = new Intl.NumberFormat('en-US');

/**
 * `n` with en-US digit grouping (12,345), as `n.toLocaleString('en-US')` gives it
 * but from one formatter: `toLocaleString` with a locale builds a new one per
 * call (about 0.4 ms here), and the budget meter shows three numbers on every key.
 */
export function formatCount(n: number): string {
  return EN_US.format(n);
}

/** Short human form of a token count: 200k, 1M, 12,345. */
export function formatTokens(n: number): string {
  if (n >= 1_000_000 && n % 1_000_000 === 0) return `${n / 1_000_000}M`;
  if (n >= 1000 && n % 1000 === 0) return `${n / 1000}k`;
  return formatCount(n);
}
