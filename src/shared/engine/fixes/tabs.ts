/**
 * Replace tabs that YAML rejects or that other readers choke on (YAML forbids
 * tabs in indentation: "Tabs are not allowed as indentation"). Offered for
 * `tab-in-frontmatter` and for `yaml-unparseable` / `yaml-invalid-skipped` when the frontmatter has such tabs:
 * - a tab in a line's indentation becomes two spaces (continuation indentation),
 *   except on a `key:` line that is first in the frontmatter or follows a complete
 *   top-level `key: value` line: the author meant a top-level key, so the indentation is removed;
 * - tabs between `key:` and its value become one space;
 * - a tab exactly inside the diagnostic's range becomes one space.
 * Tabs inside values are content and are left alone otherwise.
 */
import type { Diagnostic } from '../types';
import { LineIndex } from '../text/positions';
import { EditBuilder } from './edits';
import { findFrontmatter } from './frontmatter';
import type { CodeAction, TextEdit } from './types';

const KEY_LINE = /^([A-Za-z_][\w.-]*|"[^"]*"|'[^']*')[ \t]*:(?=[ \t]|$)/;

/** True when `line` (no indentation) is a top-level `key: value` with a complete one-line value. */
function isCompleteTopLevel(line: string): boolean {
  const m = KEY_LINE.exec(line);
  if (!m) return false;
  const rest = line.slice(m[0].length).trim();
  return rest !== '' && !rest.startsWith('#') && !/^[|>]/.test(rest);
}

/** The tab edits for `text` (empty when the frontmatter has no tab to fix). */
export function tabEdits(text: string, d?: Diagnostic): TextEdit[] {
  const block = findFrontmatter(text);
  if (!block) return [];
  const b = new EditBuilder(text);
  const edits: TextEdit[] = [];
  const fixed = new Set<number>();
  // The previous content line as it reads after the fix; null at the top of the frontmatter.
  let prev: string | null = null;
  for (const l of block.lines) {
    const line = text.slice(l.start, l.end);
    const indentLen = line.length - line.replace(/^[ \t]+/, '').length;
    const body = line.slice(indentLen);
    let topLevel = indentLen === 0;
    if (indentLen > 0 && line.slice(0, indentLen).includes('\t') && body !== '') {
      topLevel = KEY_LINE.test(body) && (prev === null || isCompleteTopLevel(prev));
      const replacement = topLevel ? '' : line.slice(0, indentLen).replace(/\t/g, '  ');
      edits.push(b.minimal(l.start, l.start + indentLen, replacement));
      for (let i = l.start; i < l.start + indentLen; i++) fixed.add(i);
    }
    const m = topLevel ? KEY_LINE.exec(body) : null;
    if (m) {
      let s = l.start + indentLen + m[0].length;
      let e = s;
      while (e < l.end && (text[e] === ' ' || text[e] === '\t')) e++;
      if (text.slice(s, e).includes('\t') && e < l.end) {
        edits.push(b.replace(s, e, ' '));
        for (; s < e; s++) fixed.add(s);
      }
    }
    // What the next line is judged against (comments are transparent).
    if (body.trim() !== '' && !body.startsWith('#')) prev = topLevel ? body : '';
  }
  if (d) {
    const index = new LineIndex(text);
    const from = index.offset(d.range.line, d.range.column);
    const to = index.offset(d.range.endLine, d.range.endColumn);
    for (let i = Math.max(from, block.contentStart); i < Math.min(to, block.contentEnd); i++) {
      if (text[i] === '\t' && !fixed.has(i)) edits.push(b.replace(i, i + 1, ' '));
    }
  }
  return edits.sort((x, y) => x.range.line - y.range.line || x.range.column - y.range.column);
}

/** The tab action, when there is something to replace. */
export function tabFixes(text: string, d: Diagnostic): CodeAction[] {
  const edits = tabEdits(text, d);
  if (!edits.length) return [];
  return [{ title: 'Replace tabs in the frontmatter with spaces', kind: 'quickfix', diagnosticCode: d.code, edits, isPreferred: true }];
}
