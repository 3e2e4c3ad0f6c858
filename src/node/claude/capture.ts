/**
 * "Check with my Claude Code" (issue 15): run the user's own Claude Code once,
 * offline, in a temporary tree that mirrors their project and home
 * (captureTree.ts), against the fake API on 127.0.0.1 (fakeApi.ts, runClaude.ts),
 * read what it sent (extract.ts), run the engine on the very same tree, and
 * compare (captureParse.ts).
 *
 * Safety, as the conformance suite runs the pinned releases (docs/conformance.md):
 * the fake API is the only base URL and also the HTTP(S) proxy (any other host is
 * refused and counted in `safety.outbound`), non-essential traffic and telemetry
 * are off, the API key is a dummy, the environment is built from scratch, the run
 * has a time limit and is killed with its process group. Added for a user's tree:
 * `--settings` (Claude Code's flag settings, above the project's own) turns on
 * `disableSkillShellExecution` (Claude Code's own setting: "Commands are replaced
 * with a placeholder instead of being run") unless every `!` command of the invoked
 * skill was consented to one by one, and `disableAllHooks`, so no hook of the
 * mirrored settings runs (the tree's settings keep no hooks anyway).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CLAUDE_CODE_VERSIONS, getProfile, renderListing, resolveListingOptions, simulateInvocation,
  type InvocationRecord, type UsageRecords, type VersionId, type VersionSelector,
} from '../../shared/engine';
import { scanProject } from '../catalog/scanProject';
import { readRegularText } from '../fs/safeRead';
import { APP_MAX_TEXT_BYTES } from '../../shared/limits';
import { readHarnessSettings } from '../settings/harnessSettings';
import { extractInvocation, extractListings, type ListingDelivery } from './extract';
import { outboundAttempts, type ScriptedToolUse } from './fakeApi';
import { runClaude, type RunProgress } from './runClaude';
import type { FoundClaude } from './findClaude';
import { buildCaptureTree, realPaths, type CaptureTree } from './captureTree';
import { treeNames } from '../conformance/engineSide';
import { compareInvocation, engineView, type InvocationView } from '../conformance/compare';
import {
  bugReport, diffListings, disableShell, entryDescription, parseCapturedListing, shellCommandsIn,
  type BundledEntry, type CapturedEntry, type CapturedInvocation, type ListingDiff,
} from './captureParse';
import { loadCapturedBundled, storeCapturedBundled } from './capturedBundled';

/** Why a capture failed; `message` says it in plain words. */
export type CaptureFailure = 'not-found' | 'timed-out' | 'no-request' | 'exit' | 'no-listing' | 'shell-consent';

/** A capture that could not be done. */
export class CaptureError extends Error {
  constructor(readonly failure: CaptureFailure, message: string, readonly stderr?: string) { super(message); }
}

/** What to capture. Paths absolute. */
export interface CaptureRequest {
  project: string;
  home: string;
  claude: FoundClaude;
  /** `--model` for Claude Code; the simulation's budget follows it too (engine/models.ts). */
  model?: string;
  /** Also capture one invocation (the model's Skill call, or `/name args` typed). */
  invoke?: { name: string; as: 'model' | 'user'; args?: string };
  /**
   * The `!` commands the user agreed to run, each as the simulation shows it
   * (`InvocationRecord.shellCommands[i].command`). Claude Code's commands run only when
   * every command of the invoked skill is in this list; otherwise they stay disabled.
   */
  allowShell?: readonly string[];
  /** App data folder: built-in entries are kept in `<dataDir>/captured-bundled/<version>/` and fed to the simulation. Null: not kept. */
  dataDir: string | null;
  /** Whole run limit (default 120 s) and the limit for the first request (default 30 s). */
  timeoutMs?: number;
  firstRequestMs?: number;
  /** Progress lines while it runs. */
  onProgress?: (line: string) => void;
  /** Environment the budget variable comes from (default this process's). */
  env?: NodeJS.ProcessEnv;
}

/** The shell part of a capture: disabled or not, and why. */
export interface CaptureShell {
  disabled: boolean;
  note: string;
  /** The invoked skill's commands (as the simulation expands them) and whether the user consented. */
  commands: { command: string; consented: boolean }[];
}

