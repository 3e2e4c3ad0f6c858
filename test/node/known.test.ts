/** Known differences (src/node/conformance/known.ts): the file format, matching, stale entries. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAUDE_CODE_VERSIONS } from '../../src/shared/engine/profiles/claudeCodeVersions';
import { judge, parseKnown, skeleton, unknownInputs, type KnownDifference } from '../../src/node/conformance/known';
import type { Difference } from '../../src/node/conformance/compare';

const file = (differences: unknown[]) => JSON.stringify({ differences });
const K = (o: Partial<KnownDifference>): KnownDifference => ({ input: 'cases/B01 listing', version: '2.1.332', field: 'entry', entries: ['a'], what: 'w', reason: 'r', points: [1], ...o });
const entry = (name: string): Difference => ({ field: 'entry', entry: name, claude: `- ${name}: x`, engine: `- ${name}: y` });

describe('parseKnown', () => {
  it('reads a valid file (points default to none)', () => {
    const ks = parseKnown(file([{ input: 'i', version: '2.1.112', field: 'command', what: 'final newline', reason: 'point 20' }]));
    expect(ks).toEqual([{ input: 'i', version: '2.1.112', field: 'command', what: 'final newline', reason: 'point 20', points: [] }]);
  });

  it('rejects an entry without a reason, an unknown field or key, and "run"', () => {
    expect(() => parseKnown(file([{ input: 'i', version: 'v', field: 'command', what: 'w' }]))).toThrow(/reason/);
    expect(() => parseKnown(file([{ input: 'i', version: 'v', field: 'colour', what: 'w', reason: 'r' }]))).toThrow(/field/);
    expect(() => parseKnown(file([{ input: 'i', version: 'v', field: 'run', what: 'w', reason: 'r' }]))).toThrow(/field/);
    expect(() => parseKnown(file([{ input: 'i', version: 'v', field: 'body', what: 'w', reason: 'r', why: 'extra' }]))).toThrow();
  });

  it('needs entries for entry and delta differences, and only for them', () => {
    expect(() => parseKnown(file([{ input: 'i', version: 'v', field: 'entry', what: 'w', reason: 'r' }]))).toThrow(/entries/);
    expect(() => parseKnown(file([{ input: 'i', version: 'v', field: 'body', entries: ['a'], what: 'w', reason: 'r' }]))).toThrow(/entries/);
    expect(parseKnown(file([{ input: 'i', version: 'v', field: 'entry', entries: '*', what: 'w', reason: 'r' }]))[0].entries).toBe('*');
  });

  it('rejects two entries for the same thing', () => {
    const k = { input: 'i', version: 'v', field: 'body', what: 'w', reason: 'r' };
    expect(() => parseKnown(file([k, k]))).toThrow(/duplicate/);
  });

  it('the repository file parses and names only pinned versions', () => {
    const text = fs.readFileSync(path.join(__dirname, '../conformance/known-differences.json'), 'utf8');
    const ks = parseKnown(text);
    const ids = new Set(CLAUDE_CODE_VERSIONS.map((v) => v.id));
    expect(ks.filter((k) => !ids.has(k.version))).toEqual([]);
    for (const k of ks) expect(k.reason).not.toMatch(/TODO/);
  });
});

describe('judge', () => {
  const run = (differences: Difference[], o: Partial<{ input: string; version: string; failedToRun: boolean }> = {}) => ({ input: 'cases/B01 listing', version: '2.1.332', differences, failedToRun: false, ...o });

  it('a covered difference is known; an uncovered one is unexpected', () => {
    const j = judge([K({})], [run([entry('a'), entry('b')])]);
    expect(j.checks[0].known).toBe(1);
    expect(j.checks[0].unexpected).toEqual([entry('b')]);
    expect(j.stale).toEqual([]);
  });

  it('matches on input, version and field', () => {
    const j = judge([K({ version: '2.1.112' })], [run([entry('a')])]);
    expect(j.checks[0].unexpected).toHaveLength(1);
    const j2 = judge([K({ field: 'body', entries: undefined })], [run([{ field: 'body', claude: 'x', engine: 'y' }])]);
    expect(j2.checks[0].unexpected).toEqual([]);
  });

  it('"*" covers every entry of that listing', () => {
    expect(judge([K({ entries: '*' })], [run([entry('a'), entry('z')])]).checks[0].unexpected).toEqual([]);
  });

  it('an entry that no longer occurs is stale; so is the part of a list that no longer differs', () => {
    const j = judge([K({ field: 'command', entries: undefined }), K({ entries: ['a', 'b'] })], [run([entry('a')])]);
    expect(j.stale.map((s) => [s.known.field, s.entries ?? null])).toEqual([['command', null], ['entry', ['b']]]);
  });

  it('a check that could not be measured judges none of its entries; a pair that did not run is ignored', () => {
    const j = judge([K({}), K({ input: 'other', field: 'body', entries: undefined })], [run([{ field: 'run', claude: 'hung', engine: null }], { failedToRun: true })]);
    expect(j.stale).toEqual([]);
    expect(j.checks[0].unexpected.map((d) => d.field)).toEqual(['run']);
  });

  it('a run difference is never covered', () => {
    const j = judge([K({ field: 'body', entries: undefined })], [run([{ field: 'run', claude: 'x', engine: null }])]);
    expect(j.checks[0].unexpected).toHaveLength(1);
  });
});

describe('unknownInputs and skeleton', () => {
  it('names known entries for checks the suite does not have', () => {
    expect(unknownInputs([K({}), K({ input: 'gone' })], new Set(['cases/B01 listing'])).map((k) => k.input)).toEqual(['gone']);
  });

  it('a skeleton is a valid entry once its reason is written', () => {
    const s = skeleton('i', '2.1.112', entry('a'));
    expect(s).toMatchObject({ input: 'i', version: '2.1.112', field: 'entry', entries: ['a'] });
    expect(parseKnown(file([{ ...s, reason: 'because', what: 'it differs' }]))).toHaveLength(1);
  });
});
