/**
 * Discovery: roots → walked files → parsed records → precedence and statuses
 * → `Catalog` (reference §3 roots and layouts, §4 precedence, §5 `paths`,
 * §14 broken files). `updateSkillText` re-parses one file and re-resolves.
 */
import type { FsPort } from '../fsport';
import { isFsError } from '../fsport';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import { utf8Bytes } from '../text/measure';
import type { Profile } from '../profiles/types';
import type { Catalog, Diagnostic, LooseFile, RootSpec, SkillRecord } from '../types';
import ignore from 'ignore';
import { touchedRelativeToCwd } from '../paths';
import { DEFAULT_MAX_FILE_BYTES, readText } from './read';
import type { ParsedHook } from './record';
import { buildRecord } from './record';
import { resolveIncremental, resolveRemembered } from './incremental';
import { walkRoot } from './walk';
import { applyPolicyFile, carryPolicyFile } from './policyFile';
import { locate } from './locate';
import { joinPath, normalizePath } from './pathutil';
import { walkedProjectTemplates } from './roots';

export { discoverPlugins, isSkillsDirPlugin, type FoundPlugin, type PluginSource, type PluginDiscoveryInput } from './plugins';
export { resolveRoots, pluginNameOf, cwdUpToGitRoot, gitRootDownToCwd, type RootsInput, type ResolveRootsOptions } from './roots';
export { resolveCatalog, RESOLVE_CODES } from './resolve';

/** Options of `scanCatalog` and `updateSkillText`. */
export interface ScanOptions {
  /** Files the agent read/wrote/edited (CC `paths` activation and nested discovery); absolute or relative to `cwd`. */
  touched?: string[];
  /** Working folder (default: none; needed to relate absolute touched files). */
  cwd?: string;
  /** codebot: files of the working tree, relative to cwd, '/'-separated (§5 CB1). */
  worktreeFiles?: string[];
  /** CC `skillOverrides`: name → `off` | `name-only` | `user-invocable-only`. */
  overrides?: Record<string, string>;
  /**
   * Skill Studio's read limit (default `APP_MAX_TEXT_BYTES`, 32 MiB): a larger
   * file is parsed from its first bytes and gets `app-read-limit`; it stays
   * listed when the harness loads it. The harness's own limit is profile data
   * (`DiscoverySection.maxFileBytes`).
   */
  maxFileBytes?: number;
  /**
   * Entries the look-alike search and the recursive layouts look at per folder
   * (10× that per root) before stopping (`lookalike-search-limited`,
   * `too-many-entries`); default 10,000. A skills root's own children are
   * always all read, as the harness reads them.
   */
  maxEntriesPerRoot?: number;
  /** Folder levels below a root for recursive layouts before `too-deep`; default 32. */
  maxDepth?: number;
  /** `updateSkillText`: re-resolve the whole catalog, not only the skills sharing the edited one's keys (same result, slower). */
  fullResolve?: boolean;
  /**
   * `scanCatalog` only: called with each file read whole and parsed, while its
   * text is still in hand (batch tools check bodies here instead of reading
   * and parsing every file a second time, `withBodyDiagnostics`). Not called
   * for read failures or files read only in part.
   */
  onParsed?: ParsedHook;
}

/**
 * CC nested dynamic discovery (§3.1 "CC nested"): for every touched file under
 * cwd, each folder between the file and cwd (cwd excluded) that has the walked
 * project template (e.g. `.claude/skills`) becomes a project root with
 * `depth` = −(levels below cwd), deeper first. Folders ignored by cwd's
 * `.gitignore` are skipped ("not gitignored"; assumption: only that one
 * `.gitignore` is read, not nested ones or `.git/info/exclude`).
 */