/** The output of `skill-studio capture --json` (and of the app's `claude.capture`). */
export interface CaptureResult {
  claudeVersion: string;
  claudePath: string;
  /** The model Claude Code asked the API for (first request), or the `--model` given. */
  model: string | null;
  /** The engine version the simulation ran (`latest` or `2.1.112`). */
  engineVersion: VersionId;
  listing: { text: string; entries: CapturedEntry[]; delivery: ListingDelivery | null };
  bundled: BundledEntry[];
  /** Where the built-in entries were kept (app data folder), or null. */
  bundledStored: string | null;
  invocations: CapturedInvocation[];
  simulated: { text: string; entries: { name: string; text: string }[] };
  diff: ListingDiff;
  shell: CaptureShell;
  bugReport: string;
  safety: { baseUrl: 'loopback'; requests: number; outbound: string[]; apiKey: 'dummy' };
  tree: { files: number; bytes: number; omitted: { path: string; why: string }[] };
  ms: number;
}

/**
 * The engine version that imitates a Claude Code release: the oldest pinned release
 * (profile registry, CLAUDE_CODE_VERSIONS) not older than it, else the newest (a release
 * newer than every pinned one behaves like the newest we know). Versions compare
 * numerically, part by part.
 */
export function engineVersionFor(claudeVersion: string): VersionId {
  const parts = (v: string) => v.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const cmp = (a: string, b: string) => {
    const x = parts(a); const y = parts(b);
    for (let i = 0; i < Math.max(x.length, y.length); i++) { if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0); }
    return 0;
  };
  const pinned = [...CLAUDE_CODE_VERSIONS].sort((a, b) => cmp(a.id, b.id));
  const match = pinned.find((v) => cmp(v.id, claudeVersion) >= 0) ?? pinned[pinned.length - 1];
  return match.engineVersion;
}

const PROMPT_LISTING = 'hello';
const PROMPT_MODEL = 'Please use the skill.';

/** The script and prompt of the run. */
function scriptOf(r: CaptureRequest): { prompt: string; toolUses: ScriptedToolUse[] } {
  const i = r.invoke;
  if (!i) return { prompt: PROMPT_LISTING, toolUses: [] };
  if (i.as === 'user') return { prompt: `/${i.name}${i.args ? ` ${i.args}` : ''}`, toolUses: [] };
  return { prompt: PROMPT_MODEL, toolUses: [{ name: 'Skill', input: i.args === undefined ? { skill: i.name } : { skill: i.name, args: i.args } }] };
}

function progressLine(e: RunProgress): string {
  if (e.kind === 'spawned') return e.try > 1 ? `started again (try ${e.try})` : 'Claude Code started';
  if (e.kind === 'request') return `request ${e.seq}: ${e.method} ${e.url}`;
  return e.reason === 'no-request' ? 'no request yet: killed (it sometimes stalls at start)' : 'time limit reached: killed';
}

/** The engine's side on the tree: listing, and the invocation when asked. */
function simulate(tree: CaptureTree, engineVersion: VersionSelector, bundledDir: string | null, usage: UsageRecords, env: NodeJS.ProcessEnv, invoke: CaptureRequest['invoke'], sessionId?: string, model?: string) {
  const profile = getProfile('claude-code', engineVersion);
  const config = { project: tree.project, home: tree.home, cwd: tree.project, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: !!bundledDir };
  const harness = readHarnessSettings(tree.home, tree.project, env);
  // The same scan and listing options as the app's catalog and the CLI (node/catalog/scanProject.ts, engine resolveListingOptions).
  const { catalog } = scanProject(config, profile, { bundledDir, harness });
  const listing = renderListing(catalog, profile, resolveListingOptions(profile, harness, model ? { model, modelSource: '--model' } : {}, { usage }).options);
  let record: InvocationRecord | null = null;
  if (invoke) {
    record = simulateInvocation(catalog, { name: invoke.name, as: invoke.as, args: invoke.args, cwd: tree.project, ...(sessionId ? { sessionId } : {}) },
      profile, (p) => readRegularText(p, APP_MAX_TEXT_BYTES), (p) => fs.existsSync(p));
  }
  return { listing, record, names: [...catalog.skills.map((s) => s.id), ...listing.entries.map((e) => e.id)] };
}

