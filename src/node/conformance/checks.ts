/**
 * What the conformance suite runs: checks, each one Claude Code run on one input
 * tree compared with the engine. A check is a listing (optionally followed by a
 * Read that activates `paths` skills, to see the delta) or one invocation
 * (`/name args` typed by the user, or the model's Skill call).
 *
 * Check ids are stable strings (`<tree> <label>`) because the known differences
 * name them. This module derives checks from the shared cases (`expected.json`)
 * and from the hand-written inputs' `checks.json`; it reads files but runs nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A listing, or one invocation. `touch`: a file (relative to cwd) the model Reads first. */
export type CheckAction =
  | { kind: 'listing'; touch?: string }
  | { kind: 'invoke'; as: 'user'; text: string; touch?: string }
  | { kind: 'invoke'; as: 'model'; skill: string; args?: string; touch?: string };

/** One check. Paths are relative to `tree` unless absolute. */
export interface Check {
  /** `<treeId> <label>`, unique in the suite. */
  id: string;
  /** Absolute folder holding the project, the home and any plugins. */
  tree: string;
  project: string;
  home: string;
  /** Working directory relative to the project, when not the project. */
  cwd?: string;
  plugins: string[];
  git: boolean;
  action: CheckAction;
  /** Claude Code arguments (`--model …`, `--allowedTools Skill`); the engine gets none of them. */
  ccArgs: string[];
  /** Environment for both sides (a user's shell: e.g. SLASH_COMMAND_TOOL_CHAR_BUDGET). */
  env: Record<string, string>;
  /** Claude Code version ids to run it under (all when absent). */
  versions?: string[];
  /**
   * Bundled skills ON on both sides (issue 13 §3): Claude Code runs its original entry with
   * no switch hiding them, the engine reads them from that entry (`--claude`), not `--no-bundled`.
   */
  bundled?: boolean;
}

/** The label of an action plus its variant (arguments, environment, touched file). */
export function labelOf(action: CheckAction, ccArgs: readonly string[] = [], env: Record<string, string> = {}, bundled = false): string {
  let s: string;
  if (action.kind === 'listing') s = 'listing';
  else if (action.as === 'user') s = `user ${action.text}`;
  else s = `model ${action.skill}${action.args === undefined ? '' : ` ${JSON.stringify(action.args)}`}`;
  if (action.touch) s += ` [after Read ${action.touch}]`;
  if (ccArgs.length) s += ` [${ccArgs.join(' ')}]`;
  for (const [k, v] of Object.entries(env)) s += ` [${k}=${v}]`;
  if (bundled) s += ' [bundled on]';
  return s;
}

