/**
 * Reading and editing one argument of an argument line the way the harness
 * splits it: the Sandbox's named-argument fields show `argumentTokens` (the
 * same tokenisers the rendering uses, chosen by the profile's
 * `invocation.args`), and editing a field replaces only that token's text
 * with `replaceArgument`, quoted so that the harness splits the line back
 * into the same tokens with the new value in its place.
 */
import type { InvocationSection } from '../profiles/types';
import { cbArgvTokens, ccArgvTokens, type ArgToken } from './tokenize';

/** A profile's argument syntax (`InvocationSection.args`). */
export type ArgSyntax = InvocationSection['args'];

/**
 * The tokens `line` gives under `syntax` (Claude Code: §9.1 step 2 with the
 * whitespace fallback; codebot: §9.3 `splitArgs`), or null when the harness
 * does not split arguments (OpenHarness passes them as one string, others
 * take none).
 */
export function argumentTokens(syntax: ArgSyntax, line: string): ArgToken[] | null {
  if (syntax === 'cc-2.1.112' || syntax === 'cc-latest') return ccArgvTokens(line, syntax);
  if (syntax === 'cb') return cbArgvTokens(line);
  return null;
}

/** Characters that never need quoting for either tokeniser (conservative: `$`, globs, `#` and operators are quoted). */
const PLAIN = /^[\p{L}\p{M}\p{N}_\-.,/:@%+=^~]+$/u;

/**
 * `value` written so that `syntax` reads it back as exactly one token equal to
 * it; null when that is impossible (codebot gives no token for an empty
 * value). Claude Code: single quotes (literal); a value with `'` in double
 * quotes, or as `"'"` between single-quoted parts when it also holds `"`,
 * `\`, `$` or `` ` ``; never a backslash (2.1.112 keeps the backslash
 * of an escaped space, claude-code-measured.md item 15). 2.1.112's first
 * token (`index` 0) is read as typed less one pair of outer quotes, so a value
 * holding `'` and `"` (or `'` and `\`) cannot be written there: null.
 * codebot: every quote, backslash and separator escaped with a backslash.
 */
export function quoteArgument(syntax: ArgSyntax, value: string, index = 1): string | null {
  if (syntax === 'cb') {
    if (value === '') return null;
    return value.replace(/[\\'" \t\n]/g, '\\$&');
  }
  if (value !== '' && PLAIN.test(value)) return value;
  if (syntax === 'cc-2.1.112' && index === 0) {
    // 2.1.112 reads the first token as typed, less one pair of outer quotes (tokenize.ts).
    if (!value.includes("'")) return `'${value}'`;
    return value.includes('"') || value.includes('\\') ? null : `"${value}"`;
  }
  if (!value.includes("'")) return `'${value}'`;
  // Double quotes need no backslash when the value has none of `"`, `\`, `$`, `` ` ``.
  if (!/["\\$`]/.test(value)) return `"${value}"`;
  return value.split("'").map((part) => `'${part}'`).join(`"'"`);
}

const sameValues = (tokens: ArgToken[] | null, want: string[]): boolean =>
  !!tokens && tokens.length === want.length && tokens.every((t, i) => t.value === want[i]);

/**
 * `line` with argument `index` set to `value` and every other argument kept.
 * Only that token's text changes when it exists (an empty last argument is
 * removed); a new index is appended after the last token (earlier missing ones
 * as empty `''` for Claude Code). The result is checked by splitting it again;
 * when splicing cannot keep the other tokens (e.g. a line that only split by
 * the whitespace fallback), the whole line is written again from the values.
 * For a harness that does not split arguments the line is returned unchanged.
 */
export function replaceArgument(syntax: ArgSyntax, line: string, index: number, value: string): string {
  const tokens = argumentTokens(syntax, line);
  if (!tokens || index < 0) return line;
  const want = tokens.map((t) => t.value);
  let candidate: string;
  if (index < tokens.length) {
    const t = tokens[index];
    if (value === '' && index === tokens.length - 1) {
      // An empty last argument is no argument: drop it with the space before it.
      want.pop();
      candidate = line.slice(0, index > 0 ? tokens[index - 1].end : 0) + line.slice(t.end);
      if (index === 0) candidate = candidate.replace(/^\s+/, '');
    } else {
      const q = quoteArgument(syntax, value, index);
      if (q === null && syntax !== 'cb') return line; // no spelling reads back as the value (2.1.112, first token)
      if (q === null) { want.splice(index, 1); candidate = line.slice(0, t.start) + line.slice(t.end); }
      else { want[index] = value; candidate = line.slice(0, t.start) + q + line.slice(t.end); }
    }
  } else {
    if (value === '') return line;
    const gap = syntax === 'cb' ? [] : Array.from({ length: index - tokens.length }, () => '');
    const add = [...gap, value];
    want.push(...add);
    const quoted = add.map((v, i) => quoteArgument(syntax, v, tokens.length + i));
    if (quoted.includes(null)) return line;
    const text = quoted.join(' ');
    const base = tokens.length ? line.slice(0, tokens[tokens.length - 1].end) : '';
    const rest = tokens.length ? line.slice(tokens[tokens.length - 1].end) : line;
    // Append after the last token, before whatever the line had after it (a trailing comment, spaces).
    candidate = base ? `${base} ${text}${rest}` : `${text}${/^\s*$/.test(rest) ? '' : ` ${rest}`}`;
  }
  if (sameValues(argumentTokens(syntax, candidate), want)) return candidate;
  const whole = want.map((v, i) => quoteArgument(syntax, v, i)).filter((q): q is string => q !== null).join(' ');
  return sameValues(argumentTokens(syntax, whole), want) ? whole : candidate;
}
