/**
 * Shared fixtures for main-process tests: temp folders (real paths), skill
 * files, an app context over them, and raw HTTP requests (fetch forbids
 * setting Host, which these tests need).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createAppContext, type AppContext, type AppContextOptions } from '../../src/node/app/context';

const made: string[] = [];

/** A fresh temp folder (realpath, so symlinked /tmp does not confuse guards); removed by `cleanupTemp`. */
export function tempDir(prefix = 'main'): string {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `ss-${prefix}-`)));
  made.push(d);
  return d;
}

/** Remove every temp folder made so far. */
export function cleanupTemp(): void {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

/** Write `<root>/<name>/SKILL.md` with a description; returns the file path. */
export function writeSkill(root: string, name: string, description = `Does ${name}`, body = 'Body.\n'): string {
  const file = path.join(root, name, 'SKILL.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `---\nname: ${name}\ndescription: ${description}\n---\n${body}`);
  return file;
}

export interface Fixture { project: string; home: string; data: string; skills: string; userSkills: string; ctx: AppContext }

/** A project with `.claude/skills`, a home with `.claude/skills`, and a context over them. */
export async function fixture(opts: Partial<AppContextOptions> = {}): Promise<Fixture> {
  const project = tempDir('project');
  const home = tempDir('home');
  const data = tempDir('data');
  const skills = path.join(project, '.claude', 'skills');
  const userSkills = path.join(home, '.claude', 'skills');
  fs.mkdirSync(skills, { recursive: true });
  fs.mkdirSync(userSkills, { recursive: true });
  fs.mkdirSync(path.join(project, '.git'));
  const ctx = await createAppContext({
    host: 'web', appVersion: '0.0.0-test', dataDir: data, bundledRoot: path.join(data, 'no-bundled'),
    roots: { project, home, cwd: project }, watcher: false, env: {}, ...opts,
  });
  return { project, home, data, skills, userSkills, ctx };
}

export interface RawResponse { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One HTTP request to 127.0.0.1:port with exactly these headers. */
export function rawRequest(port: number, o: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: o.method ?? 'GET', path: o.path, headers: { host: `127.0.0.1:${port}`, ...o.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    if (o.body !== undefined) req.write(o.body);
    req.end();
  });
}

/** Log in to a web host as the page does: the token exchange gives the session cookie and (in the redirect's fragment) the page key. */
export async function webLogin(port: number, token: string): Promise<{ cookie: string; key: string; headers: Record<string, string> }> {
  const r = await rawRequest(port, { path: `/?token=${token}` });
  const cookie = String(r.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const key = /#key=([\w-]+)$/.exec(String(r.headers.location))?.[1] ?? '';
  return { cookie, key, headers: { cookie, 'x-skill-studio-key': key } };
}
