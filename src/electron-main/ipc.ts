/**
 * The one typed wrapper that registers the handler table with Electron IPC.
 * Every channel is `skill-studio:<method>`; the sender frame must be the
 * app's own top frame at the app's URL; results travel as WebApiResponse
 * envelopes because Electron drops custom error properties on throw.
 */
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { API_INPUTS, CHANNEL_PREFIX, type ApiEventName, type ApiEvents, type WebApiResponse } from '../shared/ipc/contract';
import { toErrorPayload } from '../node/app/errors';

/** Channel used for push events (`{event, payload}` messages). */
export const EVENT_CHANNEL = `${CHANNEL_PREFIX}event`;

/** True when `url` is the app's renderer: same origin, and for file: the same index file. */
export function isTrustedUrl(url: string, appUrl: string): boolean {
  let u: URL; let a: URL;
  try { u = new URL(url); a = new URL(appUrl); } catch { return false; }
  if (u.protocol !== a.protocol) return false;
  if (u.protocol === 'file:') return u.pathname === a.pathname;
  return u.origin === a.origin;
}

/** Reject IPC from anything but the app's own top-level frame. */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>, appUrl: string): boolean {
  const frame = event.senderFrame;
  if (!frame) return false;
  // Subframes (an iframe a compromised page could add) never get the API.
  if (frame.parent) return false;
  return isTrustedUrl(frame.url, appUrl);
}

/** Register every contract method on `ipcMain`; returns a function removing them. */
export function registerIpc(ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, dispatch: (method: string, input: unknown) => Promise<unknown>, appUrl: () => string): () => void {
  const channels: string[] = [];
  for (const method of Object.keys(API_INPUTS)) {
    const channel = `${CHANNEL_PREFIX}${method}`;
    channels.push(channel);
    ipcMain.handle(channel, async (event, input: unknown): Promise<WebApiResponse> => {
      if (!isTrustedSender(event, appUrl())) {
        return { ok: false, error: { code: 'untrusted-sender', message: 'IPC refused: sender is not the app window' } };
      }
      try {
        return { ok: true, result: await dispatch(method, input) };
      } catch (e) {
        const p = toErrorPayload(e);
        return { ok: false, error: { code: p.code, message: p.message, issues: p.issues } };
      }
    });
  }
  return () => { for (const c of channels) ipcMain.removeHandler(c); };
}

/** Push one event to a window's renderer. */
export function sendEvent<E extends ApiEventName>(wc: Pick<WebContents, 'send' | 'isDestroyed'>, event: E, payload: ApiEvents[E]): void {
  if (!wc.isDestroyed()) wc.send(EVENT_CHANNEL, { event, payload });
}
