/**
 * Quick fixes for SKILL.md diagnostics. `quickFixes` maps one diagnostic to the
 * actions that fix it; `fixAllInFile` applies the preferred fix of every
 * diagnostic of one code at once; `applyEdits` applies a list of edits.
 *
 * Fixes read positions from the text itself (line scanning plus `yaml` for
 * values), never from another module's data structures, so they work on the
 * broken files that produce these diagnostics. Edits touch only the affected
 * span (1-based ranges, UTF-16 columns, exclusive `endColumn`) so Monaco keeps
 * the cursor and undo history. Never throws: a failing provider yields no actions.
 */
import type { Diagnostic } from '../types';
import { applyEdits, resolveEdits } from './edits';
import { quoteFixes } from './quote';
import { tabEdits, tabFixes } from './tabs';
import { nameFixes, nameFormFixes } from './name';
import { argumentHintFixes } from './argumentHint';
import { addDescriptionFixes, shortenFixes } from './description';
import { placeholderFixes } from './placeholder';
import { keyTypoFixes, valueTypoFixes } from './typo';
import { bomFixes, crlfFixes } from './encoding';
import { placeFixes } from './place';
import type { CodeAction, FixContext, TextEdit } from './types';

export { applyEdits } from './edits';
export type { CodeAction, FixContext, ShapeOp, TextEdit } from './types';
export { nearestValue } from './typo';

type Provider = (text: string, d: Diagnostic, ctx: FixContext) => CodeAction[];

/** The tab fix for a YAML error, only when the frontmatter has a tab to fix. */
const brokenByTabs: Provider = (t, d) => (tabEdits(t).length ? tabFixes(t, d) : []);

/** Shorten to a harness's limit, only where it counts characters (a byte limit needs a cut the fix does not make). */
const shortenByChars: Provider = (t, d, ctx) => (d.data?.unit === 'bytes' ? [] : shortenFixes(t, d, ctx));
/** A chosen harness skips the skill for its YAML: the quote fix, where a value needs quoting (issue 17). */
const skippedForYaml: Provider = (t, d) => (typeof d.data?.cause === 'string' && d.data.cause.startsWith('yaml-') ? quoteFixes(t, d) : []);

/** Providers per diagnostic code, in the order their actions are listed. */
const PROVIDERS: Record<string, Provider[]> = {
  'yaml-recovered': [quoteFixes],
  'description-inline-comment': [quoteFixes],
  // A broken frontmatter: quote misread values, or fix tabs, whichever applies.
  'yaml-unparseable': [quoteFixes, brokenByTabs],
  // codebot/CX-style harnesses skip the skill on the same YAML errors.
  'yaml-invalid-skipped': [quoteFixes, brokenByTabs],
  'tab-in-frontmatter': [tabFixes],
  'name-mismatch-directory': [nameFixes],
  'name-not-lowercase': [nameFormFixes],
  'name-has-whitespace': [nameFormFixes],
  'name-invalid-chars': [nameFormFixes],
  'name-hyphen-edge': [nameFormFixes],
  'name-consecutive-hyphens': [nameFormFixes],
  'name-too-long': [nameFormFixes],
  'argument-hint-not-string': [argumentHintFixes],
  'description-too-long': [shortenFixes],
  'listing-entry-truncated': [shortenFixes],
  'description-missing': [addDescriptionFixes],
  'description-derived-from-body': [addDescriptionFixes],
  'placeholder-in-code': [placeholderFixes],
  'unknown-field': [keyTypoFixes],
  'field-invalid-value': [valueTypoFixes],
  'frontmatter-not-at-start': [bomFixes],
  'bom-stripped': [bomFixes],
  'frontmatter-not-recognised': [crlfFixes],
  // Harness loader rules and portability verdicts (issue 17).
  'harness-description-too-long': [shortenByChars],
  'harness-name-folder-mismatch': [nameFixes],
  'portability-description-cut': [shortenByChars],
  'portability-skipped': [skippedForYaml],
  'portability-folder-not-read': [placeFixes],
};

/** The providers of `code` (own keys only: a code such as `constructor` has none). */
function providersFor(code: unknown): Provider[] {
  return typeof code === 'string' && Object.hasOwn(PROVIDERS, code) ? PROVIDERS[code] : [];
}

/** Codes that have quick fixes. */
export function fixableCodes(): string[] {
  return Object.keys(PROVIDERS);
}

/** Every action for `d`, letting a provider's error propagate (tests use this to prove none throws). */
export function collectFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  return providersFor(d.code).flatMap((p) => p(text, d, ctx));
}

/** The quick fixes for diagnostic `d` on `text` (empty when there is none). */
export function quickFixes(text: string, diagnostic: Diagnostic, ctx: FixContext): CodeAction[] {
  const out: CodeAction[] = [];
  for (const p of providersFor(diagnostic?.code)) {
    try {
      out.push(...p(text, diagnostic, ctx));
    } catch {
      // A provider bug must not break the editor's lightbulb: drop its actions.
    }
  }
  return out;
}

/** Result of `fixAllInFile`. */
export interface FixAllResult {
  text: string;
  /** The actions applied (in position order). */
  applied: CodeAction[];
  /** All edits applied, in the original text's coordinates. */
  edits: TextEdit[];
}

/**
 * Apply the preferred text fix (first action with edits, no file operation) of
 * every diagnostic with code `code` (default: the first fixable diagnostic's
 * code). An action whose edits overlap edits already taken is skipped; an
 * action identical to one already taken (two diagnostics, one fix) is counted once.
 */
export function fixAllInFile(text: string, diagnostics: Diagnostic[], ctx: FixContext, code?: string): FixAllResult {
  const kind = code ?? diagnostics.find((d) => providersFor(d?.code).length)?.code;
  const applied: CodeAction[] = [];
  const taken: Array<[number, number]> = [];
  const seen = new Set<string>();
  const edits: TextEdit[] = [];
  for (const d of diagnostics) {
    if (!d || d.code !== kind) continue;
    const actions = quickFixes(text, d, ctx).filter((a) => a.edits.length && !a.fileOp && !a.shapeOp && !a.placeOp);
    const action = actions.find((a) => a.isPreferred) ?? actions[0];
    if (!action) continue;
    const key = JSON.stringify(action.edits);
    if (seen.has(key)) continue;
    const spans = resolveEdits(text, action.edits).map((e) => [e.start, e.end] as [number, number]);
    const clash = spans.some(([s, e]) => taken.some(([ts, te]) => s < te && ts < e || (s === e && s === ts && ts === te)));
    if (clash) continue;
    seen.add(key);
    taken.push(...spans);
    edits.push(...action.edits);
    applied.push(action);
  }
  return { text: applyEdits(text, edits), applied, edits };
}
