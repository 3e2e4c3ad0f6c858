/**
 * Roots from the roots configuration: expand a profile's root templates into
 * the folders to scan, in the harness's scan order (reference §3.1).
 */
import type { FsPort } from '../fsport';
import { isFsError } from '../fsport';
import type { Profile } from '../profiles/types';
import type { RootTemplate } from '../profiles/types';
import type { RootSpec, Scope } from '../types';
import { basename, joinPath, normalizePath, parentDir } from './pathutil';
import { discoverPlugins, type FoundPlugin } from './plugins';

/** The roots configuration (same shape as `RootsConfig` in the IPC contract; list fields may be omitted). */
export interface RootsInput {
  project: string;
  home: string;
  cwd?: string;
  addDirs?: string[];
  skillsDirs?: string[];
  plugins?: string[];
  touched?: string[];
  bundled?: boolean;
}

/** Options of `resolveRoots`: the folder of the profile's bundled skills (null = none) and a port for git roots and plugin manifests. */
export interface ResolveRootsOptions {
  bundledDir: string | null;
  port?: FsPort;
}

const dec = new TextDecoder();

/**
 * A plugin's name: `name` from `<plugin>/.claude-plugin/plugin.json` when it is
 * a non-empty string, else the folder name (reference README "Conventions").
 * Never throws; a broken manifest falls back to the folder name.
 */
export function pluginNameOf(pluginDir: string, port?: FsPort): string {
  const folder = basename(pluginDir);
  if (!port) return folder;
  const r = port.readFile(joinPath(pluginDir, '.claude-plugin/plugin.json'), 64 * 1024);
  if (isFsError(r) || r.truncated) return folder;
  try {
    const json: unknown = JSON.parse(dec.decode(r.data));
    const name = (json as { name?: unknown })?.name;
    return typeof name === 'string' && name.trim() ? name.trim() : folder;
  } catch {
    return folder;
  }
}

/**
 * True when `dir` holds a `.git` entry (folder, or file for worktrees).
 * Without a port the project folder stands in for the git root.
 */
function isGitRoot(dir: string, port?: FsPort, project?: string): boolean {
  if (!port) return dir === project;
  return !isFsError(port.lstat(joinPath(dir, '.git')));
}

/**
 * Folders from `cwd` up to the git root, nearest first (CC §3.1): the walk stops
 * after the folder holding `.git`, and never includes the home folder itself
 * ("the home dir itself is never a project dir"), stopping there. Without a git
 * root it goes up to the file-system root (or home).
 */
export function cwdUpToGitRoot(cwd: string, home: string, port?: FsPort, project?: string): string[] {
  const out: string[] = [];
  const h = normalizePath(home);
  let dir = normalizePath(cwd);
  for (let guard = 0; guard < 4096; guard++) {
    if (dir === h) break;
    out.push(dir);
    if (isGitRoot(dir, port, project) || dir === '/') break;
    dir = parentDir(dir);
  }
  return out;
}

/**
 * Folders from the git root (or home when there is no repository above cwd)
 * down to cwd (OH, §3.1). When cwd is neither in a repository nor under home,
 * only cwd.
 */
export function gitRootDownToCwd(cwd: string, home: string, port?: FsPort, project?: string): string[] {
  const h = normalizePath(home);
  const chain: string[] = [];
  let dir = normalizePath(cwd);
  for (let guard = 0; guard < 4096; guard++) {
    chain.push(dir);
    if (isGitRoot(dir, port, project)) return chain.reverse();
    if (dir === '/') break;
    dir = parentDir(dir);
  }
  const idx = chain.indexOf(h);
  return idx >= 0 ? chain.slice(0, idx + 1).reverse() : [normalizePath(cwd)];
}

function expand(template: string, vars: Record<string, string>): string | null {
  let missing = false;
  const out = template.replace(/\$\{(\w+)\}/g, (_, k: string) => {
    const v = vars[k];
    if (v === undefined) missing = true;
    return v ?? '';
  });
  return missing ? null : normalizePath(out);
}

/**
 * Expand the profile's root templates against `config` in the profile's scan
 * order. `${cwd}` defaults to the project; `each` templates repeat per add-dir,
 * skills dir or plugin; `walk` templates repeat per folder of the walk with
 * `depth` = distance from cwd. `config.bundled === false` or a null
 * `bundledDir` drops the bundled scope. Roots with the same path and layout are
 * kept once (first wins). `trusted` comes from `profile.discovery.trustedScopes`.
 * Accepts the old third argument form `bundledDir` (string or null) too; without
 * a port the git root cannot be found, so the project folder stands in for it
 * and plugins are named after their folders.
 */
