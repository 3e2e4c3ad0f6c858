/**
 * Argument tokenisers (reference §9.1 step 2, §9.3). Both are total: any input
 * string gives a token list, never an exception.
 */

const OPERATOR = /^(\|\||&&|;;|\|&|<\(|>>|>&|[|&;()<>])/;

/**
 * Claude Code's shell-style split (§9.1 step 2): whitespace separates tokens;
 * single quotes are literal; double quotes allow `\"`, `\\`, `\$`, `` \` ``
 * escapes; a backslash outside quotes escapes the next character; `$VAR` stays
 * literal; an unterminated quote runs to the end. CC uses a `shell-quote`-style
 * parser: control operators (`;`, `|`, `&&`, `>`…) and `#` comments are parsed
 * as non-string items and, we assume, dropped (the reference does not say). If
 * no token results, the caller falls back to a whitespace split (`ccArgv`).
 */
export function shellTokens(input: string): string[] {
  const out: string[] = [];
  let cur = '';
  let has = false;
  let i = 0;
  const flush = () => { if (has) out.push(cur); cur = ''; has = false; };
  while (i < input.length) {
    const c = input[i];
    if (/\s/.test(c)) { flush(); i++; continue; }
    if (!has && c === '#') break;
    const op = OPERATOR.exec(input.slice(i));
    if (op) { flush(); i += op[0].length; continue; }
    if (c === "'") {
      const j = input.indexOf("'", i + 1);
      cur += j < 0 ? input.slice(i + 1) : input.slice(i + 1, j);
      has = true;
      i = j < 0 ? input.length : j + 1;
      continue;
    }
    if (c === '"') {
      i++;
      has = true;
      while (i < input.length && input[i] !== '"') {
        if (input[i] === '\\' && i + 1 < input.length && '"\\$`'.includes(input[i + 1])) { cur += input[i + 1]; i += 2; continue; }
        cur += input[i++];
      }
      i++;
      continue;
    }
    if (c === '\\' && i + 1 < input.length) { cur += input[i + 1]; has = true; i += 2; continue; }
    cur += c;
    has = true;
    i++;
  }
  flush();
  return out;
}

/** CC's argv: shell-style tokens, or a plain whitespace split when that yields nothing (§9.1 step 2). */
export function ccArgv(args: string): string[] {
  const t = shellTokens(args);
  return t.length ? t : args.split(/\s+/).filter(Boolean);
}

/**
 * codebot `splitArgs` (§9.3 CB1): quotes `'`/`"` (no token for an empty pair),
 * a backslash escapes the next character (inside quotes too), and space, tab
 * and newline separate tokens.
 */
export function cbArgv(raw: string): string[] {
  const parts: string[] = [];
  let cur = '';
  let quote = '';
  let escaped = false;
  for (const r of raw) {
    if (escaped) { cur += r; escaped = false; }
    else if (r === '\\') escaped = true;
    else if (quote) { if (r === quote) quote = ''; else cur += r; }
    else if (r === '"' || r === "'") quote = r;
    else if (r === ' ' || r === '\t' || r === '\n') { if (cur) { parts.push(cur); cur = ''; } }
    else cur += r;
  }
  if (cur) parts.push(cur);
  return parts;
}
