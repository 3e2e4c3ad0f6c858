/**
 * Which plugins Claude Code loads, found the way 2.1.332 finds them (measured
 * offline against the fake API, docs/packaging.md "Plugin discovery"), read
 * through the `FsPort` so the engine stays pure:
 *
 * 1. `--plugin-dir DIR` (`name@inline`), in the order given;
 * 2. installed marketplace plugins (`name@market`): every `enabledPlugins`
 *    entry set to `true` in `~/.claude/settings.json`, `.claude/settings.json`,
 *    `.claude/settings.local.json` (later files win key by key) whose
 *    marketplace is in `~/.claude/plugins/known_marketplaces.json`. A
 *    `directory` marketplace's plugin is read from its own folder
 *    (`<path>/<entry source>`, from its `.claude-plugin/marketplace.json`);
 *    any other source from the install cache, `installPath` of
 *    `~/.claude/plugins/installed_plugins.json` (version 2:
 *    `{plugins: {"name@market": [{scope, projectPath?, installPath}]}}`).
 *    An installed plugin without a `true` entry, or set to `false`, is not
 *    loaded; an enabled one the marketplace does not list is skipped
 *    (debug log: "Skipping orphaned enabledPlugins entry");
 * 3. skills-dir plugins (`name@skills-dir`): a folder of `~/.claude/skills`
 *    holding `.claude-plugin/plugin.json` and no `SKILL.md` of its own (a
 *    folder with a `SKILL.md` stays an ordinary skill: measured), then the
 *    same in the project's `.claude/skills`, but only when the project is
 *    trusted (`~/.claude.json` `projects[dir].hasTrustDialogAccepted`; 2.1.332
 *    holds them back otherwise: "project-scope-suppressed-untrusted"). Held-back
 *    plugins are returned with `heldBack`, so the catalog can say why.
 *
 * The name is the manifest's `name`, else the folder name. Never throws: a
 * missing or broken file just contributes nothing.
 */
import type { FsPort } from '../fsport';
import { isFsError, pathExists } from '../fsport';
import type { Reason } from '../types';
import { makeReason } from '../diagnostics/reasons';
import { basename, joinPath, normalizePath } from './pathutil';

/** Where a plugin came from, as Claude Code names the part after `@`. */
export type PluginSource = 'inline' | 'marketplace' | 'skills-dir';

/** One plugin Claude Code would load. */
export interface FoundPlugin {
  /** The plugin's folder (absolute, '/'-separated). */
  dir: string;
  /** The namespace of its skills (`name:skill`). */
  name: string;
  /** Claude Code's plugin id: `name@inline`, `name@<marketplace>`, `name@skills-dir`. */
  id: string;
  source: PluginSource;
  /** Set when Claude Code finds the plugin but does not load it yet (a project skills-dir plugin of an untrusted project). */
  heldBack?: Reason;
}

/** What {@link discoverPlugins} reads: the roots configuration's folders. */
export interface PluginDiscoveryInput {
  home: string;
  project: string;
  cwd?: string;
  /** `--plugin-dir` folders. */
  plugins?: string[];
}

const dec = new TextDecoder();
/** `~/.claude.json` can hold years of per-project history; read this much at most. */
const MAX_JSON_BYTES = 16 * 1024 * 1024;

function readJson(port: FsPort, path: string): unknown {
  const r = port.readFile(path, MAX_JSON_BYTES);
  if (isFsError(r) || r.truncated) return undefined;
  try { return JSON.parse(dec.decode(r.data)) as unknown; } catch { return undefined; }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The plugin's name: the manifest's non-empty `name`, else the folder name. */
export function manifestName(dir: string, port: FsPort): string {
  const json = readJson(port, joinPath(dir, '.claude-plugin/plugin.json'));
  const name = isObj(json) ? json.name : undefined;
  return typeof name === 'string' && name.trim() ? name.trim() : basename(dir);
}

/** Resolve `./x` against `base`; null for anything else (absolute, `..`, not a string). */
function localSource(base: string, source: unknown): string | null {
  if (typeof source !== 'string' || !source.startsWith('./')) return null;
  if (source.split('/').includes('..')) return null;
  return normalizePath(joinPath(base, source.slice(2)));
}

/** `enabledPlugins` merged over the three settings files (later wins key by key), in first-seen key order. */
function enabledPlugins(port: FsPort, home: string, project: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const file of [`${home}/.claude/settings.json`, `${project}/.claude/settings.json`, `${project}/.claude/settings.local.json`]) {
    const json = readJson(port, file);
    const ep = isObj(json) ? json.enabledPlugins : undefined;
    if (!isObj(ep)) continue;
    for (const [k, v] of Object.entries(ep)) if (typeof v === 'boolean') out.set(k, v);
  }
  return out;
}