export function resolveRoots(config: RootsInput, profile: Profile, opts: ResolveRootsOptions | string | null): RootSpec[] {
  const o: ResolveRootsOptions = typeof opts === 'object' && opts !== null ? opts : { bundledDir: opts };
  const home = normalizePath(config.home);
  const project = normalizePath(config.project);
  const cwd = normalizePath(config.cwd ?? config.project);
  const trustedScopes = new Set<Scope>(profile.discovery.trustedScopes);
  const out: RootSpec[] = [];
  const seen = new Set<string>();
  const push = (t: RootTemplate, path: string | null, extra: Partial<RootSpec> = {}): void => {
    if (!path) return;
    const key = `${t.layout}\0${path}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ scope: t.scope, path, layout: t.layout, ...extra, trusted: trustedScopes.has(t.scope), ...(t.rank !== undefined ? { rank: t.rank } : {}), ...(t.budget === 'counted' ? { budgetCounted: true as const } : {}), ...(t.lookupRank !== undefined ? { lookupRank: t.lookupRank } : {}) });
  };
  const base: Record<string, string> = { home, project, cwd };
  if (o.bundledDir && config.bundled !== false) base.bundled = normalizePath(o.bundledDir);

  // Plugins: `--plugin` folders, plus what the profile's harness finds itself (discovery/plugins.ts).
  // Only `each: 'plugin'` templates use them: without one (the matrix's own-folder templates,
  // matrix/index.ts) the search, a stat per entry of every .claude/skills, is skipped.
  const templates = profile.discovery.roots;
  const sources = profile.discovery.pluginSources ?? [];
  const plugins: FoundPlugin[] = !templates.some((t) => t.each === 'plugin') ? []
    : sources.length && o.port
      ? discoverPlugins({ home, project, cwd, plugins: config.plugins }, o.port).filter((p) => p.source === 'inline' || sources.includes(p.source))
      : (config.plugins ?? []).map((item) => { const dir = normalizePath(item); return { dir, name: pluginNameOf(dir, o.port), id: '', source: 'inline' as const }; });

  for (let i = 0; i < templates.length; i++) {
    const t = templates[i];
    if (t.each) {
      if (t.each === 'plugin') {
        for (const p of plugins) push(t, expand(t.path, { ...base, plugin: p.dir }), p.id ? { pluginName: p.name, pluginId: p.id, ...(p.heldBack ? { heldBack: p.heldBack } : {}) } : { pluginName: p.name });
        continue;
      }
      const list = t.each === 'addDir' ? config.addDirs : config.skillsDirs;
      for (const item of list ?? []) push(t, expand(t.path, { ...base, [t.each]: normalizePath(item) }));
    } else if (t.walk) {
      // Consecutive templates with the same walk and scope repeat per folder, folder-major:
      // OH scans .openharness, .agents, .claude in each folder from the git root down (§4 OH).
      let j = i;
      while (j + 1 < templates.length && templates[j + 1].walk === t.walk && templates[j + 1].scope === t.scope) j++;
      const run = templates.slice(i, j + 1);
      i = j;
      const dirs = t.walk === 'cwd-up-to-git-root' ? cwdUpToGitRoot(cwd, home, o.port, project) : gitRootDownToCwd(cwd, home, o.port, project);
      for (const dir of dirs) {
        const depth = dir === cwd ? 0 : cwd.slice(dir.length).split('/').filter(Boolean).length;
        for (const r of run) push(r, expand(r.path, { ...base, cwd: dir, project: dir }), { depth });
      }
    } else {
      push(t, expand(t.path, base));
    }
  }
  return out;
}

/**
 * The `${cwd}` template tails of a profile's walked project roots (e.g.
 * `/.claude/skills`), used for CC's nested dynamic discovery (§3.1 "CC nested").
 */
export function walkedProjectTemplates(profile: Profile): RootTemplate[] {
  return profile.discovery.roots.filter((t) => t.walk === 'cwd-up-to-git-root' && t.layout === 'skill-dirs' && t.path.startsWith('${cwd}'));
}
