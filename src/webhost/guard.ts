/**
 * Request checks for the web host. It is a second door into main-process
 * services, so it gets IPC-grade protection: a per-run secret that becomes an
 * HttpOnly cookie plus a page key the page sends in a header (the cookie
 * alone opens nothing), Host checks against DNS rebinding, Origin checks
 * against other local pages, and loopback binding (server.ts).
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { rendererCsp } from '../node/security/csp';
import { WEB_EVENTS_PROTOCOL, WEB_KEY_HEADER, WEB_KEY_PROTOCOL_PREFIX } from '../shared/ipc/contract';

/** Content-Security-Policy for the renderer served by the web host on `port` (its WebSocket is on the same host). */
export function contentSecurityPolicy(port: number): string {
  return rendererCsp([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]);
}

/** Constant-time string comparison (length leak only). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Secrets of one run: the token printed in the URL, the session value the
 * cookie carries, and the page key the page sends in a header. The cookie is
 * not enough on its own: browsers do not scope cookies by port, so every other
 * server on 127.0.0.1 the user visits receives it. The page key reaches only
 * the page (the token exchange's redirect fragment, then the origin's
 * localStorage), so a replayed cookie opens no API and no WebSocket.
 */
export interface Session {
  token: string;
  secret: string;
  /** Required on every API request (`WEB_KEY_HEADER`) and WebSocket (subprotocol). */
  pageKey: string;
  /** Cookie name includes the port: cookies are not isolated by port, two hosts must not clobber each other. */
  cookieName: string;
}

/** Fresh random secrets for one server run. */
export function newSession(port: number): Session {
  return {
    token: crypto.randomBytes(24).toString('base64url'),
    secret: crypto.randomBytes(32).toString('base64url'),
    pageKey: crypto.randomBytes(32).toString('base64url'),
    cookieName: `skill_studio_${port}`,
  };
}

/** Where the token exchange sends the browser: the app, with the page key in the fragment (never sent to a server). */
export function exchangeLocation(s: Session): string {
  return `/#key=${s.pageKey}`;
}

/** `Set-Cookie` value granting the session. */
export function sessionCookie(s: Session): string {
  return `${s.cookieName}=${s.secret}; HttpOnly; SameSite=Strict; Path=/`;
}

/** The cookie value named `name` from the request, if any. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** Why a request is refused, or null when Host and Origin are acceptable. */
export function checkHostOrigin(req: IncomingMessage, port: number): string | null {
  // Node keeps the first of repeated Host/Origin headers and drops the rest: refuse the ambiguity instead.
  for (const name of ['host', 'origin']) {
    let n = 0;
    for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === name) n++;
    if (n > 1) return `more than one ${name} header`;
  }
  const host = req.headers.host ?? '';
  const allowed = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!allowed.includes(host.toLowerCase())) return `Host "${host}" is not allowed`;
  const origin = req.headers.origin;
  // Browsers send Origin on POST and WebSocket upgrades; when present it must be this very host.
  if (origin !== undefined && origin.toLowerCase() !== `http://${host.toLowerCase()}`) return `Origin "${origin}" is not allowed`;
  // Fetch metadata: refuse anything a browser marks as cross-site.
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return 'cross-site request refused';
  return null;
}

/** True when the request carries this run's session cookie. */
export function hasSession(req: IncomingMessage, s: Session): boolean {
  const v = readCookie(req, s.cookieName);
  return v !== undefined && safeEqual(v, s.secret);
}

/** True when an API request carries this run's page key in `WEB_KEY_HEADER` (exactly one header). */
export function hasPageKey(req: IncomingMessage, s: Session): boolean {
  const v = req.headers[WEB_KEY_HEADER];
  return typeof v === 'string' && safeEqual(v, s.pageKey);
}

/**
 * The subprotocol to select for a WebSocket upgrade, or null when the offer
 * lacks `WEB_EVENTS_PROTOCOL` or the page key (`WEB_KEY_PROTOCOL_PREFIX + key`).
 */
export function wsProtocolFor(offered: Set<string>, s: Session): string | null {
  if (!offered.has(WEB_EVENTS_PROTOCOL)) return null;
  for (const p of offered) {
    if (p.startsWith(WEB_KEY_PROTOCOL_PREFIX) && safeEqual(p.slice(WEB_KEY_PROTOCOL_PREFIX.length), s.pageKey)) return WEB_EVENTS_PROTOCOL;
  }
  return null;
}

/** The subprotocols offered in a WebSocket upgrade request (`Sec-WebSocket-Protocol`, comma-separated). */
export function offeredProtocols(req: IncomingMessage): Set<string> {
  const h = req.headers['sec-websocket-protocol'];
  return new Set((typeof h === 'string' ? h : '').split(',').map((x) => x.trim()).filter(Boolean));
}
