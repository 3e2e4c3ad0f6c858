/**
 * Full scans on a worker thread (scanner.ts, scanWorker.ts built with esbuild
 * here as the app build does): the catalog is the one an inline scan gives,
 * it arrives in pieces while the main thread goes on running other work,
 * concurrent rescans coalesce, a configure during a scan wins, a big changed
 * file goes to the worker, and a missing worker file falls back to inline
 * scans with one notice.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppContext, type AppContext } from '../../src/node/app/context';
import { BIG_TEXT } from '../../src/node/catalog/catalogService';
import { CHUNK } from '../../src/node/catalog/scanner';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { cleanupTemp, tempDir, writeSkill } from './helpers';

const out = tempDir('worker-build');
const workerFile = path.join(out, 'scanWorker.js');
beforeAll(async () => {
  await build({ entryPoints: [path.join(__dirname, '../../src/node/catalog/scanWorker.ts')], outfile: workerFile, bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'warning' });
});
const contexts: AppContext[] = [];
afterAll(async () => { for (const c of contexts) await c.close(); cleanupTemp(); });

async function project(skills: number, scanWorker: string | undefined = workerFile) {
  const p = tempDir('wproject');
  const home = tempDir('whome');
  fs.mkdirSync(path.join(p, '.git'));
  const root = path.join(p, '.claude', 'skills');
  for (let i = 0; i < skills; i++) writeSkill(root, `s${i}`, `Skill number ${i}`);
  const ctx = await createAppContext({
    host: 'web', appVersion: '0', dataDir: tempDir('wdata'), bundledRoot: path.join(p, 'none'),
    roots: { project: p, home, cwd: p }, watcher: false, env: {}, ...(scanWorker ? { scanWorker } : {}),
  });
  contexts.push(ctx);
  return { p, root, ctx };
}

/** How many setImmediate turns pass until `promise` settles (0: it settled without yielding the loop). */
async function turnsUntil<T>(promise: Promise<T>): Promise<{ value: T; turns: number }> {
  let done = false;
  let turns = 0;
  const value = promise.finally(() => { done = true; });
  while (!done) { await new Promise((r) => setImmediate(r)); turns++; }
  return { value: await value, turns };
}

