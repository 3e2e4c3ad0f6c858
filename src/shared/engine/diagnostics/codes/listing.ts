/**
 * Diagnostic codes emitted by the engine's `listing` module (see ../catalogue.ts).
 * Listing-wide codes go on `ListingRecord.diagnostics` without a path; per-skill
 * codes carry the skill's file in `Diagnostic.path`. Reference: §6.1 (formats),
 * §6.2 (budgets and caps), §7 (ordering), E17 (long descriptions).
 */
import type { CodeTable } from '../catalogue';

const unitWords = (u: unknown): string =>
  u === 'bytes' ? 'bytes' : u === 'runes' ? 'characters (runes)' : u === 'display-width' ? 'columns' : 'characters';

export const LISTING_CODES = {
  'listing-budget-exceeded': {
    severity: 'warning',
    title: 'Listing over its total budget',
    message: (d) =>
      `The full listing needs ${d.needed} ${unitWords(d.unit)} but the budget is ${d.budget} (${d.budgetSource}); ` +
      `${d.shortened ?? 0} entries were shortened, ${d.nameOnly ?? 0} reduced to the name and ${d.omitted ?? 0} left out. ` +
      `The model is not told (§6.2). Shorten descriptions or disable skills you do not need.`,
  },
  'listing-entry-truncated': {
    severity: 'warning',
    title: 'Listing entry cut at the per-entry cap',
    message: (d) =>
      `The listing text of "${d.name}" is ${d.length} ${unitWords(d.unit)}, over the per-entry cap of ${d.cap}, so it is cut with "…" (§6.2, E17). ` +
      `Lost from the end: "${d.lostPreview}". Put trigger phrases ("use when …") first.`,
  },
  'listing-entry-shortened': {
    severity: 'warning',
    title: 'Description shortened by the listing budget',
    message: (d) =>
      `The budget left "${d.name}" ${d.allowance} ${unitWords(d.unit)} of description, so the model sees it cut with "…" (§6.2). Lost: "${d.lostPreview}".`,
  },
  'listing-description-dropped': {
    severity: 'warning',
    title: 'Only the name is listed',
    message: (d) =>
      `The listing budget reduced "${d.name}" to its name: the model sees no description and may never pick it (§6.2). It can still be invoked by name.`,
  },
  'listing-entry-omitted': {
    severity: 'warning',
    title: 'Skill left out of the listing',
    message: (d) =>
      `"${d.name}" does not fit in the ${d.budget}-${unitWords(d.unit)} listing and is not shown to the model at all (codebot stops at the first line that does not fit, §6.2 CB1).`,
  },
  'listing-when-truncated': {
    severity: 'info',
    title: '`when:` line cut',
    message: (d) => `The "when:" text of "${d.name}" is cut at ${d.cap} characters (§6.2 CB1). Lost: "${d.lostPreview}".`,
  },
  'listing-when-dropped': {
    severity: 'warning',
    title: '`when:` line left out',
    message: (d) => `The "when:" line of "${d.name}" did not fit in the listing budget and was left out (§6.2 CB1).`,
  },
  'listing-multiline-description-folded': {
    severity: 'info',
    title: 'Multi-line description folded',
    message: (d) =>
      `The description of "${d.name}" has line breaks; the listing shows it on one line with the breaks turned into spaces. ` +
      `This is an assumption: the reference does not say how Claude Code renders it (B06).`,
  },
  'listing-empty': {
    severity: 'info',
    title: 'No skill reaches the model',
    message: (d) =>
      d.noTool
        ? `No skill is visible to the model, so the harness sends no listing and offers no skill tool (${d.excluded} skills excluded).`
        : `No skill is visible to the model, so no listing is sent (${d.excluded} skills excluded).`,
  },
} satisfies CodeTable;
