/**
 * Argument placeholders as each harness substitutes them (reference §9):
 * - `cc-2.1.112` / `cc-latest` (§9.1): named `$name` (not followed by `[` or a word char),
 *   `$ARGUMENTS[N]`, `$N` (not followed by a word char, 0-based), `$ARGUMENTS`;
 *   latest also honours `\$` as an escape (§9.2), 2.1.112 has none;
 * - `cb` (§9.3): `$ARGUMENTS[n]` and `$n` with 1–2 digits, `$ARGUMENTS`, `$@`;
 * - `oh` (§9.3, user path): `${ARGUMENTS}` and `$ARGUMENTS` only;
 * - `none`: nothing is substituted.
 * Substitution ignores Markdown, so a placeholder inside code is replaced too:
 * that is `placeholder-in-code`. `positional-missing-argument` compares indices
 * with the number of tokens in `argument-hint`.
 */
import type { Diagnostic, Range } from '../types';
import type { InvocationSection } from '../profiles/types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { type CodeRegion, regionAt } from './markdown';

/** One placeholder occurrence; offsets 0-based in the scanned text. */
export interface Placeholder {
  start: number;
  end: number;
  text: string;
  /** 0-based argument index for `$N` / `$ARGUMENTS[N]`. */
  index?: number;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Patterns tried at each `$`, in the harness's order (first match wins). */
function patterns(args: InvocationSection['args'], names: string[]): RegExp[] {
  const named = names.length
    ? [new RegExp(`\\$(?:${[...names].sort((a, b) => b.length - a.length).map(escapeRe).join('|')})(?![\\[\\w])`, 'y')]
    : [];
  switch (args) {
    case 'cc-latest':
    case 'cc-2.1.112':
      return [...named, /\$ARGUMENTS\[(\d+)\]/y, /\$(\d+)(?!\w)/y, /\$ARGUMENTS/y];
    case 'cb':
      return [/\$ARGUMENTS\[(\d{1,2})\]/y, /\$(\d{1,2})(?!\w)/y, /\$ARGUMENTS/y, /\$@/y];
    case 'oh':
      return [/\$\{ARGUMENTS\}/y, /\$ARGUMENTS/y];
    default:
      return [];
  }
}

/** Every placeholder the profile's argument syntax would substitute in `text`. */
export function findPlaceholders(text: string, args: InvocationSection['args'], names: string[] = []): Placeholder[] {
  const res = patterns(args, names.filter((n) => n && !/^\d+$/.test(n)));
  if (!res.length) return [];
  const out: Placeholder[] = [];
  for (let i = text.indexOf('$'); i >= 0; i = text.indexOf('$', i + 1)) {
    // Claude Code latest drops the backslash and keeps the placeholder literal (§9.2).
    if (args === 'cc-latest' && i > 0 && text[i - 1] === '\\') continue;
    for (const re of res) {
      re.lastIndex = i;
      const m = re.exec(text);
      if (!m) continue;
      const p: Placeholder = { start: i, end: i + m[0].length, text: m[0] };
      if (m[1] !== undefined && /^\d+$/.test(m[1])) p.index = Number(m[1]);
      out.push(p);
      i = p.end - 1;
      break;
    }
  }
  return out;
}

/** Number of arguments an `argument-hint` lists: `<a>`, `[b c]` groups, else words (commas separate too: a YAML list hint is shown as `a,b`). */
export function hintTokenCount(hint: string): number {
  return hint.match(/<[^>]*>|\[[^\]]*\]|[^\s,]+/g)?.length ?? 0;
}

export interface PlaceholderContext {
  args: InvocationSection['args'];
  /** Named arguments from frontmatter `arguments`. */
  names: string[];
  argumentHint?: string;
  /** Whether the profile runs `!` shell injection (placeholders there are deliberate). */
  shellInjection: boolean;
}

/** `placeholder-in-code` and `positional-missing-argument` diagnostics for `body`. */
export function checkPlaceholders(
  body: string,
  regions: CodeRegion[],
  ctx: PlaceholderContext,
  toRange: (start: number, end: number) => Range,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const found = findPlaceholders(body, ctx.args, ctx.names);
  const hint = ctx.argumentHint?.trim() ?? '';
  const hintCount = hint ? hintTokenCount(hint) : 0;
  for (const p of found) {
    const region = regionAt(regions, p.start);
    if (region && !(region.shell && ctx.shellInjection)) {
      out.push(makeDiagnostic('placeholder-in-code', toRange(p.start, p.end), {
        placeholder: p.text, escapable: ctx.args === 'cc-latest', inCode: region.kind,
      }));
    }
    if (p.index !== undefined && hintCount > 0 && p.index >= hintCount) {
      out.push(makeDiagnostic('positional-missing-argument', toRange(p.start, p.end), {
        placeholder: p.text, index: p.index, hintCount, hint,
      }));
    }
  }
  return out;
}
