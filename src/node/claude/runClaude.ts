/**
 * Run the real Claude Code once, offline, against a {@link startFakeApi} on
 * loopback, in a copy of an input tree, and keep every request it sent.
 *
 * How it is run follows ../shared/reference/claude-code-measured.md ("How it ran"):
 * HOME is the tree's home copy with `~/.claude.json` = `{"hasCompletedOnboarding":true}`,
 * a dummy API key, `CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1`, `DISABLE_TELEMETRY=1`,
 * `DISABLE_AUTOUPDATER=1`, `DISABLE_ERROR_REPORTING=1`, `CLAUDE_CODE_DISABLE_POLICY_SKILLS=1`,
 * `TERM=dumb`; cwd = the project copy; `-p PROMPT --output-format json`. Added here:
 * the fake API as HTTP(S) proxy, so a
 * request for any other host is refused on loopback (2.1.112 asks api.anthropic.com for a
 * metrics setting even with telemetry off). The
 * environment is built from scratch (only PATH is inherited), so no proxy, key or
 * setting of the machine reaches the client.
 *
 * The 2.1.332 binary sometimes stalls ~25 s before its first request: a run that
 * has sent nothing after `firstRequestMs`, or is still going after `timeoutMs`, is
 * killed with its whole process group and tried again on a fresh copy (3 tries).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startFakeApi, type CapturedRequest, type ScriptedToolUse } from './fakeApi';
import { claudeEnv } from './claudeEnv';

export { claudeEnv };

/** The command that starts a Claude Code release (`node cli.js` or the native binary). */
export interface ClaudeLaunch { command: string; args: string[] }

/** Options of {@link runClaude}. Relative paths are relative to the tree. */
export interface RunClaudeOptions {
  launch: ClaudeLaunch;
  /** The input tree (holds the project, the home and any plugins); it is copied, never written. */
  tree: string;
  /** The copy is made in `workDir/tree` (emptied first); the caller keeps or removes it. */
  workDir: string;
  /** Project folder in the tree (default `project`). */
  project?: string;
  /** Home folder in the tree (default `user`; created when missing). */
  home?: string;
  /** Working directory, relative to the project (default the project). */
  cwd?: string;
  prompt: string;
  /** Extra Claude Code arguments (`--model X`, `--allowedTools Skill`, …). */
  args?: readonly string[];
  /** Plugin folders in the tree, passed as `--plugin-dir` (absolute, in the copy). */
  pluginDirs?: readonly string[];
  /** Merged into HOME/.claude/settings.json (objects one level deep). */
  settings?: Record<string, unknown>;
  /** Extra environment variables (e.g. SLASH_COMMAND_TOOL_CHAR_BUDGET). */
  env?: Record<string, string>;
  toolUses?: readonly ScriptedToolUse[];
  /** `git init` the project copy first. */
  git?: boolean;
  /** Kill and retry when no request arrived by then (default 30 s). */
  firstRequestMs?: number;
  /** Kill and retry when still running by then (default 120 s). */
  timeoutMs?: number;
  /** Tries in all (default 3). */
  tries?: number;
  /** Told as the run goes (spawned, each request, a kill); for a progress line while it runs. */
  onProgress?: (event: RunProgress) => void;
}

/** What {@link runClaude} reports while it runs (`onProgress`). `try` is 1-based. */
export type RunProgress =
  | { kind: 'spawned'; try: number; pid: number | undefined }
  | { kind: 'request'; try: number; seq: number; method: string; url: string }
  | { kind: 'killed'; try: number; reason: 'no-request' | 'time-limit' };

/** What one run left behind. Paths are absolute, in the copy. */
export interface ClaudeRun {
  /** Exit code, or null when killed. */
  code: number | null;
  signal: string | null;
  /** True when the last try was killed as hung. */
  hung: boolean;
  /** Why the last try was killed (with `hung`): nothing sent by `firstRequestMs`, or still running at `timeoutMs`. */
  killedFor?: 'no-request' | 'time-limit';
  /** Tries used (1 when the first one finished). */
  tries: number;
  ms: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (`--output-format json`), or null. */
  result: Record<string, unknown> | null;
  requests: CapturedRequest[];
  project: string;
  home: string;
  cwd: string;
  /** The copy of the tree. */
  tree: string;
}

/** Merge `add` into `base`: plain objects one level deep, anything else replaced. */
export function mergeSettings(base: Record<string, unknown>, add: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  for (const [k, v] of Object.entries(add)) out[k] = isObj(v) && isObj(out[k]) ? { ...(out[k] as Record<string, unknown>), ...v } : v;
  return out;
}

/** Give the owner write permission on every file and folder of the copy (inputs may be read-only); links are left alone. */
function makeWritable(dir: string): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isSymbolicLink()) continue;
    fs.chmodSync(p, fs.statSync(p).mode | 0o200);
    if (e.isDirectory()) makeWritable(p);
  }
}