/** Split `/name args` the way the suite asks both sides: the name up to the first whitespace, the rest after it. */
export function splitSlash(text: string): { name: string; args?: string } {
  const m = /^\/(\S+)(?:\s+([\s\S]*))?$/.exec(text);
  if (!m) return { name: text.replace(/^\//, '') };
  return m[2] === undefined ? { name: m[1] } : { name: m[1], args: m[2] };
}

// ---- shared cases ---------------------------------------------------------------------------

const caseSchema = z.object({
  id: z.string(),
  setup: z.object({
    project_root: z.string().default('project'),
    home: z.string().default('user'),
    cwd: z.string().optional(),
    git_init: z.boolean().optional(),
    plugins: z.array(z.object({ root: z.string(), enabled: z.boolean().default(true) })).default([]),
  }).loose().default({ project_root: 'project', home: 'user', plugins: [] }),
}).loose();

interface CaseObject { skill?: string; invoke?: { via?: string; text?: string; args?: string }; invocations?: { via?: string; text?: string; args?: string }[]; expect?: Record<string, unknown> }

/** Invocations a case object names: its `invoke`, its `invocations`, or `/skill` when it checks an expanded body. */
function caseInvocations(o: CaseObject): CheckAction[] {
  const out: CheckAction[] = [];
  const sk = o.skill;
  if (!sk || sk === '*') return out;
  const add = (inv: { via?: string; text?: string; args?: string } | null) => {
    if (!inv || inv.via === 'user-slash') out.push({ kind: 'invoke', as: 'user', text: inv?.text ?? `/${sk}` });
    else if (inv.via === 'model-tool') out.push({ kind: 'invoke', as: 'model', skill: sk, ...(inv.args !== undefined ? { args: inv.args } : {}) });
  };
  if (o.invoke) add(o.invoke);
  for (const inv of o.invocations ?? []) add(inv);
  const checksBody = Object.keys(o.expect ?? {}).some((k) => k.startsWith('expanded_body') || k === 'arguments_trailer_count');
  if (!o.invoke && !(o.invocations ?? []).length && checksBody) add(null);
  return out;
}

/**
 * The checks of one shared case folder (`Bxx/expected.json`): its listing and every
 * invocation it names, under tree id `cases/Bxx`.
 */
export function caseChecks(caseDir: string): Check[] {
  const raw = JSON.parse(fs.readFileSync(path.join(caseDir, 'expected.json'), 'utf8'));
  const c = caseSchema.parse(raw);
  const st = c.setup;
  const cwd = st.cwd && path.normalize(st.cwd) !== path.normalize(st.project_root) ? path.relative(st.project_root, st.cwd) : undefined;
  const base = {
    tree: caseDir, project: st.project_root, home: st.home, ...(cwd ? { cwd } : {}),
    plugins: st.plugins.filter((p) => p.enabled).map((p) => p.root), git: st.git_init === true, ccArgs: [], env: {},
  };
  const actions: CheckAction[] = [{ kind: 'listing' }];
  for (const o of [raw as CaseObject, ...((raw as { also?: CaseObject[] }).also ?? [])]) actions.push(...caseInvocations(o));
  const treeId = `cases/${path.basename(caseDir)}`;
  const seen = new Set<string>();
  const out: Check[] = [];
  for (const action of actions) {
    const id = `${treeId} ${labelOf(action)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ ...base, id, action });
  }
  return out;
}

// ---- hand-written inputs (test/conformance/inputs/<tree>/checks.json) -----------------------

const actionFields = {
  touch: z.string().min(1).optional(),
  ccArgs: z.array(z.string()).default([]),
  env: z.record(z.string(), z.string()).default({}),
  versions: z.array(z.string()).min(1).optional(),
  bundled: z.boolean().optional(),
};
const specSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('listing'), ...actionFields }).strict(),
  z.object({ kind: z.literal('user'), text: z.string().startsWith('/'), ...actionFields }).strict(),
  z.object({ kind: z.literal('model'), skill: z.string().min(1), args: z.string().optional(), ...actionFields }).strict(),
]);
const treeSpecSchema = z.object({
  $comment: z.string().optional(),
  project: z.string().default('project'),
  home: z.string().default('user'),
  cwd: z.string().optional(),
  plugins: z.array(z.string()).default([]),
  git: z.boolean().default(false),
  checks: z.array(specSchema).min(1),
}).strict();

/** The file format of `checks.json` (the tree's layout and its checks). */
export type TreeSpec = z.input<typeof treeSpecSchema>;

/** Checks of a tree described by a {@link TreeSpec} (already parsed JSON), under tree id `treeId`. Throws on a bad spec. */
export function specChecks(treeId: string, tree: string, spec: unknown): Check[] {
  const s = treeSpecSchema.parse(spec);
  const out: Check[] = [];
  for (const c of s.checks) {
    const action: CheckAction = c.kind === 'listing' ? { kind: 'listing', ...(c.touch ? { touch: c.touch } : {}) }
      : c.kind === 'user' ? { kind: 'invoke', as: 'user', text: c.text, ...(c.touch ? { touch: c.touch } : {}) }
        : { kind: 'invoke', as: 'model', skill: c.skill, ...(c.args !== undefined ? { args: c.args } : {}), ...(c.touch ? { touch: c.touch } : {}) };
    out.push({
      id: `${treeId} ${labelOf(action, c.ccArgs, c.env, c.bundled)}`, tree, project: s.project, home: s.home, ...(s.cwd ? { cwd: s.cwd } : {}),
      plugins: s.plugins, git: s.git, action, ccArgs: c.ccArgs, env: c.env, ...(c.versions ? { versions: c.versions } : {}), ...(c.bundled ? { bundled: true } : {}),
    });
  }
  return out;
}

/** Every tree under `dir` that has a `checks.json`, as checks with tree id `<prefix>/<folder>`. */
export function inputChecks(dir: string, prefix = 'inputs'): Check[] {
  if (!fs.existsSync(dir)) return [];
  const out: Check[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name, 'checks.json');
    if (!fs.existsSync(file)) continue;
    try { out.push(...specChecks(`${prefix}/${name}`, path.join(dir, name), JSON.parse(fs.readFileSync(file, 'utf8')))); }
    catch (e) { throw new Error(`${file}: ${(e as Error).message}`); }
  }
  return out;
}

/** Throws when two checks share an id (the known differences could not tell them apart). */
export function assertUniqueIds(checks: readonly Check[]): void {
  const seen = new Set<string>();
  for (const c of checks) {
    if (seen.has(c.id)) throw new Error(`two checks have the id "${c.id}"`);
    seen.add(c.id);
  }
}
