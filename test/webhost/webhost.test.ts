/** The web host over real HTTP: token → cookie, Host/Origin checks, WebSocket auth, MIME types, payload validation. */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { startWebHost, type WebHost } from '../../src/webhost/server';
import { API_INPUTS } from '../../src/shared/ipc/contract';
import { cleanupTemp, fixture, rawRequest, tempDir, writeSkill, type Fixture } from '../node/helpers';

let f: Fixture;
let host: WebHost;
let cookie: string;
let key: string;
let port: number;

beforeAll(async () => {
  f = await fixture();
  const renderer = tempDir('renderer');
  fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(renderer, 'assets'));
  fs.writeFileSync(path.join(renderer, 'assets', 'm.wasm'), Buffer.from([0, 97, 115, 109]));
  fs.writeFileSync(path.join(renderer, 'assets', 'codicon.ttf'), 'x');
  fs.writeFileSync(path.join(renderer, 'assets', 'editor.worker-abc.js'), 'self.onmessage=()=>{}');
  fs.writeFileSync(path.join(path.dirname(renderer), 'secret.txt'), 'secret');
  host = await startWebHost({
    dispatch: createDispatch(createHandlers(f.ctx)), subscribe: (l) => f.ctx.events.subscribe(l), rendererDir: renderer, port: 0,
  });
  port = host.port;
  const r = await rawRequest(port, { path: `/?token=${host.token}` });
  cookie = String(r.headers['set-cookie']?.[0] ?? '').split(';')[0];
  key = /#key=([\w-]+)$/.exec(String(r.headers.location))?.[1] ?? '';
});
afterAll(async () => { await host?.close(); cleanupTemp(); });

const api = (method: string, body: unknown, headers: Record<string, string> = {}) => rawRequest(port, {
  method: 'POST', path: `/api/${method}`, body: JSON.stringify(body), headers: { 'content-type': 'application/json', cookie, 'x-skill-studio-key': key, ...headers },
});

