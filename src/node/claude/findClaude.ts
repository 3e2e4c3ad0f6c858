/**
 * Find the user's own Claude Code and ask it its version, for "Check with my
 * Claude Code" (issue 15 point 1). Where it is looked for, in order:
 *
 * 1. a path the user gave (`--claude PATH`, the app setting `claudePath`);
 * 2. `claude` on `PATH` (`claude.exe` on Windows, as the native installer names it);
 * 3. the usual install folders: the native installer's `~/.local/bin/claude`,
 *    the old per-user install `~/.claude/local/claude`, npm's global prefixes
 *    (`/usr/local/bin`, `/opt/homebrew/bin`, `~/.npm-global/bin`, `%APPDATA%\npm`), and on
 *    Windows the npm package's `cli.js` (what npm's `claude.cmd` shim starts).
 *
 * A path ending in `.js`/`.mjs`/`.cjs` (the npm package's `cli.js`) runs under this
 * Node. The version comes from `claude --version` (it prints `2.1.332 (Claude Code)`),
 * run with the same sealed environment as a capture (dummy key, loopback base URL),
 * a 15 s limit and its process group killed after.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClaudeLaunch } from './runClaude';
import { claudeEnv } from './claudeEnv';

/** Where a found Claude Code came from. */
export type ClaudeSource = 'setting' | 'PATH' | 'install-folder';

/** A Claude Code that answered `--version`. */
export interface FoundClaude {
  found: true;
  /** The file (absolute). */
  path: string;
  launch: ClaudeLaunch;
  /** `2.1.332`, the first `N.N.N` of its `--version` answer. */
  version: string;
  source: ClaudeSource;
}

/** No usable Claude Code: every place looked at, with why it was not used, and what to do. */
export interface MissingClaude {
  found: false;
  searched: { path: string; why: string }[];
  /** Plain words for the user: how to point Skill Studio at it. */
  help: string;
}

/** Inputs of {@link findClaudeCode}; all default to this process's. */
export interface FindClaudeOptions {
  /** A path the user set; when given, only it is tried. */
  explicit?: string;
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  home?: string;
  /** Limit of `--version`, in ms (default 15,000). */
  timeoutMs?: number;
}

/** How to start a file: Node for a JavaScript entry, the file itself otherwise. */
export function launchFor(file: string): ClaudeLaunch {
  return /\.(c|m)?js$/i.test(file) ? { command: process.execPath, args: [file] } : { command: file, args: [] };
}

/** The candidate files, in the order they are tried (see the module comment). */
export function claudeCandidates(o: { env: NodeJS.ProcessEnv; platform: NodeJS.Platform; home: string }): { path: string; source: ClaudeSource }[] {
  const win = o.platform === 'win32';
  // Not `claude.cmd` (npm's Windows shim): a .cmd needs cmd.exe and its quoting; its cli.js is run instead (below).
  const names = win ? ['claude.exe', 'claude'] : ['claude'];
  const sep = win ? ';' : ':';
  const out: { path: string; source: ClaudeSource }[] = [];
  for (const dir of (o.env.PATH ?? o.env.Path ?? '').split(sep)) {
    if (!dir) continue;
    for (const n of names) out.push({ path: path.join(dir, n), source: 'PATH' });
  }
  const folders = win
    ? [path.join(o.home, '.local', 'bin'), path.join(o.env.APPDATA ?? path.join(o.home, 'AppData', 'Roaming'), 'npm')]
    : [path.join(o.home, '.local', 'bin'), path.join(o.home, '.claude', 'local'), '/usr/local/bin', '/opt/homebrew/bin', path.join(o.home, '.npm-global', 'bin'), '/usr/bin'];
  for (const dir of folders) for (const n of names) out.push({ path: path.join(dir, n), source: 'install-folder' });
  // npm's global package on Windows (what its claude.cmd starts), run under Node.
  if (win) out.push({ path: path.join(o.env.APPDATA ?? path.join(o.home, 'AppData', 'Roaming'), 'npm', 'node_modules', '@anthropic-ai', 'claude-code', 'cli.js'), source: 'install-folder' });
  const seen = new Set<string>();
  return out.filter((c) => (seen.has(c.path) ? false : (seen.add(c.path), true)));
}

