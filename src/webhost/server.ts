/**
 * The web host: node:http serving the built renderer and answering the same
 * handler table as Electron IPC at `POST /api/<method>`, with `ws` pushing
 * ApiEvents at `/events`. Binds 127.0.0.1 only. Access: the printed URL
 * carries a per-run token; loading it sets an HttpOnly SameSite=Strict cookie
 * and redirects to `/#key=<page key>`; every other request needs that cookie,
 * and every API request and WebSocket also the page key (guard.ts: a cookie
 * replayed from another port's server opens nothing).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { WEB_API_PREFIX, WEB_EVENTS_PATH, type ApiEventName, type ApiEvents, type WebApiResponse } from '../shared/ipc/contract';
import { toErrorPayload } from '../node/app/errors';
import {
  checkHostOrigin, contentSecurityPolicy, exchangeLocation, hasPageKey, hasSession, newSession, offeredProtocols, safeEqual,
  sessionCookie, wsProtocolFor, type Session,
} from './guard';
import { resolveStatic, sendFile } from '../node/renderer/staticFiles';
import { jsonPieces } from '../node/app/jsonSlices';

/** Calls one API method (validation happens inside, see handlers.ts). */
export type Dispatch = (method: string, input: unknown) => Promise<unknown>;
/** Subscribes to push events; returns the unsubscribe function. */
export type Subscribe = (listener: <E extends ApiEventName>(event: E, payload: ApiEvents[E]) => void) => () => void;

export interface WebHostOptions {
  dispatch: Dispatch;
  subscribe: Subscribe;
  /** Folder of the built renderer (index.html and assets). */
  rendererDir: string;
  /** Port to try; 0 = random. */
  port: number;
  /**
   * When the port is busy (a second `npm start`), take the next free one of the
   * NEXT_PORTS after it (then a random one) instead of failing; `portNote` says so.
   */
  fallbackToRandom?: boolean;
}

/** How many ports after the asked one a busy start tries before a random port. */
export const NEXT_PORTS = 20;

export interface WebHost {
  url: string;
  port: number;
  /** Set when the asked port was taken: which one was used instead, for the terminal. */
  portNote?: string;
  token: string;
  close(): Promise<void>;
}

const MAX_BODY = 60 * 1024 * 1024;

/** Answer with JSON written piece by piece (jsonSlices.ts), yielding between pieces (chunked transfer: no length known up front). */
async function sendPieces(res: ServerResponse, status: number, body: WebApiResponse): Promise<void> {
  const pieces = await jsonPieces(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (let i = 0; i < pieces.length; i++) {
    res.write(pieces[i]);
    if ((i & 7) === 7) await new Promise<void>((r) => setImmediate(r));
  }
  res.end();
}

function send(res: ServerResponse, status: number, body: WebApiResponse | string): void {
  const json = typeof body !== 'string';
  const data = json ? JSON.stringify(body) : body;
  res.writeHead(status, {
    'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(data),
  });
  res.end(data);
}

function fail(res: ServerResponse, status: number, code: string, message: string): void {
  send(res, status, { ok: false, error: { code, message } });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) { reject(Object.assign(new Error('request body too large'), { status: 413 })); req.destroy(); return; }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function handleApi(req: IncomingMessage, res: ServerResponse, method: string, dispatch: Dispatch): Promise<void> {
  if (req.method !== 'POST') return fail(res, 405, 'method-not-allowed', 'use POST');
  // A JSON content type forces a CORS preflight for any cross-origin page, on top of the Origin check.
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    return fail(res, 415, 'unsupported-media-type', 'content-type must be application/json');
  }
  let input: unknown;
  try {
    const text = await readBody(req);
    input = text.trim() === '' ? {} : JSON.parse(text);
  } catch (e) {
    const status = (e as { status?: number }).status ?? 400;
    return fail(res, status, status === 413 ? 'too-large' : 'invalid-json', (e as Error).message);
  }
  try {
    const result = await dispatch(method, input);
    const body: WebApiResponse = { ok: true, result };
    // A catalog snapshot is MBs of JSON: written in slices, so the event loop is never held by it (jsonSlices.ts).
    const big = typeof result === 'object' && result !== null && ('catalog' in result || 'snapshot' in result);
    if (big) await sendPieces(res, 200, body);
    else send(res, 200, body);
  } catch (e) {
    const p = toErrorPayload(e);
    send(res, p.status, { ok: false, error: { code: p.code, message: p.message, issues: p.issues } });
  }
}

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error) => { server.off('listening', onListening); reject(e); };
    const onListening = () => { server.off('error', onError); resolve((server.address() as AddressInfo).port); };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

