/**
 * Scalars for the simple-frontmatter fast path (simpleYaml.ts): line and
 * white-space helpers, plain-scalar resolution by the `yaml` schema's own tags,
 * and one-line plain, quoted and `[...]` values. Anything outside the subset
 * throws `DECLINE`, which simpleYaml.ts turns into "let the library read it".
 */
import { isScalar, type Schema } from 'yaml';

/** A key the fast path reads: a plain word of at most 100 characters (longer or odder keys go to the library). */
export const KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/;
/** First characters a plain scalar may not start with here (YAML indicators, and `-`, `?`, `:` kept out for simplicity). */
const PLAIN_START = new Set([...'-?:,[]{}#&*!|>\'"%@`']);
const FLOW_PLAIN_BAD = /[,[\]{}#:'"]/;

/** Thrown internally to decline; never escapes `readSimpleYaml`. */
export const DECLINE = Symbol('decline');
/** Where the reader is in the text (blocks move it past their lines). */
export type Cursor = { pos: number };

/** Offset of the `\n` ending the line at `pos` (or the text's end). */
export function lineEnd(src: string, pos: number): number {
  const nl = src.indexOf('\n', pos);
  return nl < 0 ? src.length : nl;
}
/** First offset in [pos, end) that is not a space (`end` when all are). */
export function skipSpaces(src: string, pos: number, end: number): number {
  while (pos < end && src.charCodeAt(pos) === 32) pos++;
  return pos;
}
/** `yaml`'s trimEnd for ranges: drop trailing whitespace before `end`. */
export function trimEnd(src: string, start: number, end: number): number {
  while (end > start && /\s/.test(src[end - 1])) end--;
  return end;
}
/** True when [s, e) holds only spaces. */
export function isBlank(src: string, s: number, e: number): boolean {
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
export function keyIsNotString(schema: Schema, text: string): boolean {
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
export function resolvePlain(schema: Schema, text: string): unknown {
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
export function trimSpaces(src: string, start: number, end: number): number {
  while (end > start && src.charCodeAt(end - 1) === 32) end--;
  return end;
}

/** A quoted scalar starting at `at` ending on this line: [value, end offset after the closing quote]. */
export function quoted(src: string, at: number, le: number): { value: string; end: number } {
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
export function lineScalar(src: string, at: number, le: number, schema: Schema): { value: unknown; end: number; style: string } {
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
export function flowSeq(src: string, at: number, le: number, schema: Schema): { value: unknown[]; end: number } {
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
