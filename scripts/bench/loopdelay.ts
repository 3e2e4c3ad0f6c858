/**
 * Event-loop blocking in main (bundled by scripts/bench.mjs with esbuild,
 * next to the scan worker, and run in a fresh process):
 *
 *   node .bench/loopdelay.cjs MODE TREE WORKER [REPEAT]
 *
 * MODE `tree`: rescans of the 2,000-skill bench tree; `manykeys`: rescans of
 * a project holding a SKILL.md of 20,000 frontmatter keys (358 KB, written
 * under TREE/../manykeys). Each runs the app's CatalogService (createAppContext)
 * with WORKER as its scan worker, and once more inline (the scan on the main
 * thread, as before) for comparison. A listener serialises every
 * `catalog.changed` snapshot as the web host's WebSocket push does. The figure
 * is the largest event-loop delay perf_hooks' monitorEventLoopDelay saw while
 * the rescans ran (ms). MODE `matrix`: the bench tree again, each round a
 * rescan then `matrix.get` of every profile (issue 17: one scan per harness
 * on the worker, listing and matrix in main), as the Harnesses view asks
 * for it. Prints one JSON line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createAppContext } from '../../src/node/app/context';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { PROFILE_IDS } from '../../src/shared/engine';
import { jsonPieces } from '../../src/node/app/jsonSlices';
import type { RootsConfig } from '../../src/shared/ipc/contract';

const [mode, treeArg, worker, repeatArg] = process.argv.slice(2);
const tree = path.resolve(treeArg ?? '.bench/tree');
const repeat = Number(repeatArg ?? 3);

/** The roots of the bench tree (as scripts/bench/engine.ts scans it). */
function treeRoots(): Partial<RootsConfig> & { project: string } {
  const manifest = JSON.parse(fs.readFileSync(path.join(tree, 'manifest.json'), 'utf8'));
  const plugins = fs.readdirSync(manifest.roots.plugins, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(manifest.roots.plugins, e.name));
  return { project: manifest.roots.project, home: manifest.roots.home, cwd: manifest.roots.project, plugins, bundled: false };
}

/** A project with one SKILL.md of 20,000 keys and 20 ordinary skills. */
function manyKeysRoots(): Partial<RootsConfig> & { project: string } {
  const base = path.join(path.dirname(tree), 'manykeys');
  const skills = path.join(base, 'project', '.claude', 'skills');
  if (!fs.existsSync(path.join(skills, 'many', 'SKILL.md'))) {
    fs.mkdirSync(path.join(skills, 'many'), { recursive: true });
    fs.mkdirSync(path.join(base, 'project', '.git'), { recursive: true });
    fs.mkdirSync(path.join(base, 'home'), { recursive: true });
    const keys = Array.from({ length: 20_000 }, (_, i) => `k${i}: v${i} # c\n`).join(''); // the shape of issue 11 (quadhost.mjs): comments keep it off the fast path
    fs.writeFileSync(path.join(skills, 'many', 'SKILL.md'), `---\nname: many\ndescription: A skill with 20,000 keys\n${keys}---\nBody.\n`);
    for (let i = 0; i < 20; i++) {
      fs.mkdirSync(path.join(skills, `s${i}`), { recursive: true });
      fs.writeFileSync(path.join(skills, `s${i}`, 'SKILL.md'), `---\nname: s${i}\ndescription: Skill ${i}\n---\nBody ${i}.\n`);
    }
  }
  const project = path.join(base, 'project');
  return { project, home: path.join(base, 'home'), cwd: project, bundled: false };
}

/** Largest event-loop delay (ms) while `repeat` rescans run, with the scans on the worker or inline. */
async function measure(roots: Partial<RootsConfig> & { project: string }, scanWorker: string | undefined, matrix = false): Promise<{ maxMs: number; scanMs: number; skills: number; rows?: number }> {
  const dataDir = fs.mkdtempSync(path.join(path.dirname(tree), 'loopdelay-data-'));
  const ctx = await createAppContext({
    host: 'web', appVersion: 'bench', dataDir, bundledRoot: path.join(dataDir, 'none'), roots, watcher: false, env: {},
    ...(scanWorker ? { scanWorker } : {}),
  });
  // As the web host pushes every change to its WebSocket clients (webhost/server.ts: in slices, sent as fragments).
  let pushed = 0;
  let pushing: Promise<void> = Promise.resolve();
  ctx.events.subscribe((event, payload) => {
    if (event === 'catalog.changed') pushing = pushing.then(async () => { for (const p of await jsonPieces({ event, payload })) pushed += p.length; });
  });
  const dispatch = createDispatch(createHandlers(ctx));
  let rows = 0;
  const round = async () => {
    await ctx.service.rescan();
    // A rescan bumps the generation, so every matrix scans each harness again (nothing cached).
    if (matrix) rows = ((await dispatch('matrix.get', { profiles: [...PROFILE_IDS] })) as { skills: unknown[] }).skills.length;
  };
  await round(); // warm: the worker started, its JIT and the file cache are warm
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  // The histogram's first tick only sets its baseline: let it tick before the work starts.
  await new Promise((r) => setTimeout(r, 30));
  const t0 = performance.now();
  for (let i = 0; i < repeat; i++) {
    await round();
    await pushing;
    await new Promise((r) => setImmediate(r)); // as between two requests
  }
  const scanMs = (performance.now() - t0) / repeat;
  // Let the histogram's late timer fire: a loop blocked to the very end is recorded too.
  await new Promise((r) => setTimeout(r, 30));
  h.disable();
  const skills = ctx.service.current().skills.length;
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!pushed) throw new Error('no catalog.changed was pushed');
  return { maxMs: h.max / 1e6, scanMs, skills, ...(matrix ? { rows } : {}) };
}

async function main(): Promise<void> {
  const roots = mode === 'tree' || mode === 'matrix' ? treeRoots() : mode === 'manykeys' ? manyKeysRoots() : null;
  if (!roots || !worker) { console.error('usage: loopdelay.cjs tree|manykeys|matrix TREE WORKER [REPEAT]'); process.exit(2); }
  const onWorker = await measure(roots, path.resolve(worker), mode === 'matrix');
  const inline = await measure(roots, undefined, mode === 'matrix');
  console.log(JSON.stringify({ mode, skills: onWorker.skills, ...(onWorker.rows !== undefined ? { rows: onWorker.rows } : {}), maxDelayMs: onWorker.maxMs, scanMs: onWorker.scanMs, inlineMaxDelayMs: inline.maxMs, inlineScanMs: inline.scanMs }));
}

main().catch((e) => { console.error((e as Error)?.stack ?? String(e)); process.exit(1); });
