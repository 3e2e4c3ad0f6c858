/**
 * Argument tokenisers (reference §9.1 step 2, §9.3). Both are total: any input
 * string gives a token list, never an exception.
 */

const OPERATOR = /^(\|\||&&|;;|\|&|<\(|>>|>&|[|&;()<>])/;

/**
 * One argument as a tokeniser found it: its value and the UTF-16 range
 * `[start, end)` of the raw text it came from (quotes and escapes included),
 * so a form can replace exactly that part of the argument line.
 */
export interface ArgToken { value: string; start: number; end: number }

/**
 * Claude Code's shell-style split (§9.1 step 2), with each token's range:
 * whitespace separates tokens; single quotes are literal; double quotes allow
 * `\"`, `\\`, `\$`, `` \` `` escapes; a backslash outside quotes escapes the next
 * character; `$VAR` stays literal; an unterminated quote runs to the end. CC
 * uses a `shell-quote`-style parser: control operators (`;`, `|`, `&&`, `>`…)
 * and `#` comments are parsed as non-string items and, we assume, dropped (the
 * reference does not say). If no token results, the caller falls back to a
 * whitespace split (`ccArgvTokens`).
 */
export function shellTokenSpans(input: string): ArgToken[] {
  const out: ArgToken[] = [];
  let cur = '';
  let has = false;
  let start = 0;
  let i = 0;
  const flush = (end: number) => { if (has) out.push({ value: cur, start, end }); cur = ''; has = false; };
  const begin = () => { if (!has) { start = i; has = true; } };
  while (i < input.length) {
    const c = input[i];
    if (/\s/.test(c)) { flush(i); i++; continue; }
    if (!has && c === '#') break;
    const op = OPERATOR.exec(input.slice(i, i + 2));
    if (op) { flush(i); i += op[0].length; continue; }
    if (c === "'") {
      begin();
      const j = input.indexOf("'", i + 1);
      cur += j < 0 ? input.slice(i + 1) : input.slice(i + 1, j);
      i = j < 0 ? input.length : j + 1;
      continue;
    }
    if (c === '"') {
      begin();
      i++;
      while (i < input.length && input[i] !== '"') {
        if (input[i] === '\\' && i + 1 < input.length && '"\\$`'.includes(input[i + 1])) { cur += input[i + 1]; i += 2; continue; }
        cur += input[i++];
      }
      i++;
      continue;
    }
    begin();
    if (c === '\\' && i + 1 < input.length) { cur += input[i + 1]; i += 2; continue; }
    cur += c;
    i++;
  }
  flush(Math.min(i, input.length));
  return out;
}

/** Claude Code's shell-style tokens (`shellTokenSpans` without the ranges). */
export function shellTokens(input: string): string[] {
  return shellTokenSpans(input).map((t) => t.value);
}

/** Runs of non-whitespace with their ranges (the fallback split). */
function whitespaceSpans(input: string): ArgToken[] {
  const out: ArgToken[] = [];
  for (const m of input.matchAll(/\S+/g)) out.push({ value: m[0], start: m.index!, end: m.index! + m[0].length });
  return out;
}

/**
 * How a Claude Code release reads the value of each token (`InvocationSection.args`):
 * - `cc-latest` (2.1.332, measured with npm run conformance): as `shellTokenSpans`, except
 *   that a token with an unterminated quote keeps its text as typed (`it's "unbalanced`
 *   gives `$0` = `it's "unbalanced`).
 * - `cc-2.1.112`: its bash parse tree (cli.js `Ut6`/`YP4`/`OP4`): the first token is the
 *   command name, kept as typed but for one pair of outer quotes (`x\ y` stays `x\ y`,
 *   measured, claude-code-measured.md point 15); in later tokens an unquoted `\c` is `c`
 *   and a quoted part loses its quotes only, backslashes kept; an unterminated quote is kept
 *   as typed (measured: `it's "unbalanced` is one argument, as typed).
 */
export type CcTokenRule = 'cc-2.1.112' | 'cc-latest';

/** The quoted and unquoted parts of one token's raw text. */
function partsOf(raw: string): { text: string; kind: 'word' | 'quoted' | 'open' }[] {
  const out: { text: string; kind: 'word' | 'quoted' | 'open' }[] = [];
  let i = 0;
  while (i < raw.length) {
    const q = raw[i];
    if (q === "'" || q === '"') {
      let j = i + 1;
      while (j < raw.length && raw[j] !== q) j += q === '"' && raw[j] === '\\' ? 2 : 1;
      if (j >= raw.length) { out.push({ text: raw.slice(i), kind: 'open' }); break; }
      out.push({ text: raw.slice(i, j + 1), kind: 'quoted' });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < raw.length && raw[j] !== "'" && raw[j] !== '"') j += raw[j] === '\\' ? 2 : 1;
    out.push({ text: raw.slice(i, Math.min(j, raw.length)), kind: 'word' });
    i = j;
  }
  return out;
}

/** `text` without one pair of matching outer quotes (cli.js `OP4`). */
const unquote = (t: string): string => (t.length >= 2 && (t[0] === '"' || t[0] === "'") && t[t.length - 1] === t[0] ? t.slice(1, -1) : t);

/** The value of the token `raw` (its text as typed, at position `index`) under `rule`, or `parsed` when the rule agrees with the shell-style parse. */
function tokenValue(rule: CcTokenRule, raw: string, index: number, parsed: string): string {
  if (!raw.includes("'") && !raw.includes('"') && !(rule === 'cc-2.1.112' && index === 0 && raw.includes('\\'))) return parsed;
  const parts = partsOf(raw);
  if (rule === 'cc-latest') return parts.some((p) => p.kind === 'open') ? raw : parsed;
  if (index === 0) return unquote(raw);
  return parts.map((p) => (p.kind === 'word' ? p.text.replace(/\\(.)/gs, '$1') : p.kind === 'quoted' ? p.text.slice(1, -1) : p.text)).join('');
}

/** CC's argv with ranges: shell-style tokens, or a plain whitespace split when that yields nothing (§9.1 step 2); values as `rule` reads them. */
export function ccArgvTokens(args: string, rule: CcTokenRule = 'cc-latest'): ArgToken[] {
  const t = shellTokenSpans(args);
  if (!t.length) return whitespaceSpans(args);
  return t.map((tok, i) => {
    const value = tokenValue(rule, args.slice(tok.start, tok.end), i, tok.value);
    return value === tok.value ? tok : { value, start: tok.start, end: tok.end };
  });
}

/** CC's argv: shell-style tokens, or a plain whitespace split when that yields nothing (§9.1 step 2). */
export function ccArgv(args: string, rule: CcTokenRule = 'cc-latest'): string[] {
  return ccArgvTokens(args, rule).map((t) => t.value);
}

/**
 * codebot `splitArgs` (§9.3 CB1) with each token's range: quotes `'`/`"` (no
 * token for an empty pair), a backslash escapes the next character (inside
 * quotes too), and space, tab and newline separate tokens.
 */
export function cbArgvTokens(raw: string): ArgToken[] {
  const parts: ArgToken[] = [];
  let cur = '';
  let quote = '';
  let escaped = false;
  let start = -1;
  let i = 0;
  for (const r of raw) {
    const at = i;
    i += r.length;
    if (escaped) { cur += r; escaped = false; continue; }
    if (r === '\\') { escaped = true; if (start < 0) start = at; continue; }
    if (quote) { if (r === quote) quote = ''; else cur += r; continue; }
    if (r === '"' || r === "'") { quote = r; if (start < 0) start = at; continue; }
    if (r === ' ' || r === '\t' || r === '\n') {
      if (cur) parts.push({ value: cur, start, end: at });
      cur = '';
      start = -1;
      continue;
    }
    cur += r;
    if (start < 0) start = at;
  }
  if (cur) parts.push({ value: cur, start, end: raw.length });
  return parts;
}

/** codebot `splitArgs` (§9.3 CB1): `cbArgvTokens` without the ranges. */
export function cbArgv(raw: string): string[] {
  return cbArgvTokens(raw).map((t) => t.value);
}
