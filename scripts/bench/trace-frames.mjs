#!/usr/bin/env node
// Where a key's time goes, from a Chrome trace of the bench's edits
// (BENCH_TRACE=FILE npm run bench -- --only browser). For each keydown on the
// page's main thread, up to the first frame commit that follows its
// animation-frame callbacks: the key's own events (keydown, keypress, input:
// Monaco's typing path and what the stores do synchronously), the wait for
// the frame, the animation-frame callbacks (Monaco's view render, the
// live-document pipeline and the listing preview), and style, layout, paint
// and commit of that frame. Prints one line per key and the medians (ms).
// Tracing itself slows the page down (~20-40 %): compare shares, not totals.
//
//   node scripts/bench/trace-frames.mjs FILE [--floor]
//
// --floor: the same for the Monaco-alone floor page's keys (browser.mjs types
// one there after each of the app's; its renderer is the one of the last keydown).
import fs from 'node:fs';

const file = process.argv[2];
if (!file) { console.error('usage: trace-frames.mjs TRACE.json [--floor]'); process.exit(2); }
const floor = process.argv.includes('--floor');
const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
const events = raw.traceEvents ?? raw;
const isKey = (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown';
const keydowns = events.filter((e) => e.ph === 'X' && isKey(e));
const key = floor ? keydowns[keydowns.length - 1] : keydowns[0];
if (!key) { console.error('no keydown in the trace'); process.exit(1); }
const main = events.filter((e) => e.ph === 'X' && e.pid === key.pid && e.tid === key.tid).sort((a, b) => a.ts - b.ts);
const KEY_EVENTS = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'textInput']);
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit']);

const rows = [];
for (const k of main.filter(isKey)) {
  const t0 = k.ts;
  let keyEnd = t0; let rafStart = 0; let raf = 0; let style = 0; let paint = 0; let end = 0;
  for (const e of main) {
    if (e.ts < t0) continue;
    if (e.ts > t0 + 200_000) break;
    const type = e.args?.data?.type;
    if (!rafStart && e.name === 'EventDispatch' && KEY_EVENTS.has(type)) { keyEnd = Math.max(keyEnd, e.ts + e.dur); continue; }
    if (e.name === 'FireAnimationFrame') { if (!rafStart) rafStart = e.ts; raf += e.dur; continue; }
    if (!rafStart) continue;
    if (STYLE_LAYOUT.has(e.name)) style += e.dur;
    else if (PAINT.has(e.name)) paint += e.dur;
    if (e.name === 'Commit') { end = e.ts + e.dur; break; }
  }
  if (!end) continue;
  const ms = (us) => us / 1000;
  rows.push({ key: ms(keyEnd - t0), wait: ms(rafStart - keyEnd), raf: ms(raf), style: ms(style), paint: ms(paint), total: ms(end - t0) });
}
const cols = ['key', 'wait', 'raf', 'style', 'paint', 'total'];
console.log(cols.map((c) => c.padStart(7)).join(''));
for (const r of rows) console.log(cols.map((c) => r[c].toFixed(1).padStart(7)).join(''));
const median = (c) => { const v = rows.map((r) => r[c]).sort((a, b) => a - b); return v[v.length >> 1] ?? NaN; };
console.log(cols.map((c) => median(c).toFixed(1).padStart(7)).join(''), ' (medians)');
