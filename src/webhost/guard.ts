/**
 * Request checks for the web host. It is a second door into main-process
 * services, so it gets IPC-grade protection: a per-run secret that becomes an
 * HttpOnly cookie, Host checks against DNS rebinding, Origin checks against
 * other local pages, and loopback binding (server.ts).
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { rendererCsp } from '../node/security/csp';

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

/** Secrets of one run: the token printed in the URL and the session value the cookie carries. */
export interface Session {
  token: string;
  secret: string;
  /** Cookie name includes the port: cookies are not isolated by port, two hosts must not clobber each other. */
  cookieName: string;
}

/** Fresh random secrets for one server run. */
export function newSession(port: number): Session {
  return {
    token: crypto.randomBytes(24).toString('base64url'),
    secret: crypto.randomBytes(32).toString('base64url'),
    cookieName: `skill_studio_${port}`,
  };
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
