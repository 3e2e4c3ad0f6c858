/**
 * A fast path for the frontmatter most skills have: a mapping of simple keys
 * to one-line scalars (strings, booleans, numbers, null), block scalars (`|`,
 * `>`, with or without `-` chomping), one-line lists (`[a, b]` or `- a` lines)
 * and one level of nested mapping (`metadata:` with `author: x` lines). It returns exactly what `readFull` in yaml.ts
 * (the `yaml` package) returns for the same text — data, key offsets, styles —
 * or `null` ("not simple"), and the caller then runs the `yaml` package.
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
import { isScalar, type Schema } from 'yaml';
import type { KeyOffsets, YamlRead } from './yaml';

/** Characters that make a frontmatter "not simple" anywhere: tab, CR (CRLF is normalised first), other C0/C1 controls, line/paragraph separators, BOM. */
const UNSAFE_CHARS = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]/;
const KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/;
/** First characters a plain scalar may not start with here (YAML indicators, and `-`, `?`, `:` kept out for simplicity). */
const PLAIN_START = new Set([...'-?:,[]{}#&*!|>\'"%@`']);
const FLOW_PLAIN_BAD = /[,[\]{}#:'"]/;

/** Thrown internally to decline; never escapes `readSimpleYaml`. */
const DECLINE = Symbol('decline');
type Cursor = { pos: number };

function lineEnd(src: string, pos: number): number {
  const nl = src.indexOf('\n', pos);
  return nl < 0 ? src.length : nl;
}
function skipSpaces(src: string, pos: number, end: number): number {
  while (pos < end && src.charCodeAt(pos) === 32) pos++;
  return pos;
}
/** `yaml`'s trimEnd for ranges: drop trailing whitespace before `end`. */
function trimEnd(src: string, start: number, end: number): number {
  while (end > start && /\s/.test(src[end - 1])) end--;
  return end;
}
function isBlank(src: string, s: number, e: number): boolean {
  return skipSpaces(src, s, e) === e;
}

type TagLike = { default?: boolean | 'key'; test?: RegExp; resolve?: (s: string, onError: (m: string) => void, o: object) => unknown };

/** What a schema's implicit tags need from us, computed once per schema. */
interface SchemaTests {
  /** Default tags with a test, in schema order (compose-scalar's findScalarTagByTest). */
  values: TagLike[];
  /** One regex matching whatever any of `values` matches: one test for the usual string. */
  any: RegExp;
  /** Key names already classified (keys repeat across files). */
  keyIsString: Map<string, boolean>;
}
const TESTS = new WeakMap<Schema, SchemaTests>();
function testsOf(schema: Schema): SchemaTests {
  let t = TESTS.get(schema);
  if (!t) {
    const values = (schema.tags as TagLike[]).filter((x) => x.default === true && x.test && x.resolve);
    // The tags' tests are flag-less, anchored patterns; an alternation of them matches iff one does.
    const plain = values.every((x) => x.test!.flags === '');
    const any = plain ? new RegExp(values.map((x) => `(?:${x.test!.source})`).join('|')) : /[^]/;
    t = { values, any, keyIsString: new Map() };
    TESTS.set(schema, t);
  }
  return t;
}

/** True when the schema would read plain `text` as a key other than a string (`true:`, `1:`, `<<:`). */
function keyIsNotString(schema: Schema, text: string): boolean {
  const cache = testsOf(schema).keyIsString;
  let ok = cache.get(text);
  if (ok === undefined) {
    ok = !schema.tags.some((tag) => { const t = tag as TagLike; return !!t.default && !!t.test && t.test.test(text); });
    if (cache.size > 4096) cache.clear(); // typed key prefixes in a long session: keep it small
    cache.set(text, ok);
  }
  return !ok;
}

/**
 * The value of plain scalar `text` as the schema's first matching default tag
 * resolves it (compose-scalar's findScalarTagByTest), else the string itself.
 * Declines anything that is not a string, number, boolean or null (YAML 1.1
 * timestamps) and any resolve error.
 */
function resolvePlain(schema: Schema, text: string): unknown {
  const tests = testsOf(schema);
  if (!tests.any.test(text)) return text;
  for (const t of tests.values) {
    if (!t.test!.test(text)) continue;
    let failed = false;
    const r = t.resolve!(text, () => { failed = true; }, { intAsBigInt: false });
    const v = isScalar(r) ? r.value : r;
    if (failed || !(v === null || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string')) throw DECLINE;
    return v;
  }
  return text;
}

/** End of [start, end) without trailing spaces (YAML white space here: tabs are declined up front). */
function trimSpaces(src: string, start: number, end: number): number {
  while (end > start && src.charCodeAt(end - 1) === 32) end--;
  return end;
}

/** A quoted scalar starting at `at` ending on this line: [value, end offset after the closing quote]. */
function quoted(src: string, at: number, le: number): { value: string; end: number } {
  const q = src[at];
  if (q === '"') {
    const close = src.indexOf('"', at + 1);
    if (close < 0 || close >= le) throw DECLINE;
    const v = src.slice(at + 1, close);
    if (v.includes('\\')) throw DECLINE;
    return { value: v, end: close + 1 };
  }
  let i = at + 1;
  let v = '';
  for (;;) {
    const close = src.indexOf("'", i);
    if (close < 0 || close >= le) throw DECLINE;
    v += src.slice(i, close);
    if (src[close + 1] !== "'") return { value: v, end: close + 1 };
    v += "'";
    i = close + 2;
  }
}

/** A one-line scalar (plain, double- or single-quoted) filling [at, le) up to trailing spaces. */
function lineScalar(src: string, at: number, le: number, schema: Schema): { value: unknown; end: number; style: string } {
  const c = src[at];
  if (c === '"' || c === "'") {
    const { value, end } = quoted(src, at, le);
    if (!isBlank(src, end, le)) throw DECLINE;
    return { value, end, style: c === '"' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE' };
  }
  if (PLAIN_START.has(c)) throw DECLINE;
  // The value ends at the last non-space; the range (like readFull's) also drops other trailing white space.
  const valueEnd = trimSpaces(src, at, le);
  const end = trimEnd(src, at, valueEnd);
  const text = src.slice(at, valueEnd);
  if (text.includes(': ') || text.includes(' #') || text.endsWith(':')) throw DECLINE;
  const value = resolvePlain(schema, text);
  return { value, end, style: value === null ? 'NULL' : 'PLAIN' };
}

/** `[a, "b", 'c']` on one line. */
function flowSeq(src: string, at: number, le: number, schema: Schema): { value: unknown[]; end: number } {
  const items: unknown[] = [];
  let p = skipSpaces(src, at + 1, le);
  if (src[p] === ']') return { value: items, end: p + 1 };
  for (;;) {
    const c = src[p];
    let end: number;
    if (c === '"' || c === "'") {
      const q = quoted(src, p, le);
      items.push(q.value);
      end = q.end;
    } else {
      let e = p;
      while (e < le && !FLOW_PLAIN_BAD.test(src[e])) e++;
      const v = src.slice(p, trimSpaces(src, p, e));
      if (!v || PLAIN_START.has(v[0])) throw DECLINE;
      items.push(resolvePlain(schema, v));
      end = e;
    }
    p = skipSpaces(src, end, le);
    if (src[p] === ']') return { value: items, end: p + 1 };
    if (src[p] !== ',') throw DECLINE;
    p = skipSpaces(src, p + 1, le);
    if (p >= le || src[p] === ']') throw DECLINE; // trailing comma or broken line
  }
}

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
  const value: Record<string, unknown> = {};
  let end = -1;
  const start = eachBlockLine(src, pos, cur, (ks, e) => {
    const colon = src.indexOf(':', ks);
    if (colon < 0 || colon >= e) throw DECLINE;
    const key = src.slice(ks, colon);
    if (!KEY.test(key) || key === '__proto__' || key in value || keyIsNotString(schema, key) || src[colon + 1] !== ' ') throw DECLINE;
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
  const data: Record<string, unknown> = {};
  const keys: Record<string, KeyOffsets> = {};
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
