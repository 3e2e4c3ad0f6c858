/**
 * The web bridge: the same `SkillStudioBridge` the preload exposes, over the
 * web host's wire format (contract.ts: `POST /api/<method>`, WebSocket
 * `/events`). The session cookie is set by the host when the page loads
 * `/?token=...`; the page key (pageKey.ts) goes with every request in
 * `WEB_KEY_HEADER` and with the WebSocket as a subprotocol.
 */
import {
  WEB_API_PREFIX, WEB_EVENTS_PATH, WEB_EVENTS_PROTOCOL, WEB_KEY_HEADER, WEB_KEY_PROTOCOL_PREFIX,
  type ApiEventName, type ApiEvents, type SkillStudioBridge, type WebApiResponse, type WebEventMessage,
} from '../../shared/ipc/contract';

/** An API error with the host's code and zod issues, when any. */
export class BridgeError extends Error {
  constructor(message: string, readonly code: string, readonly issues?: unknown[]) {
    super(message);
    this.name = 'BridgeError';
  }
}

type Listener = (payload: unknown) => void;

/** The parts of `window.location` the bridge needs. */
export interface PageLocation { protocol: string; host: string }

/** Build a bridge for the page at `loc` (its origin answers the API), sending `pageKey` with every call. */
export function createWebBridge(loc: PageLocation, pageKey: string, WS: typeof WebSocket = WebSocket): SkillStudioBridge {
  const listeners = new Map<ApiEventName, Set<Listener>>();
  let socket: WebSocket | null = null;
  let retryMs = 250;

  const connect = (): void => {
    const proto = loc.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WS(`${proto}//${loc.host}${WEB_EVENTS_PATH}`, [WEB_EVENTS_PROTOCOL, `${WEB_KEY_PROTOCOL_PREFIX}${pageKey}`]);
    socket.onopen = () => { retryMs = 250; };
    socket.onmessage = (ev) => {
      let msg: WebEventMessage;
      try { msg = JSON.parse(String(ev.data)) as WebEventMessage; } catch { return; }
      for (const l of listeners.get(msg.event) ?? []) {
        try { l(msg.payload); } catch (e) { console.warn('event listener failed', e); }
      }
    };
    // Reconnect with capped back-off: the host may restart or the laptop sleep.
    socket.onclose = () => { socket = null; setTimeout(connect, retryMs); retryMs = Math.min(retryMs * 2, 5000); };
  };

  return {
    host: 'web',
    async call(method, input) {
      let res: Response;
      try {
        const body = JSON.stringify(input ?? {});
        res = await fetch(`${WEB_API_PREFIX}${method}`, {
          method: 'POST', credentials: 'same-origin',
          headers: { 'content-type': 'application/json', [WEB_KEY_HEADER]: pageKey }, body,
          // Small requests outlive the page (a buffer mirror sent as it unloads). Browsers cap
          // keepalive bodies at 64 KiB; 20,000 UTF-16 units are at most 60 KB of UTF-8.
          keepalive: body.length < 20_000,
        });
      } catch (e) {
        throw new BridgeError(`${method}: cannot reach Skill Studio (${String(e)})`, 'network');
      }
      let body: WebApiResponse;
      try { body = (await res.json()) as WebApiResponse; } catch {
        throw new BridgeError(`${method}: HTTP ${res.status} ${res.statusText}`, `http-${res.status}`);
      }
      if (!body.ok) throw new BridgeError(body.error.message, body.error.code, body.error.issues);
      return body.result as never;
    },
    on<E extends ApiEventName>(event: E, listener: (payload: ApiEvents[E]) => void) {
      if (!socket) connect();
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener as Listener);
      listeners.set(event, set);
      return () => { set.delete(listener as Listener); };
    },
  };
}
