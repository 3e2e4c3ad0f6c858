/**
 * Misspelt keys and values, fixed from the field table (`defs.ts`, one table
 * per profile, house style §10):
 *
 * - `unknown-field` (`efort:`, `modle:`): rename the key to the suggestion the
 *   validator found in the field table (`fields/similar.ts` `closest`: equal
 *   after folding case and `_`/`-`, or within edit distance 2).
 * - `field-invalid-value` (`context: forked`): replace the value with the
 *   nearest value of that key's closed value list in the profile's field
 *   table, within edit distance max(2, ⌊length/3⌋) (the same bound the
 *   did-you-mean for names uses, explain/index.ts).
 *
 * Positions come from the text (`findFrontmatter`/`findKey`), never from the
 * diagnostic's range alone, so a stale range cannot corrupt the file.
 */
import type { Diagnostic } from '../types';
import { fieldTable } from '../fields/table';
import { editDistance } from '../explain/distance';
import { EditBuilder } from './edits';
import { findFrontmatter, findKey } from './frontmatter';
import { inlineValueSpan } from './name';
import type { CodeAction, FixContext } from './types';

/** Rename a misspelt key to the field-table key the diagnostic suggests. */
export function keyTypoFixes(text: string, d: Diagnostic, _ctx: FixContext): CodeAction[] {
  const key = d.data?.key;
  const suggestion = d.data?.suggestion;
  if (typeof key !== 'string' || typeof suggestion !== 'string' || !suggestion || key === suggestion) return [];
  const block = findFrontmatter(text);
  const entry = findKey(block, key);
  // The suggested key already exists: renaming would make a duplicate key (a YAML error).
  if (!entry || findKey(block, suggestion)) return [];
  const b = new EditBuilder(text);
  return [{
    title: `Change \`${key}\` to \`${suggestion}\``, kind: 'quickfix', diagnosticCode: d.code, isPreferred: true,
    edits: [b.replace(entry.keyStart, entry.keyStart + key.length, suggestion)],
  }];
}

/**
 * The value of `values` nearest to `value` (case-insensitive) within
 * max(2, ⌊length/3⌋) edits, or undefined. Ties keep the table's order.
 */
export function nearestValue(value: string, values: readonly string[]): string | undefined {
  const v = value.toLowerCase();
  const limit = Math.max(2, Math.floor(value.length / 3));
  let best: string | undefined;
  let bestD = limit + 1;
  for (const c of values) {
    if (Math.abs(c.length - v.length) > limit) continue;
    const dist = editDistance(v, c.toLowerCase());
    if (dist < bestD) { bestD = dist; best = c; }
  }
  return best === value ? undefined : best;
}

/** Replace a value outside a closed list (`context: forked`) with the nearest listed one. */
export function valueTypoFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  const key = d.data?.key;
  const value = d.data?.value;
  if (typeof key !== 'string' || typeof value !== 'string') return [];
  const spec = fieldTable(ctx.profileId).find((f) => f.key === key);
  if (!spec?.closed || !spec.values?.length) return [];
  const to = nearestValue(value, spec.values);
  if (!to) return [];
  const entry = findKey(findFrontmatter(text), key);
  if (!entry || entry.valueStart >= entry.lineEnd) return [];
  let [s, e] = inlineValueSpan(text, entry);
  // Keep the quotes of a quoted value: replace what is inside them.
  const q = text[s];
  if ((q === '"' || q === "'") && e - s >= 2 && text[e - 1] === q) { s++; e--; }
  if (text.slice(s, e) !== value) return [];
  const b = new EditBuilder(text);
  return [{
    title: `Change \`${key}: ${value}\` to \`${to}\``, kind: 'quickfix', diagnosticCode: d.code, isPreferred: true,
    edits: [b.replace(s, e, to)],
  }];
}
