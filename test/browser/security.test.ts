/**
 * Web host security in a real browser. Browsers do not scope cookies by port:
 * after the app is opened, every other server on 127.0.0.1 the user visits
 * receives the session cookie. Replayed from outside the browser it must open
 * nothing (no API, no WebSocket); the app itself keeps working, reloads included.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appPerTest, describeBrowser } from './helpers/app';
import { rawRequest } from '../node/helpers';

describeBrowser('web host: a cookie stolen by another local server', () => {
  let other: http.Server;
  let seen: string | null = null;
  const app = appPerTest(({ temp }) => {
    const project = temp('security');
    const skill = path.join(project, '.claude/skills/runner/SKILL.md');
    fs.mkdirSync(path.dirname(skill), { recursive: true });
    fs.writeFileSync(skill, '---\ndescription: runs a command\n---\n!`echo RAN`\n');
    seen = null;
    return { project };
  });
  // "Another local server": no app state, one for the file.
  beforeAll(async () => {
    other = http.createServer((req, res) => { seen = req.headers.cookie ?? null; res.end('another local server'); });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(() => { other?.close(); });
  const otherUrl = () => `http://127.0.0.1:${(other.address() as { port: number }).port}/`;

  it('the other port\'s server receives the cookie, but replaying it opens no API and no WebSocket', async () => {
    const port = Number(new URL(app.origin).port);
    await app.page.goto(otherUrl());
    // The browser really sends it (this is what the page key protects against).
    const stolen = (seen ?? '').split(';').map((s) => s.trim()).find((s) => s.startsWith(`skill_studio_${port}=`));
    expect(stolen, `cookie seen by the other server: ${seen}`).toBeTruthy();
    const call = (method: string, body: unknown) => rawRequest(port, {
      method: 'POST', path: `/api/${method}`, body: JSON.stringify(body), headers: { cookie: stolen!, 'content-type': 'application/json' },
    });
    const skill = path.join(app.project, '.claude/skills/runner/SKILL.md');
    for (const [m, body] of [['app.info', {}], ['catalog.get', {}], ['buffers.put', { path: skill, text: '---\ndescription: x\n---\n!`id`\n' }],
      ['shell.run', { invocation: { name: 'runner', as: 'user' }, index: 0, command: 'echo RAN' }]] as const) {
      const r = await call(m, body);
      expect(r.status, `${m}: ${r.body}`).toBe(403);
      expect(r.body).not.toContain('RAN');
    }
    const ws = await new Promise<string>((resolve) => {
      const s = new WebSocket(`ws://127.0.0.1:${port}/events`, ['skill-studio'], { headers: { cookie: stolen! } });
      s.once('open', () => { s.close(); resolve('open'); });
      s.once('unexpected-response', (_q, res) => resolve(`status ${res.statusCode}`));
      s.once('error', (e) => resolve(`error ${e.message}`));
    });
    expect(ws).toBe('status 403');
  });

  it('the page itself still has the API, also after coming back without the token and reloading', async () => {
    // Away to the other server first (as the test above goes), then back.
    await app.page.goto(otherUrl());
    await expect.poll(() => app.page.textContent('body')).toBe('another local server');
    await app.page.goto(`${app.origin}/`);
    await app.page.waitForFunction('(document.querySelector("#root")?.childElementCount ?? 0) > 0');
    expect(app.page.url()).toBe(`${app.origin}/`); // the key never stays in the address bar
    const info = await app.api<{ host: string }>('app.info');
    expect(info.host).toBe('web');
    await app.page.reload();
    const snap = await app.api<{ catalog: { skills: { id: string }[] } }>('catalog.rescan');
    expect(snap.catalog.skills.map((s) => s.id)).toContain('runner');
    // The events socket of the page is open (it carries the key as a subprotocol).
    expect(app.pageErrors.filter((e) => /WebSocket|403/.test(e))).toEqual([]);
  });
});
