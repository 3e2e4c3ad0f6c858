#!/usr/bin/env node
// The closing line of .ci/run: `N passed, N failed[, N skipped]`, the sum of npm test's
// own summary line (the last such line of its log) and the conformance report
// (test-results/conformance.json, `passed`/`failed`). A missing or unreadable part
// counts as one failure, so a run that crashed never looks green.
//
//   node scripts/ci-summary.mjs NPM_TEST_LOG CONFORMANCE_JSON
// Exit code: 1 when anything failed or nothing passed.
import fs from 'node:fs';

const [log, conf] = process.argv.slice(2);
const total = { passed: 0, failed: 0, skipped: 0 };
const notes = [];

let line = null;
try {
  const lines = fs.readFileSync(log, 'utf8').split('\n').map((l) => l.trim());
  line = lines.reverse().find((l) => /^\d+ passed, \d+ failed(, \d+ skipped)?$/.test(l)) ?? null;
} catch { /* counted below */ }
// The failed tests' names (test.mjs's `note: … FAILED …` lines) again at the very end,
// next to the counts, since CI keeps only the tail of the output.
let failedNames = [];
try {
  failedNames = fs.readFileSync(log, 'utf8').split('\n').filter((l) => /^note: \w+: FAILED /.test(l)).slice(0, 20);
} catch { /* no log: counted below */ }
if (line) {
  const [, p, f, s] = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/.exec(line);
  total.passed += Number(p); total.failed += Number(f); total.skipped += Number(s ?? 0);
} else { total.failed += 1; notes.push(`npm test: no summary line in ${log}`); }

try {
  const r = JSON.parse(fs.readFileSync(conf, 'utf8'));
  if (!Number.isInteger(r.passed) || !Number.isInteger(r.failed)) throw new Error('no counts');
  total.passed += r.passed; total.failed += r.failed;
} catch (e) { total.failed += 1; notes.push(`conformance: no report at ${conf} (${e.message})`); }

for (const n of failedNames) console.log(n);
for (const n of notes) console.log(`note: ${n}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
