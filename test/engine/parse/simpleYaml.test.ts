/**
 * The simple-frontmatter fast path (simpleYaml.ts) must return exactly what the
 * `yaml` package path (readFull) returns whenever it accepts a text, under the
 * core schema (`yaml` rule) and YAML 1.1 (`pyyaml` rule). Checked three ways:
 * hand-written expectations, a differential property over generated
 * frontmatter built from awkward fragments, and every real frontmatter of the
 * shared corpus. The acceptance checks make sure the fast path is taken for the
 * common shapes (it is what keeps the cold scan near the read floor).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument, Schema } from 'yaml';
import { readSimpleYaml } from '../../../src/shared/engine/parse/simpleYaml';
import { documentRead, readFull } from '../../../src/shared/engine/parse/yaml';
import { findFence } from '../../../src/shared/engine/parse/fence';
import { sharedDir } from '../../support/shared';

const CORE = new Schema({ schema: 'core' });
const Y11 = new Schema({ schema: 'yaml-1.1' });
const library = (src: string, schema: Schema) => readFull(src, schema, schema === CORE);
/** The `yaml` package's own parseDocument, read the same way (readFull composes with linear duplicate checks instead). */
const packageRead = (src: string, schema: Schema) => documentRead(parseDocument(src, { schema, prettyErrors: true, uniqueKeys: schema === CORE }), src);

/** Fast path vs library (and the library path vs the package's parseDocument); returns whether the fast path accepted. */
function agrees(src: string, schema: Schema): boolean {
  const lib = library(src, schema);
  expect(lib, JSON.stringify(src)).toEqual(packageRead(src, schema));
  const fast = readSimpleYaml(src, schema);
  if (fast === null) return false;
  expect(fast, JSON.stringify(src)).toEqual(lib);
  return true;
}

