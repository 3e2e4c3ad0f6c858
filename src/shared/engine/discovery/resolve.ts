/**
 * Precedence and statuses over already-parsed records (no parsing here, so it
 * can rerun on every keystroke): load errors → `paths` activation (§5) →
 * nested dynamic skills (CC332 §4) → same-name strategy (§4) → flags and
 * status per skill (reference README "Statuses"; E19, E20).
 */
import { makeDiagnostic } from '../diagnostics/catalogue';
import { makeReason, reasonOf } from '../diagnostics/reasons';
import { FILE_START } from '../text/positions';
import type { Profile } from '../profiles/types';
import type { Diagnostic, Reason, RootSpec, SkillRecord } from '../types';
import { applySameName, keysOf } from './precedence';
import { activation } from './activation';
import { LOAD_ERROR_CODES } from './record';
import { relativeTo } from './pathutil';
import { walkedProjectTemplates } from './roots';
import type { DiagnosticCode } from '../diagnostics/catalogue';

/** Options that affect statuses (a subset of `ScanOptions`). */
export interface ResolveOptions {
  touched?: string[];
  cwd?: string;
  worktreeFiles?: string[];
  /** CC `skillOverrides`: name → `off` | `name-only` | `user-invocable-only` (other values ignored). */
  overrides?: Record<string, string>;
  /** See `ActivationOptions.previouslyActive`. */
  previouslyActive?: Set<string>;
  /** Resolve every skill again instead of only those sharing the edited skill's keys (the reference the incremental path must equal). */
  fullResolve?: boolean;
}

/** Diagnostics this pass adds (removed and recomputed on every run). */
export const RESOLVE_CODES = new Set(['duplicate-skill-name', 'shadowed-by-higher-scope', 'command-shadowed-by-skill', 'nested-skill-renamed']);

/** A fresh copy of `r` with everything this pass computes cleared (a renamed nested skill gets its id back). */
function reset(r: SkillRecord): SkillRecord {
  const renamed = r.diagnostics.find((d) => d.code === 'nested-skill-renamed');
  const baseId = renamed && typeof renamed.data?.name === 'string' ? renamed.data.name : r.id;
  // Spread, then drop the one computed key: cheaper than a rest pattern on every record.
  const copy: SkillRecord = {
    ...r,
    id: baseId,
    name: r.name === r.id ? baseId : r.name,
    diagnostics: r.diagnostics.filter((d) => !RESOLVE_CODES.has(d.code)),
    reasons: [],
    status: 'listed',
    visibleToModel: false, invocableByUser: false, invocableByModel: false, inUserMenu: false,
  };
  if ('shadowedBy' in copy) delete copy.shadowedBy;
  return copy;
}

function add(s: SkillRecord, code: DiagnosticCode, data: Record<string, unknown>): void {
  const d: Diagnostic = makeDiagnostic(code, FILE_START, data);
  s.diagnostics.push(d);
}

/** Prefix of a nested root: its folder relative to cwd (`apps/web` for `<cwd>/apps/web/.claude/skills`). */
function nestedPrefix(root: RootSpec, cwd: string | undefined, profile: Profile): string | null {
  if (!cwd) return null;
  for (const t of walkedProjectTemplates(profile)) {
    const tail = t.path.slice('${cwd}'.length);
    if (!root.path.endsWith(tail)) continue;
    const rel = relativeTo(root.path.slice(0, root.path.length - tail.length), cwd);
    if (rel) return rel;
  }
  return null;
}

/**
 * Resolve precedence and statuses of `skills` (records from `buildRecord`, in
 * load order) found in `roots`. Returns new record objects; inputs are not
 * mutated, except with `owned`: the caller hands over records fresh from
 * `buildRecord` (nothing resolved on them yet, no other reference), and they
 * are completed in place instead of copied (the cold scan). Never throws.
 */
