/**
 * A fast path for the frontmatter most skills have: a mapping of simple keys
 * to one-line scalars (strings, booleans, numbers, null), block scalars (`|`,
 * `>`, with or without `-` chomping), one-line lists (`[a, b]` or `- a` lines)
 * and one level of nested mapping (`metadata:` with `author: x` lines). It
 * returns exactly what `readFull` in yaml.ts (the `yaml` package) returns for
 * the same text — data, key offsets, styles — or `null` ("not simple"), and
 * the caller then runs the `yaml` package. Scalars: simpleScalars.ts.
 *
 * Why it exists: a full `yaml` parse costs ~2× the file read per SKILL.md, and
 * the cold scan must stay within 2× the read floor (issue 7, `npm run bench`).
 * Why it is safe: it accepts only a small, unambiguous subset and declines
 * everything else (tabs, lone CRs, comments after values, escapes, anchors, tags,
 * flow maps, deeper nesting, multi-line plain or quoted scalars, duplicate
 * keys, keys that are not plain words, timestamps). Plain scalars are resolved
 * by the `yaml` schema's own tags (test + resolve), and a property test compares
 * every accepted input with the library (test/engine/parse/simpleYaml.test.ts).
 */
import type { Schema } from 'yaml';
import type { KeyOffsets, YamlRead } from './yaml';
import { dict } from '../dict';
import { DECLINE, KEY, flowSeq, isBlank, keyIsNotString, lineEnd, lineScalar, skipSpaces, trimEnd, type Cursor } from './simpleScalars';

/** Characters that make a frontmatter "not simple" anywhere: tab, CR (CRLF is normalised first), other C0/C1 controls, line/paragraph separators, BOM. */
const UNSAFE_CHARS = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]/;

