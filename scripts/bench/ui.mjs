#!/usr/bin/env node
// UI timing on a generated project (not part of the tests; no assertions):
//   npx electron-vite build && node scripts/bench/ui.mjs [count=5000]
// Prints: first skill row painted after page load, filter keystroke → tree
// narrowed, number of DOM rows in the tree, and number of diagnostic lines in
// the Listing pane before its text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const count = Number(process.argv[2] ?? 5000);
const TOPICS = ['deploy', 'review', 'lint', 'migrate', 'notes', 'triage', 'release', 'audit', 'profile', 'refactor'];
const id = (i) => `skill-${String(i).padStart(5, '0')}`;
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ss-uibench-')));
const project = path.join(tmp, 'project');
for (let i = 0; i < count; i++) {
  const d = path.join(project, '.claude/skills', id(i));
  fs.mkdirSync(d, { recursive: true });
  const t = TOPICS[i % TOPICS.length];
  fs.writeFileSync(path.join(d, 'SKILL.md'), `---\nname: ${id(i)}\ndescription: Helps ${t} things number ${i}; use when the user asks to ${t} a module, a service or a document in this repository.\n---\n# ${id(i)}\n\nDo the ${t}.\n`);
}
fs.mkdirSync(path.join(tmp, 'home')); fs.mkdirSync(path.join(tmp, 'data'));
const child = spawn(process.execPath, [path.join(root, 'out/main/webhost.js'), '--port', '0', '--no-open', '--data-dir', path.join(tmp, 'data'), '--project', project, '--home', path.join(tmp, 'home')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
const url = await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (d) => { out += d; const m = /Skill Studio is running at (\S+)/.exec(out); if (m) resolve(m[1]); });
  child.on('exit', (c) => reject(new Error(`web host exited ${c}`)));
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const apiTimes = [];
  page.on('response', (r) => { if (r.url().includes('/api/')) apiTimes.push(`${new URL(r.url()).pathname} ${Date.now() - t0}`); });
  if (process.env.UIBENCH_PROFILE) { globalThis.cdp = await page.context().newCDPSession(page); await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); }
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('[data-testid="skill-row"]').first().waitFor({ timeout: 120_000 });
  const firstRow = Date.now() - t0;
  await page.getByTestId('listing-main-text').waitFor({ timeout: 120_000 });
  const listingReady = Date.now() - t0;
  if (process.env.UIBENCH_VERBOSE) console.error(apiTimes.join('\n'));
  if (process.env.UIBENCH_PROFILE) { const { profile } = await cdp.send('Profiler.stop'); fs.writeFileSync(process.env.UIBENCH_PROFILE, JSON.stringify(profile)); }
  const domRows = await page.locator('[data-testid="skill-row"]').count();
  const listingDiagLines = await page.locator('[data-testid="listing-main"] .sp-diag').evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height > 0).length);
  const textFirst = await page.evaluate(() => {
    const text = document.querySelector('[data-testid="listing-main-text"]');
    const diag = document.querySelector('[data-testid="listing-main"] .sp-diag');
    return !diag || !!(text && (text.compareDocumentPosition(diag) & Node.DOCUMENT_POSITION_FOLLOWING));
  });
  await page.waitForTimeout(500);
  // Filter: type a query one key at a time, time until the tree shows exactly the match.
  const target = id(count - 7);
  const f = page.getByTestId('catalog-filter');
  await f.click();
  const t1 = Date.now();
  await page.keyboard.type(target, { delay: 0 });
  await page.waitForFunction((n) => { const r = document.querySelectorAll('[data-testid="skill-row"]'); return r.length === 1 && r[0].getAttribute('data-name') === n; }, target, { timeout: 120_000, polling: 16 });
  const filterTyped = Date.now() - t1;
  const idle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  // Clear the filter: back to everything.
  const t2 = Date.now();
  await f.fill('');
  await page.waitForFunction((n) => document.querySelector('[data-testid="catalog-count"]')?.textContent === `${n}/${n}`, count, { timeout: 120_000, polling: 16 });
  await idle();
  const filterCleared = Date.now() - t2;
  // A query matching many skills: one topic word, a tenth of them.
  const many = [...Array(count).keys()].filter((i) => i % TOPICS.length === 1).length;
  const t3 = Date.now();
  await f.fill(TOPICS[1]);
  await page.waitForFunction((m) => document.querySelector('[data-testid="catalog-count"]')?.textContent?.startsWith(`${m}/`), many, { timeout: 120_000, polling: 16 });
  await idle();
  const filterMany = Date.now() - t3;
  // One keystroke that matches nothing.
  const t4 = Date.now();
  await f.press('z');
  await page.waitForFunction(() => document.querySelector('[data-testid="catalog-count"]')?.textContent?.startsWith('0/'), undefined, { timeout: 120_000, polling: 16 });
  await idle();
  const oneKey = Date.now() - t4;
  console.log(JSON.stringify({ skills: count, firstRowMs: firstRow, listingReadyMs: listingReady, domRows, listingDiagLines, listingTextBeforeDiagnostics: textFirst, filterTypedMs: filterTyped, filterClearedMs: filterCleared, filterManyMs: filterMany, manyMatches: many, oneKeyNoMatchMs: oneKey }, null, 1));
} finally {
  await browser.close();
  child.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
}
