/**
 * YAML strategies (reference §1.2): how a harness turns the frontmatter text
 * into data. All offsets returned are 0-based UTF-16 into the text given.
 */
import { isAlias, isCollection, isMap, isScalar, Schema, visit, type Document, type Node } from 'yaml';

// One schema instance per kind, shared by every parse: building a Schema per document is
// a large share of the cost of parsing a small frontmatter (see the scan benchmark).
const CORE = new Schema({ schema: 'core' });
const FAILSAFE = new Schema({ schema: 'failsafe' });
const YAML11 = new Schema({ schema: 'yaml-1.1' });
import type { ParseSection } from '../profiles/types';
import { dict } from '../dict';
import { trimSpan } from '../text/trim';
import { readSimpleYaml } from './simpleYaml';
import { composeDocument, type Composed } from './yamlCompose';

/** Offsets of one top-level key and its value inside the YAML text. */
export interface KeyOffsets {
  keyStart: number;
  keyEnd: number;
  valueStart: number;
  valueEnd: number;
  /** YAML scalar style of the value ('PLAIN', 'QUOTE_DOUBLE', 'BLOCK_FOLDED', ...), or 'MAP'/'SEQ'/'FLOW_MAP'/'FLOW_SEQ'/'NULL'. */
  style: string;
}

/** The outcome of one YAML strategy. */
export interface YamlRead {
  /** True when the harness's parser accepted the text. */
  ok: boolean;
  /** The mapping as the harness reads it ({} when not ok or not a mapping). */
  data: Record<string, unknown>;
  /** Parsed, but the document is not a mapping (CC and OH use `{}`; ASref errors). */
  notMapping: boolean;
  /** First error: offsets in the text and a one-line message. */
  error?: { start: number; end: number; message: string };
  /** Every error the parser reported (`error` is the first); set by the full YAML readers on failure. */
  errors?: { start: number; end: number; message: string }[];
  /** Key offsets by key (a dictionary without a prototype: any key, `constructor` included, is a key). */
  keys: Record<string, KeyOffsets>;
}

/** First line of a `yaml` error message, without the " at line N, column M" suffix. */
function shortMessage(message: string): string {
  const first = message.split('\n', 1)[0];
  return first.replace(/ at line \d+, column \d+:?$/, '');
}

/** Trim trailing whitespace and line breaks from [start, end) (block scalars end after their last newline). */
function trimEnd(src: string, start: number, end: number): number {
  let e = Math.min(end, src.length);
  while (e > start && /\s/.test(src[e - 1])) e--;
  return e;
}

function styleOf(node: unknown): string {
  if (node == null) return 'NULL';
  if (isScalar(node)) return node.value === null ? 'NULL' : String(node.type ?? 'PLAIN');
  if (isCollection(node)) return (node.flow ? 'FLOW_' : '') + (isMap(node) ? 'MAP' : 'SEQ');
  if (isAlias(node)) return 'ALIAS';
  return 'OTHER';
}

/** Key/value offsets of every top-level pair of a mapping document (the first of duplicate keys). */
function keyOffsets(doc: Document, src: string): Record<string, KeyOffsets> {
  const out = dict<KeyOffsets>();
  if (!isMap(doc.contents)) return out;
  for (const pair of doc.contents.items) {
    const k = pair.key as Node | null;
    if (!k || !k.range) continue;
    const name = isScalar(k) ? String(k.value) : src.slice(k.range[0], k.range[1]);
    if (name in out) continue; // duplicate keys: the first one is reported by YAML
    const v = pair.value as Node | null;
    let valueStart = k.range[1];
    let valueEnd = k.range[1];
    if (v && v.range) {
      valueStart = v.range[0];
      valueEnd = trimEnd(src, v.range[0], v.range[1]);
    }
    out[name] = { keyStart: k.range[0], keyEnd: k.range[1], valueStart, valueEnd, style: styleOf(v) };
  }
  return out;
}

/**
 * Where a quoted value that never closes begins: `yaml` reports a missing
 * closing quote where it gave up (the end of the frontmatter, the closing
 * `---`), which is not where the user must look (issue 16 §11). The last line
 * before `pos` whose value opens with `quote` and does not close it on that
 * line; null when there is none. One pass over the text before `pos`.
 */
