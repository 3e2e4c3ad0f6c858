/**
 * `` !`cmd` `` glued to the text before it (`text:!`cmd``): Claude Code runs an
 * inline command only when the `!` is at the start of a line or after
 * whitespace (reference §10, CC row; the same rule as invoke/shell.ts INLINE),
 * so this one stays literal text. An info, because the author may mean either.
 * Only for profiles whose shell rule is `cc`; codebot runs it anywhere. One
 * pass over the body; matches inside code spans and blocks are left alone
 * (there the backticks are more likely Markdown than a command).
 */
import type { Diagnostic, Range } from '../types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { type CodeRegion, regionAt } from './markdown';

/** The rule as a regex: `findGlued` is proven equal to `matchAll` of it (test/engine/body/shellGlued.test.ts). */
export const GLUED = /(?<=\S)!`([^`\n]+)`/g;

/** One code unit of white space as `\s` reads it. */
const SPACE = /\s/;

/**
 * Every match of {@link GLUED} in `text`, in order, as [start, end, command]:
 * the same matches `text.matchAll(GLUED)` finds, by indexOf scanning (the
 * look-behind regex tries every position of every body and was 10% of a scan's
 * CPU). Linear: each failed candidate scans only to the next backtick.
 */
export function findGlued(text: string): Array<[number, number, string]> {
  const out: Array<[number, number, string]> = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf('!`', from);
    if (at < 0) return out;
    // Look-behind: one non-white code unit before the `!` (none at the start of the text).
    if (at === 0 || SPACE.test(text[at - 1]!)) { from = at + 1; continue; }
    const close = text.indexOf('`', at + 2);
    if (close <= at + 2) { if (close < 0) return out; from = at + 1; continue; }
    // No line break inside (looked for only up to `close`, so a long line stays linear).
    let k = at + 2;
    while (k < close && text.charCodeAt(k) !== 10) k++;
    if (k < close) { from = at + 1; continue; }
    out.push([at, close + 1, text.slice(at + 2, close)]);
    from = close + 1;
  }
}

/** Info diagnostics for inline `!` commands Claude Code will not run. */
export function checkGluedShell(body: string, regions: CodeRegion[], toRange: (start: number, end: number) => Range): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [start, end, command] of findGlued(body)) {
    if (regionAt(regions, start)) continue;
    out.push(makeDiagnostic('shell-inline-not-run', toRange(start, end), { command }));
  }
  return out;
}
