/**
 * Quote a plain value that YAML misreads (reference §1.2 and E3): `key: a: b`
 * is a YAML error (Claude Code quotes and retries, others skip the skill or fall
 * back), `key: a #b` silently drops `#b` as a comment, and a value starting with
 * `@`, `` ` `` or `%` is reserved. The fix wraps the value (continuation lines
 * included) in quotes: `"…"` when nothing needs escaping, `'…'` when the value
 * has `"` or `\` but no `'`, else `"…"` with `\\` and `\"` escaped.
 * Offered for `yaml-recovered`, `yaml-unparseable`, `yaml-invalid-skipped`, `description-inline-comment`.
 */
import type { Diagnostic } from '../types';
import { LineIndex } from '../text/positions';
import { EditBuilder } from './edits';
import { trimEndChars } from '../text/trim';
import { type FrontmatterBlock, type KeyEntry, findFrontmatter } from './frontmatter';
import type { CodeAction, TextEdit } from './types';

/** Why a plain value needs quotes (null when it does not or is not plain). */
export function quoteReason(text: string, e: KeyEntry): string | null {
  if (e.valueStart >= e.lineEnd) return null;
  const first = text[e.valueStart];
  if (`"'|>[{#`.includes(first)) return null;
  const value = trimEndChars(text.slice(e.valueStart, e.lineEnd), ' \t');
  if (/:[ \t]/.test(value) || value.endsWith(':')) return 'colon';
  if (/[ \t]#/.test(value)) return 'comment';
  if ('@`%'.includes(first)) return 'indicator';
  return null;
}

/** Edits that quote the value of entry `e` (see module doc). */
export function quoteEntryEdits(text: string, e: KeyEntry, b: EditBuilder): TextEdit[] {
  const start = e.valueStart;
  let end = e.end;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  const raw = text.slice(start, end);
  const needsEscapes = /["\\]/.test(raw);
  if (!needsEscapes || !raw.includes("'")) {
    const q = needsEscapes ? "'" : '"';
    return [b.replace(start, start, q), b.replace(end, end, q)];
  }
  return [b.replace(start, end, `"${raw.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)];
}

/**
 * Entries the diagnostic is about: those on its lines when it points into the
 * frontmatter (the parser reports each broken line, so another line's problem
 * is that line's diagnostic); for a file-level diagnostic, every entry that
 * breaks the YAML.
 */
function candidates(text: string, block: FrontmatterBlock, d: Diagnostic): KeyEntry[] {
  const needing = block.keys.filter((e) => quoteReason(text, e) !== null);
  if (d.code === 'description-inline-comment') {
    const desc = needing.filter((e) => e.key === 'description');
    if (desc.length) return desc.slice(-1);
  }
  const index = new LineIndex(text);
  const first = index.position(block.contentStart).line;
  const last = index.position(block.contentEnd).line - 1;
  const inside = d.range.line <= last && d.range.endLine >= first;
  if (inside) {
    return needing.filter((e) => {
      const from = index.position(e.keyStart).line;
      const to = index.position(e.end).line;
      return from <= d.range.endLine && to >= d.range.line;
    });
  }
  // Without a line to go by, a ` #` alone is taken as the comment YAML reads it as.
  return needing.filter((e) => quoteReason(text, e) !== 'comment');
}

/** Quote actions for `d`: one per value, plus one for all of them when there are several. */
export function quoteFixes(text: string, d: Diagnostic): CodeAction[] {
  const block = findFrontmatter(text);
  if (!block) return [];
  const entries = candidates(text, block, d);
  const b = new EditBuilder(text);
  const actions: CodeAction[] = entries.map((e, i) => ({
    title: `Quote the value of \`${e.key}\``,
    kind: 'quickfix' as const,
    diagnosticCode: d.code,
    edits: quoteEntryEdits(text, e, b),
    isPreferred: entries.length === 1 && i === 0,
  }));
  if (entries.length > 1) {
    actions.push({
      title: `Quote all ${entries.length} values that YAML misreads`,
      kind: 'quickfix',
      diagnosticCode: d.code,
      edits: entries.flatMap((e) => quoteEntryEdits(text, e, b)),
      isPreferred: true,
    });
  }
  return actions;
}
