/**
 * `capture`: run the user's own Claude Code once, offline, on a temporary mirror of
 * the project and home, and print what it really sent next to the simulation
 * (src/node/claude/capture.ts). Progress goes to stderr while it runs; `--json`
 * prints the {@link CaptureResult} on stdout. Exit codes: 0 captured (differences
 * or not), 1 Claude Code not found or the run failed (the reason on stderr), 2 bad usage.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UsageError, type CliOptions } from '../args';
import { captureClaude, CaptureError, type CaptureResult } from '../../node/claude/capture';
import { findClaudeCode } from '../../node/claude/findClaude';
import { defaultDataDir } from '../../node/app/dataDir';

/** Where the command writes. */
export interface CaptureIo { env: NodeJS.ProcessEnv; cwd: string; stdout: (t: string) => void; stderr: (t: string) => void }

function dirOf(flag: string, p: string, cwd: string): string {
  const abs = path.resolve(cwd, p);
  let ok = false;
  try { ok = fs.statSync(abs).isDirectory(); } catch { ok = false; }
  if (!ok) throw new UsageError(`${flag}: ${abs} is not a directory`);
  return abs;
}

/** Plain-text form of a capture: the side-by-side rows, the shell note, the safety figures. */
export function captureText(r: CaptureResult): string {
  const lines = [
    `Claude Code ${r.claudeVersion} (${r.claudePath}), model ${r.model ?? '?'}, simulated as claude-code ${r.engineVersion}`,
    `listing delivered as ${r.listing.delivery ?? '(none)'}: ${r.diff.entriesSame} of ${r.diff.entriesTotal} entries identical${r.diff.identical ? ' (whole text identical)' : ''}`,
    `built-in entries: ${r.bundled.length}${r.bundledStored ? ` (kept in ${r.bundledStored})` : ''}`,
    '',
  ];
  for (const e of r.diff.entries) {
    const mark = e.status === 'same' ? '=' : e.status === 'differs' ? '≠' : e.status === 'captured-only' ? '<' : '>';
    lines.push(`${mark} ${e.name}${e.origin === 'builtin' ? ' (built-in)' : ''}: ${e.explanation}`);
  }
  for (const i of r.invocations) {
    lines.push('', `invocation ${i.as === 'user' ? `/${i.name}${i.args ? ` ${i.args}` : ''}` : `Skill(${i.name})`}: Claude Code ${i.captured.loaded ? 'loaded it' : 'refused'}, the simulation ${i.simulated.loaded ? 'loaded it' : 'refused'}`);
    for (const b of i.captured.bodies) lines.push(b.replace(/^/gm, '  | '));
    for (const d of i.differences) lines.push(`  differs: ${d.field}`);
  }
  lines.push('', r.shell.note, `safety: ${r.safety.requests} requests, all on loopback; ${r.safety.outbound.length} refused for other hosts; dummy API key`, `took ${(r.ms / 1000).toFixed(1)} s`);
  return lines.join('\n') + '\n';
}

/** Run `capture`; resolves to the exit code. */
export async function captureCommand(o: CliOptions, io: CaptureIo): Promise<number> {
  const project = dirOf('--project', o.project ?? '.', io.cwd);
  const home = o.home ? dirOf('--home', o.home, io.cwd) : os.homedir();
  if ((o.args !== undefined || o.allowShell.length) && !o.invoke) throw new UsageError('--args and --allow-shell need --invoke NAME');
  const found = await findClaudeCode({ explicit: o.claude ? path.resolve(io.cwd, o.claude) : undefined, env: io.env });
  if (!found.found) {
    io.stderr(`skill-studio: ${found.help}\nLooked at:\n${found.searched.map((s) => `  ${s.path}: ${s.why}`).join('\n')}\n`);
    return 1;
  }
  try {
    const r = await captureClaude({
      project, home, claude: found, model: o.model,
      invoke: o.invoke ? { name: o.invoke, as: o.as, ...(o.args !== undefined ? { args: o.args } : {}) } : undefined,
      allowShell: o.allowShell,
      dataDir: o.noStore ? null : path.resolve(io.cwd, o.dataDir ?? defaultDataDir(io.env)),
      timeoutMs: o.timeout ? o.timeout * 1000 : undefined,
      onProgress: (line) => io.stderr(`capture: ${line}\n`),
      env: io.env,
    });
    io.stdout(o.json ? JSON.stringify(r, null, 2) + '\n' : captureText(r));
    return 0;
  } catch (e) {
    if (e instanceof CaptureError) { io.stderr(`skill-studio: capture failed (${e.failure}): ${e.message}\n`); return 1; }
    throw e;
  }
}
