#!/usr/bin/env node
// Browser side of `npm run bench`: the built app in the web host on the
// generated tree, driven by playwright-core in Debian's Chromium. Measures,
// 1. start-up: the catalog painted in the page (every skill counted in the
//    sidebar, then the frame that shows it), timed two ways: from the page's
//    navigation start with the page's own clock (`performance.now()`, whose
//    origin is the navigation start: what an open window or Electron's window
//    pays), and from spawning `npm start` (scripts/start.mjs --no-build, on a
//    built checkout; with no Electron binary it serves the web host), which
//    includes launching Chromium (3–9 s here); plus spawn → the host's URL;
// 2. for a skill whose description is listed in full, the time from a key event
//    in the editor to the listing preview showing the new text (DOM) and to the
//    end of the frame that paints it (median of N);
// 3. in the same keys, the editor's own echo: the typed text in Monaco's view
//    lines, and the frame that paints it; and its floor, measured in the same
//    run with each key alternating with one of the app's: Monaco alone (same
//    package, options, language, themes, editor size, text and caret; no React,
//    stores, listing or our providers), a page built and served on 127.0.0.1 by
//    scripts/bench/monaco-floor.mjs. The difference is what is ours in a key.
//
//   node scripts/bench/browser.mjs TREE [--edits N]
//
// Prints one JSON line: {skills, edits, median, paintMedian, p95, min, echoMedian,
// echoMin, echoMax, floorEchoMedian, floorEchoMin, floorEchoMax, floorEdits, startMs,
// hostMs, pageStartMs, scriptMs, catalogCount} (ms; pageStartMs and scriptMs by the page's clock).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveMonacoFloor } from './monaco-floor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tree = path.resolve(process.argv[2] ?? '.bench/tree');
const edits = Number(process.argv[process.argv.indexOf('--edits') + 1]) || 7;
const manifest = JSON.parse(fs.readFileSync(path.join(tree, 'manifest.json'), 'utf8'));
const project = manifest.roots.project;
const home = manifest.roots.home;
const CHROMIUM = '/usr/bin/chromium';
const LISTING = '[data-testid=listing-main-text]';
const APP_EDITOR = '.editor-host .monaco-editor';
const APP_LINES = `${APP_EDITOR} .view-lines`;
if (!fs.existsSync(CHROMIUM)) { console.log(JSON.stringify({ skipped: 'no /usr/bin/chromium' })); process.exit(0); }

