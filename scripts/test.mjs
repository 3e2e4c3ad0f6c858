#!/usr/bin/env node
// `npm test`: build, run the unit tests and the browser tests, and end with one
// plain line `N passed, N failed[, N skipped]` counted from the runners' JSON
// reports (test-results/*.json), so CI sees a run that executed nothing.
//
//   node scripts/test.mjs [--only unit|browser] [--no-build]
//
// Browser tests need /usr/bin/chromium. Without it they are skipped loudly and
// counted as skipped, unless CI is set: then a missing Chromium is a failure.
// Exit code: non-zero when anything failed or no test ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
// SKILL_STUDIO_CHROMIUM only exists to exercise the skip/require paths of this script.
const CHROMIUM = process.env.SKILL_STUDIO_CHROMIUM ?? '/usr/bin/chromium';

function usage(msg) {
  console.error(`test.mjs: ${msg}\nusage: node scripts/test.mjs [--only unit|browser] [--no-build]`);
  process.exit(2);
}
const argv = process.argv.slice(2);
let only = null;
let build = true;
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--only') { only = argv[++i]; if (only !== 'unit' && only !== 'browser') usage(`--only takes unit or browser, not ${only}`); }
  else if (argv[i].startsWith('--only=')) { only = argv[i].slice(7); if (only !== 'unit' && only !== 'browser') usage(`--only takes unit or browser, not ${only}`); }
  else if (argv[i] === '--no-build') build = false;
  else usage(`unknown option ${argv[i]}`);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Run a command in the repo with inherited output; returns its exit status. */
function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return r.status ?? 1;
}

function banner(lines) {
  const w = Math.max(...lines.map((l) => l.length)) + 4;
  console.log(`\n${'#'.repeat(w)}\n${lines.map((l) => `# ${l.padEnd(w - 4)} #`).join('\n')}\n${'#'.repeat(w)}\n`);
}

/**
 * Count passed/failed/skipped from a vitest JSON report. A file that failed to
 * load (no test results) counts as one failure; a non-zero exit with no failure
 * in the report (an unhandled error) counts as one too.
 */
function countReport(file, status, label) {
  let rep;
  try { rep = JSON.parse(fs.readFileSync(file, 'utf8')); } catch {
    totals.failed += 1;
    notes.push(`${label}: no JSON report (${path.relative(root, file)}); vitest exited with ${status}`);
    return;
  }
  const passed = rep.numPassedTests ?? 0;
  let failed = rep.numFailedTests ?? 0;
  const skipped = (rep.numPendingTests ?? 0) + (rep.numTodoTests ?? 0);
  for (const tr of rep.testResults ?? []) {
    // Name every failed test in the closing notes: CI shows only the end of the log.
    for (const a of tr.assertionResults ?? []) {
      if (a.status === 'failed') notes.push(`${label}: FAILED ${path.relative(root, tr.name)} > ${a.fullName ?? a.title}`);
    }
    if (tr.status === 'failed' && (tr.assertionResults ?? []).length === 0) {
      failed += 1;
      notes.push(`${label}: ${path.relative(root, tr.name)} failed to run: ${String(tr.message ?? '').split('\n')[0]}`);
    }
  }
  if (status !== 0 && failed === 0) {
    failed += 1;
    notes.push(`${label}: vitest exited with ${status} although no test failed (unhandled error?)`);
  }
  totals.passed += passed; totals.failed += failed; totals.skipped += skipped;
  console.log(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

/** Run vitest with `config`, a readable reporter and a JSON report at `out`. */
function vitest(config, out, label) {
  fs.rmSync(out, { force: true });
  const status = run(npx, ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${path.relative(root, out)}`, '--passWithNoTests']);
  countReport(out, status, label);
}

/** Number of tests vitest would run for `config` (for counting skipped browser tests). */
function countListed(config) {
  const r = spawnSync(npx, ['vitest', 'list', '--config', config, '--json'], { cwd: root, encoding: 'utf8' });
  try { const list = JSON.parse(r.stdout); if (Array.isArray(list)) return list.length; } catch { /* fall through */ }
  // Fallback: count the browser test files.
  const dir = path.join(root, 'test/browser');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.test.ts')) : [];
  return files.length;
}

fs.mkdirSync(results, { recursive: true });
let built = true;
if (build) {
  const wantApp = only !== 'unit';
  if (wantApp && run(npx, ['electron-vite', 'build']) !== 0) { built = false; notes.push('build: electron-vite build failed'); }
  if (run(process.execPath, ['scripts/build-cli.mjs']) !== 0) { built = false; notes.push('build: scripts/build-cli.mjs failed'); }
  if (!built) totals.failed += 1;
}

if (only !== 'browser') {
  vitest('vitest.config.mts', path.join(results, 'unit.json'), 'unit');
  // Persistence tests live outside the unit config's include list until it covers them.
  const unitConfig = fs.readFileSync(path.join(root, 'vitest.config.mts'), 'utf8');
  if (!unitConfig.includes('test/persistence') && fs.existsSync(path.join(root, 'test/persistence/vitest.config.mts'))) {
    vitest('test/persistence/vitest.config.mts', path.join(results, 'persistence.json'), 'persistence');
  }
}

if (only !== 'unit') {
  const haveChromium = fs.existsSync(CHROMIUM);
  const out = path.join(results, 'browser.json');
  if (!haveChromium && !process.env.CI) {
    const n = countListed('vitest.browser.config.mts');
    banner([`BROWSER TESTS SKIPPED: ${CHROMIUM} not found`, `${n} browser test(s) counted as skipped.`, 'Install it (apt-get install -y chromium) or set CI to require them.']);
    totals.skipped += n;
    fs.writeFileSync(out, JSON.stringify({ skipped: true, reason: `${CHROMIUM} missing`, numPendingTests: n }, null, 2));
  } else if (!haveChromium) {
    banner([`BROWSER TESTS REQUIRED (CI is set) but ${CHROMIUM} is missing`]);
    totals.failed += 1;
    notes.push(`browser: ${CHROMIUM} missing with CI set`);
  } else if (!built) {
    banner(['BROWSER TESTS NOT RUN: the build failed']);
    totals.failed += 1;
  } else {
    vitest('vitest.browser.config.mts', out, 'browser');
  }
}

for (const n of notes) console.log(`note: ${n}`);
const total = totals.passed + totals.failed;
if (total === 0) console.log('note: no test ran');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