/** Decide whether the invoked skill's commands may run (see {@link CaptureRequest.allowShell}). */
function shellDecision(record: InvocationRecord | null, allow: readonly string[]): CaptureShell {
  const commands = (record?.shellCommands ?? []).map((c) => ({ command: c.command, consented: allow.includes(c.command) }));
  const off = (note: string): CaptureShell => ({ disabled: true, note, commands });
  if (!record?.skillPath) return off('Shell commands disabled (Claude Code setting disableSkillShellExecution).');
  const text = readRegularText(record.skillPath, APP_MAX_TEXT_BYTES) ?? '';
  const found = shellCommandsIn(text).length;
  if (!commands.length && !found) return off('The skill has no shell commands; disableSkillShellExecution was on anyway.');
  if (!allow.length) return off(`The skill's ${Math.max(found, commands.length)} shell command(s) were NOT run: the capture turns on Claude Code's own setting disableSkillShellExecution, which replaces each with "[shell command execution disabled by policy]". Consent to each command to run them.`);
  if (found !== commands.length) return off(`Shell commands disabled: Claude Code would find ${found} command(s) where the simulation shows ${commands.length}, so consent cannot cover them all.`);
  const missing = commands.filter((c) => !c.consented);
  if (missing.length) return off(`Shell commands disabled: no consent for ${missing.map((c) => JSON.stringify(c.command)).join(', ')}.`);
  return { disabled: false, note: `The ${commands.length} consented shell command(s) ran for real, in the temporary copy of the project.`, commands };
}

/**
 * Capture the listing (and an invocation) from the user's Claude Code and compare it
 * with the simulation. Throws {@link CaptureError} when Claude Code cannot be run or
 * sent nothing usable (timed out, exited with code N and its stderr, no listing).
 */
