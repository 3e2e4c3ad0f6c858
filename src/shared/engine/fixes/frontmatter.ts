/**
 * Line-based view of the frontmatter for quick fixes. Fixes run precisely when
 * the YAML is broken, so positions come from scanning lines, not from a parse:
 * a frontmatter opens with a first line `---` (optional BOM, trailing spaces)
 * and closes at the next line that is `---` after trimming (the fence rule
 * common to every profile for well-formed files, reference §1.1).
 * Top-level keys are lines starting at column 0 with `key:` followed by a space,
 * a tab or the end of the line. All offsets are 0-based UTF-16 in the file.
 */
import { trimEndChars } from '../text/trim';

/** One line: [start, end) without its break; `next` = start of the following line. */
export interface Line { start: number; end: number; next: number }

/** One top-level `key: value` entry and the lines that belong to its value. */
export interface KeyEntry {
  key: string;
  /** Index of the key's line in `FrontmatterBlock.lines`. */
  line: number;
  keyStart: number;
  /** Offset just after the `:`. */
  colonEnd: number;
  /** First non-blank character after the colon on the key line (== `lineEnd` when the value starts below). */
  valueStart: number;
  /** End of the key line, without its break. */
  lineEnd: number;
  /** Index of the last non-blank line belonging to the value (indented or `- ` lines below). */
  lastLine: number;
  /** End of that last line, without its break. */
  end: number;
}

export interface FrontmatterBlock {
  /** Start of the first line after the opening fence. */
  contentStart: number;
  /** Start of the closing fence line. */
  contentEnd: number;
  /** The content lines (between the fences). */
  lines: Line[];
  keys: KeyEntry[];
}

/** The file's line break: the first one used, else `\n`. */
export function eolOf(text: string): string {
  const i = text.search(/\r\n|\n|\r/);
  if (i < 0) return '\n';
  return text[i] === '\r' ? (text[i + 1] === '\n' ? '\r\n' : '\r') : '\n';
}

/** Split `text` from `from` into lines. */
export function splitLines(text: string, from = 0, to = text.length): Line[] {
  const out: Line[] = [];
  let start = from;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 10 && c !== 13) continue;
    const next = c === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
    out.push({ start, end: i, next });
    start = next;
    i = next - 1;
  }
  // The last line (empty after a final break, as in an editor).
  out.push({ start, end: to, next: to });
  return out;
}

const KEY = /^([A-Za-z_][\w.-]*|"[^"\r\n]*"|'[^'\r\n]*')[ \t]*:(?=[ \t]|$)/;

/** Parse the top-level key entries of the content lines. */
function keyEntries(text: string, lines: Line[]): KeyEntry[] {
  const out: KeyEntry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const m = KEY.exec(text.slice(l.start, l.end));
    if (!m) continue;
    const raw = m[1];
    const key = raw[0] === '"' || raw[0] === "'" ? raw.slice(1, -1) : raw;
    const colonEnd = l.start + m[0].length;
    let valueStart = colonEnd;
    while (valueStart < l.end && (text[valueStart] === ' ' || text[valueStart] === '\t')) valueStart++;
    const inlineEmpty = valueStart >= l.end || text[valueStart] === '#';
    let last = i;
    for (let j = i + 1; j < lines.length; j++) {
      const s = text.slice(lines[j].start, lines[j].end);
      if (s.trim() === '') continue;
      const belongs = s[0] === ' ' || s[0] === '\t' || (inlineEmpty && (s === '-' || s.startsWith('- ') || s.startsWith('-\t')));
      if (!belongs) break;
      last = j;
    }
    out.push({ key, line: i, keyStart: l.start, colonEnd, valueStart, lineEnd: l.end, lastLine: last, end: lines[last].end });
  }
  return out;
}

/** The frontmatter block of `text`, or null when there is none (or it is not closed). */
export function findFrontmatter(text: string): FrontmatterBlock | null {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const all = splitLines(text, bom);
  if (!all.length || trimEndChars(text.slice(all[0].start, all[0].end), ' \t') !== '---') return null;
  if (all[0].next === all[0].end) return null;
  for (let i = 1; i < all.length; i++) {
    if (text.slice(all[i].start, all[i].end).trim() === '---') {
      const lines = all.slice(1, i);
      return { contentStart: all[1].start, contentEnd: all[i].start, lines, keys: keyEntries(text, lines) };
    }
  }
  return null;
}

/** The last entry for `key` (with duplicate keys, lenient parsers keep the last). */
export function findKey(block: FrontmatterBlock | null, key: string): KeyEntry | undefined {
  if (!block) return undefined;
  for (let i = block.keys.length - 1; i >= 0; i--) if (block.keys[i].key === key) return block.keys[i];
  return undefined;
}

/**
 * End of the scalar that starts at `start` on a key line: after the closing
 * quote for a quoted scalar (searching up to `limit`; -1 when unclosed), or
 * before ` #` comment and trailing blanks for a plain one (up to `lineEnd`).
 */
export function scalarEnd(text: string, start: number, lineEnd: number, limit: number): number {
  const q = text[start];
  if (q === '"') {
    for (let i = start + 1; i < limit; i++) {
      if (text[i] === '\\') { i++; continue; }
      if (text[i] === '"') return i + 1;
    }
    return -1;
  }
  if (q === "'") {
    for (let i = start + 1; i < limit; i++) {
      if (text[i] !== "'") continue;
      if (text[i + 1] === "'") { i++; continue; }
      return i + 1;
    }
    return -1;
  }
  let end = lineEnd;
  const hash = text.slice(start, lineEnd).search(/[ \t]#/);
  if (hash >= 0) end = start + hash;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return end;
}
