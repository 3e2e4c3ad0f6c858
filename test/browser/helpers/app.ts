/**
 * Browser-test harness: starts the BUILT web host (out/main/webhost.js) on a
 * random port with a temporary data dir, drives it with playwright-core in
 * Debian's Chromium, and cleans everything up. Run `npx electron-vite build`
 * first. Usage:
 *
 *   describeBrowser('listing pane', () => {
 *     let app: StartedApp;
 *     beforeAll(async () => { app = await startApp({ project: fixtureDir }); });
 *     afterAll(() => app?.close());
 *     it('shows skills', async () => { await app.page.getByText('my-skill').waitFor(); });
 *   });
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const WEBHOST_JS = path.join(REPO_ROOT, 'out/main/webhost.js');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results/screenshots');

// Flags proven on these machines (reference toolchain.md). No --user-data-dir:
// playwright rejects it and makes a fresh profile per launch itself.
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface StartAppOptions {
  /** Project root (--project). Default: a fresh empty temp folder. */
  project?: string;
  /** Stands for the user's home (--home). Default: a fresh empty temp folder (never the real home). */
  home?: string;
  cwd?: string;
  addDirs?: string[];
  skillsDirs?: string[];
  plugins?: string[];
  touched?: string[];
  profile?: string;
  /** Use this data dir instead of a fresh temp one (e.g. to test persistence across restarts). */
  dataDir?: string;
  /** Extra raw CLI flags for the web host. */
  args?: string[];
  /** Extra environment for the web host (e.g. SLASH_COMMAND_TOOL_CHAR_BUDGET). */
  env?: Record<string, string>;
  viewport?: { width: number; height: number };
  /** Selector that means "the app is ready". Default: `#root` has rendered children. */
  readySelector?: string;
  /** Skip opening a page (HTTP-only tests). */
  noPage?: boolean;
  /**
   * Open the page in a new context of this already running Chromium instead of
   * launching one; `close()` then closes only that context. (appPerTest shares
   * one Chromium between a file's tests: its launch is ~0.6 s of a ~1.6 s start.)
   */
  browser?: Browser;
}

export interface StartedApp {
  /** The URL as printed (with `?token=`); loading it sets the session cookie. */
  url: string;
  /** Origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  token: string;
  page: Page;
  context: BrowserContext;
  browser: Browser;
  dataDir: string;
  project: string;
  home: string;
  /** Messages from `console.error` and uncaught page errors (assert it stays empty). */
  pageErrors: string[];
  /** Web host stderr so far. */
  serverLog(): string;
  /** Save a PNG under test-results/screenshots/<name>.png; returns the path. */
  screenshot(name: string): Promise<string>;
  /** Call the API from inside the page (same cookie and page key as the app). */
  api<T = unknown>(method: string, input?: unknown): Promise<T>;
  /**
   * After opening a project the host did not start with: when its folder is
   * still unapproved, answer the page's prompt with the one-time code the
   * host printed in its terminal (what the user does), and wait until main
   * approved it. Does nothing for an approved folder.
   */
  approveOpenedProject(dir: string): Promise<void>;
  close(): Promise<void>;
}

/** True when Debian's Chromium is installed where the harness expects it. */
export function chromiumAvailable(): boolean {
  try { fs.accessSync(CHROMIUM_PATH, fs.constants.X_OK); return true; } catch { return false; }
}

/**
 * `describe` for browser tests. Without Chromium: skipped with a loud banner
 * locally, and a FAILING test when `CI` is set (a CI run must not pass silently).
 */
