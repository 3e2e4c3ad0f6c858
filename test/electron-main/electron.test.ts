/**
 * Electron-only code against a mocked `electron` module (the binary cannot
 * run here): window options, CSP, navigation and window.open denial, IPC
 * sender checks, the preload's API shape, and the menu.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const m = vi.hoisted(() => {
  const handlers = new Map<string, (e: unknown, input: unknown) => Promise<unknown>>();
  const wcEvents = new Map<string, (...a: unknown[]) => void>();
  const state = {
    handlers, wcEvents,
    openHandler: null as null | ((d: unknown) => unknown),
    headersHook: null as null | ((d: unknown, cb: (r: unknown) => void) => void),
    protocolHandler: null as null | ((req: { url: string }) => Promise<Response>),
    exposed: null as null | { key: string; api: Record<string, unknown> },
    lastOptions: null as unknown,
    loaded: '' as string,
    dialogCalls: [] as unknown[][],
    dialogAnswer: { canceled: true, filePaths: [] as string[] },
  };
  return state;
});

vi.mock('electron', () => {
  class BrowserWindow {
    webContents = {
      setWindowOpenHandler: (h: (d: unknown) => unknown) => { m.openHandler = h; },
      on: (ev: string, fn: (...a: unknown[]) => void) => { m.wcEvents.set(ev, fn); },
    };
    constructor(opts: unknown) { m.lastOptions = opts; }
    once() { /* ready-to-show is not emitted in tests */ }
    loadURL(u: string) { m.loaded = u; return Promise.resolve(); }
  }
  return {
    BrowserWindow,
    protocol: {
      registerSchemesAsPrivileged: vi.fn(),
      handle: (_s: string, h: (req: { url: string }) => Promise<Response>) => { m.protocolHandler = h; },
    },
    net: { fetch: vi.fn(async () => new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } })) },
    session: { defaultSession: { webRequest: { onHeadersReceived: (h: (d: unknown, cb: (r: unknown) => void) => void) => { m.headersHook = h; } } } },
    contextBridge: { exposeInMainWorld: (key: string, api: Record<string, unknown>) => { m.exposed = { key, api }; } },
    ipcRenderer: { invoke: vi.fn(), on: vi.fn(), removeListener: vi.fn() },
    dialog: { showOpenDialog: async (...a: unknown[]) => { m.dialogCalls.push(a); return m.dialogAnswer; } },
  };
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_INPUTS, CHANNEL_PREFIX } from '../../src/shared/ipc/contract';
import { APP_ORIGIN, ELECTRON_CSP, createMainWindow, installCsp, serveRenderer, windowOptions } from '../../src/electron-main/window';
import { EVENT_CHANNEL, isTrustedSender, registerIpc } from '../../src/electron-main/ipc';
import { MENU_COMMANDS, buildMenuTemplate } from '../../src/electron-main/menu';
import { ApiError } from '../../src/node/app/errors';
import { pickFolder } from '../../src/electron-main/pickFolder';

const APP_URL = `${APP_ORIGIN}/index.html`;

