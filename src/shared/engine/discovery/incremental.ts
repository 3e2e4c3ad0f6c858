/**
 * Incremental re-resolution for `updateSkillText` (one keystroke = one file).
 *
 * `resolveCatalog` over every record costs O(n) allocations per keystroke
 * (each record is copied and its flags recomputed) although an edit that keeps
 * the skill's keys changes nothing outside its own same-name group. This
 * module remembers, per resolved `skills` array, the inputs it was resolved
 * under, and re-resolves only the key group of the edited skill when the
 * result provably equals a full resolve:
 *
 * - the previous array came out of `resolveCatalog` (a memo exists) under the
 *   same profile, roots, overrides and `paths` activation input, and that
 *   resolve is a fixed point of the next one (see `activationKey`);
 * - no nested (dynamic) root exists (a nested skill renamed `<dir>:<name>` can
 *   claim a key of another group);
 * - the edited record keeps its id, name, aliases, scope, root, load order,
 *   `paths` and load-error state.
 *
 * Under those conditions every decision `resolveCatalog` makes for a record
 * depends only on records that share one of its keys (transitively), and the
 * facts other records read from the edited one (path, scope, id) are unchanged,
 * so the records outside the group come out identical and are reused as they
 * are. Anything else falls back to the full resolve. A property test checks
 * equality with the full path for random edits.
 */
import type { Profile } from '../profiles/types';
import type { RootSpec, SkillRecord } from '../types';
import { resolveCatalog, type ResolveOptions } from './resolve';
import { keysOf } from './precedence';
import { LOAD_ERROR_CODES } from './record';

/** What a resolved `skills` array was resolved under. */
interface ResolveMemo {
  profile: Profile;
  roots: RootSpec[];
  overrides: Record<string, string>;
  /** `paths` activation input: see `activationKey`. */
  activation: ActivationKey;
  /** Length of the array when it was resolved (a cheap guard against an array changed in place). */
  length: number;
  /** `prevModeStable` of the array, once computed (a fast update derives it from the group's records). */
  stable?: boolean;
  /** Key → indexes of the records answering to it (built lazily; positions survive a fast update). */
  keyIndex?: Map<string, number[]>;
}

/**
 * How activation was decided: from the previous statuses (`prev`: an editor
 * overlay without `touched`/`worktreeFiles`), from an explicit input (`input`,
 * with that list and cwd), or not at all (`none`).
 */
type ActivationKey = { mode: 'none' } | { mode: 'prev' } | { mode: 'input'; files: string[]; cwd: string | undefined };

const memos = new WeakMap<SkillRecord[], ResolveMemo>();

function activationKey(profile: Profile, opts: ResolveOptions): ActivationKey {
  const strategy = profile.discovery.pathsActivation;
  if (strategy === 'none') return { mode: 'none' };
  const input = strategy === 'cc-touched' ? opts.touched : opts.worktreeFiles;
  if (input === undefined && opts.previouslyActive) return { mode: 'prev' };
  return { mode: 'input', files: input ?? [], cwd: opts.cwd };
}

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean => a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

function sameOverrides(a: Record<string, string>, b: Record<string, string>): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}

function sameActivation(a: ActivationKey, b: ActivationKey): boolean {
  if (a.mode !== b.mode) return false;
  if (a.mode === 'input' && b.mode === 'input') return a.cwd === b.cwd && sameList(a.files, b.files);
  return true;
}

/** `resolveCatalog`, remembering the inputs on the result so the next update can be incremental. */
export function resolveRemembered(skills: SkillRecord[], roots: RootSpec[], profile: Profile, opts: ResolveOptions, owned = false): SkillRecord[] {
  const out = resolveCatalog(skills, roots, profile, opts, owned);
  memos.set(out, { profile, roots, overrides: opts.overrides ?? {}, activation: activationKey(profile, opts), length: out.length });
  return out;
}

const isLoadError = (s: SkillRecord): boolean => s.diagnostics.some((d) => LOAD_ERROR_CODES.has(d.code));

/**
 * With previous-status activation, a resolve is a fixed point unless a skill
 * kept inactive by `paths` also lost its name (status `shadowed` with a
 * `paths-not-matched` reason): the next resolve counts it as previously
 * active and drops that reason.
 */
function prevModeStable(skills: SkillRecord[]): boolean {
  for (const s of skills) if (!recordStable(s)) return false;
  return true;
}

function recordStable(s: SkillRecord): boolean {
  if (s.status === 'inactive') return true;
  for (const r of s.reasons) if (r.code === 'paths-not-matched') return false;
  return true;
}

function keyIndexOf(memo: ResolveMemo, skills: SkillRecord[]): Map<string, number[]> {
  if (memo.keyIndex) return memo.keyIndex;
  const index = new Map<string, number[]>();
  skills.forEach((s, i) => {
    for (const k of keysOf(s)) {
      const at = index.get(k);
      if (at) { if (at[at.length - 1] !== i) at.push(i); } else index.set(k, [i]);
    }
  });
  memo.keyIndex = index;
  return index;
}

/** Indexes of the records connected to `start` through shared keys, ascending (load-array order). */
function groupOf(index: Map<string, number[]>, skills: SkillRecord[], start: number): number[] {
  const seen = new Set<number>([start]);
  const todo = [start];
  while (todo.length) {
    const i = todo.pop()!;
    for (const k of keysOf(skills[i])) {
      for (const j of index.get(k) ?? []) if (!seen.has(j)) { seen.add(j); todo.push(j); }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * The resolved skills after replacing record `idx` of `prev` (a resolved
 * array) with `fresh` (its re-built, unresolved record), or null when only a
 * full resolve is known to give the right answer.
 */
export function resolveIncremental(
  prev: SkillRecord[], idx: number, fresh: SkillRecord, roots: RootSpec[], profile: Profile, opts: ResolveOptions,
): SkillRecord[] | null {
  if (opts.fullResolve) return null;
  const memo = memos.get(prev);
  if (!memo || memo.roots !== roots || memo.length !== prev.length) return null;
  if (memo.profile !== profile && (memo.profile.id !== profile.id || memo.profile.version !== profile.version)) return null;
  const act = activationKey(profile, opts);
  if (!sameActivation(memo.activation, act) || !sameOverrides(memo.overrides, opts.overrides ?? {})) return null;
  if (roots.some((r) => (r.depth ?? 0) < 0)) return null;
  const old = prev[idx];
  if (fresh.id !== old.id || fresh.name !== old.name || !sameList(fresh.aliases, old.aliases)) return null;
  if (fresh.scope !== old.scope || fresh.root !== old.root || fresh.order !== old.order || fresh.path !== old.path) return null;
  if (!sameList(fresh.fields.paths, old.fields.paths) || isLoadError(fresh) !== isLoadError(old)) return null;
  if (act.mode === 'prev' && !(memo.stable ??= prevModeStable(prev))) return null;

  const index = keyIndexOf(memo, prev);
  const group = groupOf(index, prev, idx);
  const previouslyActive = new Set(group.map((i) => prev[i]).filter((s) => s.status !== 'inactive').map((s) => s.path));
  const part = resolveCatalog(group.map((i) => (i === idx ? fresh : prev[i])), roots, profile, { ...opts, previouslyActive });
  const out = prev.slice();
  group.forEach((i, k) => { out[i] = part[k]; });
  // Keys and positions are unchanged, so the key index carries over; so does stability when
  // it was known (only the group's records changed).
  const stable = memo.stable === undefined ? undefined : memo.stable && part.every(recordStable);
  memos.set(out, { ...memo, activation: act, overrides: opts.overrides ?? {}, keyIndex: index, stable });
  return out;
}
