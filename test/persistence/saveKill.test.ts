/**
 * kill -9 during saves (main's saveFileText, as file.save runs it): after
 * every kill the SKILL.md is a complete version, the skill folder holds
 * nothing but SKILL.md (write-file-atomic used to leave `SKILL.md.<hash>`
 * there, which scans then showed), and the temp files a kill leaves in the
 * root's `.skill-studio-tmp` are invisible to the scan and removed by the
 * sweep once stale, while other files and live ones are kept.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationOf, version } from './saveVersions';
import { ORPHAN_TEMP_MS, STALE_TEMP_MS, sweepTempDir, TEMP_DIR_NAME } from '../../src/node/fs/atomicWrite';
import { createNodeFsPort } from '../../src/node/fs/nodeFsPort';
import { getProfile } from '../../src/shared/engine/profiles';
import { resolveRoots, scanCatalog } from '../../src/shared/engine/discovery';

const KILLS = 40;
const WORKERS = 4;
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'save-kill-')));
const saver = path.join(tmp, 'saver.cjs');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }));
beforeAll(async () => {
  await build({ entryPoints: [path.join(__dirname, 'saver.ts')], outfile: saver, bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'warning' });
});

/** Start the saver, wait for its first complete save, sleep `delayMs`, SIGKILL it. */
function runAndKill(file: string, root: string, gen: number, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [saver, file, root, String(gen)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let killed = false;
    child.stderr.on('data', (b) => { err += b; });
    child.stdout.on('data', (b) => {
      if (killed || !String(b).includes('ready')) return;
      killed = true;
      setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`saver exited on its own (code ${code}): ${err}`))));
  });
}

describe('kill -9 during saves', () => {
  const roots: string[] = [];

  it(`${KILLS} kills: every SKILL.md complete, skill folders clean, temp files only in .skill-studio-tmp`, async () => {
    let rng = 0x2545f491;
    const rand = () => { rng ^= rng << 13; rng ^= rng >>> 17; rng ^= rng << 5; return (rng >>> 0) / 2 ** 32; };
    const worker = async (w: number) => {
      const root = path.join(tmp, `w${w}`, '.claude', 'skills');
      roots.push(root);
      const file = path.join(root, 'big', 'SKILL.md');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, version(0));
      let gen = 0;
      let advanced = 0;
      for (let k = 0; k < KILLS / WORKERS; k++) {
        await runAndKill(file, root, gen, Math.floor(rand() * 40));
        const now = generationOf(fs.readFileSync(file, 'utf8'));
        if (now === null) throw new Error(`torn SKILL.md after kill ${k} of worker ${w}`);
        expect(now).toBeGreaterThanOrEqual(gen);
        if (now > gen) advanced++;
        gen = now;
        expect(fs.readdirSync(path.dirname(file))).toEqual(['SKILL.md']);
      }
      return advanced;
    };
    const advanced = await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    // The savers really saved between kills (else this proves nothing).
    expect(advanced.every((n) => n === KILLS / WORKERS)).toBe(true);
  }, 120_000);

  it('the scan never sees the leftovers (no look-alike, no loose file)', () => {
    const profile = getProfile('claude-code');
    for (const root of roots) {
      const project = path.dirname(path.dirname(root));
      const specs = resolveRoots({ project, home: path.join(tmp, 'nohome'), bundled: false }, profile, { bundledDir: null });
      const cat = scanCatalog(createNodeFsPort(), specs, profile, {});
      expect(cat.skills.map((s) => s.id)).toEqual(['big']);
      expect(cat.files).toEqual([]);
      expect(cat.diagnostics).toEqual([]);
    }
  });

  it('the sweep removes stale temp files of ours and keeps live ones and anything not ours', () => {
    const root = roots[0];
    const dir = path.join(root, TEMP_DIR_NAME);
    const leftovers = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    // A kill mid-save leaves at most the one temp file it was writing.
    expect(leftovers.length).toBeLessThanOrEqual(KILLS / WORKERS);
    fs.mkdirSync(dir, { recursive: true });
    const now = Date.now();
    const put = (name: string, ageMs: number) => { const p = path.join(dir, name); fs.writeFileSync(p, 'x'); const t = new Date(now - ageMs); fs.utimesSync(p, t, t); return name; };
    const deadPid = 2 ** 22 + 12345; // above Linux's pid_max default: never a live process
    const liveYoung = put(`SKILL.md.${process.pid}.0123456789abcdef.tmp`, STALE_TEMP_MS / 2);
    const deadYoung = put(`SKILL.md.${deadPid}.0123456789abcdee.tmp`, ORPHAN_TEMP_MS / 2);
    const deadOld = put(`SKILL.md.${deadPid}.0123456789abcded.tmp`, ORPHAN_TEMP_MS * 2);
    const liveStale = put(`SKILL.md.${process.pid}.0123456789abcdec.tmp`, STALE_TEMP_MS * 2);
    const foreign = put('notes.txt', STALE_TEMP_MS * 2);
    for (const f of leftovers) { const t = new Date(now - ORPHAN_TEMP_MS * 2); fs.utimesSync(path.join(dir, f), t, t); }
    sweepTempDir(dir, now);
    expect(fs.readdirSync(dir).sort()).toEqual([deadYoung, foreign, liveYoung].sort());
    expect([deadOld, liveStale, ...leftovers].some((f) => fs.existsSync(path.join(dir, f)))).toBe(false);
    // Once only foreign files are gone too, the empty folder goes.
    for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
    sweepTempDir(dir, now);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