function nestedRoots(port: FsPort, profile: Profile, opts: ScanOptions, existing: RootSpec[]): RootSpec[] {
  if (profile.discovery.pathsActivation !== 'cc-touched' || !opts.touched?.length || !opts.cwd) return [];
  const cwd = normalizePath(opts.cwd);
  const dirs = new Set<string>();
  for (const rel of touchedRelativeToCwd(opts.touched, cwd)) {
    const parts = rel.split('/').slice(0, -1);
    for (let n = parts.length; n > 0; n--) dirs.add(parts.slice(0, n).join('/'));
  }
  const gi = readText(port, joinPath(cwd, '.gitignore'), 256 * 1024);
  let ignored = (_dir: string): boolean => false;
  if (gi.ok) {
    try {
      const ig = ignore().add(gi.text);
      ignored = (dir) => { try { return ig.ignores(`${dir}/`); } catch { return false; } };
    } catch { /* an unusable .gitignore ignores nothing */ }
  }
  const have = new Set(existing.map((r) => r.path));
  const out: RootSpec[] = [];
  const sorted = [...dirs].sort((a, b) => b.split('/').length - a.split('/').length || (a < b ? -1 : 1));
  for (const d of sorted) {
    if (ignored(d)) continue;
    for (const t of walkedProjectTemplates(profile)) {
      const path = normalizePath(t.path.replace('${cwd}', joinPath(cwd, d)));
      if (have.has(path)) continue;
      const st = port.stat(path);
      if (isFsError(st) || st.kind !== 'dir') continue;
      have.add(path);
      out.push({ scope: t.scope, path, layout: t.layout, depth: -d.split('/').length, trusted: profile.discovery.trustedScopes.includes(t.scope) });
    }
  }
  return out;
}

/**
 * Scan `roots` (in order) through `port` under `profile`: walk each layout,
 * dedupe one real file reached twice (first kept; `last-wins` profiles keep the
 * later one in place, CB1 §4), parse each file once, then resolve precedence
 * and statuses. Look-alikes and unreadable entries go to `files`, root problems
 * to `diagnostics`. Never throws on file-system content.
 */
export function scanCatalog(port: FsPort, roots: RootSpec[], profile: Profile, opts: ScanOptions = {}): Catalog {
  const disc = profile.discovery;
  const limits = {
    maxEntries: opts.maxEntriesPerRoot ?? 10_000,
    maxDepth: opts.maxDepth ?? 32,
    maxFileBytes: opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
  };
  const allRoots = [...roots, ...nestedRoots(port, profile, opts, roots)];
  const files: LooseFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const records: SkillRecord[] = [];
  const byReal = new Map<string, number>();
  let order = 0;
  for (const root of allRoots) {
    // Each candidate is parsed as soon as it is read, so its text dies young (no root's
    // worth of SKILL.md texts kept alive until the walk ends).
    const dedupeNotes: Diagnostic[] = [];
    const rootLimits = { ...limits, harnessMaxBytes: disc.maxFileBytes?.[root.layout], invalidUtf8: disc.invalidUtf8 };
    const ctx = walkRoot(port, root, rootLimits, { lookAlikes: disc.lookAlikes, followDirLinks: disc.followDirLinks, lowercaseSkillMd: disc.lowercaseSkillMd, nonUtf8Names: disc.nonUtf8Names, tree: disc.tree, pluginCommandOrder: disc.plugins?.order }, (c) => {
      const prev = disc.dedupeByRealPath ? byReal.get(c.realPath) : undefined;
      if (prev !== undefined) {
        const kept = records[prev];
        const later = disc.sameName === 'last-wins'; // CB1 replaces the earlier spec in place
        if (later) records[prev] = buildRecord(c, c.read, root, kept.order, profile, opts.onParsed);
        const skipped = later ? kept.path : c.path;
        const d = makeDiagnostic('same-file-via-two-roots', FILE_START, { path: skipped, kept: later ? c.path : kept.path }, 'info');
        d.path = skipped;
        dedupeNotes.push(d);
        return;
      }
      byReal.set(c.realPath, records.length);
      const rec = buildRecord(c, c.read, root, order++, profile, opts.onParsed);
      applyPolicyFile(port, rec, profile);
      records.push(rec);
    });
    // Loops, not push(...spread): a root can hold tens of thousands of loose files.
    for (const f of ctx.files) files.push(f);
    for (const d of ctx.diagnostics) diagnostics.push(d);
    for (const d of dedupeNotes) diagnostics.push(d);
  }
  // The records are fresh from buildRecord and ours alone: resolve completes them in place.
  const skills = resolveRemembered(records, allRoots, profile, opts, true);
  return { profile: profile.id, roots: allRoots, skills, files, diagnostics };
}