/** Block scalar whose header (`|`/`>` + chomping) is at `at`; `cur.pos` moves to the line after it. */
function blockScalar(src: string, at: number, le: number, cur: Cursor): { value: string; end: number; style: string } {
  const folded = src[at] === '>';
  let h = at + 1;
  // Keep chomping (`+`) is rare and has end-of-text subtleties: left to the library.
  const chomp = src[h] === '-' ? src[h++] : '';
  if (!isBlank(src, h, le)) throw DECLINE; // `+`, an indentation indicator or a comment
  let pos = le + 1;
  if (pos > src.length) throw DECLINE;
  // The first content line fixes the indentation; leading blank lines are left to the library.
  const firstEnd = lineEnd(src, pos);
  const indent = skipSpaces(src, pos, firstEnd) - pos;
  if (indent === 0 || pos + indent === firstEnd) throw DECLINE;
  const lines: string[] = [];
  let lastContentEnd = pos;
  let trailingEmpty = 0;
  while (pos < src.length) {
    const e = lineEnd(src, pos);
    const ind = skipSpaces(src, pos, e) - pos;
    if (pos + ind === e) {
      if (ind > indent) throw DECLINE; // spaces beyond the indentation are content
      trailingEmpty++;
    } else if (ind >= indent) {
      const text = src.slice(pos + indent, e);
      if (folded && text[0] === ' ') throw DECLINE; // more-indented lines fold differently
      for (; trailingEmpty > 0; trailingEmpty--) lines.push('');
      lines.push(text);
      lastContentEnd = e;
    } else if (ind === 0) break;
    else throw DECLINE;
    pos = e + 1;
  }
  // Blank lines before the next key belong to the scalar (they matter for `+`); the cursor resumes at that key.
  cur.pos = Math.min(pos, src.length);
  let value: string;
  if (folded) {
    value = '';
    let prevEmpty = 0;
    for (let i = 0; i < lines.length; i++) {
      if (lines[i] === '') { prevEmpty++; continue; }
      if (i > 0) value += prevEmpty ? '\n'.repeat(prevEmpty) : ' ';
      value += lines[i];
      prevEmpty = 0;
    }
  } else value = lines.join('\n');
  if (chomp === '') value += '\n';
  return { value, end: trimEnd(src, at, lastContentEnd), style: folded ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL' };
}

/**
 * The lines of an indented block starting at line `pos`, all at the indentation
 * of its first line: `onLine(at, e)` gets each non-blank line's content start
 * and line end. The block ends at a line in column 0 (the next key, left for the
 * caller); any other indentation declines. Returns where the first line's
 * content starts and sets `cur.pos` past the block.
 */
function eachBlockLine(src: string, pos: number, cur: Cursor, onLine: (at: number, e: number) => void): number {
  const indent = skipSpaces(src, pos, lineEnd(src, pos)) - pos;
  const start = pos + indent;
  while (pos < src.length) {
    const e = lineEnd(src, pos);
    const ind = skipSpaces(src, pos, e) - pos;
    if (pos + ind === e) { pos = e + 1; continue; }
    if (ind === 0) break;
    if (ind !== indent) throw DECLINE;
    onLine(pos + ind, e);
    pos = e + 1;
  }
  cur.pos = Math.min(pos, src.length);
  return start;
}

/** `- item` lines at one indentation (items are one-line scalars), starting at line `pos`. */
function blockSeq(src: string, pos: number, cur: Cursor, schema: Schema): { value: unknown[]; start: number; end: number } {
  const items: unknown[] = [];
  let end = -1;
  const first = skipSpaces(src, pos, lineEnd(src, pos)); // where eachBlockLine's start will be
  const start = eachBlockLine(src, pos, cur, (at, e) => {
    if (src[at] !== '-' || src[at + 1] !== ' ') throw DECLINE;
    const v = skipSpaces(src, at + 2, e);
    if (v === e) throw DECLINE; // empty item
    const s = lineScalar(src, v, e, schema);
    items.push(s.value);
    // Like readFull's range, trimmed from the start of the list: an item of only
    // non-space white space (NBSP) leaves the range ending after its `-`.
    end = trimEnd(src, first, s.end);
  });
  return { value: items, start, end: end < 0 ? start : end };
}

/** `sub: value` lines at one indentation (a `metadata:` block; values one-line scalars or `[...]`), starting at line `pos`. */
function blockMap(src: string, pos: number, cur: Cursor, schema: Schema): { value: Record<string, unknown>; start: number; end: number } {
  // A plain object, as the library's toJS builds it; `seen` answers "repeated?" for any key.
  const value: Record<string, unknown> = {};
  const seen = new Set<string>();
  let end = -1;
  const start = eachBlockLine(src, pos, cur, (ks, e) => {
    const colon = src.indexOf(':', ks);
    if (colon < 0 || colon >= e) throw DECLINE;
    const key = src.slice(ks, colon);
    if (!KEY.test(key) || key === '__proto__' || seen.has(key) || keyIsNotString(schema, key) || src[colon + 1] !== ' ') throw DECLINE;
    seen.add(key);
    const vs = skipSpaces(src, colon + 1, e);
    if (vs === e) throw DECLINE; // a null, or a deeper block
    const r = src[vs] === '[' ? flowSeq(src, vs, e, schema) : lineScalar(src, vs, e, schema);
    if (!isBlank(src, r.end, e)) throw DECLINE;
    value[key] = r.value;
    end = r.end;
  });
  return { value, start, end: end < 0 ? start : end };
}

/** Offset of the first non-blank line at or after `pos` (`src.length` when there is none). */
function nextContent(src: string, pos: number): number {
  while (pos < src.length) {
    const e = lineEnd(src, pos);
    if (skipSpaces(src, pos, e) < e) return pos;
    pos = e + 1;
  }
  return src.length;
}

function readUnsafe(src: string, schema: Schema): YamlRead {
  if (UNSAFE_CHARS.test(src)) throw DECLINE;
  // `data` is a plain object as the library builds it (`__proto__` is left to the library);
  // `keys` has no prototype, so `key in keys` is true only for keys already read.
  const data: Record<string, unknown> = {};
  const keys = dict<KeyOffsets>();
  const cur: Cursor = { pos: 0 };
  // Every line the loop meets starts a key, a comment or is blank; an indented line here
  // (a multi-line plain or quoted scalar, a nested block) is declined below.
  while (cur.pos < src.length) {
    const ls = cur.pos;
    const le = lineEnd(src, ls);
    cur.pos = le + 1;
    if (isBlank(src, ls, le) || src[ls] === '#') continue;
    const colon = src.indexOf(':', ls);
    if (colon < 0 || colon >= le) throw DECLINE;
    const key = src.slice(ls, colon);
    if (!KEY.test(key) || key === '__proto__' || key in keys || keyIsNotString(schema, key)) throw DECLINE;
    if (colon + 1 < le && src[colon + 1] !== ' ') throw DECLINE;
    const vs = skipSpaces(src, colon + 1, le);
    let value: unknown;
    let off: KeyOffsets;
    if (vs === le) {
      const next = nextContent(src, cur.pos);
      const ind = next < src.length ? skipSpaces(src, next, lineEnd(src, next)) - next : -1;
      if (ind >= 0 && src[next + ind] === '-' && src[next + ind + 1] === ' ') {
        const seq = blockSeq(src, next, cur, schema);
        value = seq.value;
        off = { keyStart: ls, keyEnd: colon, valueStart: seq.start, valueEnd: seq.end, style: 'SEQ' };
      } else if (ind > 0) {
        const m = blockMap(src, next, cur, schema);
        value = m.value;
        off = { keyStart: ls, keyEnd: colon, valueStart: m.start, valueEnd: m.end, style: 'MAP' };
      } else {
        value = null;
        off = { keyStart: ls, keyEnd: colon, valueStart: vs, valueEnd: vs, style: 'NULL' };
      }
    } else {
      const c = src[vs];
      let r: { value: unknown; end: number; style: string };
      if (c === '|' || c === '>') r = blockScalar(src, vs, le, cur);
      else if (c === '[') {
        const f = flowSeq(src, vs, le, schema);
        r = { value: f.value, end: f.end, style: 'FLOW_SEQ' };
      }
      else r = lineScalar(src, vs, le, schema);
      if (r.style === 'FLOW_SEQ' && !isBlank(src, r.end, le)) throw DECLINE;
      value = r.value;
      off = { keyStart: ls, keyEnd: colon, valueStart: vs, valueEnd: r.end, style: r.style };
    }
    data[key] = value;
    keys[key] = off;
  }
  if (!Object.keys(keys).length) throw DECLINE; // empty documents: let the library say what they are
  return { ok: true, data, notMapping: false, keys };
}

/**
 * Map offsets of the LF form of `src` (every `\r\n` made `\n`) back to `src`:
 * an offset moves by one for each CRLF break before it. Lines may mix CRLF and
 * LF ends, so the breaks are taken from `src` itself.
 */
function crlfMapper(src: string): (o: number) => number {
  // LF-form offsets of the `\n` of each CRLF break.
  const breaks: number[] = [];
  for (let i = src.indexOf('\r\n'); i >= 0; i = src.indexOf('\r\n', i + 2)) breaks.push(i - breaks.length);
  return (o) => {
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (breaks[mid] < o) lo = mid + 1;
      else hi = mid;
    }
    return o + lo;
  };
}

/**
 * Read `src` (frontmatter text) when it is "simple" (see the file comment),
 * resolving plain scalars with `schema` (core for `yaml`, YAML 1.1 for
 * `pyyaml`). CRLF line ends are read as YAML reads them (as line breaks); a
 * lone CR declines. Returns the same `YamlRead` the `yaml` package path would,
 * or `null` when the text is outside the subset. Never throws. Offsets are
 * 0-based UTF-16 code units into `src`.
 */
export function readSimpleYaml(src: string, schema: Schema): YamlRead | null {
  try {
    if (!src.includes('\r')) return readUnsafe(src, schema);
    const lf = src.replace(/\r\n/g, '\n');
    if (lf.includes('\r')) return null;
    const r = readUnsafe(lf, schema);
    const back = crlfMapper(src);
    for (const k of Object.keys(r.keys)) {
      const o = r.keys[k];
      r.keys[k] = { keyStart: back(o.keyStart), keyEnd: back(o.keyEnd), valueStart: back(o.valueStart), valueEnd: back(o.valueEnd), style: o.style };
    }
    return r;
  } catch (err) {
    if (err === DECLINE) return null;
    return null;
  }
}
