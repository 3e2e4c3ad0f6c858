/**
 * The temporary tree a capture runs Claude Code in (issue 15 point 2): a HOME and
 * a project that mirror only what the skill listing and an invocation depend on,
 * never the credentials, so the user's real folders are only ever read.
 *
 * Copied (files dereferenced, bounded by {@link TreeLimits}):
 * - home: `~/.claude/skills/`, `~/.claude/commands/`, `~/.claude/plugins/` (installed
 *   plugins and marketplaces: `enabledPlugins` names them), `~/.claude/settings.json`
 *   with only the {@link KEPT_SETTINGS} keys, and `~/.claude.json` with only
 *   `skillUsage` (the usage records the listing order reads; 2.1.112 `cli.js` keeps
 *   `{usageCount, lastUsedAt}` there) plus `hasCompletedOnboarding: true`;
 * - project: every `.claude/` folder of the project tree (nested ones too, as Claude
 *   Code discovers `packages/x/.claude/skills`), with their settings files filtered the
 *   same way; `node_modules` and `.git` are not entered. A `.git` at the project root is
 *   recreated empty (`git: true`) so the project root is found the same way.
 *
 * Never copied: `~/.claude/.credentials.json`, `~/.claude.json`'s other keys (OAuth
 * account, API key, projects), sessions, history, todos, shell snapshots, and every
 * settings key not kept: `apiKeyHelper`, `hooks`, `statusLine`, `env` keys other than
 * the listing's, … (what was left out is listed in `omitted`).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Settings keys a capture keeps: those that change what is listed or how a skill runs. */
export const KEPT_SETTINGS = ['skillOverrides', 'skillListingBudgetFraction', 'skillListingMaxDescChars', 'enabledPlugins', 'permissions', 'disableSkillShellExecution'] as const;
/** `env` keys of a settings file a capture keeps (the listing budget; Claude Code's bundled-skills switch). */
export const KEPT_ENV = ['SLASH_COMMAND_TOOL_CHAR_BUDGET', 'CLAUDE_CODE_DISABLE_BUNDLED_SKILLS'] as const;
/** Files of `~/.claude` copied whole, relative to it. */
const HOME_FOLDERS = ['skills', 'commands', 'plugins'];
const SETTINGS_FILES = ['settings.json', 'settings.local.json'];
/** Files that are never copied, whatever folder they are found in. */
const NEVER = new Set(['.credentials.json']);

/** Bounds of a copy, so a huge or looping tree cannot fill the disk. */
export interface TreeLimits { maxFiles: number; maxBytes: number; maxDepth: number }
export const DEFAULT_TREE_LIMITS: TreeLimits = { maxFiles: 20_000, maxBytes: 256 * 1024 * 1024, maxDepth: 12 };

/** Options of {@link buildCaptureTree}. All paths absolute. */
export interface CaptureTreeOptions {
  project: string;
  home: string;
  /** The tree is built in `dest` (created; must not exist or be empty). */
  dest: string;
  limits?: Partial<TreeLimits>;
}

/** What was built. `project`/`home` are inside `dest` (`dest/project`, `dest/home`). */
export interface CaptureTree {
  dest: string;
  project: string;
  home: string;
  /** The real project had a `.git` at its root. */
  git: boolean;
  /** Files copied, relative to `dest`. */
  files: number;
  bytes: number;
  /** What was left out and why (`credentials`, `setting key`, `limit`, `not a regular file`). Paths are the real ones. */
  omitted: { path: string; why: string }[];
}

/** The kept part of one settings object (see {@link KEPT_SETTINGS}); `dropped` names the rest. */
export function filterSettings(value: unknown): { kept: Record<string, unknown>; dropped: string[] } {
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { kept, dropped };
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if ((KEPT_SETTINGS as readonly string[]).includes(k)) kept[k] = v;
    else if (k === 'env' && v && typeof v === 'object' && !Array.isArray(v)) {
      const env: Record<string, unknown> = {};
      for (const [ek, ev] of Object.entries(v as Record<string, unknown>)) {
        if ((KEPT_ENV as readonly string[]).includes(ek)) env[ek] = ev; else dropped.push(`env.${ek}`);
      }
      if (Object.keys(env).length) kept.env = env;
    } else dropped.push(k);
  }
  return { kept, dropped };
}

class Copier {
  files = 0;
  bytes = 0;
  readonly omitted: { path: string; why: string }[] = [];
  constructor(private readonly limits: TreeLimits) {}

