/**
 * Claude Code's YAML retry (reference §1.2, E3): when the first parse fails,
 * every top-level `key: value` line whose unquoted value contains a YAML
 * indicator (`{ } [ ] * & # ! | > % @` or backtick) or `": "` is rewritten as a
 * double-quoted string (backslashes and quotes escaped) and the text is parsed
 * again. Only lines split on `\n`; a CRLF line keeps its `\r`, which `.`
 * cannot match, so CC never rewrites CRLF lines (faithful quirk).
 */

/** One rewritten line: where its value was in the original text and in the rewrite. */
export interface QuotedLine {
  /** 0-based line index within the frontmatter text. */
  line: number;
  key: string;
  /** Offsets of the original value in the original text. */
  valueStart: number;
  valueEnd: number;
  /** Offsets of the quoted value (quotes included) in the rewritten text. */
  newStart: number;
  newEnd: number;
}

const KEY_VALUE = /^([a-zA-Z_-]+):\s+(.+)$/;
const SPECIAL = /[{}[\]*&#!|>%@`]|: /;

/** The rewritten text and the lines changed (none changed → `lines` empty). */
export function quoteProblematicValues(src: string): { text: string; lines: QuotedLine[] } {
  const parts = src.split('\n');
  const out: string[] = [];
  const lines: QuotedLine[] = [];
  let oldPos = 0;
  let newPos = 0;
  parts.forEach((line, i) => {
    const m = KEY_VALUE.exec(line);
    let next = line;
    if (m && m[1] && m[2]) {
      const value = m[2];
      const quoted = (value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"));
      if (!quoted && SPECIAL.test(value)) {
        const escaped = value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
        next = `${m[1]}: "${escaped}"`;
        const vCol = line.length - value.length;
        const nCol = m[1].length + 2;
        lines.push({
          line: i, key: m[1],
          valueStart: oldPos + vCol, valueEnd: oldPos + line.length,
          newStart: newPos + nCol, newEnd: newPos + next.length,
        });
      }
    }
    out.push(next);
    oldPos += line.length + 1;
    newPos += next.length + 1;
  });
  return { text: out.join('\n'), lines };
}

/** Per `lines` array: total length added by the rewrites before each line (index i = lines 0..i-1). */
const ADDED = new WeakMap<QuotedLine[], number[]>();
function addedBefore(lines: QuotedLine[]): number[] {
  let sums = ADDED.get(lines);
  if (!sums) {
    sums = [0];
    for (const q of lines) sums.push(sums[sums.length - 1] + (q.newEnd - q.newStart) - (q.valueEnd - q.valueStart));
    ADDED.set(lines, sums);
  }
  return sums;
}

/**
 * Map an offset in the rewritten text back to the original text. Offsets
 * inside a rewritten value snap to that value's start or end; others shift
 * by the length the rewrites before them added. A binary search over `lines`
 * (in text order, as `quoteProblematicValues` returns them): the retry maps
 * four offsets per key, so a linear scan was keys × rewritten lines.
 */
export function mapBack(offset: number, lines: QuotedLine[], isEnd: boolean): number {
  // The last rewritten line starting at or before `offset`.
  let lo = 0;
  let hi = lines.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid].newStart <= offset) { at = mid; lo = mid + 1; } else hi = mid - 1;
  }
  if (at < 0) return offset;
  const q = lines[at];
  if (offset <= q.newEnd) return isEnd && offset > q.newStart ? q.valueEnd : q.valueStart;
  return offset - addedBefore(lines)[at + 1];
}
