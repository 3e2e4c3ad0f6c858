/**
 * readFull's own composition (yamlCompose.ts) against the `yaml` package's
 * `parseDocument`: duplicate keys give the library's errors exactly (code,
 * message, position, order) but in linear work (issue 11, point 10), and
 * documents nested past MAX_YAML_DEPTH are refused with one error instead of
 * reaching the library's recursion (point 13).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDocument, Schema } from 'yaml';
import { documentRead, readFull } from '../../../src/shared/engine/parse/yaml';
import { MAX_YAML_DEPTH } from '../../../src/shared/engine/parse/yamlCompose';
import { countPredicateCalls } from '../../support/work';

const CORE = new Schema({ schema: 'core' });
const FAILSAFE = new Schema({ schema: 'failsafe' });
const Y11 = new Schema({ schema: 'yaml-1.1' });

/** The library's own reading (what readFull did before: parseDocument with uniqueKeys). */
const library = (src: string, schema: Schema, uniqueKeys: boolean) =>
  documentRead(parseDocument(src, { schema, prettyErrors: true, uniqueKeys }), src);

function same(src: string): void {
  for (const schema of [CORE, FAILSAFE, Y11]) {
    for (const unique of [true, false]) expect(readFull(src, schema, unique), JSON.stringify(src)).toEqual(library(src, schema, unique));
  }
}

describe('duplicate keys: the library\'s errors, found in linear work', () => {
  it('reports a repeated key where and as the library does', () => {
    const r = readFull('a: 1\nb: 2\na: 3\n');
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([{ start: 10, end: 11, message: 'Map keys must be unique' }]);
    expect(r.keys.a).toMatchObject({ keyStart: 0, keyEnd: 1 }); // the first one keeps the range
    same('a: 1\nb: 2\na: 3\n');
  });

  it('compares keys as the library does: scalar values with ===', () => {
    const dup = (src: string) => readFull(src).errors?.filter((e) => e.message === 'Map keys must be unique').length ?? 0;
    expect(dup('1: a\n0x1: b\n')).toBe(1); // both the number 1
    expect(dup('~: a\nnull: b\n: c\n')).toBe(2); // three nulls
    expect(dup('"1": a\n1: b\n')).toBe(0); // a string and a number
    expect(dup('.nan: a\n.NaN: b\n')).toBe(0); // NaN !== NaN
    expect(dup('[a]: 1\n[a]: 2\n')).toBe(0); // collections are never equal
    expect(dup('x: {k: 1, k: 2, j: 3, k: 4}\n')).toBe(2); // flow maps too
    expect(dup('x:\n  k: 1\n  k: 2\ny:\n  k: 3\n')).toBe(1); // each map on its own
    for (const src of ['1: a\n0x1: b\n', '~: a\nnull: b\n: c\n', '"1": a\n1: b\n', '.nan: a\n.NaN: b\n', '[a]: 1\n[a]: 2\n', 'x: {k: 1, k: 2, j: 3, k: 4}\n', 'x:\n  k: 1\n  k: 2\ny:\n  k: 3\n']) same(src);
  });

  it('equals the library on generated texts full of repeated keys, nesting, anchors and errors', () => {
    const key = fc.constantFrom('a', 'b', 'a', '1', '0x1', '1.0', '"1"', "'a'", '~', 'null', '', '? a', '&k a', '*k', '.nan', 'true', 'True', 'yes', '[a]', '{a: 1}', 'constructor', '__proto__', 'toString', '<<', '"a\\tb"', 'a b');
    const value = fc.constantFrom('1', 'x', '', '{a: 1, a: 2}', '[a, a]', '{b: 1, b: 1, "b": 2}', '|\n  t', '&k v', '*k', '{? a, a}', '[a: 1, a: 2]', '- x', 'a: b', '"q', '{a: 1');
    const cont = fc.constantFrom('  a: 1', '  a: 2', '  "a": 3', '  - x', '  - a: 1\n    a: 2', '# c', '', '\tx: 1', '---', '...', ' b: 1', '    c: 1', '  <<: {a: 1}');
    const line = fc.oneof({ weight: 3, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`) }, { weight: 1, arbitrary: cont });
    const text = fc.array(line, { minLength: 1, maxLength: 12 }).map((ls) => ls.join('\n') + '\n');
    fc.assert(fc.property(text, (src) => { same(src); }), { numRuns: 600 });
  });

  it('does work proportional to the keys (the library scans every earlier key for each new one)', () => {
    const n = 2000;
    const distinct = Array.from({ length: n }, (_, i) => `k${i}: v${i} # c`).join('\n') + '\n';
    const repeated = Array.from({ length: n }, (_, i) => `k: v${i} # c`).join('\n') + '\n';
    const a = countPredicateCalls(() => readFull(distinct));
    expect(a.result.ok).toBe(true);
    expect(Object.keys(a.result.keys)).toHaveLength(n);
    // ~23 calls per key are the library's own tag look-ups; the quadratic check adds ~n/2 per key (1,000 here).
    expect(a.calls).toBeLessThan(50 * n);
    const b = countPredicateCalls(() => readFull(repeated));
    expect(b.result.errors).toHaveLength(n - 1);
    expect(b.calls).toBeLessThan(50 * n);
  });
});

describe('nesting past the limit', () => {
  const seq = (n: number) => `d: ${'['.repeat(n)}${']'.repeat(n)}\n`;
  it('reads nesting up to the limit and refuses one level more, at the first collection too deep', () => {
    expect(readFull(seq(MAX_YAML_DEPTH - 1)).ok).toBe(true); // the root mapping is one level
    const r = readFull(seq(MAX_YAML_DEPTH));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([{ start: 3 + MAX_YAML_DEPTH - 1, end: 3 + MAX_YAML_DEPTH, message: `collections nested more than ${MAX_YAML_DEPTH} levels deep` }]);
  });

  it('never throws nor recurses on 100,000 levels (flow, block, sequences), whatever the caller\'s stack', () => {
    const texts = [
      seq(100_000),
      `d: ${'{a: '.repeat(100_000)}1${'}'.repeat(100_000)}\n`,
      Array.from({ length: 3000 }, (_, d) => `${' '.repeat(d)}a:`).join('\n') + ' 1\n',
      `d:\n${Array.from({ length: 2000 }, (_, d) => `${' '.repeat(2 * d)}- a:`).join('\n')} 1\n`,
    ];
    const deepCall = (frames: number, fn: () => unknown): unknown => (frames > 0 ? deepCall(frames - 1, fn) : fn());
    for (const t of texts) {
      const r = readFull(t);
      expect(r.ok).toBe(false);
      expect(r.errors?.[0].message).toMatch(/nested more than/);
      expect(deepCall(3000, () => readFull(t))).toEqual(r);
    }
  });
});

describe('keys named like Object.prototype members', () => {
  it('get offsets like any other key', () => {
    const src = 'constructor: a # c\ntoString: b\nhasOwnProperty: c\n__proto__: d\nvalueOf: e\n';
    const r = readFull(src);
    expect(r.ok).toBe(true);
    expect(Object.keys(r.keys)).toEqual(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']);
    expect(r.keys.constructor).toMatchObject({ keyStart: 0, keyEnd: 11 });
    expect(r.keys.__proto__).toMatchObject({ keyStart: 49, keyEnd: 58 });
    expect(Object.prototype.hasOwnProperty.call(r.data, '__proto__')).toBe(true);
  });
});
