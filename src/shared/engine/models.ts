/**
 * The models Claude Code budgets its skill listing by: context window (tokens)
 * and bytes per token, each number with where it comes from. Claude Code's
 * listing budget is `window × bytes per token × skillListingBudgetFraction`
 * (0.01 by default; reference §6.2 and ../shared/reference/claude-code-measured.md
 * point 7). Data only; `resolveModel` reads it.
 *
 * Every figure here was measured with `npm run conformance` (docs/claude-code-measured.md,
 * "The budget follows the model"): the listing's length under that model gives
 * window × bytes per token, and a `[1m]` variant of a 200k model gives the window.
 */

/** One model's facts, with their sources. */
export interface ModelFacts {
  /** The model id as `--model`, `ANTHROPIC_MODEL` or settings `model` give it. */
  id: string;
  /** Context window in tokens. */
  contextWindow: number;
  /** Bytes per token Claude Code assumes for the model (3 for newer models, 4 for older). */
  bytesPerToken: number;
  /** Where the window comes from. */
  windowSource: string;
  /** Where the bytes per token come from. */
  bytesSource: string;
}

const MEASURED = 'measured (npm run conformance, docs/claude-code-measured.md)';

/** The known models. A `[1m]` suffix selects the 1M-token window of the same model ({@link resolveModel}). */
export const CLAUDE_MODELS: readonly ModelFacts[] = [
  {
    id: 'claude-opus-5-5', contextWindow: 1_000_000, bytesPerToken: 3,
    windowSource: `${MEASURED}: Claude Code 2.1.332's default model; listings of up to 30,000 characters = 1,000,000 × 3 × 0.01`,
    bytesSource: `${MEASURED}: 30,000 / (1,000,000 × 0.01) = 3`,
  },
  {
    id: 'claude-sonnet-4-6', contextWindow: 200_000, bytesPerToken: 4,
    windowSource: `${MEASURED}: Claude Code 2.1.112's default model; budget 8,000 = 200,000 × 4 × 0.01`,
    bytesSource: `${MEASURED}: its [1m] variant gives 40,000 = 1,000,000 × 4 × 0.01 under 2.1.112 and 2.1.332`,
  },
  {
    id: 'claude-sonnet-4-5', contextWindow: 200_000, bytesPerToken: 4,
    windowSource: `${MEASURED}: --model claude-sonnet-4-5 under 2.1.332 gives 8,000 = 200,000 × 4 × 0.01`,
    bytesSource: `${MEASURED}: the same run (8,000 / (200,000 × 0.01) = 4)`,
  },
];

/** The window a `[1m]` suffix selects. */
export const ONE_M_WINDOW = 1_000_000;

/** What Claude Code assumes for a model it has no figure for (the reference's §6.2 reading). */
export const FALLBACK_MODEL = { contextWindow: 200_000, bytesPerToken: 4 } as const;

/** A model id resolved to its budget facts. `known` is false when the table has no figure (the fallback is used). */
export interface ResolvedModel extends ModelFacts {
  known: boolean;
}

/**
 * The facts of model `id`: the table's entry (case-sensitive, as Claude Code compares ids);
 * `NAME[1m]` is NAME with a 1,000,000-token window (measured with claude-sonnet-4-6[1m]);
 * an unknown id gets {@link FALLBACK_MODEL} with sources saying so. Never throws.
 */
export function resolveModel(id: string): ResolvedModel {
  const trimmed = id.trim();
  const oneM = /\[1m\]$/i.test(trimmed);
  const base = oneM ? trimmed.replace(/\[1m\]$/i, '') : trimmed;
  const hit = CLAUDE_MODELS.find((m) => m.id === base);
  const facts: ModelFacts = hit ?? {
    id: base, ...FALLBACK_MODEL,
    windowSource: 'not in the model table: 200,000 assumed (reference §6.2)',
    bytesSource: 'not in the model table: 4 assumed (reference §6.2)',
  };
  if (!oneM) return { ...facts, id: trimmed, known: !!hit };
  return {
    ...facts, id: trimmed, known: !!hit, contextWindow: ONE_M_WINDOW,
    windowSource: `${MEASURED}: the [1m] suffix selects a 1,000,000-token window (claude-sonnet-4-6[1m] gives 40,000 = 1,000,000 × 4 × 0.01)`,
  };
}
