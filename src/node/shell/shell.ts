/**
 * Runs one `!`cmd`` command for the user, only when they clicked "run" for
 * that exact command (the `shell.run` method). `sh -c` in the given working
 * directory, 10 s limit (the whole process group is killed), output capped at
 * 64 KiB per stream.
 */
import { spawn } from 'node:child_process';
import type { ShellRunResult } from '../../shared/ipc/contract';

export const SHELL_TIMEOUT_MS = 10_000;
export const SHELL_OUTPUT_CAP = 64 * 1024;

/** Run `command` with `sh -c` in `cwd`; never rejects for command failures. */
export function runShell(command: string, cwd: string, opts: { timeoutMs?: number; cap?: number; env?: NodeJS.ProcessEnv } = {}): Promise<ShellRunResult> {
  const timeoutMs = opts.timeoutMs ?? SHELL_TIMEOUT_MS;
  const cap = opts.cap ?? SHELL_OUTPUT_CAP;
  const started = Date.now();
  return new Promise((resolve) => {
    // detached: the command gets its own process group, so a timeout kills its children too.
    const child = spawn('sh', ['-c', command], { cwd, env: opts.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const bufs = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
    const sizes = { stdout: 0, stderr: 0 };
    let truncated = false;
    let timedOut = false;
    const take = (which: 'stdout' | 'stderr') => (d: Buffer) => {
      const room = cap - sizes[which];
      if (room <= 0) { truncated = true; return; }
      if (d.length > room) { truncated = true; d = d.subarray(0, room); }
      bufs[which].push(d);
      sizes[which] += d.length;
    };
    child.stdout.on('data', take('stdout'));
    child.stderr.on('data', take('stderr'));
    const kill = () => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { child.kill('SIGKILL'); } };
    const timer = setTimeout(() => { timedOut = true; kill(); }, timeoutMs);
    const finish = (exitCode: number | null, extraErr = '') => {
      clearTimeout(timer);
      resolve({
        command,
        stdout: Buffer.concat(bufs.stdout).toString('utf8'),
        stderr: Buffer.concat(bufs.stderr).toString('utf8') + extraErr,
        exitCode,
        timedOut,
        truncated,
        durationMs: Date.now() - started,
      });
    };
    child.on('error', (e) => finish(null, String(e.message)));
    // 'close' (not 'exit') so all output has been read; a background child holding the pipes is cut by the timeout.
    child.on('close', (code) => finish(code));
  });
}
