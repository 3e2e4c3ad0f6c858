/** Figures of a conformance run (src/node/conformance/report.ts). */
import { describe, expect, it } from 'vitest';
import { figures, formatTable } from '../../src/node/conformance/report';
import { judge } from '../../src/node/conformance/known';
import type { CheckResult } from '../../src/node/conformance/runCheck';

const base = { ms: 1, tries: 1, failedToRun: false, outbound: [], workDir: '/w' };
const results: CheckResult[] = [
  { ...base, id: 'a listing', version: 'v', kind: 'listing', listing: { identical: false, entriesSame: 2, entriesTotal: 3, claudeChars: 1, engineChars: 1, engineMode: 'fits', engineBudget: 8000 }, differences: [{ field: 'entry', entry: 'x', claude: 'a', engine: 'b' }] },
  { ...base, id: 'a model s', version: 'v', kind: 'invoke', invocation: { compared: ['verdict', 'command', 'toolResult', 'body'], claudeBodyChars: [1], engineBodyChars: [1], compacted: false }, differences: [{ field: 'command', claude: null, engine: 'c' }] },
  { ...base, id: 'a user /s', version: 'v', kind: 'invoke', failedToRun: true, differences: [{ field: 'run', claude: 'hung', engine: null }] },
];

describe('figures', () => {
  it('counts identical listings, entries and invocation fields; known-only checks pass; unmeasured ones fail', () => {
    const j = judge([{ input: 'a model s', version: 'v', field: 'command', what: 'w', reason: 'p21', reasonText: 'r', points: [21] }], results.map((r) => ({ input: r.id, version: r.version, differences: r.differences, failedToRun: r.failedToRun })));
    const f = figures(results, j).v;
    expect(f).toMatchObject({ checks: 3, passed: 1, passedWithKnown: 1, failed: 2, notMeasured: 1, listings: { same: 0, total: 1 }, entries: { same: 2, total: 3 }, stale: 0 });
    expect(f.invocation.command).toEqual({ same: 0, total: 1 });
    expect(f.invocation.body).toEqual({ same: 1, total: 1 });
    expect(f.invocation.refusal).toEqual({ same: 0, total: 0 });
    const t = formatTable('v', f);
    expect(t).toContain('listing identical            0 / 1');
    expect(t).toContain('1 passed (1 with known differences only), 2 failed, 1 could not be measured');
  });
});