describe('web host access control', () => {
  it('prints a loopback URL carrying a token and listens on 127.0.0.1 only', () => {
    expect(host.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/\\?token=[\\w-]{20,}$`));
  });

  it('exchanges the token for an HttpOnly SameSite=Strict cookie and redirects to the app with the page key in the fragment', async () => {
    const r = await rawRequest(port, { path: `/?token=${host.token}` });
    expect(r.status).toBe(302);
    expect(r.headers.location).toMatch(/^\/#key=[\w-]{40,}$/);
    expect(String(r.headers['set-cookie'])).not.toContain(key);
    const c = String(r.headers['set-cookie']?.[0]);
    expect(c).toMatch(/HttpOnly/);
    expect(c).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(new RegExp(`^skill_studio_${port}=`));
  });

  it('refuses a wrong token', async () => {
    const r = await rawRequest(port, { path: '/?token=nope' });
    expect(r.status).toBe(403);
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the API to the cookie alone: a stolen cookie (sent to every port of 127.0.0.1) replayed without the page key', async () => {
    for (const h of [{ 'x-skill-studio-key': '' }, { 'x-skill-studio-key': 'A'.repeat(key.length) }, { 'x-skill-studio-key': `${key}x` }]) {
      for (const m of ['app.info', 'buffers.put', 'shell.run']) {
        const r = await api(m, {}, h);
        expect(r.status).toBe(403);
        expect(JSON.parse(r.body).error.code).toBe('no-page-key');
      }
    }
    const noHeader = await rawRequest(port, { method: 'POST', path: '/api/app.info', body: '{}', headers: { 'content-type': 'application/json', cookie } });
    expect(noHeader.status).toBe(403);
    // The key without the cookie is refused too: both are needed.
    expect((await api('app.info', {}, { cookie: '' })).status).toBe(403);
  });

  it('every API method needs the page key: project.open, catalog.configure and project.completePath behind the same proof (point 2)', async () => {
    const victim = tempDir('victim');
    const inputs: Partial<Record<string, unknown>> = {
      'project.open': { path: victim }, 'catalog.configure': { roots: { skillsDirs: [victim] } }, 'project.completePath': { prefix: '/' },
      'project.allowWrites': { path: victim, code: 'AAAAAAAA' }, 'file.save': { path: path.join(victim, 'x.md'), text: 'x' },
    };
    const before = f.ctx.service.roots;
    for (const m of Object.keys(API_INPUTS)) {
      const r = await api(m, inputs[m] ?? {}, { 'x-skill-studio-key': '' });
      expect(r.status, `${m}: ${r.body}`).toBe(403);
      expect(JSON.parse(r.body).error.code, m).toBe('no-page-key');
    }
    // Nothing moved: the catalog still reads the fixture's folders, and the victim folder is untouched.
    expect(f.ctx.service.roots).toEqual(before);
    expect(fs.readdirSync(victim)).toEqual([]);
  });

  it('refuses API calls and pages without the cookie', async () => {
    expect((await api('app.info', {}, { cookie: '' })).status).toBe(403);
    expect((await api('app.info', {}, { cookie: `skill_studio_${port}=forged` })).status).toBe(403);
    expect((await rawRequest(port, { path: '/' })).status).toBe(403);
  });

  it('accepts the cookie with Host 127.0.0.1 or localhost', async () => {
    const a = await api('app.info', {});
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body)).toMatchObject({ ok: true, result: { host: 'web', dataDir: f.data } });
    expect((await api('app.info', {}, { host: `localhost:${port}` })).status).toBe(200);
    expect((await api('app.info', {}, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
  });

  it('refuses a non-loopback Host (DNS rebinding) even with the cookie', async () => {
    expect((await api('app.info', {}, { host: `evil.example:${port}` })).status).toBe(403);
    expect((await api('app.info', {}, { host: '127.0.0.1:1' })).status).toBe(403);
    expect((await rawRequest(port, { path: '/', headers: { host: 'attacker.test', cookie } })).status).toBe(403);
  });

  it('refuses repeated Host or Origin headers (Node would keep the first and drop the rest)', async () => {
    const raw = (headers: string) => new Promise<string>((resolve) => {
      const sock = net.connect(port, '127.0.0.1');
      let got = '';
      sock.on('data', (d) => { got += d; });
      sock.on('close', () => resolve(got));
      sock.write(`POST /api/app.info HTTP/1.1\r\n${headers}Cookie: ${cookie}\r\nX-Skill-Studio-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
    });
    expect(await raw(`Host: 127.0.0.1:${port}\r\n`)).toMatch(/^HTTP\/1\.1 200/);
    expect(await raw(`Host: 127.0.0.1:${port}\r\nHost: evil.example\r\n`)).toMatch(/^HTTP\/1\.1 403/);
    expect(await raw(`Host: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nOrigin: http://evil.example\r\n`)).toMatch(/^HTTP\/1\.1 403/);
  });

  it('refuses a foreign Origin even with the cookie', async () => {
    expect((await api('app.info', {}, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await api('app.info', {}, { origin: `http://localhost:${port + 1}` })).status).toBe(403);
    expect((await api('app.info', {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('needs a JSON content type and POST', async () => {
    const r = await rawRequest(port, { method: 'POST', path: '/api/app.info', body: '{}', headers: { cookie, 'x-skill-studio-key': key, 'content-type': 'text/plain' } });
    expect(r.status).toBe(415);
    expect((await rawRequest(port, { path: '/api/app.info', headers: { cookie, 'x-skill-studio-key': key } })).status).toBe(405);
  });
});

describe('web host API', () => {
  it('rejects invalid payloads with zod issues and unknown methods', async () => {
    const bad = await api('file.read', { path: 42 });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error.code).toBe('invalid-input');
    expect(JSON.parse(bad.body).error.issues.length).toBeGreaterThan(0);
    expect((await api('catalog.get', { extra: 1 })).status).toBe(400);
    const unknown = await api('fs.deleteEverything', {});
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error.code).toBe('unknown-method');
    expect((await api('__proto__', {})).status).toBe(404);
    const notJson = await rawRequest(port, { method: 'POST', path: '/api/app.info', body: '{oops', headers: { cookie, 'x-skill-studio-key': key, 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('refuses writes outside the roots with 403', async () => {
    const r = await api('file.save', { path: path.join(f.home, 'evil.txt'), text: 'x' });
    expect(r.status).toBe(403);
    expect(fs.existsSync(path.join(f.home, 'evil.txt'))).toBe(false);
  });
});

describe('web host static files', () => {
  it('serves the renderer with a strict CSP and the right MIME types', async () => {
    const index = await rawRequest(port, { path: '/', headers: { cookie } });
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    const types = async (p: string) => (await rawRequest(port, { path: p, headers: { cookie } })).headers['content-type'];
    expect(await types('/assets/m.wasm')).toBe('application/wasm');
    expect(await types('/assets/codicon.ttf')).toBe('font/ttf');
    expect(await types('/assets/editor.worker-abc.js')).toMatch(/^text\/javascript/);
  });

  it('never serves files outside the renderer folder', async () => {
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const r = await rawRequest(port, { path: p, headers: { cookie } });
      expect(r.status).toBe(404);
      expect(r.body).not.toContain('secret');
    }
  });
});

describe('web host events', () => {
  const connect = (headers: Record<string, string>, protocols: string[] = ['skill-studio', `skill-studio.key.${key}`]) => new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/events`, protocols, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    ws.once('error', reject);
  });

  it('refuses a WebSocket without the cookie or with a foreign Origin', async () => {
    await expect(connect({})).rejects.toThrow(/403/);
    await expect(connect({ cookie, origin: 'http://evil.example' })).rejects.toThrow(/403/);
  });

  it('refuses a WebSocket with the cookie but without the page key subprotocol', async () => {
    await expect(connect({ cookie }, [])).rejects.toThrow(/403/);
    await expect(connect({ cookie }, ['skill-studio'])).rejects.toThrow(/403/);
    await expect(connect({ cookie }, ['skill-studio', 'skill-studio.key.wrong'])).rejects.toThrow(/403/);
    await expect(connect({ cookie }, [`skill-studio.key.${key}`])).rejects.toThrow(/403/);
    const ws = await connect({ cookie });
    expect(ws.protocol).toBe('skill-studio');
    ws.close();
  });

  it('a large snapshot arrives whole: a chunked response and one WebSocket message in fragments', async () => {
    for (let i = 0; i < 300; i++) writeSkill(f.skills, `bulk-${i}`, `Bulk skill number ${i} `.repeat(20));
    const ws = await connect({ cookie });
    const got = new Promise<string>((resolve) => ws.on('message', (d) => { const t = String(d); if (t.includes('"catalog.changed"')) resolve(t); }));
    const r = await api('catalog.rescan', {});
    expect(r.status).toBe(200);
    expect(r.headers['transfer-encoding']).toBe('chunked');
    expect(r.body.length).toBeGreaterThan(200_000);
    const viaHttp = JSON.parse(r.body).result;
    expect(viaHttp.catalog.skills.filter((s: { id: string }) => s.id.startsWith('bulk-'))).toHaveLength(300);
    const pushed = JSON.parse(await got);
    expect(pushed.payload.snapshot.catalog).toEqual(viaHttp.catalog);
    ws.close();
    for (let i = 0; i < 300; i++) fs.rmSync(path.join(f.skills, `bulk-${i}`), { recursive: true });
    await api('catalog.rescan', {});
  });

  it('pushes events to an authenticated WebSocket', async () => {
    const ws = await connect({ cookie, origin: `http://127.0.0.1:${port}` });
    const got = new Promise<unknown>((resolve) => ws.once('message', (d) => resolve(JSON.parse(String(d)))));
    f.ctx.events.notice('info', 'hello from main');
    expect(await got).toMatchObject({ event: 'app.notice', payload: { level: 'info', message: 'hello from main' } });
    ws.close();
  });
});

describe('a second start while the port is taken (issue 16 §12)', () => {
  it('takes the next free port and says so; with an explicit port it fails instead', async () => {
    const renderer = tempDir('renderer2');
    fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html>');
    const opts = { dispatch: createDispatch(createHandlers(f.ctx)), subscribe: (l: Parameters<typeof f.ctx.events.subscribe>[0]) => f.ctx.events.subscribe(l), rendererDir: renderer };
    // `port` (the first host) is taken; a blocker on port + 1 too, so "next free" is port + 2 or later.
    const blocker = net.createServer();
    const next = await new Promise<number>((resolve) => blocker.listen(port + 1, '127.0.0.1', () => resolve(port + 1)).on('error', () => resolve(0)));
    const second = await startWebHost({ ...opts, port, fallbackToRandom: true });
    try {
      expect(second.port).toBeGreaterThan(next || port);
      expect(second.port).toBeLessThanOrEqual(port + 20);
      expect(second.portNote).toBe(`Port ${port} is taken (another Skill Studio running?); using port ${second.port}. Choose one with --port N.`);
      await expect(startWebHost({ ...opts, port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await second.close();
      await new Promise((r) => blocker.close(r));
    }
  });
});
