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
import { FAKE_MODEL_TEXT } from '../claude/fakeApi';

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
  /** The check's Claude Code arguments; those the engine has an equivalent of are passed on ({@link engineArgsFor}). */
  ccArgs?: readonly string[];
  /** Bundled skills on: read from this Claude Code entry (`--claude`), kept in `dataDir`; absent: `--no-bundled`. */
  bundled?: { claude: string; dataDir: string };
}

/**
 * The engine's equivalents of Claude Code arguments a check gives: `--allowedTools A,B`
 * → `--allowed-tools A --allowed-tools B` (invoke only) and `--model M` → `--model M`.
 * Anything else has no equivalent and is dropped.
 */
export function engineArgsFor(ccArgs: readonly string[], command: 'listing' | 'invoke'): string[] {
  const out: string[] = [];
  for (let i = 0; i < ccArgs.length; i++) {
    const a = ccArgs[i];
    const eq = a.indexOf('=');
    const flag = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    const value = eq > 0 && a.startsWith('--') ? a.slice(eq + 1) : ccArgs[i + 1];
    if (flag === '--allowedTools' || flag === '--allowed-tools') {
      if (command === 'invoke') for (const r of (value ?? '').split(/[\s,]+/).filter(Boolean)) out.push('--allowed-tools', r);
    } else if (flag === '--model') {
      if (value !== undefined) out.push('--model', value);
    } else continue;
    if (eq < 0) i++;
  }
  return out;
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

/** Environment of the CLI: this process's, without the listing budget or model (the check's `env` and `--model` decide them). */
function cliEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.SLASH_COMMAND_TOOL_CHAR_BUDGET;
  delete env.ANTHROPIC_MODEL; // the model comes from the check's --model only, as Claude Code's runs get it
  return { ...env, ...extra };
}

async function cli<T>(w: EngineWhere, args: string[]): Promise<T> {
  const all = [w.cli, ...args, '--json', '--profile', 'claude-code', '--cc-version', w.engineVersion,
    ...(w.bundled ? ['--claude', w.bundled.claude, '--data-dir', w.bundled.dataDir] : ['--no-bundled']),
    '--project', w.project, '--home', w.home, '--cwd', w.cwd, ...w.plugins.flatMap((p) => ['--plugin', p]),
    ...(w.touched ?? []).flatMap((t) => ['--touched', t])];
  try {
    const { stdout } = await run(process.execPath, all, { env: cliEnv(w.env), maxBuffer: 512 * 1024 * 1024 });
    return JSON.parse(stdout) as T;
  } catch (e) {
    const err = e as { stderr?: string; stdout?: string; code?: number; message: string };
    // `invoke` of a name no skill has exits 1 and still prints its record (README exit codes):
    // that record (the refusal Claude Code is compared with) is the result, not a failure.
    if (args[0] === 'invoke' && err.code === 1 && err.stdout) {
      try { return JSON.parse(err.stdout) as T; } catch { /* not JSON: a real failure, below */ }
    }
    throw new Error(`skill-studio ${args[0]} failed: ${(err.stderr || err.message).trim().slice(0, 500)}`);
  }
}

/** `listing --json` (with the check's `--model`). Throws when the CLI fails. */
export function engineListing(w: EngineWhere): Promise<EngineListingJson> {
  return cli<EngineListingJson>(w, ['listing', ...engineArgsFor(w.ccArgs ?? [], 'listing')]);
}

/**
 * `invoke NAME --as model|user [--args A] [--session-id ID] --print --json`, as Claude Code ran
 * (`-p`), with the check's `--allowedTools` and, for a fork, the fake model's answer as the
 * sub-agent's last text. Throws when the CLI fails.
 */
export function engineInvoke(w: EngineWhere, name: string, as: 'model' | 'user', args: string | undefined, sessionId: string | undefined): Promise<EngineInvocationJson> {
  return cli<EngineInvocationJson>(w, ['invoke', name, '--as', as, ...(args !== undefined ? ['--args', args] : []), ...(sessionId ? ['--session-id', sessionId] : []),
    '--print', '--fork-result', FAKE_MODEL_TEXT, ...engineArgsFor(w.ccArgs ?? [], 'invoke')]);
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