describe('simple frontmatter: hand-written expectations', () => {
  it('reads the common shapes', () => {
    const src = [
      'name: pdf-tools',
      'description: >-',
      '  Fill forms and extract text.',
      '  Use for PDFs.',
      '',
      '  Second paragraph.',
      'allowed-tools: ["Bash(npm run:*)", Read, \'it\'\'s\']',
      'version: 1.4.8',
      '# a comment line',
      'paths:',
      '  - "src/**/*.ts"',
      '  - docs/*.md',
      'hint:',
      'body: |',
      '  line one',
      '    indented',
      'user-invocable: false',
      'max: 12',
      'metadata:',
      '  author: jane',
      '  version: "1.18"',
      '',
    ].join('\n');
    const r = readSimpleYaml(src, CORE);
    expect(r?.data).toEqual({
      name: 'pdf-tools',
      description: 'Fill forms and extract text. Use for PDFs.\nSecond paragraph.',
      'allowed-tools': ['Bash(npm run:*)', 'Read', "it's"],
      version: '1.4.8',
      paths: ['src/**/*.ts', 'docs/*.md'],
      hint: null,
      body: 'line one\n  indented\n',
      'user-invocable': false,
      max: 12,
      metadata: { author: 'jane', version: '1.18' },
    });
    expect(r?.keys.name).toEqual({ keyStart: 0, keyEnd: 4, valueStart: 6, valueEnd: 15, style: 'PLAIN' });
    expect(r?.keys.description.style).toBe('BLOCK_FOLDED');
    expect(r?.keys.paths.style).toBe('SEQ');
    expect(r?.keys.hint.style).toBe('NULL');
    expect(r?.keys.metadata.style).toBe('MAP');
    expect(agrees(src, CORE)).toBe(true);
  });

  it('reads CRLF line ends as line breaks, with offsets into the CRLF text', () => {
    const src = 'name: x\r\ndescription: >-\r\n  a\r\n  b\r\ntools:\r\n  - R\r\n';
    const r = readSimpleYaml(src, CORE);
    expect(r?.data).toEqual({ name: 'x', description: 'a b', tools: ['R'] });
    expect(r?.keys.description).toEqual({ keyStart: 9, keyEnd: 20, valueStart: 22, valueEnd: 34, style: 'BLOCK_FOLDED' });
    expect(r?.keys.tools).toEqual({ keyStart: 36, keyEnd: 41, valueStart: 46, valueEnd: 49, style: 'SEQ' });
    expect(agrees(src, CORE)).toBe(true);
  });

  it('maps offsets back through mixed CRLF and LF line ends (found by a fuzzer)', () => {
    for (const src of ['\na: 1\r\n', 'a:\r\nb:\nc:', 'a: |\n  x\r\n  y\n', 'a:\r\n  - x\n  - y\r\n']) {
      expect(agrees(src, CORE), JSON.stringify(src)).toBe(true);
      expect(agrees(src, Y11), JSON.stringify(src)).toBe(true);
    }
    expect(readSimpleYaml('a:\r\nb:\nc:', CORE)?.keys.c).toEqual({ keyStart: 7, keyEnd: 8, valueStart: 9, valueEnd: 9, style: 'NULL' });
  });

  it('ends a list range as readFull does when its last item is only non-space white space (found by a fuzzer)', () => {
    for (const src of ['a:\n - \u00a0', 'a:\n - \u00a0\nb: 1\n', 'a:\n - x\n - \u00a0\n']) expect(agrees(src, CORE), JSON.stringify(src)).toBe(true);
    expect(readSimpleYaml('a:\n - \u00a0', CORE)?.keys.a.valueEnd).toBe(5);
  });

  it('resolves plain scalars with the schema in use', () => {
    expect(readSimpleYaml('a: 1\nb: true\nc: ~\nd: 0x1f\ne: .inf\nf: [1, yes]\n', CORE)?.data).toEqual({ a: 1, b: true, c: null, d: 31, e: Infinity, f: [1, 'yes'] });
    expect(readSimpleYaml('a: yes\nb: off\nc: 0b11\nd: [on]\n', Y11)?.data).toEqual({ a: true, b: false, c: 3, d: [true] });
    expect(readSimpleYaml('a: ~\n', CORE)?.keys.a.style).toBe('NULL');
  });

  it('declines what it does not model, so the library reads it', () => {
    const declined = [
      'a: x # comment\n',
      'a: "esc\\n"\n',
      'a: &x y\nb: *x\n',
      'a: !!str 1\n',
      'a: {b: c}\n',
      'a:\n  b:\n    c: d\n',
      'a: multi\n  line\n',
      'a: x\na: y\n',
      'a:\n  b: 1\n  b: 2\n',
      'a:\tb\n',
      'a: b\rc: d\n',
      'a: b: c\n',
      '"a": b\n',
      'true: x\n',
      'a: >2\n   x\n',
      'a: |+\n  x\n',
      'a: |\n\n  x\n',
      '',
      '# only a comment\n',
    ];
    for (const src of declined) expect(readSimpleYaml(src, CORE), JSON.stringify(src)).toBeNull();
    expect(readSimpleYaml('a: 2024-01-02\n', Y11)).toBeNull(); // a timestamp (Date) under YAML 1.1
  });
});

// Fragments: mostly ordinary, with every YAML indicator, schema look-alikes, quotes,
// non-ASCII and odd spacing mixed in, so texts land on both sides of the subset's edge.
const pick = <T,>(good: T[], bad: T[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: fc.constantFrom(...bad) });
// Repeats are frequent (a small pool), and keys named like Object.prototype members are ordinary keys.
const KEY = pick(['name', 'description', 'allowed-tools', 'x_y', 'k', 'when_to_use', 'constructor', 'toString', 'hasOwnProperty'], ['true', 'yes', 'on', 'null', 'a b', '1a', '__proto__', '-k', '"q"']);
const SEP = pick([': '], [':', ':  ', ' : ', ':\t']);
const WORD = pick(['plain words', 'nbsp\u00a0', 'ideographic\u3000', '\u00a0lead', 'true', 'False', '12', '-3', '1.5', '~', 'null', 'C#', 'a:b', '1.4.8', 'é — ü', '日本', 'trail  ', '"q"', '"q"  ', "'it''s'", '""', "''", '[a, b]', '[a,b ]', '[]', '[ ]', '["x", \'y\']', '|', '>', '>-', ''],
  ['a #b', 'a: b', 'ends:', 'yes', 'No', 'on', 'y', 'null', '~', '1', '0o7', '012', '0x1F', '1_000', '.5', '1e3', '.inf', '2024-01-02', '1:30', '-x', '- x', '?x', ':x',
    '%x', '@x', '`x`', '!x', '&a x', '*a', '|+', '>2', '[a, ]', '[a: b]', '[{}]', '{a: b}', '"a\\"b"', '"a', "'a", 'x\ty', '[yes]', '[1, a]']);
