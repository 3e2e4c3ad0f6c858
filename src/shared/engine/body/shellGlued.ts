/**
 * `` !`cmd` `` glued to the text before it (`text:!`cmd``): Claude Code runs an
 * inline command only when the `!` is at the start of a line or after
 * whitespace (reference §10, CC row; the same rule as invoke/shell.ts INLINE),
 * so this one stays literal text. An info, because the author may mean either.
 * Only for profiles whose shell rule is `cc`; codebot runs it anywhere. One
 * regex pass over the body; matches inside code spans and blocks are left
 * alone (there the backticks are more likely Markdown than a command).
 */
import type { Diagnostic, Range } from '../types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { type CodeRegion, regionAt } from './markdown';

const GLUED = /(?<=\S)!`([^`\n]+)`/g;

/** Info diagnostics for inline `!` commands Claude Code will not run. */
export function checkGluedShell(body: string, regions: CodeRegion[], toRange: (start: number, end: number) => Range): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const m of body.matchAll(GLUED)) {
    if (regionAt(regions, m.index)) continue;
    out.push(makeDiagnostic('shell-inline-not-run', toRange(m.index, m.index + m[0].length), { command: m[1] }));
  }
  return out;
}
