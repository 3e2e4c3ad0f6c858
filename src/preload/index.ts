/**
 * Preload (sandboxed): exposes exactly one named API, `window.skillStudio`
 * (SkillStudioBridge), over ipcRenderer.invoke. Only `skill-studio:` channels
 * are reachable; ipcRenderer itself is never exposed. No runtime imports from
 * shared code: a sandboxed preload cannot require npm packages like zod.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { ApiEventName, SkillStudioBridge, WebApiResponse, WebEventMessage } from '../shared/ipc/contract';

/** Must equal CHANNEL_PREFIX in the contract (a unit test checks it). */
export const PRELOAD_CHANNEL_PREFIX = 'skill-studio:';
const EVENT_CHANNEL = `${PRELOAD_CHANNEL_PREFIX}event`;
const METHOD = /^[a-z]+\.[A-Za-z]+$/;

/** Build the bridge over an ipcRenderer-like object (exported for tests). */
export function createBridge(ipc: Pick<typeof ipcRenderer, 'invoke' | 'on' | 'removeListener'>): SkillStudioBridge {
  return {
    host: 'electron',
    async call(method, input) {
      if (typeof method !== 'string' || !METHOD.test(method)) throw new Error(`invalid method name: ${String(method)}`);
      const r = (await ipc.invoke(`${PRELOAD_CHANNEL_PREFIX}${method}`, input)) as WebApiResponse;
      if (r && r.ok) return r.result as never;
      const err = new Error(r?.error?.message ?? 'IPC failed') as Error & { code?: string; issues?: unknown[] };
      err.code = r?.error?.code;
      err.issues = r?.error?.issues;
      throw err;
    },
    on(event, listener) {
      const wanted: ApiEventName = event;
      const handler = (_e: IpcRendererEvent, msg: WebEventMessage) => {
        if (msg && msg.event === wanted) listener(msg.payload as never);
      };
      ipc.on(EVENT_CHANNEL, handler);
      return () => { ipc.removeListener(EVENT_CHANNEL, handler); };
    },
  };
}

contextBridge.exposeInMainWorld('skillStudio', createBridge(ipcRenderer));
