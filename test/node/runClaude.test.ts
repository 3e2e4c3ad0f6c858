/**
 * The Claude Code runner (src/node/claude/runClaude.ts) with a stand-in client
 * (fixtures/fake-claude.cjs): the copy, HOME, the environment, the arguments, and
 * hung runs killed with their process group and retried. No Claude Code needed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeSettings, runClaude } from '../../src/node/claude/runClaude';

const fake = { command: process.execPath, args: [path.join(__dirname, 'fixtures', 'fake-claude.cjs')] };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'run-claude-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A small tree: project/.claude/skills/s, user/.claude/settings.json, a relative link, a plugin; read-only. */
function tree(): string {
  const t = fs.mkdtempSync(path.join(tmp, 'tree-'));
  fs.mkdirSync(path.join(t, 'project', '.claude', 'skills', 's'), { recursive: true });
  fs.writeFileSync(path.join(t, 'project', '.claude', 'skills', 's', 'SKILL.md'), '---\ndescription: d\n---\nB\n');
  fs.mkdirSync(path.join(t, 'project', 'sub'));
  fs.mkdirSync(path.join(t, 'shared', 'linked'), { recursive: true });
  fs.symlinkSync('../../shared/linked', path.join(t, 'project', '.claude', 'linked'));
  fs.mkdirSync(path.join(t, 'user', '.claude'), { recursive: true });
  fs.writeFileSync(path.join(t, 'user', '.claude', 'settings.json'), JSON.stringify({ skillOverrides: { a: 'off' }, model: 'x' }));
  fs.mkdirSync(path.join(t, 'plugins', 'kit'), { recursive: true });
  for (const p of ['project/.claude/skills/s/SKILL.md', 'project/.claude/skills/s', 'user/.claude/settings.json', 'user/.claude', 'user']) fs.chmodSync(path.join(t, p), p.endsWith('.md') || p.endsWith('.json') ? 0o444 : 0o555);
  return t;
}

describe('runClaude', () => {
  it('runs in a writable copy with a HOME of its own, the measured environment and nothing inherited', async () => {
    process.env.SS_LEAK_CHECK = 'must-not-pass';
    const t = tree();
    const r = await runClaude({
      launch: fake, tree: t, workDir: path.join(tmp, 'w1'), cwd: 'sub', prompt: 'hello there', args: ['--model', 'claude-x'],
      pluginDirs: ['plugins/kit'], settings: { skillOverrides: { b: 'off' }, enabledPlugins: { 'p@builtin': false } },
      env: { FAKE_CLAUDE_MODE: 'ok', EXTRA_ONE: '1' },
    });
    delete process.env.SS_LEAK_CHECK;
    expect(r).toMatchObject({ code: 0, hung: false, tries: 1 });
    const out = r.result as { result: string; env: Record<string, string>; cwd: string; argv: string[] };
    expect(out.result).toBe('ok');
    expect(r.requests.map((q) => q.url)).toEqual(['/v1/messages?beta=true']);
    expect(r.requests[0].headers['x-api-key']).toBeUndefined();
    // the copy
    expect(r.project).toBe(path.join(tmp, 'w1', 'tree', 'project'));
    expect(fs.realpathSync(out.cwd)).toBe(fs.realpathSync(path.join(r.project, 'sub')));
    expect(fs.readlinkSync(path.join(r.project, '.claude', 'linked'))).toBe('../../shared/linked');
    expect(JSON.parse(fs.readFileSync(path.join(r.home, '.claude.json'), 'utf8'))).toEqual({ hasCompletedOnboarding: true });
    expect(JSON.parse(fs.readFileSync(path.join(r.home, '.claude', 'settings.json'), 'utf8'))).toEqual({ skillOverrides: { a: 'off', b: 'off' }, model: 'x', enabledPlugins: { 'p@builtin': false } });
    fs.writeFileSync(path.join(r.project, '.claude', 'skills', 's', 'SKILL.md'), 'writable');
    expect(fs.readFileSync(path.join(t, 'project', '.claude', 'skills', 's', 'SKILL.md'), 'utf8')).toContain('description'); // input untouched
    // arguments and environment
    expect(out.argv).toEqual(['-p', 'hello there', '--output-format', 'json', '--plugin-dir', path.join(r.tree, 'plugins/kit'), '--model', 'claude-x']);
    expect(out.env.HOME).toBe(r.home);
    expect(out.env.ANTHROPIC_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(out.env.HTTPS_PROXY).toBe(out.env.ANTHROPIC_BASE_URL);
    expect(out.env).toMatchObject({ CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_TELEMETRY: '1', DISABLE_AUTOUPDATER: '1', DISABLE_ERROR_REPORTING: '1', CLAUDE_CODE_DISABLE_POLICY_SKILLS: '1', TERM: 'dumb', EXTRA_ONE: '1' });
    expect(out.env.SS_LEAK_CHECK).toBeUndefined();
    expect(out.env.ANTHROPIC_API_KEY).toMatch(/dummy/);
  });

  it('kills a run that never sends a request, and gives up after three tries', async () => {
    const r = await runClaude({ launch: fake, tree: tree(), workDir: path.join(tmp, 'w2'), prompt: 'x', env: { FAKE_CLAUDE_MODE: 'hang' }, firstRequestMs: 300 });
    expect(r).toMatchObject({ hung: true, tries: 3, code: null, result: null, requests: [] });
  });

  it('retries a hung run on a fresh copy and keeps the try that finished', async () => {
    const counter = path.join(tmp, 'counter');
    const r = await runClaude({ launch: fake, tree: tree(), workDir: path.join(tmp, 'w3'), prompt: 'x', env: { FAKE_CLAUDE_MODE: 'hang-once', FAKE_CLAUDE_COUNTER: counter }, firstRequestMs: 300 });
    expect(r).toMatchObject({ hung: false, tries: 2, code: 0 });
    expect(r.requests).toHaveLength(1);
  });

  it.skipIf(process.platform === 'win32')('kills the whole process group, grandchildren included', async () => {
    const pidFile = path.join(tmp, 'grandchild.pid');
    const r = await runClaude({ launch: fake, tree: tree(), workDir: path.join(tmp, 'w4'), prompt: 'x', env: { FAKE_CLAUDE_MODE: 'grandchild', FAKE_CLAUDE_PIDFILE: pidFile }, firstRequestMs: 300, tries: 1 });
    expect(r.hung).toBe(true);
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    // Killed means gone or a zombie (a container's init may not reap orphans).
    const running = () => {
      try { if (process.platform === 'linux') return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] !== 'Z'; process.kill(pid, 0); return true; } catch { return false; }
    };
    for (let i = 0; i < 50 && running(); i++) await new Promise((res) => setTimeout(res, 20));
    expect(running()).toBe(false);
  });

  it('a client that cannot start is a failed run, not an exception', async () => {
    const r = await runClaude({ launch: { command: path.join(tmp, 'no-such-binary'), args: [] }, tree: tree(), workDir: path.join(tmp, 'w5'), prompt: 'x', tries: 1 });
    expect(r).toMatchObject({ result: null, hung: false });
    expect(r.stderr).toMatch(/spawn failed/);
  });
});

describe('mergeSettings', () => {
  it('merges objects one level deep and replaces the rest', () => {
    expect(mergeSettings({ a: { x: 1 }, b: [1], c: 1 }, { a: { y: 2 }, b: [2], d: { z: 3 } })).toEqual({ a: { x: 1, y: 2 }, b: [2], c: 1, d: { z: 3 } });
  });
});
