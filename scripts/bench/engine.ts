/**
 * Engine side of `npm run bench`, bundled by scripts/bench.mjs with esbuild and
 * run once per measurement in a fresh process:
 *
 *   node .bench/engine-bench.cjs MODE TREE
 *
 * MODE: cold | memory | activation | update | listing | watch | blowup. Prints
 * one JSON line (the last line of stdout) with the figures; times in ms.
 * `blowup CASE` (keys | placeholders | nesting) ignores TREE: see blowup.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { getProfile } from '../../src/shared/engine';
import { resolveRoots, scanCatalog, updateSkillText } from '../../src/shared/engine';
import { activation } from '../../src/shared/engine';
import { renderListing } from '../../src/shared/engine';
import { createNodeFsPort } from '../../src/node/fs/nodeFsPort';
import type { Catalog } from '../../src/shared/engine';
import { measureBlowup } from './blowup';

const [mode, treeArg, extra] = process.argv.slice(2);
if (mode === 'blowup') {
  // No tree needed: the hostile files and their twins are generated (blowup.ts).
  console.log(JSON.stringify(measureBlowup(String(extra), 5)));
  process.exit(0);
}
const tree = path.resolve(treeArg ?? '.bench/tree');
const manifest = JSON.parse(fs.readFileSync(path.join(tree, 'manifest.json'), 'utf8'));
const profile = getProfile('claude-code');
const port = createNodeFsPort();
const project: string = manifest.roots.project;
const home: string = manifest.roots.home;
const plugins = fs.readdirSync(manifest.roots.plugins, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(manifest.roots.plugins, e.name));
const config = { project, home, cwd: project, addDirs: [], skillsDirs: [], plugins, touched: [], bundled: false };

const median = (xs: number[]) => { const s = xs.slice().sort((a, b) => a - b); return s[s.length >> 1]; };
const p95 = (xs: number[]) => { const s = xs.slice().sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]; };
const out = (o: object) => console.log(JSON.stringify(o));
function gc(): void {
  v8.setFlagsFromString('--expose-gc');
  const f = vm.runInNewContext('gc') as () => void;
  f(); f();
}
/** Scan the tree without paths activation input (no touched files). */
function scan(): Catalog {
  const roots = resolveRoots(config, profile, { bundledDir: null, port });
  return scanCatalog(port, roots, profile, { cwd: project });
}
/** Skills spread over the catalog, `k` of them. */
function spread(cat: Catalog, k: number) {
  const step = Math.max(1, Math.floor(cat.skills.length / k));
  return cat.skills.filter((_, i) => i % step === 0).slice(0, k);
}

async function main(): Promise<void> {
  if (mode === 'cold') {
    const t0 = performance.now();
    const cat = scan();
    out({ ms: performance.now() - t0, skills: cat.skills.length, files: cat.files.length });
  } else if (mode === 'memory') {
    gc();
    const heap0 = process.memoryUsage().heapUsed;
    const rss0 = process.memoryUsage().rss;
    const cat = scan();
    const peakKiB = process.resourceUsage().maxRSS;
    gc();
    const heap1 = process.memoryUsage().heapUsed;
    const n = cat.skills.length;
    out({ skills: n, retainedKiBPerSkill: (heap1 - heap0) / 1024 / n, peakRssMiB: peakKiB / 1024, peakKiBPerSkill: (peakKiB * 1024 - rss0) / 1024 / n });
  } else if (mode === 'activation') {
    const cat = scan();
    const files = fs.readFileSync(path.join(tree, 'filelist.txt'), 'utf8').split('\n').filter(Boolean);
    const E = Number(extra ?? 200);
    const step = Math.max(1, Math.floor(files.length / E));
    const events = files.filter((_, i) => i % step === 0).slice(0, E).map((f) => path.join(project, f));
    const conditional = cat.skills.filter((s) => s.fields.paths.length).length;
    activation(cat.skills, profile, { touched: [events[0]], cwd: project }); // warm-up
    const t0 = performance.now();
    let inactive = 0;
    for (const f of events) inactive += activation(cat.skills, profile, { touched: [f], cwd: project }).inactive.size;
    const ms = performance.now() - t0;
    out({ events: events.length, conditional, usPerEvent: (ms * 1000) / events.length, meanInactive: inactive / events.length });
  } else if (mode === 'update') {
    let cat = scan();
    renderListing(cat, profile, {});
    const picks = spread(cat, 60);
    const times: number[] = [];
    picks.forEach((s, k) => {
      const text = fs.readFileSync(s.path, 'utf8') + `\n<!-- edit ${k} -->\n`;
      const t0 = performance.now();
      cat = updateSkillText(cat, s.path, text, profile);
      const rec = renderListing(cat, profile, {});
      times.push(performance.now() - t0);
      if (!rec.entries.length) throw new Error('empty listing');
    });
    out({ skills: cat.skills.length, edits: times.length, median: median(times), p95: p95(times), first: times[0] });
  } else if (mode === 'listing') {
    const cat = scan();
    const times: number[] = [];
    for (let i = 0; i < 21; i++) { const t0 = performance.now(); renderListing(cat, profile, {}); times.push(performance.now() - t0); }
    out({ skills: cat.skills.length, first: times[0], median: median(times.slice(1)) });
  } else if (mode === 'watch') {
    await watchMode(Number(extra ?? 0));
  } else {
    console.error(`engine-bench: unknown mode ${mode}`);
    process.exit(2);
  }
}

/**
 * One changed file → new listing through fs.watch (as watch-floor.mjs does),
 * optionally with the main process watcher's debounce before the update.
 */
async function watchMode(debounceMs: number): Promise<void> {
  let cat = scan();
  renderListing(cat, profile, {});
  const picks = spread(cat, debounceMs ? 20 : 60);
  const pending = new Map<string, () => void>();
  const watchers = [...new Set(picks.map((s) => s.dir!))].map((d) => fs.watch(d, (_ev, name) => {
    const f = path.join(d, String(name)).split(path.sep).join('/');
    const go = pending.get(f);
    if (!go) return;
    pending.delete(f);
    if (debounceMs) setTimeout(go, debounceMs); else go();
  }));
  const times: number[] = [];
  for (const s of picks) {
    const bytes = fs.readFileSync(s.path);
    await new Promise((r) => setTimeout(r, 25));
    const done = new Promise<number>((resolve) => pending.set(s.path, () => {
      const text = fs.readFileSync(s.path, 'utf8');
      cat = updateSkillText(cat, s.path, text, profile);
      renderListing(cat, profile, {});
      resolve(performance.now());
    }));
    const t0 = performance.now();
    fs.writeFileSync(s.path, bytes);
    times.push((await done) - t0);
  }
  for (const w of watchers) w.close();
  out({ edits: times.length, debounceMs, median: median(times), p95: p95(times) });
}

main().catch((e) => { console.error(e?.stack ?? String(e)); process.exit(1); });