/** Start the web host; resolves once listening on 127.0.0.1. */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  let session: Session = newSession(0);
  let port = 0;
  const sockets = new Set<WebSocket>();
  // The upgrade handler has checked the page key; select the app's subprotocol (never echo the key).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, handleProtocols: (offered) => wsProtocolFor(offered, session) ?? false });

  const server = http.createServer((req, res) => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('cross-origin-opener-policy', 'same-origin');
    res.setHeader('content-security-policy', contentSecurityPolicy(port));
    const refused = checkHostOrigin(req, port);
    if (refused) return send(res, 403, refused);
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    // Token exchange: `/?token=` (the printed URL) or `/auth?token=`, then a clean URL.
    const token = url.searchParams.get('token');
    if (token !== null && (url.pathname === '/' || url.pathname === '/auth') && req.method === 'GET') {
      if (!safeEqual(token, session.token)) return send(res, 403, 'wrong token: open the URL printed in the terminal');
      res.writeHead(302, { 'set-cookie': sessionCookie(session), location: exchangeLocation(session), 'cache-control': 'no-store' });
      return void res.end();
    }
    const api = url.pathname.startsWith(WEB_API_PREFIX);
    if (!hasSession(req, session)) {
      const message = 'Skill Studio: open the full URL printed in the terminal (it carries the access token).';
      return api ? fail(res, 403, 'no-session', message) : send(res, 403, message);
    }
    if (api) {
      // The cookie reaches every server on 127.0.0.1; only the page knows the page key.
      if (!hasPageKey(req, session)) {
        return fail(res, 403, 'no-page-key', 'Skill Studio: this page has no valid key for this run; open the full URL printed in the terminal again.');
      }
      void handleApi(req, res, url.pathname.slice(WEB_API_PREFIX.length), opts.dispatch);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
    const file = resolveStatic(opts.rendererDir, url.pathname);
    if (!file) return send(res, 404, 'not found');
    sendFile(res, file, req.method === 'HEAD');
  });

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const refused = url.pathname !== WEB_EVENTS_PATH ? 'not found'
      : checkHostOrigin(req, port) ?? (!hasSession(req, session) ? 'no session'
        : wsProtocolFor(offeredProtocols(req), session) === null ? 'no page key' : null);
    if (refused) {
      socket.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\n${refused}`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.on('error', () => sockets.delete(ws));
    });
  });

  // Messages go out in order; a catalog snapshot is serialised in slices and sent as WebSocket
  // fragments of one message (jsonSlices.ts), others at once.
  let frames: Promise<void> = Promise.resolve();
  const unsubscribe = opts.subscribe((event, payload) => {
    if (sockets.size === 0) return;
    const message = { event, payload };
    const pieces = event === 'catalog.changed' ? jsonPieces(message) : Promise.resolve([JSON.stringify(message)]);
    frames = frames.then(() => pieces).then(async (parts) => {
      const open = [...sockets].filter((ws) => ws.readyState === ws.OPEN);
      for (let i = 0; i < parts.length; i++) {
        for (const ws of open) ws.send(parts[i], { fin: i === parts.length - 1 });
        if ((i & 7) === 7) await new Promise<void>((r) => setImmediate(r));
      }
    }).catch((e) => console.error('[skill-studio] push failed:', e));
  });

  let portNote: string | undefined;
  const busy = (e: unknown) => (e as NodeJS.ErrnoException).code === 'EADDRINUSE';
  try {
    port = await listen(server, opts.port);
  } catch (e) {
    if (!busy(e) || !opts.fallbackToRandom) { unsubscribe(); throw e; }
    port = 0;
    for (let p = opts.port + 1; p <= Math.min(65535, opts.port + NEXT_PORTS) && !port; p++) {
      try { port = await listen(server, p); } catch (e2) { if (!busy(e2)) { unsubscribe(); throw e2; } }
    }
    if (!port) port = await listen(server, 0);
    portNote = `Port ${opts.port} is taken (another Skill Studio running?); using port ${port}. Choose one with --port N.`;
  }
  session = newSession(port);

  return {
    url: `http://127.0.0.1:${port}/?token=${session.token}`,
    port,
    portNote,
    token: session.token,
    async close() {
      unsubscribe();
      for (const ws of sockets) ws.terminate();
      wss.close();
      // Without closeAllConnections keep-alive sockets hold the server open (toolchain.md).
      await new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
    },
  };
}
