/**
 * The built web host and `npm start` as processes (needs `npx electron-vite
 * build` first, which `npm test` does): one printed line, a working session,
 * clean shutdown, default-port fallback, and the project choice of start.mjs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTemp, rawRequest, tempDir } from '../node/helpers';

const ROOT = path.resolve(__dirname, '../..');
const WEBHOST = path.join(ROOT, 'out/main/webhost.js');
const children: ChildProcess[] = [];
afterAll(() => { for (const c of children) if (c.exitCode === null) c.kill('SIGKILL'); cleanupTemp(); });

function launch(args: string[], cwd = ROOT): Promise<{ child: ChildProcess; url: string; out: () => string; err: () => string }> {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DISPLAY: '' } });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => { err += d; });
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no URL printed\n${out}\n${err}`)), 20_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const mm = /^Skill Studio is running at (\S+)\n/m.exec(out);
      if (mm) { clearTimeout(t); resolve({ child, url: mm[1], out: () => out, err: () => err }); }
    });
    child.on('exit', (c) => { clearTimeout(t); reject(new Error(`exited ${c}\n${out}\n${err}`)); });
  });
}

async function projectOf(url: string): Promise<string> {
  const u = new URL(url);
  const port = Number(u.port);
  const r = await rawRequest(port, { path: `/?token=${u.searchParams.get('token')}` });
  const cookie = String(r.headers['set-cookie']?.[0]).split(';')[0];
  const key = /#key=([\w-]+)$/.exec(String(r.headers.location))?.[1] ?? '';
  const snap = await rawRequest(port, { method: 'POST', path: '/api/catalog.get', body: '{}', headers: { cookie, 'x-skill-studio-key': key, 'content-type': 'application/json' } });
  return JSON.parse(snap.body).result.roots.project;
}

const exitOf = (c: ChildProcess) => new Promise<number | null>((r) => c.once('exit', (code) => r(code)));

describe('web host process', () => {
  it('is built', () => { expect(fs.existsSync(WEBHOST), 'run `npx electron-vite build` first').toBe(true); });

  it('prints exactly one line, serves the session, and exits cleanly on SIGTERM', async () => {
    const [project, home, data] = [tempDir('p'), tempDir('h'), tempDir('d')];
    const app = await launch([WEBHOST, '--project', project, '--home', home, '--data-dir', data, '--port', '0', '--no-open']);
    expect(app.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=/);
    expect(await projectOf(app.url)).toBe(project);
    await new Promise((r) => setTimeout(r, 200));
    expect(app.out().split('\n').filter(Boolean)).toHaveLength(1);
    // Full scans run on the built scan worker (out/main/scanWorker.js), not on the main thread.
    expect(app.err()).not.toMatch(/scan worker/);
    const exited = exitOf(app.child);
    app.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(data, 'settings.json'), 'utf8')).recentProjects[0]).toBe(project);
  });

  it('falls back to a random port when the default one is busy', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.once('error', () => r()).listen(5317, '127.0.0.1', () => r()));
    try {
      const app = await launch([WEBHOST, '--project', tempDir('p'), '--home', tempDir('h'), '--data-dir', tempDir('d'), '--no-open']);
      expect(new URL(app.url).port).not.toBe('5317');
      app.child.kill('SIGTERM');
      await exitOf(app.child);
    } finally { blocker.close(); }
  });

  it('reports a missing --project at start and creates nothing (directly and through npm start)', async () => {
    const base = tempDir('typo');
    const typo = path.join(base, 'typo');
    for (const args of [[WEBHOST], [path.join(ROOT, 'scripts/start.mjs'), '--no-build']]) {
      const err = await launch([...args, '--project', typo, '--home', tempDir('h'), '--data-dir', tempDir('d'), '--port', '0', '--no-open']).catch((e: Error) => e.message);
      expect(err).toMatch(/exited 2/);
      expect(err).toMatch(/project folder .*typo does not exist/);
      expect(fs.existsSync(typo)).toBe(false);
    }
  });

  it('refuses unknown flags and repeated ones as bad usage (exit 2), as the CLI does', async () => {
    await expect(launch([WEBHOST, '--frobnicate'])).rejects.toThrow(/exited 2[\s\S]*unknown flag --frobnicate/);
    await expect(launch([WEBHOST, '--port', '0', '--port', '1'])).rejects.toThrow(/exited 2[\s\S]*--port given twice/);
  });

  it('started directly, follows the same "which project opens" rule: a bare working directory opens the demo (its copy in the data folder)', async () => {
    const data = tempDir('d');
    const app = await launch([WEBHOST, '--home', tempDir('h'), '--data-dir', data, '--port', '0', '--no-open'], tempDir('bare'));
    // The demo's copy in the data folder (startProject.ts demoCopy), as npm start opens it.
    expect(await projectOf(app.url)).toBe(path.join(data, 'demo-project'));
    app.child.kill('SIGTERM');
    await exitOf(app.child);
  });
});

describe('npm start (scripts/start.mjs)', () => {
  it('without Electron on disk, serves the web host; picks the working directory when it has .claude', async () => {
    const cwd = tempDir('cwd');
    fs.mkdirSync(path.join(cwd, '.claude'));
    const app = await launch([path.join(ROOT, 'scripts/start.mjs'), '--no-build', '--home', tempDir('h'), '--data-dir', tempDir('d'), '--port', '0', '--no-open'], cwd);
    expect(await projectOf(app.url)).toBe(cwd);
    const exited = exitOf(app.child);
    app.child.kill('SIGTERM');
    await exited;
  });

  it('falls back to the last project from settings, then to the demo project', async () => {
    const data = tempDir('d');
    const last = tempDir('last');
    fs.writeFileSync(path.join(data, 'settings.json'), JSON.stringify({ recentProjects: [last] }));
    const bare = tempDir('bare');
    const a = await launch([path.join(ROOT, 'scripts/start.mjs'), '--no-build', '--home', tempDir('h'), '--data-dir', data, '--port', '0', '--no-open'], bare);
    expect(await projectOf(a.url)).toBe(last);
    a.child.kill('SIGTERM');
    await exitOf(a.child);
    const d2 = tempDir('d2');
    const b = await launch([path.join(ROOT, 'scripts/start.mjs'), '--no-build', '--home', tempDir('h'), '--data-dir', d2, '--port', '0', '--no-open'], bare);
    // A copy in the data folder, never the checkout's examples/demo-project (a Save there would change git).
    const copy = path.join(d2, 'demo-project');
    expect(await projectOf(b.url)).toBe(copy);
    const rel = 'legacy-encoding/SKILL.md';
    expect(fs.readFileSync(path.join(copy, '.claude/skills', rel))).toEqual(fs.readFileSync(path.join(ROOT, 'examples/demo-project/.claude/skills', rel)));
    b.child.kill('SIGTERM');
    await exitOf(b.child);
    // The copy is kept: the user's edits survive the next start.
    fs.writeFileSync(path.join(copy, '.claude/skills/deploy/SKILL.md'), 'edited\n');
    const c = await launch([path.join(ROOT, 'scripts/start.mjs'), '--no-build', '--home', tempDir('h'), '--data-dir', d2, '--port', '0', '--no-open'], bare);
    expect(await projectOf(c.url)).toBe(copy);
    expect(fs.readFileSync(path.join(copy, '.claude/skills/deploy/SKILL.md'), 'utf8')).toBe('edited\n');
    c.child.kill('SIGTERM');
    await exitOf(c.child);
  });
});
