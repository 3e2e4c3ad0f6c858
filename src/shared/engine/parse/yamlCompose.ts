/**
 * `parseDocument` of the `yaml` package, rebuilt from its public parts
 * (`Parser` → `Composer`) so that two things stay proportional to the input
 * (issue 11, points 10 and 13):
 *
 * - Duplicate keys. With `uniqueKeys: true` the library checks every new key
 *   against every earlier pair of its map (`items.some(...)` in
 *   `compose/util-map-includes.js`): 20,000 keys take seconds. Here the check
 *   is a hash lookup per key, yet the errors are the library's own: same code,
 *   message, position and order (see `linearUniqueKeys`).
 * - Nesting. The composer recurses once per collection level; near ~800 levels
 *   the stack runs out and the library reports `RESOURCE_EXHAUSTION` at a
 *   depth that depends on the caller's stack. The CST (built without
 *   recursion) is measured first and a document nested deeper than
 *   `MAX_YAML_DEPTH` is never composed: the result is one error at the first
 *   collection past the limit.
 *
 * Messages are not prettified (no " at line N, column M" suffix): the engine
 * keeps only the first line without that suffix (`shortMessage` in yaml.ts),
 * which is the same either way.
 */
import { Composer, isScalar, Parser, YAMLParseError, type Document, type Schema } from 'yaml';

/** Collection levels the engine lets the `yaml` composer see (its stack holds ~800 under Node; 256 leaves room for any caller). */
export const MAX_YAML_DEPTH = 256;

/** The `yaml` CST token shapes walked here (see `yaml/dist/parse/cst.d.ts`). */
type CstToken = ReturnType<Parser['parse']> extends Generator<infer T> ? T : never;

/**
 * Offset of the first collection nested deeper than `limit` in the CST
 * `tokens`, or -1. Iterative (an explicit stack): the CST of a 100,000-deep
 * document is walked without recursion.
 */
export function firstTooDeep(tokens: CstToken[], limit: number): number {
  const stack: { t: CstToken; d: number }[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) stack.push({ t: tokens[i], d: 0 });
  while (stack.length) {
    const { t, d } = stack.pop()!;
    switch (t.type) {
      case 'document':
        if (t.value) stack.push({ t: t.value, d });
        break;
      case 'block-map':
      case 'block-seq':
      case 'flow-collection': {
        const depth = d + 1;
        if (depth > limit) return t.offset;
        const items = t.items as { key?: CstToken | null; value?: CstToken }[];
        for (let i = items.length - 1; i >= 0; i--) {
          const it = items[i];
          if (it.value) stack.push({ t: it.value, d: depth });
          if (it.key) stack.push({ t: it.key, d: depth });
        }
        break;
      }
      default:
        break;
    }
  }
  return -1;
}

/** A set of the scalar key values met so far in one map (the library's equality: `a.value === b.value`). */
type KeySet = Set<unknown>;

const isNaNValue = (v: unknown) => typeof v === 'number' && Number.isNaN(v);

/**
 * The library's duplicate-key errors in linear time. `uniqueKeys` is given a
 * function, which `mapIncludes` calls as `items.some((pair) => fn(pair.key, key))`:
 * answering `true` stops that scan at the map's first pair, so the call costs
 * O(1) and tells us the map (by its first key node) and the new key; the
 * library then reports `DUPLICATE_KEY` right away, which the wrapped error
 * handler keeps only when the key's value is already in the map's set. Keys
 * equal as the default check has them: the same node, or two scalars with
 * `===` values (so `1` and `0x1` collide, `"1"` and `1` do not, NaN never).
 */
function linearUniqueKeys(): { isEqual: (a: unknown, b: unknown) => boolean; attach: (composer: Composer) => void } {
  const sets = new Map<unknown, KeySet>();
  let pending: { first: unknown; key: unknown } | null = null;
  const add = (set: KeySet, node: unknown) => {
    if (isScalar(node) && !isNaNValue(node.value)) set.add(node.value);
  };
  return {
    isEqual: (a, b) => {
      pending = { first: a, key: b };
      return true;
    },
    attach: (composer) => {
      // `onError` is the composer's (private) error sink, read anew for every document it composes.
      const internals = composer as unknown as { onError: (source: unknown, code: string, message: string, warning?: boolean) => void };
      const report = internals.onError;
      internals.onError = (source, code, message, warning) => {
        if (code === 'DUPLICATE_KEY' && pending) {
          const { first, key } = pending;
          pending = null;
          let set = sets.get(first);
          if (!set) {
            set = new Set();
            sets.set(first, set);
            add(set, first);
          }
          const dup = isScalar(key) && !isNaNValue(key.value) && set.has(key.value);
          add(set, key);
          if (!dup) return;
        }
        report(source, code, message, warning);
      };
    },
  };
}

/** Options of `composeDocument`. */
export interface ComposeOptions {
  schema: Schema;
  /** Report duplicate keys (the library's `uniqueKeys: true`), in linear time. */
  uniqueKeys: boolean;
}

/** What `composeDocument` gives: the document, or (nesting past the limit) only an error. */
export type Composed = { doc: Document; tooDeep?: undefined } | { doc?: undefined; tooDeep: { offset: number; error: YAMLParseError } };

/**
 * `parseDocument(src, { schema, uniqueKeys })` with linear duplicate-key
 * checks and a nesting guard (see the file comment). Never throws on user
 * input (the library does not; the caller guards anyway).
 */
export function composeDocument(src: string, o: ComposeOptions): Composed {
  const tokens = Array.from(new Parser().parse(src));
  const deep = firstTooDeep(tokens, MAX_YAML_DEPTH);
  if (deep >= 0) {
    const error = new YAMLParseError([deep, deep + 1], 'RESOURCE_EXHAUSTION', `collections nested more than ${MAX_YAML_DEPTH} levels deep`);
    return { tooDeep: { offset: deep, error } };
  }
  const dedupe = o.uniqueKeys ? linearUniqueKeys() : null;
  const composer = new Composer({ schema: o.schema, uniqueKeys: dedupe ? dedupe.isEqual : false });
  dedupe?.attach(composer);
  // As parseDocument: the first document, and an error when the source holds more.
  let doc: Document | null = null;
  for (const d of composer.compose(tokens, true, src.length)) {
    if (!doc) doc = d;
    else {
      doc.errors.push(new YAMLParseError(d.range.slice(0, 2) as [number, number], 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
      break;
    }
  }
  return { doc: doc! };
}
