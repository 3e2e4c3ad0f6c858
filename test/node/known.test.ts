/** Known differences (src/node/conformance/known.ts): the file format, matching, stale entries. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAUDE_CODE_VERSIONS } from '../../src/shared/engine/profiles/claudeCodeVersions';
import { judge, parseKnown, skeleton, unknownInputs, type KnownDifference } from '../../src/node/conformance/known';
import type { Difference } from '../../src/node/conformance/compare';

const REASONS = { because: { text: 'made-up reason', points: [20] } };
const file = (differences: unknown[], reasons: unknown = REASONS) => JSON.stringify({ reasons, differences });
const K = (o: Partial<KnownDifference>): KnownDifference => ({ input: 'cases/B01 listing', version: '2.1.332', field: 'entry', entries: ['a'], what: 'w', reason: 'because', reasonText: 'r', points: [1], ...o });
const entry = (name: string): Difference => ({ field: 'entry', entry: name, claude: `- ${name}: x`, engine: `- ${name}: y` });
const ok = { input: 'i', version: '2.1.112', field: 'command', what: 'final newline', reason: 'because' };

describe('parseKnown', () => {
  it('reads a valid file and looks each reason up', () => {
    expect(parseKnown(file([ok]))).toEqual([{ ...ok, reasonText: 'made-up reason', points: [20] }]);
  });

  it('rejects an entry without a reason, with an unknown reason, an unknown field or key, and "run"', () => {
    const { reason: _r, ...noReason } = ok;
    expect(() => parseKnown(file([noReason]))).toThrow(/reason/);
    expect(() => parseKnown(file([{ ...ok, reason: 'other' }]))).toThrow(/no reason "other"/);
    expect(() => parseKnown(file([{ ...ok, field: 'colour' }]))).toThrow(/field/);
    expect(() => parseKnown(file([{ ...ok, field: 'run' }]))).toThrow(/field/);
    expect(() => parseKnown(file([{ ...ok, why: 'extra' }]))).toThrow();
  });

  it('rejects a reason no entry uses, and a reason without points', () => {
    expect(() => parseKnown(file([ok], { ...REASONS, spare: { text: 't', points: [] } }))).toThrow(/spare/);
    expect(() => parseKnown(file([ok], { because: { text: 't' } }))).toThrow(/points/);
  });

  it('needs entries for entry and delta differences, and only for them', () => {
    expect(() => parseKnown(file([{ ...ok, field: 'entry' }]))).toThrow(/entries/);
    expect(() => parseKnown(file([{ ...ok, field: 'body', entries: ['a'] }]))).toThrow(/entries/);
    expect(parseKnown(file([{ ...ok, field: 'entry', entries: '*' }]))[0].entries).toBe('*');
  });

  it('rejects two entries for the same check, release, field and reason; two reasons for one field are fine', () => {
    expect(() => parseKnown(file([ok, ok]))).toThrow(/two entries/);
    expect(parseKnown(file([ok, { ...ok, reason: 'also' }], { ...REASONS, also: { text: 't', points: [16] } }))).toHaveLength(2);
  });

  it('the repository file parses and names only pinned versions', () => {
    const text = fs.readFileSync(path.join(__dirname, '../conformance/known-differences.json'), 'utf8');
    const ks = parseKnown(text);
    const ids = new Set(CLAUDE_CODE_VERSIONS.map((v) => v.id));
    expect(ks.filter((k) => !ids.has(k.version))).toEqual([]);
    for (const k of ks) expect(`${k.what} ${k.reasonText}`).not.toMatch(/TODO/);
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

  it('an unstable entry (machine-dependent) covers its difference when it occurs and is never stale', () => {
    const k = K({ field: 'order', entries: undefined, unstable: true });
    expect(judge([k], [run([])]).stale).toEqual([]);
    expect(judge([k], [run([{ field: 'order', claude: ['a', 'b'], engine: ['b', 'a'] }])]).checks[0].unexpected).toEqual([]);
    expect(judge([K({ field: 'order', entries: undefined })], [run([])]).stale).toHaveLength(1);
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

  it('a skeleton is a valid entry once its reason is chosen', () => {
    const s = skeleton('i', '2.1.112', entry('a'));
    expect(s).toMatchObject({ input: 'i', version: '2.1.112', field: 'entry', entries: ['a'] });
    expect(() => parseKnown(file([s]))).toThrow(/TODO-reason-key/);
    expect(parseKnown(file([{ ...s, reason: 'because', what: 'it differs' }]))).toHaveLength(1);
  });
});
