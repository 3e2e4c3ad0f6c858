/**
 * The renderer's one door to main: the preload's `window.skillStudio` in
 * Electron, else the web bridge talking to the web host. Everything in the
 * renderer calls `bridge.call(method, input)` and `bridge.on(event, fn)`.
 */
import type { SkillStudioBridge } from '../../shared/ipc/contract';
import { createWebBridge } from './webBridge';

declare global {
  interface Window { skillStudio?: SkillStudioBridge }
}

/** Stand-in outside a window (node unit tests import stores that import this). */
const noWindow: SkillStudioBridge = {
  host: 'web',
  call: (method) => Promise.reject(new Error(`${method}: no window, no bridge`)),
  on: () => () => undefined,
};

/** The bridge for this window. */
export const bridge: SkillStudioBridge = typeof window === 'undefined'
  ? noWindow
  : window.skillStudio ?? createWebBridge(window.location);
