/**
 * Fixes that change how the file is laid out on disk, not its text:
 *
 * - `frontmatter-not-at-start` caused by a UTF-8 byte-order mark: Claude Code
 *   reads the BOM as text before `---`, so the frontmatter is body text
 *   (reference E12). Fix: save without the BOM.
 * - `frontmatter-not-recognised` in a CRLF file under a harness whose fence
 *   rule needs LF (OpenHarness, reference E10). Fix: convert to LF.
 *
 * Both need `ctx.shape` (the renderer's editor text has neither BOM nor CR).
 * When the text itself still holds the BOM (the disk form, e.g. the CLI), that
 * counts as a BOM too.
 */
import type { Diagnostic } from '../types';
import { findFrontmatter } from './frontmatter';
import type { CodeAction, FixContext } from './types';

/** Remove the BOM when it is all that stands before the opening `---`. */
export function bomFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  const inText = text.charCodeAt(0) === 0xfeff;
  if (!inText && !ctx.shape?.bom) return [];
  const rest = inText ? text.slice(1) : text;
  // Blank lines or spaces before `---` as well: removing the BOM alone would not fix it.
  if (!findFrontmatter(rest) || !/^---[ \t]*\r?\n/.test(rest)) return [];
  return [{
    title: 'Remove the byte-order mark (save as UTF-8 without BOM)', kind: 'quickfix', diagnosticCode: d.code, isPreferred: true,
    edits: inText ? [{ range: { line: 1, column: 1, endLine: 1, endColumn: 2 }, text: '' }] : [],
    shapeOp: inText ? undefined : { bom: false },
  }];
}

/** Convert CRLF line endings to LF for a harness that needs LF fences. */
export function crlfFixes(text: string, d: Diagnostic, ctx: FixContext): CodeAction[] {
  const crlf = ctx.shape ? ctx.shape.eol === 'crlf' : text.includes('\r\n');
  if (!crlf) return [];
  return [{ title: 'Convert line endings to LF', kind: 'quickfix', diagnosticCode: d.code, isPreferred: true, edits: [], shapeOp: { eol: 'lf' } }];
}