const CONT = pick(['  more', '  - item', '- item', '  - "q"', '  - n\u00a0', '  - \u00a0', '', '  x', '  y z', '  author: x', '  version: "1.2"', '  n: 1', '  l: [a, 1]', '  constructor: x', '  n: 2'], ['  -', '    deeper', '  # c', '# c', '   ', '  yes', ' x', '\tx', '---', '...', '  - a: b', '    c: d', ' z: 1', '  b:x', '  b:', '  k: v # c']);
const line = fc.oneof({ weight: 3, arbitrary: fc.tuple(KEY, SEP, WORD).map(([k, sp, v]) => k + sp + v) }, { weight: 2, arbitrary: CONT });
const frontmatter = fc.tuple(fc.array(line, { minLength: 1, maxLength: 8 }), fc.boolean()).map(([ls, nl]) => ls.join('\n') + (nl ? '\n' : ''));

describe('simple frontmatter: differential against the yaml package', () => {
  it('equals the library on every generated text it accepts (core and YAML 1.1)', () => {
    let accepted = 0;
    // Line ends: all LF, all CRLF, or each break picked at random (mixed files exist).
    const ends = fc.constantFrom('lf', 'crlf', 'mixed');
    fc.assert(fc.property(frontmatter, ends, fc.infiniteStream(fc.boolean()), (lf, mode, coin) => {
      const src = mode === 'lf' ? lf : lf.replace(/\n/g, () => (mode === 'crlf' || coin.next().value ? '\r\n' : '\n'));
      if (agrees(src, CORE)) accepted++;
      agrees(src, Y11);
    }), { numRuns: 4000 });
    // The generator is hostile on purpose, yet plenty of its output is simple.
    expect(accepted).toBeGreaterThan(100);
  });

  it('equals the library on block scalars with blank lines, chomping and ends', () => {
    const block = fc.tuple(
      fc.constantFrom('|', '>', '|-', '>-', '|+', '>+'),
      fc.array(fc.constantFrom('  x', '  y z', '  trail ', '    more', '', '  ', '   ', '  é'), { minLength: 1, maxLength: 6 }),
      fc.constantFrom('', '\n', '\n\n', '\nnext: k', '\n\nnext: k\n', '\n# c\nnext: k'),
    ).map(([h, ls, tail]) => `a: ${h}\n${ls.join('\n')}${tail}`);
    fc.assert(fc.property(block, fc.boolean(), (lf, crlf) => { agrees(crlf ? lf.replace(/\n/g, '\r\n') : lf, CORE); }), { numRuns: 3000 });
  });

  it('equals the library on nested mappings and block lists', () => {
    const nested = fc.tuple(
      fc.array(fc.constantFrom('  author: x', '  version: "1.2"', '  n: 1', '  on: y', '  l: [a, 1]', '  - item', '  - 2', '', '    c: d', ' z: 1', '  b:x', '  b:', '  k: v # c', '  k: a: b', '  k: nb\u00a0', '  l: [a\u00a0, b]', '- top'), { minLength: 1, maxLength: 5 }),
      fc.constantFrom('', '\n', '\nnext: k', '\n\nnext: k\n'),
    ).map(([ls, tail]) => `a:\n${ls.join('\n')}${tail}`);
    let accepted = 0;
    fc.assert(fc.property(nested, (src) => { if (agrees(src, CORE)) accepted++; agrees(src, Y11); }), { numRuns: 3000 });
    expect(accepted).toBeGreaterThan(100);
  });
});

const corpus = sharedDir('corpus');
describe.skipIf(!corpus)('simple frontmatter: the shared corpus', () => {
  it('equals the library on every real frontmatter it accepts, and accepts most of them', () => {
    const files: string[] = [];
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(d, e.name));
        else if (e.name === 'SKILL.md') files.push(path.join(d, e.name));
      }
    };
    walk(corpus!);
    let withBlock = 0;
    let accepted = 0;
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      const fence = findFence(text, 'cc');
      if (fence.kind !== 'found') continue;
      withBlock++;
      const fm = text.slice(fence.fmStart, fence.fmEnd);
      if (agrees(fm, CORE)) accepted++;
      agrees(fm, Y11);
    }
    expect(withBlock).toBeGreaterThan(100);
    expect(accepted / withBlock).toBeGreaterThan(0.6);
  });
});
