/**
 * One check under one Claude Code release: run the real client on a copy of the
 * tree, extract what it sent, run the engine on the same copy, compare.
 */
import fs from 'node:fs';
import path from 'node:path';
import { originalEntry, originalLaunch, type FetchedClaudeCode } from '../claude/fetchClaudeCode';
import { runClaude, type ClaudeRun } from '../claude/runClaude';
import { extractInvocation, extractListings } from '../claude/extract';
import { listingDelta } from '../../shared/engine';
import { outboundAttempts, type ScriptedToolUse } from '../claude/fakeApi';
import { compareInvocation, compareListing, engineView, type Difference, type Field } from './compare';
import { engineInvoke, engineListing, treeNames, type EngineWhere } from './engineSide';
import { splitSlash, type Check } from './checks';
import { captureClaude } from '../claude/capture';
import { findClaudeCode } from '../claude/findClaude';

/** The outcome of one check under one version (what the report and the JSON show). */
export interface CheckResult {
  id: string;
  version: string;
  kind: 'listing' | 'invoke';
  ms: number;
  tries: number;
  /** Claude Code could not be run or measured (hung three times, no JSON on stdout, no request). */
  failedToRun: boolean;
  listing?: { identical: boolean; entriesSame: number; entriesTotal: number; claudeChars: number; engineChars: number; engineMode: string; engineBudget: number };
  delta?: { identical: boolean; claude: string | null; engine: string | null };
  invocation?: { compared: Field[]; claudeBodyChars: number[]; engineBodyChars: number[]; compacted: boolean };
  differences: Difference[];
  /** Hosts Claude Code tried to reach other than the fake API (refused by it as the proxy). */
  outbound: string[];
  /** The copy the run used (kept with --keep). */
  workDir: string;
}

/** Options that are the same for every check of a run; `keep` also writes requests.jsonl, stdout and stderr into the work folder. */
export interface RunContext { cli: string; workRoot: string; keep?: boolean; firstRequestMs?: number; timeoutMs?: number }

function scriptFor(check: Check, cwdAbs: string): { prompt: string; toolUses: ScriptedToolUse[] } {
  const a = check.action;
  const read: ScriptedToolUse[] = a.touch ? [{ name: 'Read', input: { file_path: path.join(cwdAbs, a.touch) } }] : [];
  if (a.kind === 'listing') return { prompt: a.touch ? 'Please read the file.' : 'hello', toolUses: read };
  if (a.as === 'user') return { prompt: a.text, toolUses: [] };
  return { prompt: 'Please use the skill.', toolUses: [...read, { name: 'Skill', input: a.args === undefined ? { skill: a.skill } : { skill: a.skill, args: a.args } }] };
}

/** Why a run cannot be measured, or null. */
function runProblem(run: ClaudeRun, needsApi: boolean): string | null {
  if (run.hung) return `hung ${run.tries} times (killed)`;
  if (!run.result) return `no JSON on stdout (exit ${run.code ?? run.signal}): ${(run.stderr || run.stdout).trim().slice(-400)}`;
  if (needsApi && !run.requests.some((r) => r.method === 'POST')) return 'Claude Code never called the API';
  return null;
}

/** Run `check` under `cc`; `index` makes the work folder unique. Never throws: problems become `run` differences. */
export async function runCheck(check: Check, cc: FetchedClaudeCode, index: number, ctx: RunContext): Promise<CheckResult> {
  const t0 = Date.now();
  const workDir = path.join(ctx.workRoot, `${String(index).padStart(4, '0')}-${cc.version.id}`);
  const copyCwd = path.join(workDir, 'tree', check.project, check.cwd ?? '');
  const { prompt, toolUses } = scriptFor(check, copyCwd);
  const result: CheckResult = { id: check.id, version: cc.version.id, kind: check.action.kind, ms: 0, tries: 0, failedToRun: false, differences: [], outbound: [], workDir };
  try {
    // Bundled skills on: the original entry, without the release's switches that hide them.
    const run = await runClaude({
      launch: check.bundled ? originalLaunch(cc) : cc.launch, tree: check.tree, workDir, project: check.project, home: check.home, cwd: check.cwd,
      prompt, toolUses, args: check.ccArgs, pluginDirs: check.plugins, git: check.git,
      settings: check.bundled ? {} : cc.settings, env: check.bundled ? { ...check.env } : { ...cc.env, ...check.env }, firstRequestMs: ctx.firstRequestMs, timeoutMs: ctx.timeoutMs,
    });
    result.tries = run.tries;
    result.outbound = outboundAttempts(run.requests).map((r) => r.url);
    if (ctx.keep) {
      fs.writeFileSync(path.join(workDir, 'requests.jsonl'), run.requests.map((r) => JSON.stringify(r)).join('\n') + '\n');
      fs.writeFileSync(path.join(workDir, 'stdout'), run.stdout);
      fs.writeFileSync(path.join(workDir, 'stderr'), run.stderr);
    }
    const problem = runProblem(run, check.action.kind === 'listing' || check.action.as === 'model');
    if (problem) {
      result.failedToRun = true;
      result.differences.push({ field: 'run', claude: problem, engine: null });
      return result;
    }
    const where: EngineWhere = {
      cli: ctx.cli, engineVersion: cc.version.engineVersion, project: run.project, home: run.home, cwd: run.cwd,
      plugins: check.plugins.map((p) => path.join(run.tree, p)), env: check.env, ccArgs: check.ccArgs,
      ...(check.bundled ? { bundled: { claude: originalEntry(cc), dataDir: await bundledDataDir(check, cc, workDir, ctx) } } : {}),
    };
    if (check.action.kind === 'listing') await compareListingCheck(check, run, where, result, prompt);
    else await compareInvocationCheck(check, run, where, result, prompt);
  } catch (e) {
    result.differences.push({ field: 'run', claude: null, engine: (e as Error).message });
    result.failedToRun = true;
  } finally {
    result.ms = Date.now() - t0;
  }
  return result;
}