  /** Copy `src` (file or folder, links followed) to `dst`, within the limits; `seen` stops link loops. */
  copy(src: string, dst: string, depth = 0, seen = new Set<string>()): void {
    if (NEVER.has(path.basename(src))) { this.omitted.push({ path: src, why: 'credentials' }); return; }
    let st: fs.Stats;
    let real: string;
    try { st = fs.statSync(src); real = fs.realpathSync(src); } catch { this.omitted.push({ path: src, why: 'unreadable or a broken link' }); return; }
    if (st.isDirectory()) {
      if (depth > this.limits.maxDepth) { this.omitted.push({ path: src, why: `limit: deeper than ${this.limits.maxDepth} folders` }); return; }
      if (seen.has(real)) { this.omitted.push({ path: src, why: 'a link back to a folder already copied' }); return; }
      const inner = new Set(seen).add(real);
      fs.mkdirSync(dst, { recursive: true });
      let names: string[];
      try { names = fs.readdirSync(src).sort(); } catch { this.omitted.push({ path: src, why: 'unreadable folder' }); return; }
      for (const n of names) this.copy(path.join(src, n), path.join(dst, n), depth + 1, inner);
      return;
    }
    if (!st.isFile()) { this.omitted.push({ path: src, why: 'not a regular file' }); return; }
    if (this.files + 1 > this.limits.maxFiles || this.bytes + st.size > this.limits.maxBytes) {
      this.omitted.push({ path: src, why: `limit: more than ${this.limits.maxFiles} files or ${this.limits.maxBytes} bytes` });
      return;
    }
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    fs.copyFileSync(src, dst);
    fs.chmodSync(dst, 0o644);
    this.files++;
    this.bytes += st.size;
  }

  /** Write a settings file with only the kept keys; unparsable files are left out (and said so). */
  settings(src: string, dst: string): void {
    let text: string;
    try { text = fs.readFileSync(src, 'utf8'); } catch { return; }
    let value: unknown;
    try { value = JSON.parse(text); } catch { this.omitted.push({ path: src, why: 'not JSON (Claude Code would ignore it too)' }); return; }
    const { kept, dropped } = filterSettings(value);
    for (const k of dropped) this.omitted.push({ path: `${src}#${k}`, why: 'setting key: not needed for the listing' });
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    fs.writeFileSync(dst, JSON.stringify(kept, null, 2));
  }
}

/** Every `.claude` folder of the project tree (relative paths), `node_modules` and `.git` not entered. */
function projectClaudeDirs(project: string, maxDepth: number): string[] {
  const out: string[] = [];
  const walk = (rel: string, depth: number) => {
    if (depth > maxDepth) return;
    let entries: fs.Dirent[];
    try { entries = fs.readdirSync(path.join(project, rel), { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      if (!e.isDirectory() || e.name === 'node_modules' || e.name === '.git') continue;
      const r = rel ? path.join(rel, e.name) : e.name;
      if (e.name === '.claude') out.push(r); else walk(r, depth + 1);
    }
  };
  walk('', 0);
  return out.sort();
}

/** Copy one `.claude` folder: settings filtered, everything else copied. */
function copyClaudeDir(c: Copier, src: string, dst: string, only?: readonly string[]): void {
  let names: string[];
  try { names = fs.readdirSync(src).sort(); } catch { return; }
  for (const n of names) {
    const s = path.join(src, n);
    if (SETTINGS_FILES.includes(n)) c.settings(s, path.join(dst, n));
    else if (NEVER.has(n)) c.omitted.push({ path: s, why: 'credentials' });
    else if (!only || only.includes(n)) c.copy(s, path.join(dst, n), 1);
    else c.omitted.push({ path: s, why: 'not needed for the listing' });
  }
}

/** Build the tree (see the module comment). Throws only when `dest` cannot be written. */
export function buildCaptureTree(o: CaptureTreeOptions): CaptureTree {
  const limits = { ...DEFAULT_TREE_LIMITS, ...o.limits };
  const c = new Copier(limits);
  const home = path.join(o.dest, 'home');
  const project = path.join(o.dest, 'project');
  fs.mkdirSync(home, { recursive: true });
  fs.mkdirSync(project, { recursive: true });

  copyClaudeDir(c, path.join(o.home, '.claude'), path.join(home, '.claude'), HOME_FOLDERS);
  const cfg: Record<string, unknown> = { hasCompletedOnboarding: true };
  try {
    const real = JSON.parse(fs.readFileSync(path.join(o.home, '.claude.json'), 'utf8')) as Record<string, unknown>;
    if (real && typeof real === 'object' && real.skillUsage && typeof real.skillUsage === 'object') cfg.skillUsage = real.skillUsage;
    const left = Object.keys(real ?? {}).filter((k) => k !== 'skillUsage');
    if (left.length) c.omitted.push({ path: path.join(o.home, '.claude.json'), why: `credentials and state: only skillUsage kept (${left.length} other keys left out)` });
  } catch { /* none, or not JSON: a fresh one */ }
  fs.writeFileSync(path.join(home, '.claude.json'), JSON.stringify(cfg));

  // The project's own home folder is not copied twice when the project is the home.
  for (const rel of projectClaudeDirs(o.project, limits.maxDepth)) {
    if (path.join(o.project, rel) === path.join(o.home, '.claude')) continue;
    copyClaudeDir(c, path.join(o.project, rel), path.join(project, rel));
  }
  let git = false;
  try { git = fs.statSync(path.join(o.project, '.git')).isDirectory() || fs.statSync(path.join(o.project, '.git')).isFile(); } catch { git = false; }
  return { dest: o.dest, project, home, git, files: c.files, bytes: c.bytes, omitted: c.omitted };
}

/**
 * Replace the tree's folders by the real ones in a text Claude Code or the engine
 * produced inside the tree (`Base directory for this skill: …`), so the user reads
 * their own paths. Both sides are mapped the same way, so differences stay.
 */
export function realPaths(text: string, map: readonly [from: string, to: string][]): string {
  let out = text;
  for (const [from, to] of map) out = out.split(from).join(to);
  return out;
}