export function resolveCatalog(skills: SkillRecord[], roots: RootSpec[], profile: Profile, opts: ResolveOptions = {}, owned = false): SkillRecord[] {
  const recs = owned ? skills.slice() : skills.map(reset);
  const rootOf = new Map(roots.map((r) => [r.path, r]));
  const loaded = recs.filter((s) => !s.diagnostics.some((d) => LOAD_ERROR_CODES.has(d.code)));
  const loadedSet = new Set(loaded);
  const act = activation(loaded, profile, opts);
  const strategy = profile.discovery.sameName;
  // CC withholds conditional skills before registering them; CB1 dedupes first and filters on listing (§5).
  const filterFirst = profile.discovery.pathsActivation === 'cc-touched';
  const isNested = (s: SkillRecord): boolean => (rootOf.get(s.root)?.depth ?? 0) < 0;
  const dropped = new Map<string, SkillRecord>();

  let staticSkills = loaded.filter((s) => !isNested(s) && (!filterFirst || !act.inactive.has(s)));
  const nested = loaded.filter((s) => isNested(s) && (!filterFirst || !act.inactive.has(s)))
    .sort((a, b) => (rootOf.get(a.root)?.depth ?? 0) - (rootOf.get(b.root)?.depth ?? 0) || a.order - b.order);
  // Nested (dynamic) skills: deeper folders first; a clash with a static skill or a deeper nested one
  // is dropped (2.1.112) or renamed `<dir>:<name>` (2.1.332, §4 CC332 row).
  const taken = new Map<string, SkillRecord>();
  for (const s of staticSkills) for (const k of keysOf(s)) if (!taken.has(k)) taken.set(k, s);
  for (const s of nested) {
    const clash = taken.get(s.id);
    if (!clash) { taken.set(s.id, s); staticSkills.push(s); continue; }
    const prefix = nestedPrefix(rootOf.get(s.root)!, opts.cwd, profile);
    if (profile.discovery.nestedClash === 'drop' || !prefix) { dropped.set(s.path, clash); continue; }
    const base = s.id;
    s.id = `${prefix}:${base}`;
    if (s.name === base) s.name = s.id;
    add(s, 'nested-skill-renamed', { name: base, id: s.id });
    taken.set(s.id, s);
    staticSkills.push(s);
  }
  staticSkills = staticSkills.sort((a, b) => a.order - b.order);
  const { losses } = applySameName(strategy, staticSkills, profile.discovery.registration);
  if (strategy === 'ranked') {
    // Roo Code keeps a name's first Map slot when a later root overrides it (SkillsManager.ts:184-209).
    const byPath = new Map<string, SkillRecord>();
    for (const s of staticSkills) { delete s.slot; byPath.set(s.path, s); }
    for (const [path, loss] of losses) {
      const loser = byPath.get(path);
      if (loser && loser.order < (loss.winner.slot ?? loss.winner.order)) loss.winner.slot = loser.order;
    }
  }
  // 2.1.112 has no skillOverrides (measured): the profile says whether they apply.
  const overrides = profile.discovery.skillOverrides === 'ignored' ? {} : opts.overrides ?? {};
  const userPath = profile.invocation.user !== 'none';
  const needsDescription = profile.discovery.plugins?.needsDescription === true;

  for (const s of recs) {
    const reasons: Reason[] = s.reasons;
    if (!loadedSet.has(s)) {
      s.status = 'error';
      for (const d of s.diagnostics) if (LOAD_ERROR_CODES.has(d.code)) reasons.push(reasonOf(d));
      continue;
    }
    const f = s.fields;
    const own = (k: string): string | undefined => (Object.prototype.hasOwnProperty.call(overrides, k) ? overrides[k] : undefined);
    const ov = own(s.id) ?? own(s.name);
    let model = !f.disableModelInvocation;
    let user = userPath && f.userInvocable !== false;
    if (f.disableModelInvocation) reasons.push(makeReason('disable-model-invocation'));
    if (userPath && f.userInvocable === false) reasons.push(makeReason('user-invocable-false'));
    if (!userPath) reasons.push(makeReason('no-user-path'));
    if (ov === 'off') { model = false; user = false; reasons.push(makeReason('override-off', { id: s.id })); }
    else if (ov === 'user-invocable-only') { model = false; reasons.push(makeReason('override-user-invocable-only', { id: s.id })); }
    else if (ov === 'name-only') reasons.push(makeReason('override-name-only', { id: s.id }));

    const drop = dropped.get(s.path);
    const loss = losses.get(s.path);
    const inactive = act.inactive.get(s);
    if (drop) {
      s.status = 'shadowed';
      s.shadowedBy = drop.path;
      add(s, 'shadowed-by-higher-scope', { name: s.id, winner: drop.path, winnerScope: drop.scope });
      reasons.push(makeReason('shadowed-by-higher-scope', { how: 'nested-dropped', name: s.id, winner: drop.path, winnerScope: drop.scope }));
      continue;
    }
    if (loss && loss.kind === 'replaced') {
      s.status = 'shadowed';
      s.shadowedBy = loss.winner.path;
      add(s, 'shadowed-by-higher-scope', { name: s.id, winner: loss.winner.path, winnerScope: loss.winner.scope });
      reasons.push(makeReason('shadowed-by-higher-scope', { how: 'replaced', name: s.id, winner: loss.winner.path, winnerScope: loss.winner.scope, strategy }));
      if (inactive) reasons.push(inactive);
      continue;
    }
    if (inactive) {
      s.status = 'inactive';
      reasons.push(inactive);
      continue;
    }
    // A root the harness holds back (an untrusted project's skills-dir plugin): like an
    // inactive `paths` skill, out of the listing and of lookup ("Unknown skill").
    const held = rootOf.get(s.root)?.heldBack;
    if (held) {
      s.status = 'inactive';
      reasons.push(held);
      continue;
    }
    if (loss && loss.kind === 'partial') {
      reasons.push(makeReason('keys-taken', { winner: loss.winner.path, winnerScope: loss.winner.scope, keys: loss.keys }));
    }
    if (loss && loss.kind === 'lookup') {
      const w = loss.winner;
      s.shadowedBy = w.path;
      // Measured for files of the same id only (points 8, 9); a name taken through an alias stays listed.
      const listedToo = profile.discovery.sameNameListing !== 'winner-only' || w.id !== s.id;
      if (s.scope === 'legacy-command' && w.scope !== 'legacy-command') {
        add(s, 'command-shadowed-by-skill', { name: s.id, winner: w.path });
      } else {
        // Worded per harness by the catalogue from its strategies (listing, lookup, how a user names a skill).
        const how = { harness: profile.inSentence, name: s.id, winner: w.path, winnerScope: w.scope, listed: listedToo, lookup: profile.invocation.lookup.winner, user: profile.invocation.user };
        add(s, 'duplicate-skill-name', { ...how, other: w.path });
        add(w, 'duplicate-skill-name', { ...how, other: s.path, self: true });
      }
      reasons.push(makeReason('name-reaches-other-file', {
        harness: profile.inSentence, id: s.id, winner: w.path, winnerScope: w.scope, listed: listedToo, lookup: profile.invocation.lookup.winner,
      }));
      user = false;
      model = false;
      s.visibleToModel = listedToo && !f.disableModelInvocation && ov !== 'off' && ov !== 'user-invocable-only';
      s.invocableByModel = false;
      s.invocableByUser = false;
      s.inUserMenu = false; // one menu entry per name (careful expectation, B14 unconfirmed)
      s.status = !listedToo ? 'shadowed' : s.visibleToModel ? 'listed' : 'hidden';
      continue;
    }
    // Claude Code lists a plugin skill or command only with a description or when_to_use of its own
    // (`DiscoverySection.plugins.needsDescription`); the Skill tool still runs it by name (measured).
    const unlisted = model && needsDescription && (s.layout === 'plugin' || s.layout === 'plugin-commands')
      && f.descriptionSource !== 'frontmatter' && !f.whenToUse;
    if (unlisted) reasons.push(makeReason('plugin-description-missing', { harness: profile.inSentence, kind: s.layout === 'plugin' ? 'skill' : 'command' }));
    s.visibleToModel = model && !unlisted;
    s.invocableByModel = model;
    s.invocableByUser = user;
    s.inUserMenu = user;
    s.status = s.visibleToModel ? 'listed' : 'hidden';
  }
  return recs;
}
