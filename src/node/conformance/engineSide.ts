/**
 * The engine's side of a check: `skill-studio listing|invoke --json --profile
 * claude-code --cc-version V --no-bundled` on the very copy Claude Code ran in
 * (same absolute paths, so `Base directory for this skill:` lines can match).
 * The CLI gets only what a user would give it (no --budget, no --context-window):
 * budget variables come through the environment, as Claude Code reads them.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EngineInvocationJson } from './compare';

const run = promisify(execFile);

/** Where the engine runs: the copy's folders and the Claude Code version it imitates. */
export interface EngineWhere {
  cli: string;
  engineVersion: string;
  project: string;
  home: string;
  cwd: string;
  /** Absolute plugin folders. */
  plugins: string[];
  env: Record<string, string>;
  /** Files the model touched, relative to cwd. */
  touched?: string[];
}

/** The fields of `listing --json` the suite reads. */
export interface EngineListingJson {
  text: string;
  budget: number;
  used: number;
  mode: string;
  entries: { id: string; name: string; fate: string; text: string }[];
  excluded: { id: string }[];
}

/** Environment of the CLI: this process's, without the listing budget (the check's `env` decides it). */
function cliEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.SLASH_COMMAND_TOOL_CHAR_BUDGET;
  return { ...env, ...extra };
}

async function cli<T>(w: EngineWhere, args: string[]): Promise<T> {
  const all = [w.cli, ...args, '--json', '--profile', 'claude-code', '--cc-version', w.engineVersion, '--no-bundled',
    '--project', w.project, '--home', w.home, '--cwd', w.cwd, ...w.plugins.flatMap((p) => ['--plugin', p]),
    ...(w.touched ?? []).flatMap((t) => ['--touched', t])];
  try {
    const { stdout } = await run(process.execPath, all, { env: cliEnv(w.env), maxBuffer: 512 * 1024 * 1024 });
    return JSON.parse(stdout) as T;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`skill-studio ${args[0]} failed: ${(err.stderr || err.message).trim().slice(0, 500)}`);
  }
}

/** `listing --json`. Throws when the CLI fails. */
export function engineListing(w: EngineWhere): Promise<EngineListingJson> {
  return cli<EngineListingJson>(w, ['listing']);
}

/** `invoke NAME --as model|user [--args A] [--session-id ID] --json`. Throws when the CLI fails. */
export function engineInvoke(w: EngineWhere, name: string, as: 'model' | 'user', args: string | undefined, sessionId: string | undefined): Promise<EngineInvocationJson> {
  return cli<EngineInvocationJson>(w, ['invoke', name, '--as', as, ...(args !== undefined ? ['--args', args] : []), ...(sessionId ? ['--session-id', sessionId] : [])]);
}

/**
 * Names that may start a listing entry in a tree, besides the engine's own ids: every
 * skill folder under a `.claude/skills` or a plugin's `skills`, every legacy command
 * (`.claude/commands/**.md` → `name`, `ns/name.md` → `ns:name`) and plugin command
 * (`<plugin>:name`). They let the splitter cut Claude Code's listing at entries the
 * engine does not know (a plugin command), instead of gluing them to the entry before.
 */
export function treeNames(roots: readonly string[], plugins: readonly string[]): string[] {
  const out = new Set<string>();
  const dirs = (d: string) => { try { return fs.readdirSync(d, { withFileTypes: true }); } catch { return []; } };
  const commands = (d: string, prefix: string) => {
    for (const e of dirs(d)) {
      if (e.isDirectory()) commands(path.join(d, e.name), `${prefix}${e.name}:`);
      else if (e.name.endsWith('.md')) out.add(`${prefix}${e.name.slice(0, -3)}`);
    }
  };
  const walk = (d: string, depth: number) => {
    if (depth > 6) return;
    for (const e of dirs(d)) {
      if (!e.isDirectory() || e.name === 'node_modules' || e.name === '.git') continue;
      const p = path.join(d, e.name);
      if (e.name === '.claude') {
        for (const s of dirs(path.join(p, 'skills'))) out.add(s.name);
        commands(path.join(p, 'commands'), '');
      } else walk(p, depth + 1);
    }
  };
  for (const r of roots) walk(r, 0);
  for (const p of plugins) {
    let name = path.basename(p);
    try { name = JSON.parse(fs.readFileSync(path.join(p, '.claude-plugin', 'plugin.json'), 'utf8')).name ?? name; } catch { /* folder name */ }
    for (const s of dirs(path.join(p, 'skills'))) out.add(`${name}:${s.name}`);
    commands(path.join(p, 'commands'), `${name}:`);
  }
  return [...out];
}
