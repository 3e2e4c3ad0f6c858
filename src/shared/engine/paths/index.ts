/**
 * `paths` activation (reference §5, E15).
 * - Claude Code (`cc-touched`): a skill with `paths` is withheld until a file
 *   the agent read/wrote/edited matches. Each pattern loses a trailing `/**`;
 *   no pattern left, or only `**`, means unconditional. Files are taken
 *   relative to cwd (outside cwd ignored) and matched with gitignore semantics
 *   through the `ignore` package.
 * - codebot (`cb-worktree`, CB1): active only when the working tree already
 *   holds a match (`*` within a segment, `**` across segments, dotfiles too;
 *   folders are tried as well), matched with `picomatch`.
 */
import ignore from 'ignore';
import picomatch from 'picomatch';
import { normalizePath, relativeTo } from '../discovery/pathutil';

const MAX_BRACE_EXPANSIONS = 256;

/**
 * Expand `{a,b}` alternatives (nested too) as CC does before matching (§5).
 * Unbalanced braces are kept literally; at most 256 results.
 */
export function expandBraces(pattern: string): string[] {
  let depth = 0;
  let open = -1;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '{') { if (depth++ === 0) open = i; }
    else if (c === '}' && depth > 0 && --depth === 0) {
      const inner = pattern.slice(open + 1, i);
      const parts = splitTopLevel(inner);
      if (parts.length < 2) continue;
      const head = pattern.slice(0, open);
      const tails = expandBraces(pattern.slice(i + 1));
      const out: string[] = [];
      for (const p of parts) for (const x of expandBraces(p)) for (const t of tails) {
        if (out.length >= MAX_BRACE_EXPANSIONS) return out;
        out.push(head + x + t);
      }
      return out;
    }
  }
  return [pattern];
}

function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}') depth--;
    else if (s[i] === ',' && depth === 0) { out.push(s.slice(start, i)); start = i + 1; }
  }
  out.push(s.slice(start));
  return out;
}

/**
 * CC's reduction of `paths` patterns (§5): brace-expand, trim, strip a
 * trailing `/**`, drop empties. Returns null when the skill is unconditional
 * (nothing left, or every pattern is `**`).
 */
export function ccConditionalPatterns(paths: string[]): string[] | null {
  const out: string[] = [];
  for (const raw of paths) {
    for (const p0 of expandBraces(String(raw).trim())) {
      let p = p0.trim();
      while (p.endsWith('/**')) p = p.slice(0, -3);
      if (p) out.push(p);
    }
  }
  if (!out.length || out.every((p) => p === '**')) return null;
  return out;
}

/**
 * Touched files as paths relative to `cwd` ('/'-separated, no leading './').
 * Absolute paths outside cwd, relative paths escaping with '..', and cwd
 * itself are dropped (§5: "files outside cwd ignored").
 */
export function touchedRelativeToCwd(touched: readonly string[], cwd: string | undefined): string[] {
  const out: string[] = [];
  for (const t of touched) {
    const s = t.replace(/\\/g, '/');
    let rel: string | null;
    if (s.startsWith('/') || /^[A-Za-z]:\//.test(s)) rel = cwd ? relativeTo(s, cwd) : null;
    else {
      if (s.split('/').includes('..')) {
        rel = cwd ? relativeTo(normalizePath(`${cwd}/${s}`), cwd) : null;
      } else rel = normalizePath(s).replace(/^\/+/, '');
    }
    if (rel && rel !== '/' && ignore.isPathValid(rel)) out.push(rel);
  }
  return out;
}

/**
 * The first of `relFiles` that CC's gitignore-style match of `patterns`
 * selects, or null. `patterns` are already reduced (`ccConditionalPatterns`).
 */
export function ccFirstMatch(patterns: string[], relFiles: readonly string[]): string | null {
  if (!relFiles.length) return null;
  let ig;
  try { ig = ignore().add(patterns); } catch { return null; }
  for (const f of relFiles) {
    try { if (ig.ignores(f)) return f; } catch { /* invalid path for `ignore`: not a match */ }
  }
  return null;
}

// Folders implied by a working-tree file list, cached per list (the same array is
// passed on every keystroke, so re-resolving statuses stays cheap).
const dirCache = new WeakMap<readonly string[], string[]>();
const cbCache = new WeakMap<readonly string[], Map<string, string | null>>();

function folderList(files: readonly string[]): string[] {
  let dirs = dirCache.get(files);
  if (dirs) return dirs;
  const set = new Set<string>();
  for (const f of files) {
    let i = f.lastIndexOf('/');
    while (i > 0) {
      const d = f.slice(0, i);
      if (set.has(d)) break;
      set.add(d);
      i = d.lastIndexOf('/');
    }
  }
  dirs = [...set];
  dirCache.set(files, dirs);
  return dirs;
}

/**
 * CB1 worktree activation (§5): the first working-tree file (or implied
 * folder, also tried with a trailing '/') that matches one of `patterns`, or
 * null. `worktreeFiles` are relative to cwd, '/'-separated.
 */
export function cbFirstMatch(patterns: string[], worktreeFiles: readonly string[]): string | null {
  const key = patterns.join('\0');
  let cache = cbCache.get(worktreeFiles);
  if (!cache) { cache = new Map(); cbCache.set(worktreeFiles, cache); }
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let result: string | null = null;
  const clean = patterns.map((p) => p.trim().replace(/^\.\//, '')).filter(Boolean);
  if (clean.length) {
    let isMatch: (s: string) => boolean;
    // windows: false: worktree paths are '/'-separated on every OS (picomatch would otherwise sniff the platform).
    try { isMatch = picomatch(clean, { dot: true, windows: false } as picomatch.PicomatchOptions); } catch { isMatch = () => false; }
    for (const f of worktreeFiles) if (isMatch(f)) { result = f; break; }
    if (result === null) {
      for (const d of folderList(worktreeFiles)) if (isMatch(d) || isMatch(d + '/')) { result = d + '/'; break; }
    }
  }
  cache.set(key, result);
  return result;
}
