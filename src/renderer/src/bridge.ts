/**
 * The renderer's one door to main: the preload's `window.skillStudio` in
 * Electron, else the web bridge talking to the web host. Everything in the
 * renderer calls `bridge.call(method, input)` and `bridge.on(event, fn)`.
 */
import type { SkillStudioBridge } from '../../shared/ipc/contract';
import { createWebBridge } from './webBridge';
import { takePageKey, type KeyWindow } from './pageKey';

declare global {
  interface Window { skillStudio?: SkillStudioBridge }
}

/** Stand-in outside a window (node unit tests import stores that import this). */
const noWindow: SkillStudioBridge = {
  host: 'web',
  call: (method) => Promise.reject(new Error(`${method}: no window, no bridge`)),
  on: () => () => undefined,
};

// Read through globalThis: node unit tests import this module without DOM types or a window.
const win = (globalThis as { window?: KeyWindow & { skillStudio?: SkillStudioBridge; location: { protocol: string; host: string } } }).window;

/** The bridge for this window. */
export const bridge: SkillStudioBridge = !win ? noWindow : win.skillStudio ?? createWebBridge(win.location, takePageKey(win));