/**
 * Parse a `--version` answer (`2.1.332 (Claude Code)`, both releases measured); null
 * unless it names Claude Code, so a path set to another program is not taken for it.
 */
export function parseClaudeVersion(stdout: string): string | null {
  return /\b(\d+\.\d+\.\d+) \(Claude Code\)/.exec(stdout)?.[1] ?? null;
}

/** Run `launch --version` sealed (no network but loopback, dummy key); resolves to its stdout or why it failed. */
export function askVersion(launch: ClaudeLaunch, home: string, timeoutMs = 15_000): Promise<{ ok: true; stdout: string } | { ok: false; why: string }> {
  return new Promise((resolve) => {
    // The base URL is a closed loopback port: `--version` needs no API, and nothing else is reachable.
    const env = claudeEnv(home, 'http://127.0.0.1:9');
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(launch.command, [...launch.args, '--version'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    } catch (e) { resolve({ ok: false, why: (e as Error).message }); return; }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (d: Buffer) => out.push(d));
    child.stderr!.on('data', (d: Buffer) => err.push(d));
    const kill = () => { try { process.kill(process.platform === 'win32' ? child.pid! : -child.pid!, 'SIGKILL'); } catch { /* gone */ } };
    const timer = setTimeout(() => { kill(); resolve({ ok: false, why: `--version did not answer within ${Math.round(timeoutMs / 1000)} s` }); }, timeoutMs);
    child.on('error', (e) => { clearTimeout(timer); resolve({ ok: false, why: e.message }); });
    child.on('close', (code) => {
      clearTimeout(timer);
      kill();
      const stdout = Buffer.concat(out).toString('utf8');
      if (code === 0) resolve({ ok: true, stdout });
      else resolve({ ok: false, why: `--version exited with code ${code}: ${Buffer.concat(err).toString('utf8').trim().slice(0, 300)}` });
    });
  });
}

const HELP = 'Claude Code was not found. Install it (https://docs.claude.com/en/docs/claude-code), or point Skill Studio at it: '
  + 'the setting "Claude Code path" in the app, or `skill-studio capture --claude /path/to/claude` '
  + '(the `claude` executable, or the `cli.js` of the npm package).';

function isFile(p: string): boolean {
  try { return fs.statSync(p).isFile(); } catch { return false; }
}

/**
 * The user's Claude Code (see the module comment), or every place looked at and
 * why none was used. Never throws. The sealed `--version` run uses a temporary
 * empty HOME, removed after.
 */
export async function findClaudeCode(o: FindClaudeOptions = {}): Promise<FoundClaude | MissingClaude> {
  const env = o.env ?? process.env;
  const home = o.home ?? os.homedir();
  const candidates = o.explicit
    ? [{ path: path.resolve(o.explicit), source: 'setting' as const }]
    : claudeCandidates({ env, platform: o.platform ?? process.platform, home });
  const searched: MissingClaude['searched'] = [];
  const sealedHome = fs.mkdtempSync(path.join(os.tmpdir(), 'skill-studio-version-'));
  try {
    for (const c of candidates) {
      if (!isFile(c.path)) { if (o.explicit) searched.push({ path: c.path, why: 'no such file' }); continue; }
      const launch = launchFor(c.path);
      const answer = await askVersion(launch, sealedHome, o.timeoutMs);
      const version = answer.ok ? parseClaudeVersion(answer.stdout) : null;
      if (version) return { found: true, path: c.path, launch, version, source: c.source };
      searched.push({ path: c.path, why: answer.ok ? `--version printed no version (${answer.stdout.trim().slice(0, 100)})` : answer.why });
    }
  } finally {
    fs.rmSync(sealedHome, { recursive: true, force: true });
  }
  if (!o.explicit && !searched.length) searched.push({ path: 'claude', why: 'not on PATH nor in the usual install folders' });
  return { found: false, searched, help: HELP };
}