/**
 * The engine's data folder for a bundled-on check. A JavaScript entry (2.1.112's cli.js) is
 * read by the engine itself (`--claude`, bundledSkills.ts), kept in one folder for the whole
 * run. A native build cannot be read, so the app's own capture (capture.ts, "Check with my
 * Claude Code") runs first, as a user would run it: the release as installed, the default
 * budget, on an empty project and home (a capture is kept per release and used for every
 * project after it, so an input skill with a built-in's name must not hide that built-in from
 * it), keeping the built-in entries in this check's own folder, which the engine then reads as
 * the app does after a capture (`--data-dir`: `captured-bundled/<version>/`). Throws when the
 * capture fails.
 */
async function bundledDataDir(check: Check, cc: FetchedClaudeCode, workDir: string, ctx: RunContext): Promise<string> {
  if (cc.version.npm.kind === 'node') return path.join(path.dirname(ctx.workRoot), 'engine-data');
  const dataDir = path.join(workDir, 'engine-data');
  const found = await findClaudeCode({ explicit: originalEntry(cc) });
  if (!found.found) throw new Error(`capture: Claude Code not found: ${found.searched.map((s) => s.why).join('; ')}`);
  const empty = path.join(workDir, 'capture-empty');
  fs.mkdirSync(path.join(empty, 'project'), { recursive: true });
  fs.mkdirSync(path.join(empty, 'home'), { recursive: true });
  await captureClaude({ project: path.join(empty, 'project'), home: path.join(empty, 'home'), claude: found, dataDir, env: {}, firstRequestMs: ctx.firstRequestMs, timeoutMs: ctx.timeoutMs });
  return dataDir;
}

async function compareListingCheck(check: Check, run: ClaudeRun, where: EngineWhere, result: CheckResult, prompt: string): Promise<void> {
  const { initial, deltas } = extractListings(run.requests, prompt);
  const ss = await engineListing(where);
  const names = [...ss.entries.map((e) => e.id), ...ss.excluded.map((e) => e.id), ...treeNames([run.project, run.home], where.plugins)];
  const cmp = compareListing(initial?.text ?? null, ss.text, names);
  result.listing = {
    identical: cmp.identical, entriesSame: cmp.entriesSame, entriesTotal: cmp.entriesTotal,
    claudeChars: initial?.text.length ?? 0, engineChars: ss.text.length, engineMode: ss.mode, engineBudget: ss.budget,
  };
  result.differences.push(...cmp.differences);
  if (check.action.kind === 'listing' && check.action.touch) {
    // The engine's delta (listingDelta, the one the Listing pane shows): the entries the touch adds, under the header.
    const after = await engineListing({ ...where, touched: [check.action.touch] });
    const engineDelta = listingDelta(ss, after).text;
    const claudeDelta = deltas.length ? deltas.map((d) => d.text).join('\n\n') : null;
    const allNames = [...names, ...after.entries.map((e) => e.id)];
    const d = compareListing(claudeDelta, engineDelta, allNames, 'delta');
    result.delta = { identical: d.identical, claude: claudeDelta, engine: engineDelta };
    result.differences.push(...d.differences);
  }
}

async function compareInvocationCheck(check: Check, run: ClaudeRun, where: EngineWhere, result: CheckResult, prompt: string): Promise<void> {
  const a = check.action;
  if (a.kind !== 'invoke') return;
  const cc = extractInvocation(run.requests, run.result, a.as, prompt);
  const sessionId = typeof run.result?.session_id === 'string' ? run.result.session_id : undefined;
  const { name, args } = a.as === 'user' ? splitSlash(a.text) : { name: a.skill, args: a.args };
  const ss = await engineInvoke({ ...where, touched: a.touch ? [a.touch] : undefined }, name, a.as, args, sessionId);
  const view = engineView(ss);
  const cmp = compareInvocation(cc, view, a.as);
  result.invocation = { compared: cmp.compared, claudeBodyChars: cc.bodies.map((b) => b.length), engineBodyChars: view.bodies.map((b) => b.length), compacted: cc.compacted };
  result.differences.push(...cmp.differences);
}