describe('main window', () => {
  it('turns on isolation, sandbox and web security, and Node off', () => {
    const wp = windowOptions('/x/preload.js').webPreferences!;
    expect(wp.contextIsolation).toBe(true);
    expect(wp.sandbox).toBe(true);
    expect(wp.nodeIntegration).toBe(false);
    expect(wp.nodeIntegrationInWorker).toBe(false);
    expect(wp.nodeIntegrationInSubFrames).toBe(false);
    expect(wp.webSecurity).toBe(true);
    expect(wp.allowRunningInsecureContent).toBe(false);
    expect(wp.webviewTag).toBe(false);
    expect(wp.preload).toBe('/x/preload.js');
  });

  it('restores saved bounds', () => {
    expect(windowOptions('/p', { width: 1000, height: 700, x: 5, y: 6 })).toMatchObject({ width: 1000, height: 700, x: 5, y: 6 });
  });

  it('denies window.open and navigation away from the app', () => {
    createMainWindow({ preload: '/p.js', appUrl: APP_URL });
    expect((m.lastOptions as { webPreferences: { sandbox: boolean } }).webPreferences.sandbox).toBe(true);
    expect(m.loaded).toBe(APP_URL);
    expect(m.openHandler!({ url: 'https://evil.example' })).toEqual({ action: 'deny' });
    const nav = m.wcEvents.get('will-navigate')!;
    const away = { preventDefault: vi.fn() };
    nav(away, 'https://evil.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    const file = { preventDefault: vi.fn() };
    nav(file, 'file:///etc/passwd');
    expect(file.preventDefault).toHaveBeenCalled();
    const same = { preventDefault: vi.fn() };
    nav(same, APP_URL);
    expect(same.preventDefault).not.toHaveBeenCalled();
    const webview = { preventDefault: vi.fn() };
    m.wcEvents.get('will-attach-webview')!(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('sets a strict CSP on every response', () => {
    expect(ELECTRON_CSP).toContain("default-src 'self'");
    expect(ELECTRON_CSP).toContain("object-src 'none'");
    expect(ELECTRON_CSP).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    installCsp();
    let out: { responseHeaders: Record<string, string[]> } | undefined;
    m.headersHook!({ responseHeaders: { 'x-a': ['1'] } }, (r) => { out = r as typeof out; });
    expect(out!.responseHeaders['Content-Security-Policy']).toEqual([ELECTRON_CSP]);
    expect(out!.responseHeaders['x-a']).toEqual(['1']);
  });

  it('serves the renderer over app:// with the CSP and nothing outside it', async () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ss-r-')));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    serveRenderer(dir);
    const ok = await m.protocolHandler!({ url: `${APP_ORIGIN}/index.html` });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toBe(ELECTRON_CSP);
    expect((await m.protocolHandler!({ url: `${APP_ORIGIN}/../../etc/passwd` })).status).toBe(404);
    expect((await m.protocolHandler!({ url: 'app://other-host/index.html' })).status).toBe(404);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('IPC registration', () => {
  const frame = (url: string, parent: unknown = null) => ({ senderFrame: { url, parent } });

  it('trusts only the app top frame', () => {
    expect(isTrustedSender(frame(APP_URL) as never, APP_URL)).toBe(true);
    expect(isTrustedSender(frame(`${APP_ORIGIN}/other.html`) as never, APP_URL)).toBe(true);
    expect(isTrustedSender(frame('https://evil.example/') as never, APP_URL)).toBe(false);
    expect(isTrustedSender(frame(APP_URL, {}) as never, APP_URL)).toBe(false);
    expect(isTrustedSender({ senderFrame: null } as never, APP_URL)).toBe(false);
    expect(isTrustedSender(frame('file:///tmp/evil.html') as never, 'file:///app/out/renderer/index.html')).toBe(false);
  });

  beforeEach(() => m.handlers.clear());

  it('registers one prefixed channel per method and checks the sender before dispatching', async () => {
    const dispatch = vi.fn(async (method: string) => {
      if (method === 'file.read') throw new ApiError('outside-roots', 'nope', 403);
      return { method };
    });
    const ipcMain = { handle: (c: string, h: never) => { m.handlers.set(c, h); }, removeHandler: (c: string) => { m.handlers.delete(c); } };
    const off = registerIpc(ipcMain, dispatch, () => APP_URL);
    expect([...m.handlers.keys()].sort()).toEqual(Object.keys(API_INPUTS).map((k) => CHANNEL_PREFIX + k).sort());
    const h = m.handlers.get(`${CHANNEL_PREFIX}app.info`)!;
    expect(await h(frame('https://evil.example/'), {})).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } });
    expect(dispatch).not.toHaveBeenCalled();
    expect(await h(frame(APP_URL), {})).toEqual({ ok: true, result: { method: 'app.info' } });
    expect(await m.handlers.get(`${CHANNEL_PREFIX}file.read`)!(frame(APP_URL), {})).toMatchObject({ ok: false, error: { code: 'outside-roots' } });
    off();
    expect(m.handlers.size).toBe(0);
  });
});

describe('preload', () => {
  it('exposes exactly window.skillStudio = {call, on, host} over the prefixed channels', async () => {
    const { PRELOAD_CHANNEL_PREFIX, createBridge } = await import('../../src/preload/index');
    expect(PRELOAD_CHANNEL_PREFIX).toBe(CHANNEL_PREFIX);
    expect(m.exposed!.key).toBe('skillStudio');
    expect(Object.keys(m.exposed!.api).sort()).toEqual(['call', 'host', 'on']);
    expect(m.exposed!.api.host).toBe('electron');

    const listeners = new Map<string, (e: unknown, msg: unknown) => void>();
    const ipc = {
      invoke: vi.fn(async (channel: string) => (channel.endsWith('file.read') ? { ok: false, error: { code: 'outside-roots', message: 'no' } } : { ok: true, result: 42 })),
      on: vi.fn((c: string, l: (e: unknown, msg: unknown) => void) => { listeners.set(c, l); }),
      removeListener: vi.fn((c: string) => { listeners.delete(c); }),
    };
    const bridge = createBridge(ipc as never);
    expect(await bridge.call('app.info', {})).toBe(42);
    expect(ipc.invoke).toHaveBeenCalledWith(`${CHANNEL_PREFIX}app.info`, {});
    await expect(bridge.call('file.read', { path: '/x' })).rejects.toMatchObject({ code: 'outside-roots' });
    await expect(bridge.call('../../evil' as never, {} as never)).rejects.toThrow(/invalid method/);
    const got: unknown[] = [];
    const off = bridge.on('menu.command', (p) => got.push(p));
    expect(ipc.on).toHaveBeenCalledWith(EVENT_CHANNEL, expect.any(Function));
    listeners.get(EVENT_CHANNEL)!({}, { event: 'catalog.changed', payload: {} });
    listeners.get(EVENT_CHANNEL)!({}, { event: 'menu.command', payload: { command: 'file.save' } });
    expect(got).toEqual([{ command: 'file.save' }]);
    off();
    expect(ipc.removeListener).toHaveBeenCalled();
  });
});

describe('menu', () => {
  it('has accelerators for the file and view commands and sends menu.command', () => {
    const sent: string[] = [];
    const t = buildMenuTemplate((c) => sent.push(c), { isMac: false, dev: false });
    const items = t.flatMap((x) => (Array.isArray(x.submenu) ? x.submenu : []));
    const byLabel = (l: string) => items.find((i) => i.label === l)!;
    expect(byLabel('New Skill').accelerator).toBe('CmdOrCtrl+N');
    expect(byLabel('Open Project…').accelerator).toBe('CmdOrCtrl+O');
    expect(byLabel('Save').accelerator).toBe('CmdOrCtrl+S');
    expect(byLabel('Save All').accelerator).toBeTruthy();
    expect(byLabel('Export JSON Schema…').accelerator).toBeTruthy();
    expect(byLabel('Toggle Theme').accelerator).toBeTruthy();
    // Ctrl+Shift+T is Reopen Closed Tab (issue 16 §5), not the theme.
    expect(byLabel('Reopen Closed Tab').accelerator).toBe('CmdOrCtrl+Shift+T');
    expect(items.filter((i) => i.accelerator === 'CmdOrCtrl+Shift+T').map((i) => i.label)).toEqual(['Reopen Closed Tab']);
    (byLabel('Save').click as () => void)();
    (byLabel('Open Project…').click as () => void)();
    // Open Project goes through the renderer, which asks about unsaved tabs before the switch.
    expect(sent).toEqual([MENU_COMMANDS.save, MENU_COMMANDS.openProject]);
    expect(items.some((i) => i.role === 'toggleDevTools')).toBe(false);
  });
});

describe('Open Project (Ctrl/Cmd+O) in Electron', () => {
  it('shows the native folder dialog on the window and returns the pick, or null when cancelled', async () => {
    const win = new (await import('electron')).BrowserWindow({});
    m.dialogCalls.length = 0;
    m.dialogAnswer = { canceled: false, filePaths: ['/home/u/project'] };
    expect(await pickFolder(win)).toBe('/home/u/project');
    expect(m.dialogCalls[0]![0]).toBe(win);
    expect(m.dialogCalls[0]![1]).toMatchObject({ properties: ['openDirectory'] });
    m.dialogAnswer = { canceled: true, filePaths: [] };
    expect(await pickFolder(null)).toBeNull();
    expect(m.dialogCalls[1]![0]).toMatchObject({ properties: ['openDirectory'] });
  });
});
