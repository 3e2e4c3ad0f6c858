/**
 * Crash safety of the stores' atomic writes: a child process rewrites JSON
 * files with src/node/fs/atomicWrite.ts (as src/node/stores do) and is killed
 * with SIGKILL at random moments, 200 times in all (8 workers x 25). After every
 * kill each file must be a complete version (the old or a newer one), never
 * torn, versions never go backwards, and no temp file is left beside them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { FILES, render, check } = require('./payload.cjs') as {
  FILES: string[];
  render: (file: string, gen: number) => string;
  check: (file: string, text: string) => { ok: true; gen: number } | { ok: false; why: string };
};

const KILLS = 200;
const WORKERS = 8;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'torn-writes-'));
const WRITER = path.join(tmp, 'writer.cjs');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }));
beforeAll(async () => {
  await build({ entryPoints: [path.join(__dirname, 'writer.ts')], outfile: WRITER, bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'warning' });
});

/** Start the writer on `dir`, wait for its first full round, sleep `delayMs`, SIGKILL it. */
function runAndKill(dir: string, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let killed = false;
    child.stderr.on('data', (b) => { err += b; });
    child.stdout.on('data', (b) => {
      if (killed || !String(b).includes('ready')) return;
      killed = true;
      setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`writer exited on its own (code ${code}): ${err}`));
    });
  });
}

/** Check every file in `dir`; returns the generations seen. */
function verify(dir: string, before: number[]): number[] {
  return FILES.map((f, i) => {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    const r = check(f, text);
    if (!r.ok) throw new Error(`${f} torn after a kill: ${r.why}`);
    if (r.gen < before[i]) throw new Error(`${f} went back from gen ${before[i]} to ${r.gen}`);
    return r.gen;
  });
}

describe('atomic JSON writes survive SIGKILL', () => {
  it('the checker rejects torn, mixed and foreign content (so the main test can fail)', () => {
    const good = render('usage.json', 7);
    expect(check('usage.json', good)).toEqual({ ok: true, gen: 7 });
    expect(check('usage.json', good.slice(0, good.length >> 1)).ok).toBe(false);
    const mixed = render('usage.json', 8).slice(0, 5000) + good.slice(5000);
    expect(check('usage.json', mixed).ok).toBe(false);
    expect(check('settings.json', good).ok).toBe(false);
    expect(check('usage.json', '').ok).toBe(false);
  });

  it(`${KILLS} random kills leave every file complete`, async () => {
    let rng = 0x9e3779b9;
    const rand = () => { rng ^= rng << 13; rng ^= rng >>> 17; rng ^= rng << 5; return (rng >>> 0) / 2 ** 32; };
    const worker = async (w: number): Promise<{ kills: number; advanced: number }> => {
      const dir = path.join(tmp, `w${w}`);
      fs.mkdirSync(dir);
      for (const f of FILES) fs.writeFileSync(path.join(dir, f), render(f, 0));
      let gens = FILES.map(() => 0);
      let advanced = 0;
      for (let k = 0; k < KILLS / WORKERS; k++) {
        await runAndKill(dir, Math.floor(rand() * 15));
        const next = verify(dir, gens);
        // Temp files live only in .skill-studio-tmp, never beside the stores' files.
        expect(fs.readdirSync(dir).filter((n) => n !== '.skill-studio-tmp').sort()).toEqual([...FILES].sort());
        if (next.some((g, i) => g > gens[i])) advanced++;
        gens = next;
      }
      return { kills: KILLS / WORKERS, advanced };
    };
    const results = await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    expect(results.reduce((a, r) => a + r.kills, 0)).toBe(KILLS);
    // The writers really wrote between kills (otherwise the test proves nothing).
    expect(results.every((r) => r.advanced === r.kills)).toBe(true);
  }, 120_000); // ~10 s on an idle 2-core machine; the margin is for loaded CI hosts
});
