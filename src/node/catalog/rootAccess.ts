/**
 * Which resolved roots Skill Studio may write in, from the roots config, the
 * resolved root specs and the user's write approvals (app/writeApprovals.ts).
 * Pure functions over those three; CatalogService exposes them.
 */
import path from 'node:path';
import type { RootSpec } from '../../shared/engine';
import type { RootsConfig } from '../../shared/ipc/contract';

/** Whether the user approved writing in a configured folder; undefined = every folder. */
export type Approved = ((dir: string) => boolean) | undefined;

const resolved = new Map<string, string>();
/** `path.resolve(p)`, remembered (the same few config folders are asked about for every root). */
function abs(p: string): string {
  let r = resolved.get(p);
  if (r === undefined) {
    r = path.resolve(p);
    if (resolved.size > 10_000) resolved.clear();
    resolved.set(p, r);
  }
  return r;
}

/** True when `child` is `parent` or below it (absolute paths; compared resolved, by whole segments). */
export function within(parent: string, child: string): boolean {
  const p = abs(parent);
  const c = abs(child);
  if (c === p) return true;
  return c.startsWith(p.endsWith(path.sep) ? p : p + path.sep);
}

const never = (r: RootSpec) => r.scope === 'bundled' || r.scope === 'managed';

/** The folders the roots come from (project, cwd, home, add-dirs, skills dirs, plugins). */
export function configFolders(c: RootsConfig): string[] {
  return [c.project, ...(c.cwd ? [c.cwd] : []), c.home, ...c.addDirs, ...c.skillsDirs, ...c.plugins];
}

/**
 * The configured folders a root comes from, all of which must be approved
 * before anything in it is written: the explicit `--add-dir`/`--skills-dir`/
 * `--plugin` folder holding it; home for the user's fixed roots; else the
 * project and the working directory its walk starts from.
 */
export function sourcesOf(c: RootsConfig, r: RootSpec): string[] {
  if (r.scope === 'add-dir' || r.scope === 'extra' || r.scope === 'plugin') {
    const d = [...c.addDirs, ...c.skillsDirs, ...c.plugins].filter((x) => within(x, r.path)).sort((a, b) => b.length - a.length)[0];
    if (d) return [d];
    // A plugin Claude Code finds itself (a skills-dir plugin in .claude/skills, an installed one
    // under ~/.claude/plugins) belongs to the folder that holds it: the project, else home.
    if (r.scope !== 'plugin' || !r.pluginId) return [r.path];
    if (!within(c.project, r.path) && within(c.home, r.path)) return [c.home];
    if (!within(c.project, r.path)) return [r.path];
    return [c.project, c.cwd ?? c.project];
  }
  if ((r.scope === 'user' || r.scope === 'legacy-command') && r.depth === undefined && within(c.home, r.path) && !within(c.project, r.path)) return [c.home];
  return [c.project, c.cwd ?? c.project];
}

function approvedRoot(c: RootsConfig, r: RootSpec, ok: Approved): boolean {
  return !ok || sourcesOf(c, r).every((d) => ok(d));
}

/**
 * Roots the user may create skills in (the New-skill "Where" list and the
 * write guard for new paths): the project's own roots (inside the project
 * folder), the user's roots under `home`, and roots from explicit
 * `--add-dir`, `--skills-dir` and `--plugin` folders, each only when its
 * folder is approved. Never the ancestors a walk finds above the project
 * (`/tmp/.claude/skills`, `/.claude/skills`): they are listed, but Skill
 * Studio does not create files there. The project's own root comes first,
 * so it is the dialog's default.
 */
export function writableRoots(c: RootsConfig, specs: RootSpec[], ok: Approved): { scope: string; path: string }[] {
  const { project, home } = c;
  const explicit = [...c.addDirs, ...c.skillsDirs, ...c.plugins];
  const allowed = specs.filter((r) => {
    if (never(r) || !approvedRoot(c, r, ok)) return false;
    if (within(project, r.path)) return true;
    // The user's roots are fixed paths under home (walked roots carry a depth and are never user roots).
    if ((r.scope === 'user' || r.scope === 'legacy-command') && r.depth === undefined && within(home, r.path)) return true;
    return (r.scope === 'add-dir' || r.scope === 'extra' || r.scope === 'plugin') && explicit.some((d) => within(d, r.path));
  });
  // 0: a project root directly in the project folder (`<project>/.claude/skills`), 1: other project roots, 2: the rest.
  const rank = (r: RootSpec): number => {
    if (r.scope !== 'project' || !within(project, r.path)) return 2;
    const rel = path.relative(project, r.path);
    return rel.split(/[\\/]/)[0]?.startsWith('.') ? 0 : 1;
  };
  return allowed.map((r, i) => ({ r, i, k: rank(r) })).sort((a, b) => a.k - b.k || a.i - b.i)
    .map(({ r }) => ({ scope: r.scope, path: r.path }));
}

/** Roots whose existing files may be edited: all but bundled and managed ones, with an approved folder. */
export function editableRoots(c: RootsConfig, specs: RootSpec[], ok: Approved): string[] {
  return specs.filter((r) => !never(r) && approvedRoot(c, r, ok)).map((r) => r.path);
}

/** The unapproved configured folder whose root holds `p` (so a refused write can say why), or null. */
export function unapprovedFolderOf(c: RootsConfig, specs: RootSpec[], ok: Approved, p: string): string | null {
  if (!ok) return null;
  for (const r of specs) {
    if (never(r) || !within(r.path, p)) continue;
    const d = sourcesOf(c, r).find((x) => !ok(x));
    if (d) return d;
  }
  return null;
}

/** Configured folders that have roots but are not approved for writing (read-only until the user allows it). */
export function unapprovedFolders(c: RootsConfig, specs: RootSpec[], ok: Approved): string[] {
  if (!ok) return [];
  const out = new Set<string>();
  for (const r of specs) if (!never(r)) for (const d of sourcesOf(c, r)) if (!ok(d)) out.add(d);
  return [...out];
}