function marketplacePlugins(port: FsPort, home: string, project: string): FoundPlugin[] {
  const enabled = enabledPlugins(port, home, project);
  if (!enabled.size) return [];
  const known = readJson(port, `${home}/.claude/plugins/known_marketplaces.json`);
  const installed = readJson(port, `${home}/.claude/plugins/installed_plugins.json`);
  const installs = isObj(installed) && isObj(installed.plugins) ? installed.plugins : {};
  const out: FoundPlugin[] = [];
  for (const [id, on] of enabled) {
    const at = id.lastIndexOf('@');
    if (!on || at <= 0) continue;
    const name = id.slice(0, at);
    const market = id.slice(at + 1);
    const entry = isObj(known) ? known[market] : undefined;
    if (!isObj(entry) || !isObj(entry.source)) continue;
    let dir: string | null = null;
    if (entry.source.source === 'directory' && typeof entry.source.path === 'string') {
      const mdir = normalizePath(entry.source.path);
      const mj = readJson(port, joinPath(mdir, '.claude-plugin/marketplace.json'));
      const listed = isObj(mj) && Array.isArray(mj.plugins) ? mj.plugins.find((p) => isObj(p) && p.name === name) : undefined;
      if (isObj(listed)) dir = localSource(mdir, listed.source);
    } else {
      const list = installs[id];
      const inst = Array.isArray(list) ? list.find((x) => isObj(x) && typeof x.installPath === 'string' && (x.scope === 'user' || x.scope === 'managed' || (typeof x.projectPath === 'string' && normalizePath(x.projectPath) === project))) : undefined;
      if (isObj(inst)) dir = normalizePath(inst.installPath as string);
    }
    if (!dir || isFsError(port.stat(dir))) continue;
    out.push({ dir, name: manifestName(dir, port), id: `${name}@${market}`, source: 'marketplace' });
  }
  return out;
}

/** True when `~/.claude.json` records that the user accepted the trust dialog for `dir`. */
function projectTrusted(port: FsPort, home: string, dirs: string[]): boolean {
  const cfg = readJson(port, `${home}/.claude.json`);
  const projects = isObj(cfg) && isObj(cfg.projects) ? cfg.projects : {};
  return dirs.some((d) => { const p = projects[d]; return isObj(p) && p.hasTrustDialogAccepted === true; });
}

function skillsDirPlugins(port: FsPort, skillsRoot: string): FoundPlugin[] {
  const entries = port.readDir(skillsRoot);
  if (isFsError(entries)) return [];
  const out: FoundPlugin[] = [];
  for (const e of [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const dir = joinPath(skillsRoot, e.name);
    if (e.name.startsWith('.')) continue;
    // A folder with a SKILL.md is a skill, never a plugin: that stat comes first because it
    // succeeds for nearly every folder, while a missing plugin.json costs a thrown error in the
    // node port (1,600 of them were ~200 ms of a 2,000-skill scan). Same answer in either order.
    if (pathExists(port, joinPath(dir, 'SKILL.md'))) continue;
    if (!pathExists(port, joinPath(dir, '.claude-plugin/plugin.json'))) continue;
    const name = manifestName(dir, port);
    out.push({ dir, name, id: `${name}@skills-dir`, source: 'skills-dir' });
  }
  return out;
}

const UNTRUSTED: Reason = makeReason('plugin-project-untrusted');

/** Every plugin Claude Code 2.1.332 loads for this configuration, in its load order (see the module comment). */
export function discoverPlugins(config: PluginDiscoveryInput, port: FsPort): FoundPlugin[] {
  const home = normalizePath(config.home);
  const project = normalizePath(config.project);
  const cwd = normalizePath(config.cwd ?? config.project);
  const out: FoundPlugin[] = [];
  for (const p of config.plugins ?? []) {
    const dir = normalizePath(p);
    const name = manifestName(dir, port);
    out.push({ dir, name, id: `${name}@inline`, source: 'inline' });
  }
  out.push(...marketplacePlugins(port, home, project));
  out.push(...skillsDirPlugins(port, `${home}/.claude/skills`));
  if (cwd !== home) {
    const found = skillsDirPlugins(port, `${cwd}/.claude/skills`);
    // ~/.claude.json can be megabytes of history: read it only when there is a plugin to judge.
    const trusted = found.length > 0 && projectTrusted(port, home, [...new Set([project, cwd])]);
    for (const p of found) out.push(trusted ? p : { ...p, heldBack: UNTRUSTED });
  }
  const seen = new Set<string>();
  return out.filter((p) => (seen.has(p.dir) ? false : (seen.add(p.dir), true)));
}

/** True when `dir` (a folder directly in a skills root) is a skills-dir plugin rather than a skill folder. */
export function isSkillsDirPlugin(dir: string, port: FsPort): boolean {
  return pathExists(port, joinPath(dir, '.claude-plugin/plugin.json')) && !pathExists(port, joinPath(dir, 'SKILL.md'));
}
