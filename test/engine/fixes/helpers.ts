import type { Diagnostic, Range } from '../../../src/shared/engine/types';
import { applyEdits, quickFixes, type CodeAction, type FixContext } from '../../../src/shared/engine/fixes';

export const CC: FixContext = { dirName: 'pdf', profileId: 'claude-code' };

/** A diagnostic as another module would emit it (message irrelevant to fixes). */
export function diag(code: string, range: Partial<Range> = {}, data?: Record<string, unknown>): Diagnostic {
  const r = { line: 1, column: 1, endLine: range.line ?? 1, endColumn: 1, ...range };
  return { code, severity: 'warning', message: code, range: r, ...(data ? { data } : {}) };
}

/** Titles of the actions for `d`. */
export const titles = (text: string, d: Diagnostic, ctx: FixContext = CC): string[] => quickFixes(text, d, ctx).map((a) => a.title);

/** The text after applying the action titled `title` (or the first action). */
export function fixed(text: string, d: Diagnostic, ctx: FixContext = CC, title?: string): string {
  const actions = quickFixes(text, d, ctx);
  const a: CodeAction | undefined = title ? actions.find((x) => x.title === title) : actions[0];
  if (!a) throw new Error(`no action ${title ?? ''} among ${JSON.stringify(actions.map((x) => x.title))}`);
  return applyEdits(text, a.edits);
}
