/** scripts/ci-summary.mjs: the closing line of .ci/run sums npm test and the conformance report. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(__dirname, '../../scripts/ci-summary.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-summary-'));

function run(log: string | null, report: unknown): { last: string; status: number | null; lines: string[] } {
  const l = path.join(dir, `log-${Math.random()}`);
  const c = path.join(dir, `conf-${Math.random()}.json`);
  if (log !== null) fs.writeFileSync(l, log);
  if (report !== null) fs.writeFileSync(c, typeof report === 'string' ? report : JSON.stringify(report));
  const r = spawnSync(process.execPath, [script, l, c], { encoding: 'utf8' });
  const lines = r.stdout.trim().split('\n');
  return { last: lines[lines.length - 1] ?? '', status: r.status, lines };
}

describe('ci-summary', () => {
  it('sums the last summary line of npm test and the conformance counts', () => {
    expect(run('x\n1 passed, 0 failed\nnoise\n1200 passed, 0 failed, 4 skipped\n', { passed: 300, failed: 0 })).toMatchObject({ last: '1500 passed, 0 failed, 4 skipped', status: 0 });
    expect(run('10 passed, 2 failed\n', { passed: 5, failed: 1 })).toMatchObject({ last: '15 passed, 3 failed', status: 1 });
  });

  it('a missing part counts as a failure', () => {
    expect(run(null, { passed: 5, failed: 0 })).toMatchObject({ last: '5 passed, 1 failed', status: 1 });
    expect(run('10 passed, 0 failed\n', null)).toMatchObject({ last: '10 passed, 1 failed', status: 1 });
    expect(run('10 passed, 0 failed\n', '{"passed":"x"}')).toMatchObject({ last: '10 passed, 1 failed', status: 1 });
  });

  it('names the failed tests again just above the closing line (CI keeps only the tail)', () => {
    const log = 'note: browser: FAILED test/browser/a.test.ts > pane > paints\nlots of output\n3 passed, 1 failed\n';
    const r = run(log, { passed: 5, failed: 0 });
    expect(r.last).toBe('8 passed, 1 failed');
    expect(r.lines.slice(-2, -1)).toEqual(['note: browser: FAILED test/browser/a.test.ts > pane > paints']);
  });
});
