/**
 * What the documentation-only profiles (Cursor, Windsurf, Amp) share: the
 * sections their documents do not describe, filled with the most common
 * behaviour of the harnesses read from source, and said to be assumed.
 * Every such profile has confidence `approximate` and "(approximate)" in its
 * label, so every view that names it says so.
 */
import type { ParseSection, InvocationSection, ListingSection } from '../types';
import type { FieldRules } from '../sections/parse';

/**
 * Parse rules: `name` and `description` required (documented for all three);
 * a YAML error skipping the skill is **assumed** (undocumented; what Roo Code,
 * Crush, Goose and VS Code do).
 */
export const APPROXIMATE_PARSE: ParseSection = {
  fence: 'cc', yaml: 'yaml', onYamlError: 'skip', body: 'stripped', descriptionFallback: 'none', requireDescription: true,
  loader: { requireName: true },
};

export const APPROXIMATE_FIELDS: FieldRules = {
  allowedTools: 'ignore', booleans: 'cc', context: 'ignore', description: 'as-is', effort: 'cc-enum', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none',
};

/** Listing: format undocumented, so `approximate-lines` (a marker, then name and description per line). */
export const APPROXIMATE_LISTING: ListingSection = {
  format: 'approximate-lines', unit: 'utf16', budget: 'none', overflow: 'none', order: 'load', usageHalfLifeDays: 7, usageFloor: 0.1,
  lines: { before: '', bullet: '- ', separator: ': ', join: 'newline-between' },
};

/** Invocation: the result shape is undocumented; the model is assumed to read SKILL.md (`read-file`). */
export const APPROXIMATE_INVOCATION: InvocationSection = {
  model: 'read-file', user: 'none', args: 'none', appendArguments: null, variables: [], shell: 'none', privilegedScopes: 'all',
  fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
  lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: true, winner: 'first-reachable' },
};
