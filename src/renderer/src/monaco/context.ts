/**
 * Where the cursor is inside a SKILL.md, in frontmatter terms: on a key, on a
 * key's value, on a list item under a key, or in the body. Pure; the
 * completion and hover providers use it.
 */
import { frontmatterLines } from './language';

export type CursorPlace =
  | { kind: 'body' }
  | { kind: 'key'; prefix: string; present: string[] }
  | { kind: 'value'; key: string; prefix: string; present: string[] }
  | { kind: 'list-item'; key: string; prefix: string; present: string[] };

const KEY_LINE = /^([A-Za-z0-9_][\w.-]*)\s*:(.*)$/;

/** Top-level keys written in the frontmatter lines. */
export function presentKeys(lines: readonly string[], open: number, close: number | null): string[] {
  const end = close ?? lines.length + 1;
  const out: string[] = [];
  for (let i = open; i < end - 1; i++) { const m = KEY_LINE.exec(lines[i]!); if (m) out.push(m[1]!); }
  return out;
}

/** The place of a 1-based (line, column) cursor in `text`. */
export function cursorPlace(text: string, line: number, column: number): CursorPlace {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const fm = frontmatterLines(lines);
  if (!fm || line <= fm.open || (fm.close !== null && line >= fm.close)) return { kind: 'body' };
  const present = presentKeys(lines, fm.open, fm.close);
  const before = (lines[line - 1] ?? '').slice(0, column - 1);
  const m = KEY_LINE.exec(before);
  if (m) return { kind: 'value', key: m[1]!, prefix: m[2]!.trimStart(), present };
  if (/^\s+-\s*/.test(before) || /^\s+\S*$/.test(before)) {
    // An indented line: a list item (or continuation) of the nearest key above.
    for (let i = line - 2; i >= fm.open; i--) {
      const k = KEY_LINE.exec(lines[i]!);
      if (k) return { kind: 'list-item', key: k[1]!, prefix: before.replace(/^\s+-?\s*/, ''), present };
    }
  }
  if (/^[\w.-]*$/.test(before)) return { kind: 'key', prefix: before, present };
  return { kind: 'body' };
}

/** The key whose `key:` is written on `line` (1-based) and the column span of the key, if any. */
export function keyAtLine(text: string, line: number): { key: string; start: number; end: number } | null {
  const lines = text.split('\n');
  const fm = frontmatterLines(lines);
  if (!fm || line <= fm.open || (fm.close !== null && line >= fm.close)) return null;
  const m = KEY_LINE.exec((lines[line - 1] ?? '').replace(/\r$/, ''));
  return m ? { key: m[1]!, start: 1, end: m[1]!.length + 1 } : null;
}
