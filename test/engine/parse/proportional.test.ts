/**
 * Diagnostics stay proportional to the input (issue 11, point 11): messages
 * name at most MAX_LISTED items ("and N more"), each key keeps its own
 * diagnostic on its own range, and one file holds at most MAX_PER_CODE of one
 * code plus a `diagnostics-capped` summary. Work is counted, never timed.
 */
import { describe, expect, it } from 'vitest';
import { capDiagnostics, listText, MAX_LISTED, MAX_PER_CODE } from '../../../src/shared/engine/diagnostics/limits';
import { makeDiagnostic } from '../../../src/shared/engine/diagnostics/catalogue';
import { countPredicateCalls } from '../../support/work';
import { parse } from './helpers';

const manyKeys = (n: number, line = (j: number) => `k${j}: v${j}`) => `---\n${Array.from({ length: n }, (_, j) => line(j)).join('\n')}\ndescription: many\n---\nbody\n`;
const chars = (ds: { message: string }[]) => ds.reduce((a, d) => a + d.message.length, 0);

describe('lists in messages', () => {
  it('name at most MAX_LISTED items and count the rest', () => {
    expect(listText(['a', 'b'])).toBe('`a`, `b`');
    const many = Array.from({ length: 10_000 }, (_, i) => `k${i}`);
    expect(listText(many)).toBe(`${many.slice(0, MAX_LISTED).map((k) => `\`${k}\``).join(', ')} and 9,990 more`);
    expect(listText(['a'], 4)).toBe('`a` and 4 more');
  });
});

describe('capDiagnostics', () => {
  it('keeps the first MAX_PER_CODE of each code and sums up the rest on the first one left out', () => {
    const r = (line: number) => ({ line, column: 1, endLine: line, endColumn: 2 });
    const ds = [...Array.from({ length: MAX_PER_CODE + 5 }, (_, i) => makeDiagnostic('unknown-field', r(i + 1), { key: `k${i}` })), makeDiagnostic('name-missing', r(1))];
    const out = capDiagnostics(ds);
    expect(out.filter((d) => d.code === 'unknown-field')).toHaveLength(MAX_PER_CODE);
    expect(out.filter((d) => d.code === 'name-missing')).toHaveLength(1);
    const s = out.find((d) => d.code === 'diagnostics-capped')!;
    expect(s.data).toMatchObject({ code: 'unknown-field', shown: MAX_PER_CODE, omitted: 5, total: MAX_PER_CODE + 5 });
    expect(s.range).toEqual(r(MAX_PER_CODE + 1));
    expect(capDiagnostics(ds.slice(0, 3))).toEqual(ds.slice(0, 3));
  });
});

describe('10,000 unknown keys (agent-skills lists every one in every message)', () => {
  it('each key has its own unknown-field on its own line, messages are short, the rest is counted', () => {
    const r = parse(manyKeys(10_000), 'agent-skills', 'd');
    const unknown = r.diagnostics.filter((d) => d.code === 'unknown-field');
    expect(unknown).toHaveLength(MAX_PER_CODE);
    unknown.forEach((d, j) => {
      expect(d.data?.key).toBe(`k${j}`);
      expect(d.range.line).toBe(j + 2);
      expect(d.message.length).toBeLessThan(600);
      expect(d.message).toContain('and 9,990 more');
    });
    expect(r.diagnostics.find((d) => d.code === 'diagnostics-capped')?.data).toMatchObject({ code: 'unknown-field', omitted: 10_000 - MAX_PER_CODE });
    expect(chars(r.diagnostics)).toBeLessThan(1000 * (MAX_PER_CODE + 10));
    expect(JSON.stringify(r.diagnostics).length).toBeLessThan(2000 * (MAX_PER_CODE + 10));
  });

  it('the same under claude-code (one unknown-field per key, capped per file)', () => {
    const r = parse(manyKeys(10_000, (j) => `k${j}: v${j} # c`), 'claude-code', 'd');
    expect(r.diagnostics.filter((d) => d.code === 'unknown-field')).toHaveLength(MAX_PER_CODE);
    expect(r.keys.k9999).toBeDefined(); // every key keeps its range for hover and fixes
  });
});

describe('the CC retry on many broken lines', () => {
  it('lists the first rewritten values only, and maps ranges back in linear work', () => {
    const n = 2000;
    // The retry only rewrites keys of letters, `_` and `-` (§1.2): k-a, k-b, ... k-zz.
    const word = (j: number): string => (j < 26 ? String.fromCharCode(97 + j) : word(Math.floor(j / 26) - 1) + String.fromCharCode(97 + (j % 26)));
    const text = manyKeys(n, (j) => `k-${word(j)}: \`x${j}\``); // a backtick cannot start a plain value: one error per line
    const { result: r, calls } = countPredicateCalls(() => parse(text, 'claude-code', 'd'));
    expect(r.yamlState).toBe('recovered');
    const rec = r.diagnostics.filter((d) => d.code === 'yaml-recovered');
    expect(rec).toHaveLength(MAX_PER_CODE);
    expect(rec[0].data?.rewritten).toHaveLength(MAX_LISTED);
    expect(rec[0].data?.rewrittenMore).toBe(n - MAX_LISTED);
    expect(rec[5].range.line).toBe(7);
    expect(r.keys[`k-${word(n - 1)}`].value).toMatchObject({ line: n + 1, column: `k-${word(n - 1)}: `.length + 1 });
    expect(r.data[`k-${word(n - 1)}`]).toBe(`\`x${n - 1}\``);
    expect(calls).toBeLessThan(100 * n);
  });
});