export async function captureClaude(r: CaptureRequest): Promise<CaptureResult> {
  const t0 = Date.now();
  const say = r.onProgress ?? (() => {});
  const env = r.env ?? process.env;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'skill-studio-capture-'));
  try {
    say(`Claude Code ${r.claude.version} at ${r.claude.path}`);
    const tree = buildCaptureTree({ project: r.project, home: r.home, dest: path.join(work, 'src') });
    say(`temporary tree: ${tree.files} files copied, ${tree.omitted.length} left out (credentials, settings keys not needed)`);
    const engineVersion = engineVersionFor(r.claude.version);
    const stored = r.dataDir ? loadCapturedBundled(r.dataDir, r.claude.version) : null;
    const usage = readUsage(tree.home);
    const budgetEnv: Record<string, string> = {};
    if (env.SLASH_COMMAND_TOOL_CHAR_BUDGET) budgetEnv.SLASH_COMMAND_TOOL_CHAR_BUDGET = env.SLASH_COMMAND_TOOL_CHAR_BUDGET;

    // The simulation first (on the source tree: same layout as the run's copy), for the shell decision.
    const pre = simulate(tree, engineVersion, null, usage, budgetEnv, r.invoke, undefined, r.model);
    const shell = shellDecision(pre.record, r.allowShell ?? []);
    say(shell.note);

    const { prompt, toolUses } = scriptOf(r);
    const flagSettings = { disableSkillShellExecution: shell.disabled, disableAllHooks: true };
    const run = await runClaude({
      launch: r.claude.launch, tree: tree.dest, workDir: path.join(work, 'run'), project: 'project', home: 'home',
      prompt, toolUses, git: tree.git, env: budgetEnv, tries: 2,
      args: ['--settings', JSON.stringify(flagSettings), ...(r.model ? ['--model', r.model] : [])],
      timeoutMs: r.timeoutMs ?? 120_000, firstRequestMs: r.firstRequestMs ?? 30_000,
      onProgress: (e) => say(progressLine(e)),
    });
    say(`Claude Code finished in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (run.hung) {
      throw new CaptureError(run.killedFor === 'no-request' ? 'no-request' : 'timed-out', run.killedFor === 'no-request'
        ? `Claude Code sent no request within ${Math.round((r.firstRequestMs ?? 30_000) / 1000)} s (tried ${run.tries} times) and was killed`
        : `Claude Code timed out after ${Math.round((r.timeoutMs ?? 120_000) / 1000)} s and was killed with its process group`, run.stderr);
    }
    if (run.code !== 0 && !run.requests.some((q) => q.method === 'POST')) {
      const why = run.code === null ? `could not be started or was killed (${run.signal ?? 'no signal'})` : `exited with code ${run.code}`;
      throw new CaptureError('exit', `Claude Code ${why}: ${(run.stderr || run.stdout).trim().slice(-2000) || '(no output)'}`, run.stderr);
    }
    const { initial } = extractListings(run.requests, prompt);
    const map: [string, string][] = [[run.project, r.project], [run.home, r.home], [tree.project, r.project], [tree.home, r.home]];
    const real = (s: string) => realPaths(s, map);
    if (!initial && !r.invoke) throw new CaptureError('no-listing', `Claude Code ran (exit ${run.code}) but sent no skill listing to the API`, run.stderr);

    const names = [...new Set([...pre.names, ...treeNames([run.project, run.home], [])])];
    const capturedEntries = initial ? parseCapturedListing(initial.text, names) : [];
    const builtins = capturedEntries.filter((e) => e.origin === 'builtin');
    // Which built-ins the budget shortens (prompt commands) and which it never does (bundled skills):
    // a second run over budget tells them apart, when the built-ins are kept.
    const counted = r.dataDir && builtins.some((e) => entryDescription(e))
      ? await countedBuiltins(r, tree, path.join(work, 'run-over-budget'), builtins.map((e) => e.name), names, say) : new Set<string>();
    const bundled: BundledEntry[] = builtins.map((e) => ({ name: e.name, kind: 'builtin', text: e.text, ...(counted.has(e.name) ? { counted: true as const } : {}) }));
    let bundledStored: string | null = null;
    if (r.dataDir && initial) bundledStored = storeCapturedBundled(r.dataDir, r.claude.version, engineVersion, bundled);
    const bundledDir = bundledStored ? path.join(bundledStored, 'skills') : stored?.skillsDir ?? null;

    // The simulation on the run's copy (same absolute paths as Claude Code saw), with the built-ins feeding its budget.
    const runTree: CaptureTree = { ...tree, project: run.project, home: run.home };
    const sessionId = typeof run.result?.session_id === 'string' ? run.result.session_id : undefined;
    const sim = simulate(runTree, engineVersion, bundledDir, usage, budgetEnv, r.invoke, sessionId, r.model);
    const simText = sim.listing.text;
    const diff = diffListings(initial?.text ?? '', simText, capturedEntries, sim.names);

    const invocations: CapturedInvocation[] = [];
    if (r.invoke && sim.record) {
      const cc = extractInvocation(run.requests, run.result, r.invoke.as, prompt);
      const view = engineView({ allowed: sim.record.allowed, reason: sim.record.reason ?? null, mode: sim.record.mode, messages: sim.record.messages });
      // With the setting on, Claude Code puts its marker where each command was: so does the simulated side, to compare the rest.
      const simulated: InvocationView = shell.disabled ? { ...view, bodies: view.bodies.map(disableShell) } : view;
      const cmp = compareInvocation(cc, simulated, r.invoke.as);
      const mapView = (v: InvocationView): InvocationView => ({
        ...v, bodies: v.bodies.map(real), command: v.command && real(v.command), refusal: v.refusal && real(v.refusal),
        toolResult: v.toolResult && { ...v.toolResult, text: real(v.toolResult.text) }, forkTask: v.forkTask && real(v.forkTask),
      });
      invocations.push({
        ...r.invoke, captured: { ...mapView(cc), apiCalled: cc.apiCalled }, simulated: mapView(simulated),
        differences: cmp.differences.map((d) => ({ ...d, claude: JSON.parse(real(JSON.stringify(d.claude ?? null))), engine: JSON.parse(real(JSON.stringify(d.engine ?? null))) })),
      });
    }

    const model = (run.requests.find((q) => q.method === 'POST' && typeof (q.body as { model?: unknown } | null)?.model === 'string')?.body as { model: string } | undefined)?.model ?? r.model ?? null;
    const realEntries = capturedEntries.map((e) => ({ ...e, text: real(e.text) }));
    const realDiff: ListingDiff = { ...diff, entries: diff.entries.map((e) => ({ ...e, captured: e.captured && real(e.captured), simulated: e.simulated && real(e.simulated) })) };
    const files = sim.listing.entries
      .filter((e) => realDiff.entries.some((d) => d.status !== 'same' && d.origin === 'files' && d.name.replace(/#\d+$/, '') === e.id))
      .map((e) => e.path).filter((p): p is string => !!p && !p.startsWith(bundledDir ?? '\0'))
      .map((p) => ({ path: real(p), text: readRegularText(p, 200_000) ?? '' }));
    if (invocations.some((i) => i.differences.length) && sim.record?.skillPath) {
      const p = sim.record.skillPath;
      if (!files.some((f) => f.path === real(p))) files.push({ path: real(p), text: readRegularText(p, 200_000) ?? '' });
    }
    const result: CaptureResult = {
      claudeVersion: r.claude.version,
      claudePath: r.claude.path,
      model,
      engineVersion,
      listing: { text: real(initial?.text ?? ''), entries: realEntries, delivery: initial?.delivery ?? null },
      bundled,
      bundledStored,
      invocations,
      simulated: { text: real(simText), entries: sim.listing.entries.filter((e) => e.fate !== 'omitted').map((e) => ({ name: e.id, text: real(e.text) })) },
      diff: realDiff,
      shell,
      bugReport: bugReport({ claudeVersion: r.claude.version, engineVersion, model, files, entries: realDiff.entries, invocations }),
      safety: { baseUrl: 'loopback', requests: run.requests.length, outbound: outboundAttempts(run.requests).map((q) => q.url), apiKey: 'dummy' },
      tree: { files: tree.files, bytes: tree.bytes, omitted: tree.omitted },
      ms: Date.now() - t0,
    };
    say(`done in ${(result.ms / 1000).toFixed(1)} s: ${diff.entriesSame} of ${diff.entriesTotal} entries identical`);
    return result;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The listing budget of the run over budget ({@link countedBuiltins}): small enough that every
 * entry the budget may shorten is listed name only (both releases list their bundled skills in
 * full and their built-in prompt commands name only at 300; measured 2026-12-03,
 * test/conformance/inputs/bundled).
 */
export const OVER_BUDGET = '300';

/**
 * The built-ins (by listing name) that a second run of Claude Code with the budget at
 * {@link OVER_BUDGET} lists name only where the first listed a description: the ones the budget
 * shortens like the input's skills (built-in prompt commands). Empty when that run fails (then
 * every built-in is taken as fixed, as before).
 */
async function countedBuiltins(r: CaptureRequest, tree: CaptureTree, workDir: string, builtinNames: string[], names: string[], say: (l: string) => void): Promise<Set<string>> {
  say('second run over budget: which built-ins the budget shortens');
  try {
    const run = await runClaude({
      launch: r.claude.launch, tree: tree.dest, workDir, project: 'project', home: 'home', prompt: PROMPT_LISTING, toolUses: [], git: tree.git,
      env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: OVER_BUDGET }, tries: 2, args: ['--settings', JSON.stringify({ disableSkillShellExecution: true, disableAllHooks: true })],
      timeoutMs: r.timeoutMs ?? 120_000, firstRequestMs: r.firstRequestMs ?? 30_000,
    });
    const { initial } = extractListings(run.requests, PROMPT_LISTING);
    if (!initial) return new Set();
    const over = parseCapturedListing(initial.text, names);
    return new Set(builtinNames.filter((n) => { const e = over.find((x) => x.name === n); return !!e && !entryDescription(e); }));
  } catch { return new Set(); }
}

/** `skillUsage` of the tree's `~/.claude.json` (Claude Code's usage records), or none. */
function readUsage(home: string): UsageRecords {
  try {
    const v = JSON.parse(fs.readFileSync(path.join(home, '.claude.json'), 'utf8')) as { skillUsage?: unknown };
    return v.skillUsage && typeof v.skillUsage === 'object' ? (v.skillUsage as UsageRecords) : {};
  } catch { return {}; }
}

export { entryDescription };
