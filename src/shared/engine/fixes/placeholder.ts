/**
 * `placeholder-in-code`: Claude Code substitutes `$1`, `$ARGUMENTS`, … even inside
 * code (reference §9.1). Claude Code latest (2.1.332) treats `\$…` as an escape
 * and drops the backslash (§9.2), so `$1` → `\$1` keeps the text literal.
 * 2.1.112 has no escape (the backslash stays and `$1` is still replaced), and
 * neither do the other harnesses: the fix is offered only where the profile's
 * argument syntax is `cc-latest`, and its title says so.
 */
import type { Diagnostic } from '../types';
import { profileOrDefault } from '../profiles';
import { LineIndex } from '../text/positions';
import { EditBuilder } from './edits';
import type { CodeAction, FixContext } from './types';

/** Offset of the placeholder's `$` for `d`, or -1 when the range does not start at an unescaped `$`. */
export function placeholderStart(text: string, d: Diagnostic): number {
  const at = new LineIndex(text).offset(d.range.line, d.range.column);
  if (text[at] !== '$' || text[at - 1] === '\\') return -1;
  return at;
}

/** The escape action for a `placeholder-in-code` diagnostic, where the profile has `\$` escapes. */
export function placeholderFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  if (profileOrDefault(ctx.profileId).invocation.args !== 'cc-latest' || d.data?.escapable === false) return [];
  const at = placeholderStart(text, d);
  if (at < 0) return [];
  const shown = typeof d.data?.placeholder === 'string' ? d.data.placeholder : '$';
  return [{
    title: `Escape \`${shown}\` as \`\\${shown}\` (Claude Code latest; 2.1.112 has no escape)`,
    kind: 'quickfix', diagnosticCode: d.code, edits: [new EditBuilder(text).replace(at, at, '\\')], isPreferred: true,
  }];
}