describe('scans on a worker thread', () => {
  it('give the same catalog as an inline scan, in pieces, while the main thread keeps running', async () => {
    const n = CHUNK * 2 + 17;
    const w = await project(n);
    const { value: snap, turns } = await turnsUntil(w.ctx.service.rescan());
    expect(snap.catalog.skills).toHaveLength(n);
    expect(turns).toBeGreaterThan(2); // one turn per piece at least: the loop was never held for the whole scan
    const inline = await project(0, undefined);
    await inline.ctx.service.configure({ roots: { project: w.p, cwd: w.p, home: w.ctx.service.roots.home } });
    expect(inline.ctx.service.current()).toEqual(w.ctx.service.current());
  });

  it('the harness matrix (matrix.get) is computed on the worker, in pieces, and equals the inline one', async () => {
    const n = CHUNK * 2 + 17;
    const w = await project(n);
    await w.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(w.ctx));
    const { value: m, turns } = await turnsUntil(dispatch('matrix.get', { profiles: ['claude-code', 'agent-skills', 'minimal'] }) as Promise<{ skills: { cells: Record<string, { status: string }> }[] }>);
    expect(m.skills).toHaveLength(n);
    expect(turns).toBeGreaterThan(2); // rows come one chunk per turn: the loop is never held for the whole matrix
    expect(m.skills.every((r) => r.cells['claude-code']!.status === 'listed' && r.cells.minimal!.status === 'not-read')).toBe(true);
    const inline = await project(0, undefined);
    await inline.ctx.service.configure({ roots: { project: w.p, cwd: w.p, home: w.ctx.service.roots.home } });
    expect(await createDispatch(createHandlers(inline.ctx))('matrix.get', { profiles: ['claude-code', 'agent-skills', 'minimal'] })).toEqual(m);
  });

  it('bring the other harnesses\' roots and the same-name copies with the catalog: main lists no folder for them', async () => {
    const w = await project(CHUNK + 5);
    // s0 has a same-named folder in .agents/skills, a root of the Agent Skills spec (not of Claude Code).
    const copy = writeSkill(path.join(w.p, '.agents', 'skills'), 's0', 'The agents copy');
    const readdir = vi.spyOn(fs, 'readdirSync');
    const stat = vi.spyOn(fs, 'statSync');
    try {
      const snap = await w.ctx.service.rescan();
      expect(snap.copies).toEqual({ [path.join(w.root, 's0', 'SKILL.md')]: [copy] });
      expect(w.ctx.service.anyProfileSpecs().map((r) => r.path)).toContain(path.join(w.p, '.agents', 'skills'));
      expect(w.ctx.service.snapshot().copies).toEqual(snap.copies);
      // Listing every root under every profile and a stat per same-named entry ran on the worker.
      expect(readdir).not.toHaveBeenCalled();
      expect(stat).not.toHaveBeenCalled();
    } finally { readdir.mockRestore(); stat.mockRestore(); }
    const inline = await project(0, undefined);
    const snap = await inline.ctx.service.configure({ roots: { project: w.p, cwd: w.p, home: w.ctx.service.roots.home } });
    expect(snap.copies).toEqual(w.ctx.service.snapshot().copies);
    expect(inline.ctx.service.anyProfileSpecs()).toEqual(w.ctx.service.anyProfileSpecs());
  });

  it('keep no result once it is handed over: the last matrix and catalog are not held by the scan queue', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const w = await project(CHUNK + 5);
    const dispatch = createDispatch(createHandlers(w.ctx));
    // Each result is only looked at inside its own function: once it returns, nothing of the test refers to it.
    const scanRef = await (async () => new WeakRef((await w.ctx.service.catalogUnder('agent-skills', 'latest')).catalog))();
    await w.ctx.service.rescan(); // a new generation: the cache of catalogs under other profiles lets go of that one
    // The matrix is the scanner's last job.
    const matrixRef = await (async () => new WeakRef((await dispatch('matrix.get', { profiles: ['claude-code', 'agent-skills'] }) as { skills: object }).skills))();
    await new Promise((r) => setImmediate(r)); // WeakRef targets are kept until the current job ends
    gc();
    expect(matrixRef.deref()).toBeUndefined();
    expect(scanRef.deref()).toBeUndefined();
  });

  it('coalesce concurrent rescans, and a configure during a scan wins', async () => {
    const w = await project(30);
    const all = await Promise.all([w.ctx.service.rescan(), w.ctx.service.rescan(), w.ctx.service.rescan(), w.ctx.service.configure({ profile: 'agent-skills' }), w.ctx.service.rescan()]);
    expect(all.at(-1)!.catalog.profile).toBe('agent-skills');
    expect(w.ctx.service.current().profile).toBe('agent-skills');
    expect(w.ctx.service.snapshot().profile).toBe('agent-skills');
  });

  it('a changed file above BIG_TEXT is parsed by a scan on the worker, not inline', async () => {
    const w = await project(3);
    const file = path.join(w.root, 's1', 'SKILL.md');
    const big = `---\nname: s1\ndescription: big now\n---\n${'line of body text\n'.repeat(Math.ceil(BIG_TEXT / 17) + 10)}`;
    fs.writeFileSync(file, big);
    const { value: snap, turns } = await turnsUntil(w.ctx.service.applyFileTexts([{ path: file, text: big }]));
    expect(turns).toBeGreaterThan(0);
    expect(snap.catalog.skills.find((s) => s.id === 's1')?.description).toBe('big now');
  });

  it('without the worker file, scans run inline and the user is told once', async () => {
    const w = await project(2, path.join(out, 'missing.js'));
    await w.ctx.service.rescan();
    await w.ctx.service.rescan();
    expect(w.ctx.service.current().skills).toHaveLength(2);
    expect(w.ctx.events.notices.filter((x) => /scan worker did not start/.test(x.message))).toHaveLength(1);
  });
});
