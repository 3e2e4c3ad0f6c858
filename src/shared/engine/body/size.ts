/**
 * Body size against the Agent Skills guidance (reference §6.3, §2.2 "body"):
 * instructions are loaded whole on activation, recommended under 500 lines and
 * 5000 tokens. Tokens are estimated as characters ÷ 4 (rounded up), the same
 * 4-characters-per-token rule Claude Code uses for its listing budget (§6.2);
 * the message says so.
 */
import type { Diagnostic, Range } from '../types';
import { makeDiagnostic } from '../diagnostics/catalogue';

export const MAX_BODY_LINES = 500;
export const MAX_BODY_TOKENS = 5000;
export const CHARS_PER_TOKEN = 4;

/** Size of a body for the status bar: lines, UTF-16 characters, estimated tokens (ceil(chars ÷ 4)). */
export interface BodyStats {
  lines: number;
  chars: number;
  estimatedTokens: number;
}

/**
 * Measure `body`. Lines are counted as an editor shows them, without a final
 * empty line after a trailing break: '' → 0, 'a' → 1, 'a\n' → 1, 'a\n\nb' → 3.
 * `\n`, `\r\n` and a lone `\r` are line breaks.
 */
export function bodyStats(body: string): BodyStats {
  let breaks = 0;
  if (!body.includes('\r')) {
    // Only `\n` breaks: counted with the native search instead of a loop over every character.
    for (let at = body.indexOf('\n'); at >= 0; at = body.indexOf('\n', at + 1)) breaks++;
  } else for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 10) breaks++;
    else if (c === 13) {
      breaks++;
      if (body.charCodeAt(i + 1) === 10) i++;
    }
  }
  const last = body.length ? body.charCodeAt(body.length - 1) : 10;
  const lines = breaks + (last === 10 || last === 13 ? 0 : 1);
  return { lines, chars: body.length, estimatedTokens: Math.ceil(body.length / CHARS_PER_TOKEN) };
}

/** Offset of the start of 0-based line `n` in `body` (body.length when there are fewer lines). */
function lineStartOffset(body: string, n: number): number {
  let line = 0;
  for (let i = 0; i < body.length && line < n; i++) {
    const c = body.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (c === 13 && body.charCodeAt(i + 1) === 10) i++;
      line++;
      if (line === n) return i + 1;
    }
  }
  return body.length;
}

/** End of `body` without its trailing line breaks. */
function contentEnd(body: string): number {
  let e = body.length;
  while (e > 0 && (body[e - 1] === '\n' || body[e - 1] === '\r')) e--;
  return e;
}

/**
 * `body-too-long` (range: line 501 to the end, the part over the limit) and
 * `body-too-many-tokens` (range: from character 20,001 to the end).
 */
export function checkSize(body: string, toRange: (start: number, end: number) => Range): Diagnostic[] {
  const out: Diagnostic[] = [];
  const stats = bodyStats(body);
  const end = contentEnd(body);
  if (stats.lines > MAX_BODY_LINES) {
    const start = lineStartOffset(body, MAX_BODY_LINES);
    out.push(makeDiagnostic('body-too-long', toRange(start, Math.max(start, end)), { lines: stats.lines, limit: MAX_BODY_LINES }));
  }
  if (stats.estimatedTokens > MAX_BODY_TOKENS) {
    let start = MAX_BODY_TOKENS * CHARS_PER_TOKEN;
    // Never start a range between the halves of a surrogate pair.
    const c = body.charCodeAt(start);
    if (c >= 0xdc00 && c <= 0xdfff) start--;
    out.push(makeDiagnostic('body-too-many-tokens', toRange(start, Math.max(start, end)), {
      estimatedTokens: stats.estimatedTokens, chars: stats.chars, limit: MAX_BODY_TOKENS,
    }));
  }
  return out;
}
