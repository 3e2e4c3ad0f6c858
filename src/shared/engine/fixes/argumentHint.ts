/**
 * `argument-hint-not-string`: the hint is shown as text next to `/name` (reference
 * §2.1), but `argument-hint: [file]` is a YAML *list*. The fix writes one quoted
 * string: list items joined by spaces, each shown as `<item>` unless already in
 * `<…>` or `[…]` (`[a, b]` or a block list → `"<a> <b>"`). For a one-line flow
 * list it also offers keeping the text as typed (`[file]` → `"[file]"`), which
 * is usually what the author meant. A number or boolean is quoted as written.
 */
import type { Diagnostic } from '../types';
import { EditBuilder } from './edits';
import { findFrontmatter, findKey } from './frontmatter';
import { entryValue, inlineValueSpan } from './name';
import { quoteScalar } from './scalar';
import type { CodeAction } from './types';

/** One hint token for a list item. */
function token(item: unknown): string {
  const s = (item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item ?? '')).trim();
  if (!s) return '';
  return /^<.*>$|^\[.*\]$/.test(s) ? s : `<${s}>`;
}

/** The argument-hint actions for `d` (none when the hint is already a string or unreadable). */
export function argumentHintFixes(text: string, d: Diagnostic): CodeAction[] {
  const entry = findKey(findFrontmatter(text), 'argument-hint');
  if (!entry) return [];
  const value = entryValue(text, entry);
  const b = new EditBuilder(text);
  const onLine = entry.valueStart < entry.lineEnd && text[entry.valueStart] !== '#';
  let end = entry.end;
  while (end > entry.valueStart && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  const action = (title: string, replacement: string, isPreferred: boolean): CodeAction => ({
    title, kind: 'quickfix', diagnosticCode: d.code, isPreferred,
    edits: [onLine ? b.replace(entry.valueStart, end, replacement) : b.replace(entry.colonEnd, entry.end, ` ${replacement}`)],
  });
  if (Array.isArray(value)) {
    const joined = value.map(token).filter(Boolean).join(' ');
    if (!joined) return [];
    const out = [action(`Write argument-hint as the string ${quoteScalar(joined)}`, quoteScalar(joined), true)];
    const typed = onLine && text[entry.valueStart] === '[' ? text.slice(entry.valueStart, end) : '';
    if (typed && !typed.includes('\n') && !typed.includes('\r') && typed !== joined) {
      out.push(action(`Keep argument-hint as typed: ${quoteScalar(typed)}`, quoteScalar(typed), false));
    }
    return out;
  }
  if ((typeof value === 'number' || typeof value === 'boolean') && onLine) {
    const [s, e] = inlineValueSpan(text, entry);
    const written = text.slice(s, e);
    // A number or boolean as written has no quote or backslash: wrapping is enough.
    return [{
      title: `Quote argument-hint: "${written}"`, kind: 'quickfix', diagnosticCode: d.code, isPreferred: true,
      edits: [b.replace(s, s, '"'), b.replace(e, e, '"')],
    }];
  }
  return [];
}