export function describeBrowser(name: string, fn: () => void): void {
  if (chromiumAvailable()) { describe(name, fn); return; }
  if (process.env.CI) {
    describe(name, () => {
      it('needs Chromium at /usr/bin/chromium', () => {
        throw new Error(`Chromium missing at ${CHROMIUM_PATH} and CI is set: browser tests cannot be skipped in CI`);
      });
    });
    return;
  }
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n!! SKIPPING browser tests "${name}": ${CHROMIUM_PATH} not found.\n!! Install it: apt-get install -y chromium\n${bar}\n`);
  describe.skip(name, fn);
}

function tempDir(prefix: string): string {
  return fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `skill-studio-${prefix}-`)));
}

/** Start the web host process and resolve with the printed URL. */
export function startWebHost(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string; log: () => string }> {
  if (!fs.existsSync(WEBHOST_JS)) {
    return Promise.reject(new Error(`${WEBHOST_JS} is missing: run \`npx electron-vite build\` before browser tests`));
  }
  const child = spawn(process.execPath, [WEBHOST_JS, ...args], {
    cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`web host did not start in 30 s\n${out}\n${err}`)); }, 30_000);
    child.stderr!.on('data', (d) => { err += String(d); });
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /Skill Studio is running at (\S+)/.exec(out);
      if (m) { clearTimeout(timer); resolve({ child, url: m[1], log: () => err }); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`web host exited (${code}) before printing its URL\n${out}\n${err}`)); });
  });
}

function flagsFor(o: StartAppOptions, project: string, home: string, dataDir: string): string[] {
  const a = ['--port', '0', '--no-open', '--data-dir', dataDir, '--project', project, '--home', home];
  if (o.cwd) a.push('--cwd', o.cwd);
  for (const d of o.addDirs ?? []) a.push('--add-dir', d);
  for (const d of o.skillsDirs ?? []) a.push('--skills-dir', d);
  for (const d of o.plugins ?? []) a.push('--plugin', d);
  for (const f of o.touched ?? []) a.push('--touched', f);
  if (o.profile) a.push('--profile', o.profile);
  return [...a, ...(o.args ?? [])];
}

