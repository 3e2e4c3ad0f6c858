/**
 * A whole capture (src/node/claude/capture.ts) against the fake `claude` of
 * test/support/fake-claude.mjs and small scripts that fail the ways a real client
 * can: the output shape, the real folders left as they were, and the failures said
 * plainly (not found, exit code N with its stderr, no request, time limit), each
 * run killed with its process group. Finding Claude Code on PATH and by path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureClaude, CaptureError } from '../../../src/node/claude/capture';
import { findClaudeCode, type FoundClaude } from '../../../src/node/claude/findClaude';

const FAKE = path.resolve(__dirname, '../../support/fake-claude.mjs');
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'capture-run-')));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function write(file: string, text: string, mode?: number): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (mode) fs.chmodSync(file, mode);
  return file;
}

function folders(name: string) {
  const project = path.join(tmp, name, 'project');
  const home = path.join(tmp, name, 'home');
  write(path.join(project, '.claude/skills/hello/SKILL.md'), '---\ndescription: Say hello\n---\nHello $ARGUMENTS\n');
  write(path.join(home, '.claude/skills/mine/SKILL.md'), '---\ndescription: My own\n---\nMine.\n');
  return { project, home };
}

const listAll = (d: string): string[] => fs.readdirSync(d, { recursive: true, withFileTypes: false }).map(String).sort();

/** A `claude` that answers --version like the real one and then runs `body` (a Node script). */
function script(name: string, body: string): FoundClaude {
  const file = write(path.join(tmp, 'bin', `${name}.cjs`), `if (process.argv.includes('--version')) { console.log('2.1.332 (Claude Code)'); process.exit(0); }\n${body}\n`);
  return { found: true, path: file, launch: { command: process.execPath, args: [file] }, version: '2.1.332', source: 'setting' };
}

describe('captureClaude', () => {
  it('answers the documented shape, with paths mapped back to the real folders, and leaves the real folders as they were', async () => {
    const u = folders('shape');
    const before = [...listAll(u.project), ...listAll(u.home)];
    const claude = await findClaudeCode({ explicit: FAKE });
    expect(claude).toMatchObject({ found: true, version: '2.1.332', source: 'setting' });
    const lines: string[] = [];
    const r = await captureClaude({ project: u.project, home: u.home, claude: claude as FoundClaude, dataDir: null, invoke: { name: 'hello', as: 'user', args: 'there' }, onProgress: (l) => lines.push(l) });
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['claudeVersion', 'model', 'listing', 'bundled', 'invocations', 'simulated', 'diff']));
    expect(Object.keys(r.listing).sort()).toEqual(['delivery', 'entries', 'text']);
    expect(r.claudeVersion).toBe('2.1.332');
    expect(r.model).toBe('claude-opus-5-5');
    expect(r.listing.delivery).toBe('system-message');
    expect(r.listing.text).toBe('The following skills are available for use with the Skill tool:\n\n- hello: Say hello\n- mine: My own\n- fake-builtin: A built-in skill of the fake client');
    expect(r.bundled).toEqual([{ name: 'fake-builtin', kind: 'builtin', text: '- fake-builtin: A built-in skill of the fake client' }]);
    expect(r.bundledStored).toBeNull();
    expect(r.simulated.text).toContain('- hello: Say hello');
    expect(r.invocations[0].captured.bodies).toEqual([`Base directory for this skill: ${path.join(u.project, '.claude/skills/hello')}\n\nHello there\n`]);
    expect(r.invocations[0].captured.command).toBe('<command-message>hello</command-message>\n<command-name>/hello</command-name>\n<command-args>there</command-args>\n');
    expect(r.safety).toEqual({ baseUrl: 'loopback', requests: 1, outbound: [], apiKey: 'dummy' });
    expect(lines).toEqual(expect.arrayContaining(['Claude Code started', 'request 1: POST /v1/messages?beta=true']));
    expect([...listAll(u.project), ...listAll(u.home)]).toEqual(before);
  });

  it('says when Claude Code exits with a code, with its stderr', async () => {
    const u = folders('exit');
    const err = await captureClaude({ project: u.project, home: u.home, claude: script('exit3', "process.stderr.write('boom: no session\\n'); process.exit(3);"), dataDir: null }).catch((e) => e);
    expect(err).toBeInstanceOf(CaptureError);
    expect((err as CaptureError).failure).toBe('exit');
    expect((err as CaptureError).message).toBe('Claude Code exited with code 3: boom: no session');
  });

  it('kills a run that sends nothing, with its process group, and says so', async () => {
    const u = folders('stall');
    const pidFile = path.join(tmp, 'stall-grandchild.pid');
    const claude = script('stall', `const c = require('node:child_process').spawn('sleep', ['60'], { stdio: 'ignore' }); require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); setTimeout(() => {}, 60000);`);
    const err = await captureClaude({ project: u.project, home: u.home, claude, dataDir: null, firstRequestMs: 1500 }).catch((e) => e);
    expect((err as CaptureError).failure).toBe('no-request');
    expect((err as CaptureError).message).toBe('Claude Code sent no request within 2 s (tried 2 times) and was killed');
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    // Gone, or a zombie waiting for whoever reaped the group (state Z in /proc): not running either way.
    const state = () => { try { return /\) (\S)/.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1] === 'Z' ? 'gone' : 'alive'; } catch { return 'gone'; } };
    await expect.poll(state).toBe('gone');
  });

  it('kills a run at its time limit', async () => {
    const u = folders('limit');
    const claude = script('limit', "fetch(process.env.ANTHROPIC_BASE_URL + '/v1/models').then(() => setTimeout(() => {}, 60000));");
    const err = await captureClaude({ project: u.project, home: u.home, claude, dataDir: null, timeoutMs: 2000 }).catch((e) => e);
    expect((err as CaptureError).failure).toBe('timed-out');
    expect((err as CaptureError).message).toBe('Claude Code timed out after 2 s and was killed with its process group');
  });
});

describe('findClaudeCode', () => {
  it('finds `claude` on PATH and reads its version; says where it looked and what to do when there is none', async () => {
    const bin = path.join(tmp, 'pathbin');
    write(path.join(bin, 'claude'), `#!/bin/sh\nexec "${process.execPath}" "${FAKE}" "$@"\n`, 0o755);
    const home = path.join(tmp, 'nohome');
    fs.mkdirSync(home, { recursive: true });
    expect(await findClaudeCode({ env: { PATH: bin }, home })).toEqual({ found: true, path: path.join(bin, 'claude'), launch: { command: path.join(bin, 'claude'), args: [] }, version: '2.1.332', source: 'PATH' });
    const none = await findClaudeCode({ env: { PATH: path.join(tmp, 'empty') }, home, platform: 'linux' });
    expect(none.found).toBe(false);
    if (!none.found) expect(none.help).toContain('--claude /path/to/claude');
    const notClaude = await findClaudeCode({ explicit: write(path.join(tmp, 'bin', 'other.cjs'), "console.log('1.0.0')") });
    expect(notClaude).toMatchObject({ found: false, searched: [{ why: expect.stringContaining('--version printed no version') }] });
  });
});