/**
 * The record for file `p`: by path, by real path, or through a
 * `same-file-via-two-roots` note (the editor may hold the copy that the scan
 * skipped as a duplicate of one real file, B13). -1 when none.
 */
function indexOfFile(catalog: Catalog, p: string): number {
  let i = catalog.skills.findIndex((s) => s.path === p);
  if (i < 0) i = catalog.skills.findIndex((s) => s.realPath === p);
  if (i < 0) {
    const note = catalog.diagnostics.find((d) => d.code === 'same-file-via-two-roots' && d.path === p);
    const kept = note?.data?.kept;
    if (typeof kept === 'string') i = catalog.skills.findIndex((s) => s.path === kept);
  }
  return i;
}

/**
 * Replace the text of one file (an editor overlay; `text` null = deleted) and
 * return a new catalog. Only that file is parsed; precedence and statuses are
 * re-resolved from the records (no other parse): when the edit keeps the
 * skill's keys, `paths` and load state and the catalog came from a resolve
 * under the same options, only the skill's same-name group is re-resolved and
 * every other record object is reused (incremental.ts); otherwise all of
 * them are, with the same result either way. A path not in
 * the catalog is added when a root's layout would load it, else the catalog is
 * returned unchanged. Without `opts.touched`/`opts.worktreeFiles`, `paths`
 * activation keeps the previous catalog's decisions.
 */
export function updateSkillText(catalog: Catalog, path: string, text: string | null, profile: Profile, opts?: ScanOptions): Catalog {
  const p = normalizePath(path);
  const idx = indexOfFile(catalog, p);
  let skills = catalog.skills.slice();
  if (idx >= 0) {
    const old = skills[idx];
    if (text === null) skills.splice(idx, 1);
    else {
      const root = catalog.roots.find((r) => r.path === old.root)
        ?? { scope: old.scope, path: old.root, layout: old.layout, pluginName: old.pluginName, trusted: old.trusted };
      const loc = locate(old.path, root, old.realPath, true);
      if (!loc) return catalog;
      const fresh = buildRecord(loc, { ok: true, text, size: utf8Bytes(text) }, root, old.order, profile);
      carryPolicyFile(old, fresh);
      // Same keys, paths and load state: only the edited skill's same-name group is re-resolved.
      // (previouslyActive marks the overlay mode; the group's own set is computed there.)
      const fast = resolveIncremental(catalog.skills, idx, fresh, catalog.roots, profile, { ...(opts ?? {}), previouslyActive: new Set() });
      if (fast) return { ...catalog, skills: fast };
      skills[idx] = fresh;
    }
  } else {
    if (text === null) return catalog;
    const lower = profile.discovery.lowercaseSkillMd;
    const at = catalog.roots.findIndex((r) => locate(p, r, undefined, lower) !== null);
    if (at < 0) return catalog;
    const root = catalog.roots[at];
    const loc = locate(p, root, undefined, lower)!;
    // Place it after the skills of its own and earlier roots, then renumber load order.
    const rootIndex = new Map(catalog.roots.map((r, i) => [r.path, i]));
    const before = skills.filter((s) => (rootIndex.get(s.root) ?? Infinity) <= at);
    const order = before.reduce((m, s) => Math.max(m, s.order), -1) + 0.5;
    // No port here: a new skill's policy file is read by the next full scan.
    skills.push(buildRecord(loc, { ok: true, text, size: utf8Bytes(text) }, root, order, profile));
    skills = skills.sort((a, b) => a.order - b.order).map((s, i) => (s.order === i ? s : { ...s, order: i }));
  }
  const previouslyActive = new Set(catalog.skills.filter((s) => s.status !== 'inactive').map((s) => s.path));
  const resolved = resolveRemembered(skills, catalog.roots, profile, { ...(opts ?? {}), previouslyActive });
  return { ...catalog, skills: resolved };
}