/** Launch Debian's Chromium headless with the flags proven here. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Start the built app in the web host and open it in headless Chromium. */
export async function startApp(o: StartAppOptions = {}): Promise<StartedApp> {
  const owned: string[] = [];
  const mk = (p: string) => { const d = tempDir(p); owned.push(d); return d; };
  const project = o.project ?? mk('project');
  const home = o.home ?? mk('home');
  const dataDir = o.dataDir ?? mk('data');
  // The host and the browser context start together (each ~0.4 s here).
  const shared = o.browser;
  const opening = (async () => {
    const b = shared ?? await launchChromium();
    try {
      const c = await b.newContext({ viewport: o.viewport ?? { width: 1400, height: 900 } });
      return { browser: b, context: c, page: await c.newPage() };
    } catch (e) {
      if (!shared) await b.close().catch(() => undefined);
      throw e;
    }
  })();
  const [hostResult, openResult] = await Promise.allSettled([startWebHost(flagsFor(o, project, home, dataDir), o.env), opening]);
  const removeOwned = () => { for (const d of owned) fs.rmSync(d, { recursive: true, force: true }); };
  if (hostResult.status === 'rejected' || openResult.status === 'rejected') {
    if (hostResult.status === 'fulfilled') hostResult.value.child.kill('SIGKILL');
    if (openResult.status === 'fulfilled') await (shared ? openResult.value.context.close() : openResult.value.browser.close()).catch(() => undefined);
    removeOwned();
    throw hostResult.status === 'rejected' ? hostResult.reason : (openResult as PromiseRejectedResult).reason;
  }
  const host = hostResult.value;
  const { browser, context, page } = openResult.value;
  const url = host.url;
  const u = new URL(url);
  const token = u.searchParams.get('token') ?? '';
  const cleanup = async () => {
    if (host.child.exitCode === null) {
      const exited = new Promise((r) => host.child.once('exit', r));
      host.child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (host.child.exitCode === null) host.child.kill('SIGKILL');
    }
    removeOwned();
  };
  const pageErrors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') pageErrors.push(m.text()); });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  const app: StartedApp = {
    url, origin: u.origin, token, page, context, browser, dataDir, project, home, pageErrors,
    serverLog: host.log,
    async screenshot(name) {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async api(method, input = {}) {
      return page.evaluate(async ([m, i]): Promise<any> => {
        // As the app does: the page key the token exchange gave this origin (pageKey.ts).
        const key = localStorage.getItem('skill-studio-page-key') ?? '';
        const r = await fetch(`/api/${m}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-skill-studio-key': key }, body: JSON.stringify(i), credentials: 'same-origin' });
        const j = (await r.json()) as { ok: boolean; result?: unknown; error?: { message: string } };
        if (!j.ok) throw new Error(`${m}: ${j.error?.message}`);
        return j.result;
      }, [method, input] as const);
    },
    async approveOpenedProject(dir) {
      const snapshot = () => app.api<{ roots: { project: string }; unapprovedFolders: string[] }>('catalog.get');
      await expect.poll(async () => (await snapshot()).roots.project).toBe(dir);
      if (!(await snapshot()).unapprovedFolders.includes(dir)) return;
      const prompt = page.getByTestId('prompt');
      await prompt.getByTestId('prompt-input').waitFor();
      const code = [...host.log().matchAll(/type this code in the page: (\S+)/g)].at(-1)?.[1];
      if (!code) throw new Error('approveOpenedProject: the host printed no code');
      await prompt.getByTestId('prompt-input').fill(code);
      await prompt.getByTestId('prompt-allow').click();
      await prompt.waitFor({ state: 'detached' });
      await expect.poll(async () => (await app.api<{ unapprovedFolders: string[] }>('catalog.get')).unapprovedFolders.includes(dir)).toBe(false);
    },
    async close() {
      await (shared ? context.close() : browser.close()).catch(() => undefined);
      await cleanup();
    },
  };
  if (o.noPage) return app;
  try {
    await page.goto(url, { waitUntil: 'load' });
    if (o.readySelector) await page.waitForSelector(o.readySelector, { timeout: 30_000 });
    else await page.waitForFunction('(document.querySelector("#root")?.childElementCount ?? 0) > 0', undefined, { timeout: 30_000 });
  } catch (e) {
    await app.screenshot('startApp-failed').catch(() => undefined);
    const log = host.log();
    await app.close();
    throw new Error(`app did not become ready: ${String(e)}\npage errors: ${pageErrors.join('\n')}\nserver: ${log}`);
  }
  return app;
}

/** What appPerTest's setup gets to build a test's fixture with. */
export interface TestFolders {
  /** A new empty folder (real path) under the temp dir, removed after the test. */
  temp(prefix: string): string;
}

/**
 * Gives each test of the enclosing `describe` its own app, so no test depends on
 * state another test left (issue 12, "Also"): before each test `setup` builds
 * the test's fixture and options, and a new web host, data dir and browser
 * context start on them; after the test they close and the folders made with
 * `temp` are removed. One Chromium process serves all the tests of the describe.
 * `ready` runs on the started app before the test (e.g. to open a pane).
 *
 * Returns a stand-in for the running test's StartedApp (`app.page`, `app.api`,
 * ... forward to it); using it outside a test throws.
 */
export function appPerTest(
  setup: (t: TestFolders) => StartAppOptions | Promise<StartAppOptions>,
  ready?: (app: StartedApp) => Promise<void>,
): StartedApp {
  let browser: Browser | undefined;
  let current: StartedApp | undefined;
  let folders: string[] = [];
  beforeEach(async () => {
    const t: TestFolders = {
      temp(prefix) {
        const d = tempDir(prefix);
        folders.push(d);
        return d;
      },
    };
    const options = await setup(t);
    browser ??= await launchChromium();
    current = await startApp({ ...options, browser });
    if (ready) await ready(current);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
    for (const d of folders) fs.rmSync(d, { recursive: true, force: true });
    folders = [];
  });
  afterAll(async () => { await browser?.close().catch(() => undefined); });
  return new Proxy({} as StartedApp, {
    get(_target, key) {
      if (!current) throw new Error(`appPerTest: no app outside a test (asked for ${String(key)})`);
      const v = (current as unknown as Record<string | symbol, unknown>)[key];
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(current) : v;
    },
  });
}