export function openingQuoteRange(src: string, pos: number, quote: '"' | "'"): { start: number; end: number } | null {
  let found: { start: number; end: number } | null = null;
  let lineStart = 0;
  while (lineStart < pos) {
    let lineEnd = src.indexOf('\n', lineStart);
    if (lineEnd < 0 || lineEnd > pos) lineEnd = Math.min(pos, lineEnd < 0 ? src.length : lineEnd);
    const line = src.slice(lineStart, lineEnd);
    const m = /^(\s*(?:-\s+)?[^\s:#][^:]*:\s+|\s*-\s+)(["'])/.exec(line);
    if (m && m[2] === quote) {
      const rest = line.slice(m[0].length);
      const closed = quote === '"' ? /(^|[^\\])(\\\\)*"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ''));
      if (!closed) found = { start: lineStart + m[0].length - 1, end: lineEnd };
    }
    lineStart = lineEnd + 1;
  }
  return found;
}

/** One YAML error as a range and a short message; an unclosed quote points at its opening line. */
function errorRange(src: string, e: Document['errors'][number]): NonNullable<YamlRead['error']> {
  if (e.code === 'MISSING_CHAR' && /closing ["']quote/.test(e.message)) {
    const q = /closing (["'])quote/.exec(e.message)![1] as '"' | "'";
    const at = openingQuoteRange(src, e.pos[0], q);
    if (at) return { ...at, message: `a ${q === '"' ? 'double' : 'single'}-quoted value opened here is never closed` };
  }
  return { start: e.pos[0], end: Math.max(e.pos[0], e.pos[1]), message: shortMessage(e.message) };
}

function firstError(doc: Document, src: string): YamlRead['error'] {
  const e = doc.errors[0];
  if (!e) return undefined;
  return errorRange(src, e);
}

/** All of the document's errors, as `firstError` shapes them. */
function allErrors(doc: Document, src: string): NonNullable<YamlRead['errors']> {
  return doc.errors.map((e) => errorRange(src, e));
}

/** Convert a mapping document to plain data; never throws (alias bombs and odd keys become an error). */
function toData(doc: Document): { data: Record<string, unknown>; notMapping: boolean; failed?: string } {
  if (!isMap(doc.contents)) return { data: {}, notMapping: doc.contents != null };
  try {
    const js = doc.toJS({ maxAliasCount: 100 }) as unknown;
    if (js && typeof js === 'object' && !Array.isArray(js)) return { data: js as Record<string, unknown>, notMapping: false };
    return { data: {}, notMapping: true };
  } catch (err) {
    return { data: {}, notMapping: false, failed: err instanceof Error ? err.message : String(err) };
  }
}

/** The read of a document nested past the limit: one error at the first collection too deep, no keys. */
function tooDeep(c: Extract<Composed, { tooDeep: object }>): YamlRead {
  const e = { start: c.tooDeep.offset, end: c.tooDeep.offset + 1, message: c.tooDeep.error.message };
  return { ok: false, data: {}, notMapping: false, error: e, errors: [e], keys: dict() };
}

/**
 * A composed document as a `YamlRead` (keys, data, errors), the way `readFull`
 * reads it. Exported for the tests, which compare it on the library's own
 * `parseDocument` with `readFull`.
 */
export function documentRead(doc: Document, src: string): YamlRead {
  const keys = keyOffsets(doc, src);
  if (doc.errors.length) return { ok: false, data: {}, notMapping: false, error: firstError(doc, src), errors: allErrors(doc, src), keys };
  const { data, notMapping, failed } = toData(doc);
  if (failed) return { ok: false, data: {}, notMapping: false, error: { start: 0, end: 0, message: failed }, keys };
  return { ok: true, data, notMapping, keys };
}

/**
 * `yaml`: the `yaml` package's YAML 1.2 core schema, as CC under Node, OH's
 * `safe_load` and Go's yaml.v3 read it closely enough for frontmatter. An
 * empty document is an empty mapping; a non-mapping document reads as `{}`.
 * `uniqueKeys`: a repeated key is an error, as the library reports it
 * (checked in linear time, yamlCompose.ts). Collections nested more than
 * `MAX_YAML_DEPTH` levels are an error at the first one too deep.
 * Exported for the fast path's differential tests (simpleYaml.ts).
 */
export function readFull(src: string, schema: Schema = CORE, uniqueKeys = true): YamlRead {
  const c = composeDocument(src, { schema, uniqueKeys });
  return c.doc ? documentRead(c.doc, src) : tooDeep(c);
}

/**
 * `strict-strings` (ASref strictyaml): every scalar is a string (failsafe
 * schema), and flow collections, anchors, aliases and tags are rejected as
 * errors. Not-a-mapping is reported by the caller.
 */
function readStrict(src: string): YamlRead {
  const c = composeDocument(src, { schema: FAILSAFE, uniqueKeys: true });
  if (!c.doc) return tooDeep(c);
  const doc = c.doc;
  const keys = keyOffsets(doc, src);
  if (doc.errors.length) return { ok: false, data: {}, notMapping: false, error: firstError(doc, src), keys };
  let error: YamlRead['error'];
  visit(doc, {
    Node(_key, node) {
      const n = node as Node & { anchor?: string; tag?: string; flow?: boolean };
      let why: string | undefined;
      if (isCollection(n) && n.flow) why = 'flow style (`[...]` or `{...}`) is not allowed by strictyaml';
      else if (isAlias(n)) why = 'aliases are not allowed by strictyaml';
      else if (n.anchor) why = 'anchors are not allowed by strictyaml';
      else if (n.tag && !isCollection(n)) why = 'tags are not allowed by strictyaml';
      if (why && n.range) {
        error = { start: n.range[0], end: trimEnd(src, n.range[0], n.range[1]), message: why };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (error) return { ok: false, data: {}, notMapping: false, error, keys };
  const { data, notMapping, failed } = toData(doc);
  if (failed) return { ok: false, data: {}, notMapping: false, error: { start: 0, end: 0, message: failed }, keys };
  // strictyaml reads an empty value as the empty string, never null.
  for (const k of Object.keys(data)) if (data[k] === null) data[k] = '';
  return { ok: true, data, notMapping, keys };
}

/**
 * `line-kv` (seed 003 `parseSkillFile`): no YAML library. Every line is cut at
 * its first `:` (`strings.Cut`); when the trimmed key is `description`, the
 * trimmed rest becomes the description (quotes kept, a later line wins).
 * Other keys are recorded for ranges only: the loader never reads them.
 */
function readLineKv(src: string): YamlRead {
  const data: Record<string, unknown> = {};
  const keys = dict<KeyOffsets>();
  let pos = 0;
  let nextColon = src.indexOf(':');
  while (pos <= src.length) {
    let nl = src.indexOf('\n', pos);
    if (nl < 0) nl = src.length;
    // Reuse the last colon search while it lies ahead (keeps long colon-free runs linear).
    if (nextColon !== -1 && nextColon < pos) nextColon = src.indexOf(':', pos);
    const colon = nextColon;
    if (colon >= 0 && colon < nl) {
      const [ks, ke] = trimSpan(src, pos, colon);
      const [vs, ve] = trimSpan(src, colon + 1, nl);
      const key = src.slice(ks, ke);
      if (key === 'description') data.description = src.slice(vs, ve);
      // Ranges only for lines that look like top-level keys (not prose with a colon).
      if (key === 'description' || (ks === pos && /^[A-Za-z0-9_-]+$/.test(key))) keys[key] = { keyStart: ks, keyEnd: ke, valueStart: vs, valueEnd: ve, style: 'PLAIN' };
    }
    pos = nl + 1;
  }
  return { ok: true, data, notMapping: false, keys };
}

export { isGoSpace, trimSpan } from '../text/trim';

const READERS: Record<ParseSection['yaml'], (src: string) => YamlRead> = {
  // Simple frontmatter (most of it) takes the fast path, which returns what readFull would.
  yaml: (src) => readSimpleYaml(src, CORE) ?? readFull(src),
  // PyYAML `safe_load` (OH): YAML 1.1 scalars; a repeated key silently takes the last value.
  pyyaml: (src) => readSimpleYaml(src, YAML11) ?? readFull(src, YAML11, false),
  'strict-strings': readStrict,
  'line-kv': readLineKv,
};

/** Read frontmatter text `src` with strategy `rule`. Never throws. */
export function readYaml(src: string, rule: ParseSection['yaml']): YamlRead {
  try {
    return READERS[rule](src);
  } catch (err) {
    // The yaml package is not expected to throw here; keep the promise anyway.
    return { ok: false, data: {}, notMapping: false, error: { start: 0, end: 0, message: String(err) }, keys: dict() };
  }
}
