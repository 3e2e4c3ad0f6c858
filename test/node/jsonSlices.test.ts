/** Sliced JSON gives exactly JSON.stringify's text, and yields to the event loop on big values. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringifyInSlices } from '../../src/node/app/jsonSlices';

describe('stringifyInSlices', () => {
  it('equals JSON.stringify on any JSON value (small leaf budget, so everything is walked)', async () => {
    await fc.assert(fc.asyncProperty(fc.jsonValue(), async (v) => {
      expect(await stringifyInSlices(v, 8, 1)).toBe(JSON.stringify(v));
    }), { numRuns: 300 });
  });

  it('leaves out undefined properties and writes undefined array elements as null, like JSON.stringify', async () => {
    const v = { a: undefined, b: [undefined, 1, () => 1], c: { d: undefined, e: new Date(0) }, ['__proto__']: 1 };
    expect(await stringifyInSlices(v, 8, 1)).toBe(JSON.stringify(v));
  });

  it('a big value yields to the event loop while it is written (a 20,000-diagnostic record)', async () => {
    const record = { id: 'many', diagnostics: Array.from({ length: 20_000 }, (_, i) => ({ code: 'unknown-field', message: `unknown key k${i}`.repeat(5), range: { line: i, column: 1 } })) };
    let turns = 0;
    let done = false;
    const spin = (async () => { while (!done) { await new Promise((r) => setImmediate(r)); turns++; } })();
    const text = await stringifyInSlices({ snapshot: { catalog: { skills: [record] } } }, 0);
    done = true;
    await spin;
    expect(text).toBe(JSON.stringify({ snapshot: { catalog: { skills: [record] } } }));
    expect(turns).toBeGreaterThan(10);
  });
});
