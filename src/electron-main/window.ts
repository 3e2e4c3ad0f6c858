/**
 * The main window: isolated, sandboxed, no Node in the renderer, a strict CSP
 * on every response, navigation and new windows denied. The renderer is
 * served from the privileged `app://skill-studio/` scheme (so CSP headers
 * apply, which they do not for file:) or the electron-vite dev server.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrowserWindow, net, protocol, session, type BrowserWindowConstructorOptions } from 'electron';
import { resolveStatic } from '../node/renderer/staticFiles';
import { rendererCsp } from '../node/security/csp';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://skill-studio`;

/** CSP for the Electron renderer (Monaco needs inline styles and blob workers). */
export const ELECTRON_CSP = rendererCsp();

/** Must run before `app.ready`: the app scheme behaves like https (secure, fetch, workers). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
}

/** Serve `rendererDir` at app://skill-studio/ with the CSP header. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (req) => {
    const url = new URL(req.url);
    const file = url.host === 'skill-studio' ? resolveStatic(rendererDir, url.pathname) : null;
    if (!file) return new Response('not found', { status: 404 });
    const res = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(res.headers);
    headers.set('content-security-policy', ELECTRON_CSP);
    headers.set('x-content-type-options', 'nosniff');
    return new Response(res.body, { status: res.status, headers });
  });
}

/** Add the CSP to every response of the default session (covers the dev server). */
export function installCsp(): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [ELECTRON_CSP] } });
  });
}

/** The BrowserWindow options (exported so a test can assert each one). */
export function windowOptions(preload: string, bounds?: { width: number; height: number; x?: number; y?: number }): BrowserWindowConstructorOptions {
  return {
    width: bounds?.width ?? 1400,
    height: bounds?.height ?? 900,
    ...(bounds?.x !== undefined && bounds?.y !== undefined ? { x: bounds.x, y: bounds.y } : {}),
    minWidth: 800,
    minHeight: 500,
    show: false,
    title: 'Skill Studio',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  };
}

/** The URL the window loads: the dev server in development, else the app scheme. */
export function rendererUrl(devUrl: string | undefined): string {
  return devUrl ? devUrl : `${APP_ORIGIN}/index.html`;
}

/** Create the window; navigation away from `appUrl` and window.open are denied. */
export function createMainWindow(opts: { preload: string; appUrl: string; bounds?: { width: number; height: number; x?: number; y?: number; maximized?: boolean } }): BrowserWindow {
  const win = new BrowserWindow(windowOptions(opts.preload, opts.bounds));
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.webContents.on('will-navigate', (event, url) => {
    if (url !== opts.appUrl) event.preventDefault();
  });
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());
  win.once('ready-to-show', () => {
    if (opts.bounds?.maximized) win.maximize();
    win.show();
  });
  void win.loadURL(opts.appUrl);
  return win;
}

/** Path of the preload next to the built main (out/preload/index.js). */
export function preloadPath(mainDir: string): string {
  return path.join(mainDir, '../preload/index.js');
}