// 1,267 names alone exceed the default 8,000 budget; a larger budget (as
// SLASH_COMMAND_TOOL_CHAR_BUDGET would set) keeps many descriptions in full.
const env = { ...process.env, SLASH_COMMAND_TOOL_CHAR_BUDGET: '60000' };
// A skill listed in full, found with the CLI on the same roots.
const cli = spawnSync(process.execPath, [path.join(root, 'out/cli/skill-studio.cjs'), 'listing', '--json', '--no-bundled', '--project', project, '--home', home], { encoding: 'utf8', maxBuffer: 1 << 28, env });
const listing = JSON.parse(cli.stdout);
const full = listing.entries.find((e) => e.fate === 'full' && !e.name.includes(':'));
if (!full) throw new Error('no skill listed in full');
const file = listing.entries.find((e) => e.id === full.id)?.path ?? path.join(project, '.claude/skills', full.id, 'SKILL.md');
const original = fs.readFileSync(file, 'utf8');
const descLine = original.split(/\r?\n/).findIndex((l) => l.startsWith('description:')) + 1;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-bench-browser-'));
const tStart = performance.now();
// Its own process group, so the web host that start.mjs spawns is stopped with it.
const host = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-build', '--no-open', '--project', project, '--home', home, '--port', '0', '--data-dir', dataDir, '--no-bundled'], { stdio: ['ignore', 'pipe', 'pipe'], env, detached: true });
const url = await new Promise((resolve, reject) => {
  const t = setTimeout(() => reject(new Error('web host did not start')), 60_000);
  host.stdout.on('data', (d) => { const m = /running at (\S+)/.exec(String(d)); if (m) { clearTimeout(t); resolve(m[1]); } });
});
const hostMs = performance.now() - tStart;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  // The page's own clock: from the document's creation, each animation frame checks whether the
  // sidebar counts every skill; the task posted from that frame runs after it is rendered.
  await page.addInitScript((n) => {
    const shown = () => {
      const m = /^(\d+)\/(\d+)$/.exec(document.querySelector('[data-testid="catalog-count"]')?.textContent ?? '');
      return !!m && Number(m[2]) >= n && !!document.querySelector('[data-testid="skill-row"]');
    };
    const frame = () => {
      if (!shown()) { requestAnimationFrame(frame); return; }
      const c = new MessageChannel();
      c.port1.onmessage = () => { window.__catalogPaintedAt = performance.now(); };
      c.port2.postMessage(0);
    };
    requestAnimationFrame(frame);
  }, listing.entries.length);
  await page.goto(url);
  // Start-up ends when the sidebar counts every skill (shown/total, total ≥ the listing's) and that frame is painted.
  await page.waitForFunction((n) => {
    const m = /^(\d+)\/(\d+)$/.exec(document.querySelector('[data-testid="catalog-count"]')?.textContent ?? '');
    return !!m && Number(m[2]) >= n && document.querySelector('[data-testid="skill-row"]');
  }, listing.entries.length, { timeout: 120_000, polling: 'raf' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0); })));
  const startMs = performance.now() - tStart;
  await page.waitForFunction(() => typeof window.__catalogPaintedAt === 'number', undefined, { timeout: 60_000 });
  const { pageStartMs, scriptMs } = await page.evaluate(() => ({
    pageStartMs: window.__catalogPaintedAt - performance.getEntriesByType('navigation')[0].startTime,
    // The end of the last script's download (the lazy Monaco chunk included), by the same clock.
    scriptMs: Math.max(0, ...performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script').map((e) => e.responseEnd)),
  }));
  const catalogCount = await page.locator('[data-testid="catalog-count"]').textContent();
  const row = page.locator(`[data-testid="skill-row"][data-name="${full.id}"] .skill-open`);
  const filter = page.getByRole('searchbox').first();
  if (await filter.count()) await filter.fill(full.id);
  await row.first().waitFor({ timeout: 60_000 });
  await row.first().click();
  await page.locator('.editor-host .monaco-editor .view-lines').first().waitFor();
  await page.locator('[data-testid=listing-main-text]').waitFor({ timeout: 60_000 });
  await page.locator('.editor-host .monaco-editor .view-lines').click();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < descLine; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  // The floor: Monaco alone at the app editor's size and theme, on the same text, given the same
  // keys, one after each of the app's (alternating, so both see the same machine load).
  const box = await page.locator(APP_EDITOR).first().boundingBox();
  const theme = (await page.locator(APP_EDITOR).first().getAttribute('class')).split(/\s+/).includes('vs-dark') ? 'studio-dark' : 'studio-light';
  const floor = await openFloor(browser, { text: original, path: file, width: Math.round(box.width), height: Math.round(box.height), theme });
  const floorTimes = [];
  await page.bringToFront();
  // BENCH_PROFILE=FILE: a CPU profile of the edits (.cpuprofile, for DevTools).
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  // BENCH_TRACE=FILE: a Chrome trace of the edits (DevTools Performance panel, or
  // scripts/bench/trace-frames.mjs FILE for the work of each key's frames: script, style, layout, paint).
  if (process.env.BENCH_TRACE) await browser.startTracing(page, { path: process.env.BENCH_TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  // BENCH_ALLOC=FILE: a sampling heap profile of the edits' allocations, collected objects included (.heapprofile).
  const alloc = process.env.BENCH_ALLOC ? await page.context().newCDPSession(page) : null;
  if (alloc) { await alloc.send('HeapProfiler.enable'); await alloc.send('HeapProfiler.startSampling', { samplingInterval: 2048, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }); }
  const times = [];
  for (let k = 0; k < edits; k++) {
    const marker = `Q${k}Z`;
    const done = page.evaluate(measureKey, { marker, targets: [LISTING, APP_LINES] });
    await page.keyboard.insertText(marker.slice(0, -1));
    await page.waitForTimeout(400);
    await page.keyboard.type(marker.slice(-1));
    const [listingT, echoT] = await done;
    times.push({ ...listingT, echo: echoT });
    floorTimes.push(await floor.key(marker));
    await page.bringToFront();
  }
  await floor.close();
  if (alloc) { const { profile } = await alloc.send('HeapProfiler.stopSampling'); fs.writeFileSync(process.env.BENCH_ALLOC, JSON.stringify(profile)); }
  if (process.env.BENCH_TRACE) await browser.stopTracing();
  if (cdp) { const { profile } = await cdp.send('Profiler.stop'); fs.writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile)); }
  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  const dom = sorted(times.map((t) => t.dom));
  const paint = sorted(times.map((t) => t.paint));
  const echo = sorted(times.map((t) => t.echo.paint));
  const floorEcho = sorted(floorTimes.map((t) => t.paint));
  const mid = (xs) => xs[xs.length >> 1];
  console.log(JSON.stringify({
    skills: listing.entries.length, edits: times.length, median: mid(dom), paintMedian: mid(paint), p95: paint[paint.length - 1], min: paint[0],
    echoMedian: mid(echo), echoMin: echo[0], echoMax: echo[echo.length - 1],
    floorEchoMedian: mid(floorEcho), floorEchoMin: floorEcho[0], floorEchoMax: floorEcho[floorEcho.length - 1], floorEdits: floorEcho.length,
    startMs, hostMs, pageStartMs, scriptMs, catalogCount,
  }));
} finally {
  await browser.close();
  try { process.kill(-host.pid, 'SIGTERM'); } catch { host.kill(); }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * In the page: resolves, for each selector in `targets`, `{dom, paint}`: ms from the keydown of
 * the next key to the element holding `marker` in its text (`dom`), and to the end of the frame
 * that paints that change (`paint`). A task posted during a frame's rendering update runs only
 * after it (tasks never interleave with it), so: a change made inside a frame (animation-frame
 * callbacks, where Monaco renders its view) is painted when a task posted then runs; a change made
 * in an ordinary task waits for the next frame (posted from its animation frame).
 */
function measureKey({ marker, targets }) {
  return new Promise((resolve) => {
    let t0 = 0;
    let inFrame = false;
    let live = true;
    const results = targets.map(() => null);
    let left = targets.length;
    const afterRender = (fn) => { const c = new MessageChannel(); c.port1.onmessage = fn; c.port2.postMessage(0); };
    const loop = () => { if (!live) return; inFrame = true; afterRender(() => { inFrame = false; }); requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
    window.addEventListener('keydown', () => { t0 = performance.now(); }, { capture: true, once: true });
    const painted = (i, dom) => afterRender(() => {
      results[i] = { dom, paint: performance.now() - t0 };
      if (--left === 0) { live = false; resolve(results); }
    });
    const seen = targets.map(() => false);
    const check = () => {
      if (!t0) return;
      for (const [i, sel] of targets.entries()) {
        if (seen[i] || !document.querySelector(sel)?.textContent?.includes(marker)) continue;
        seen[i] = true;
        const dom = performance.now() - t0;
        if (inFrame) painted(i, dom); else requestAnimationFrame(() => painted(i, dom));
      }
      if (seen.every(Boolean)) obs.disconnect();
    };
    const obs = new MutationObserver(check);
    obs.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The floor of the editor's echo: a fresh page with Monaco alone (scripts/bench/monaco-floor.mjs),
 * opened with `spec` (the app's text, editor size and theme), its caret moved as the app's was.
 * Resolves to `{ key(marker), close() }`: `key` types `marker` as the app's loop does and resolves
 * to that key's `{dom, paint}` for the typed text in Monaco's view lines.
 */
async function openFloor(browser, spec) {
  const served = await serveMonacoFloor(root, path.join(root, '.bench/monaco-floor'));
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const contacted = new Set();
  page.on('request', (r) => contacted.add(new URL(r.url()).host));
  const close = async () => { await page.close(); served.close(); };
  try {
    await page.goto(served.url);
    await page.waitForFunction(() => !!window.__floor);
    await page.evaluate((s) => window.__floor.open(s), spec);
    await page.locator('.view-lines').first().waitFor();
    // The app's caret moves: Control+Home, ArrowDown to the description, End (with wordWrap, the
    // end of its first visual line).
    await page.keyboard.press('Control+Home');
    for (let i = 1; i < descLine; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
  } catch (e) { await close(); throw e; }
  // BENCH_PROFILE=FILE: the floor page's CPU profile of the same keys goes to FILE.floor.cpuprofile.
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  return {
    async key(marker) {
      await page.bringToFront();
      const done = page.evaluate(measureKey, { marker, targets: ['.monaco-editor .view-lines'] });
      await page.keyboard.insertText(marker.slice(0, -1));
      await page.waitForTimeout(400);
      await page.keyboard.type(marker.slice(-1));
      const [t] = await done;
      const foreign = [...contacted].filter((h) => !h.startsWith('127.0.0.1:'));
      if (foreign.length) throw new Error(`the floor page contacted ${foreign.join(', ')}`);
      return t;
    },
    async close() {
      if (cdp) { const { profile } = await cdp.send('Profiler.stop'); fs.writeFileSync(`${process.env.BENCH_PROFILE}.floor.cpuprofile`, JSON.stringify(profile)); }
      await close();
    },
  };
}
