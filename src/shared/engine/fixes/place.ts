/**
 * `portability-folder-not-read` (issue 17 §2, "add `.agents/skills` for these
 * N harnesses"): when the verdicts found a folder most of the non-reading
 * harnesses share (`data.suggestFolder`, portability/index.ts), offer to put
 * the skill there as a copy or a symbolic link. No text edit: the host asks
 * the user which, then main writes (`skill.place`).
 */
import type { Diagnostic } from '../types';
import type { CodeAction, FixContext } from './types';

/** The "Add a copy or link" action, only for a folder skill with a suggested folder. */
export function placeFixes(_text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  const folder = d.data?.suggestFolder;
  const target = d.data?.suggestTarget;
  if (typeof folder !== 'string' || !folder || typeof target !== 'string' || ctx.dirName === null) return [];
  return [{
    title: `Add a copy or link at ${target}…`, kind: 'quickfix', diagnosticCode: d.code, edits: [],
    placeOp: { folder, target },
  }];
}