/** Copy the tree (symlinks kept as they are) and prepare HOME; returns the copy's paths. */
function prepare(o: RunClaudeOptions): { tree: string; project: string; home: string; cwd: string } {
  const tree = path.join(o.workDir, 'tree');
  fs.rmSync(tree, { recursive: true, force: true });
  fs.mkdirSync(o.workDir, { recursive: true });
  fs.cpSync(o.tree, tree, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(tree, fs.statSync(tree).mode | 0o200);
  makeWritable(tree);
  const project = path.join(tree, o.project ?? 'project');
  const home = path.join(tree, o.home ?? 'user');
  fs.mkdirSync(project, { recursive: true });
  fs.mkdirSync(home, { recursive: true });
  const cfg = path.join(home, '.claude.json');
  if (!fs.existsSync(cfg)) fs.writeFileSync(cfg, JSON.stringify({ hasCompletedOnboarding: true }));
  if (o.settings && Object.keys(o.settings).length) {
    const file = path.join(home, '.claude', 'settings.json');
    let cur: Record<string, unknown> = {};
    try { cur = JSON.parse(fs.readFileSync(file, 'utf8')); } catch { /* none yet */ }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(mergeSettings(cur, o.settings), null, 2));
  }
  return { tree, project, home, cwd: o.cwd ? path.join(project, o.cwd) : project };
}

/** Kill the child's whole process group (POSIX), or the child alone (Windows). */
function killTree(pid: number | undefined): void {
  if (!pid) return;
  try { process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL'); } catch { /* already gone */ }
}

async function gitInit(dir: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const g = spawn('git', ['init', '-q', dir], { stdio: 'ignore' });
    g.on('error', () => resolve());
    g.on('close', () => resolve());
  });
}

async function once(o: RunClaudeOptions, attempt: number): Promise<ClaudeRun & { killed: boolean }> {
  const t0 = Date.now();
  const where = prepare(o);
  if (o.git) await gitInit(where.project);
  const api = await startFakeApi({ toolUses: o.toolUses });
  const plugins = (o.pluginDirs ?? []).flatMap((p) => ['--plugin-dir', path.join(where.tree, p)]);
  const args = [...o.launch.args, '-p', o.prompt, '--output-format', 'json', ...plugins, ...(o.args ?? [])];
  const child = spawn(o.launch.command, args, {
    cwd: where.cwd,
    env: claudeEnv(where.home, api.url, o.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  o.onProgress?.({ kind: 'spawned', try: attempt, pid: child.pid });
  const onRequest = (r: CapturedRequest) => o.onProgress?.({ kind: 'request', try: attempt, seq: r.seq, method: r.method, url: r.url });
  api.events.on('request', onRequest);
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => out.push(d));
  child.stderr.on('data', (d: Buffer) => err.push(d));
  let killed = false;
  let killedFor: 'no-request' | 'time-limit' | undefined;
  const kill = (reason: 'no-request' | 'time-limit') => {
    if (!killed) { o.onProgress?.({ kind: 'killed', try: attempt, reason }); killedFor = reason; }
    killed = true;
    killTree(child.pid);
  };
  const firstTimer = setTimeout(() => { if (api.requests.length === 0) kill('no-request'); }, o.firstRequestMs ?? 30_000);
  const allTimer = setTimeout(() => kill('time-limit'), o.timeoutMs ?? 120_000);
  const { code, signal } = await new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    child.on('error', (e) => { err.push(Buffer.from(`spawn failed: ${e.message}\n`)); resolve({ code: null, signal: null }); });
    child.on('close', (c, s) => resolve({ code: c, signal: s }));
  });
  clearTimeout(firstTimer);
  clearTimeout(allTimer);
  killTree(child.pid); // anything it left running in its group
  api.events.off('request', onRequest);
  await api.close();
  const stdout = Buffer.concat(out).toString('utf8');
  let result: Record<string, unknown> | null = null;
  try { const v = JSON.parse(stdout); if (v && typeof v === 'object' && !Array.isArray(v)) result = v; } catch { /* not JSON */ }
  return {
    code, signal, hung: killed, ...(killedFor ? { killedFor } : {}), killed, tries: 1, ms: Date.now() - t0, stdout, stderr: Buffer.concat(err).toString('utf8'),
    result, requests: [...api.requests], ...where,
  };
}

/** Run Claude Code once (retrying hung runs); never throws for a failing client. */
export async function runClaude(o: RunClaudeOptions): Promise<ClaudeRun> {
  const tries = Math.max(1, o.tries ?? 3);
  let last: Awaited<ReturnType<typeof once>> | null = null;
  for (let i = 1; i <= tries; i++) {
    last = await once(o, i);
    last.tries = i;
    if (!last.killed) break;
  }
  const { killed: _k, ...run } = last!;
  return run;
}
