/**
 * `paths` activation (reference §5, E15).
 * - Claude Code (`cc-touched`): a skill with `paths` is withheld until a file
 *   the agent read/wrote/edited matches. Each pattern loses a trailing `/**`;
 *   no pattern left, or only `**`, means unconditional. Files are taken
 *   relative to cwd (outside cwd ignored) and matched with gitignore semantics
 *   through the `ignore` package.
 * - codebot (`cb-worktree`, CB1): active only when the working tree already
 *   holds a match, with CB1's own matcher (Go `filepath.Glob` without `**`,
 *   its `globToRegexp` walk with `**`; see `cbFirstMatch`).
 */
import ignore from 'ignore';
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

// Compiled `ignore` matchers by pattern list: a touched file is matched against
// every conditional skill, and compiling the patterns each time dominated.
const igCache = new Map<string, ReturnType<typeof ignore> | null>();
const IG_CACHE_MAX = 20_000;

function compiledIgnore(patterns: string[]): ReturnType<typeof ignore> | null {
  const key = patterns.join('\n');
  let ig = igCache.get(key);
  if (ig !== undefined) return ig;
  try { ig = ignore().add(patterns); } catch { ig = null; }
  if (igCache.size >= IG_CACHE_MAX) igCache.clear();
  igCache.set(key, ig);
  return ig;
}

/**
 * The first of `relFiles` that CC's gitignore-style match of `patterns`
 * selects, or null. `patterns` are already reduced (`ccConditionalPatterns`).
 */
export function ccFirstMatch(patterns: string[], relFiles: readonly string[]): string | null {
  if (!relFiles.length) return null;
  const ig = compiledIgnore(patterns);
  if (!ig) return null;
  for (const f of relFiles) {
    try { if (ig.ignores(f)) return f; } catch { /* invalid path for `ignore`: not a match */ }
  }
  return null;
}

// A pattern that can only match paths whose first segment is a known literal:
// anchored (a leading '/', or a '/' before the last character) with a first
// segment of plain ASCII name characters (no wildcard, escape, '!', '#', space,
// and not '.' or '..'). `ignore` compiles such a rule to a regex that starts at
// the path's beginning with that literal, case-insensitively ('i' without 'u':
// only ASCII case pairs meet), so a path (or any of its parent folders, which
// share its first segment) can match only when its first segment lower-cased
// equals the literal lower-cased. Everything else is "could match anywhere".
const ANCHORED_LITERAL = /^\/?([A-Za-z0-9._-]+)(?:\/|$)/;

/**
 * The lower-cased first segment a reduced CC pattern is anchored to, or null
 * when the pattern could match a path with any first segment. Conservative:
 * null is always safe (the pattern is then tried against every file).
 */
export function ccPatternAnchor(pattern: string): string | null {
  const m = ANCHORED_LITERAL.exec(pattern);
  if (!m || /^\.+$/.test(m[1])) return null;
  const leadingSlash = pattern.charCodeAt(0) === 0x2f;
  // 'docs' or 'docs/' has no slash before its last character: it matches a
  // folder named so at any depth (gitignore), so it is not anchored.
  if (!leadingSlash && m[0].length >= pattern.length) return null;
  return m[1].toLowerCase();
}

/** First segment of a relative '/'-path, lower-cased (the key `ccPatternAnchor` is compared with). */
function firstSegment(rel: string): string {
  const i = rel.indexOf('/');
  return (i < 0 ? rel : rel.slice(0, i)).toLowerCase();
}

/** One compiled rule of an `ignore` instance, as its RuleManager holds it. */
interface IgnoreRuleView { readonly regex: RegExp; readonly negative: boolean }

/**
 * The rules `ignore` compiled for `ig` (its own regexes, so the semantics stay
 * the library's), or null when this `ignore` build does not hold them where
 * 7.0.x does; callers then ask `ig.ignores` instead.
 */
function rulesOf(ig: ReturnType<typeof ignore>): IgnoreRuleView[] | null {
  const rules = (ig as unknown as { _rules?: { _rules?: unknown } })._rules?._rules;
  if (!Array.isArray(rules)) return null;
  for (const r of rules) if (!r || typeof r.negative !== 'boolean' || !(r.regex instanceof RegExp)) return null;
  return rules as IgnoreRuleView[];
}

/**
 * A touched file and its parent folders in the order `ignore` tests them
 * (`Ignore#_t`: outermost folder first, each with its trailing '/', the file
 * last), or null when `ignore` would reject the path.
 */
function chainOf(rel: string): string[] | null {
  if (!ignore.isPathValid(rel)) return null;
  const chain = [rel];
  let p = rel;
  for (;;) {
    const end = p.length - 1;
    const cut = p.lastIndexOf('/', p.charCodeAt(end) === 0x2f ? end - 1 : end);
    if (cut < 0) break;
    p = p.slice(0, cut + 1);
    chain.push(p);
  }
  return chain.reverse();
}

/**
 * `ignore`'s verdict for one path chain over compiled rules, without its
 * per-instance result cache (which grows by every path ever asked): a folder
 * that is ignored settles every path below it ("It is not possible to
 * re-include a file if a parent directory of that file is excluded"),
 * otherwise the last rule that matches the path decides (`RuleManager#test`).
 */
function rulesIgnore(rules: readonly IgnoreRuleView[], chain: readonly string[]): boolean {
  for (let k = 0; k < chain.length; k++) {
    const p = chain[k];
    let verdict = false;
    for (let i = rules.length - 1; i >= 0; i--) {
      if (rules[i].regex.test(p)) { verdict = !rules[i].negative; break; }
    }
    if (verdict) return true;
  }
  return false;
}

/** One matcher of a `CcPathsIndex`: some or all patterns of one list, compiled. */
interface CcUnit { list: number; rules: IgnoreRuleView[] | null; ig: ReturnType<typeof ignore> }

/**
 * Claude Code's touched-file activation for many pattern lists at once (§5).
 * The verdict is always the `ignore` library's (CC's matcher): each list is
 * compiled once by `ignore`, and its compiled rules are run over the touched
 * file and its parent folders exactly as `ignore` walks them. To skip work:
 * a list without negation ('!') matches when any one of its patterns does, so
 * its patterns are grouped by the first segment they are anchored to
 * (`ccPatternAnchor`) and a touched file only runs the groups filed under its
 * own first segment plus the unanchored ones; a list with '!' stays whole and
 * is filed under all its anchors (or run for every file when one pattern is
 * unanchored). `matching(rel)` returns the indexes (into the lists given) of
 * those that match at least one of `rel`: exactly the lists for which
 * `ccFirstMatch(list, rel)` is non-null
 * (test/engine/paths/matcherProperty.test.ts proves it against `ignore`).
 */
export class CcPathsIndex {
  private readonly anywhere: CcUnit[] = [];
  private readonly buckets = new Map<string, CcUnit[]>();

  /** `lists`: reduced pattern lists (`ccConditionalPatterns` output), one per conditional skill. */
  constructor(lists: string[][]) {
    lists.forEach((patterns, list) => {
      const groups = new Map<string | null, string[]>();
      for (const p of patterns) {
        const a = ccPatternAnchor(p);
        const g = groups.get(a);
        if (g) g.push(p); else groups.set(a, [p]);
      }
      if (patterns.some((p) => p.includes('!'))) {
        const unit = this.unit(list, patterns);
        if (!unit) return;
        if (groups.has(null)) this.anywhere.push(unit);
        else for (const a of groups.keys()) this.file(a!, unit);
        return;
      }
      for (const [a, ps] of groups) {
        const unit = this.unit(list, ps);
        if (!unit) continue;
        if (a === null) this.anywhere.push(unit); else this.file(a, unit);
      }
    });
  }

  private unit(list: number, patterns: string[]): CcUnit | null {
    const ig = compiledIgnore(patterns);
    return ig ? { list, rules: rulesOf(ig), ig } : null;
  }

  private file(anchor: string, unit: CcUnit): void {
    const b = this.buckets.get(anchor);
    if (b) b.push(unit); else this.buckets.set(anchor, [unit]);
  }

  /** Indexes of the lists that match one of `relFiles` (relative to cwd, as `touchedRelativeToCwd` gives). */
  matching(relFiles: readonly string[]): Set<number> {
    const hit = new Set<number>();
    for (const f of relFiles) {
      const chain = chainOf(f);
      if (!chain) continue;
      const run = (u: CcUnit) => {
        if (hit.has(u.list)) return;
        let yes: boolean;
        if (u.rules) yes = rulesIgnore(u.rules, chain);
        else { try { yes = u.ig.ignores(f); } catch { yes = false; } }
        if (yes) hit.add(u.list);
      };
      for (const u of this.anywhere) run(u);
      const b = this.buckets.get(firstSegment(f));
      if (b) for (const u of b) run(u);
    }
    return hit;
  }
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
 * CB1 worktree activation (§5, `pathPatternExists`): the first working-tree
 * file (or implied folder, reported with a trailing '/') that makes one of
 * `patterns` match, or null. `worktreeFiles` are relative to cwd, '/'-separated.
 * Each pattern is trimmed; blank ones never match. Then, exactly as CB1:
 * - without `**`: `filepath.Glob(filepath.Join(cwd, pattern))` — the pattern
 *   is cleaned (`./`, `//`, `..`) and each segment is matched with Go's
 *   `filepath.Match` (`*`, `?`, `[...]`/`[^...]`, `\` escapes; no braces)
 *   against existing files and folders;
 * - with `**`: a walk from the literal prefix (segments before the first one
 *   holding `*` or `?`; it must exist) matching `^…$` where `**` → `.*`,
 *   `*` → `[^/]*`, `?` → `[^/]` and every other byte is literal, against each
 *   path relative to cwd and, for folders, that path + '/'. So `a/**` + `/*.go`
 *   needs at least one folder between (`a/x.go` does not match), `**` + `/*.go`
 *   never matches a top-level file, `./` before `**` never matches, and
 *   non-ASCII bytes are compared one by one as Latin-1 (never equal to the
 *   real characters) — faithful quirks.
 */
export function cbFirstMatch(patterns: string[], worktreeFiles: readonly string[]): string | null {
  const key = patterns.join('\0');
  let cache = cbCache.get(worktreeFiles);
  if (!cache) { cache = new Map(); cbCache.set(worktreeFiles, cache); }
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let result: string | null = null;
  for (const raw of patterns) {
    const pattern = String(raw).replace(/\\/g, '/').trim();
    if (!pattern) continue;
    result = pattern.includes('**') ? cbDoubleStar(pattern, worktreeFiles) : cbGlob(pattern, worktreeFiles);
    if (result !== null) break;
  }
  cache.set(key, result);
  return result;
}

/** Go `filepath.Clean` on a relative '/'-path ('' → '.'); `..` above the start stays. */
function goClean(p: string): string {
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..' && out.length && out[out.length - 1] !== '..') out.pop();
    else out.push(seg);
  }
  return out.length ? out.join('/') : '.';
}

/** CB1 non-`**` branch: `filepath.Glob` of the cleaned pattern over files, then folders. */
function cbGlob(pattern: string, files: readonly string[]): string | null {
  const clean = goClean(pattern);
  if (clean === '.' || clean.startsWith('..')) return null;
  const segs = clean.split('/');
  const matches = (path: string): boolean | null => {
    const parts = path.split('/');
    if (parts.length !== segs.length) return false;
    for (let i = 0; i < segs.length; i++) {
      const m = goMatch(segs[i], parts[i]);
      if (m !== true) return m;
    }
    return true;
  };
  for (const f of files) {
    const m = matches(f);
    if (m === null) return null; // ErrBadPattern: Glob fails, nothing matches
    if (m) return f;
  }
  for (const d of folderList(files)) if (matches(d)) return d + '/';
  return null;
}

/**
 * Go `filepath.Match(pattern, name)` for one path segment: true/false, or null
 * for a malformed pattern (ErrBadPattern; Go checks the whole pattern).
 */
export function goMatch(pattern: string, name: string): boolean | null {
  const p = [...pattern];
  const s = [...name];
  for (let i = 0; i < p.length;) {
    if (p[i] === '*') { i++; continue; }
    const one = matchOne(p, i, undefined);
    if (one === null) return null;
    i = one.next;
  }
  const memo = new Map<number, boolean>();
  const go = (pi: number, si: number): boolean => {
    const k = pi * (s.length + 1) + si;
    const seen = memo.get(k);
    if (seen !== undefined) return seen;
    let res: boolean;
    if (pi === p.length) res = si === s.length;
    else if (p[pi] === '*') {
      res = false;
      for (let j = si; j <= s.length; j++) {
        if (go(pi + 1, j)) { res = true; break; }
        if (j < s.length && s[j] === '/') break;
      }
    } else if (si >= s.length) res = false;
    else {
      const one = matchOne(p, pi, s[si])!;
      res = one.ok && go(one.next, si + 1);
    }
    memo.set(k, res);
    return res;
  };
  return go(0, 0);
}

/** Match one pattern element at p[i] against character c; `next` is the index after it; null = bad pattern. */
function matchOne(p: string[], i: number, c: string | undefined): { ok: boolean; next: number } | null {
  const ch = p[i];
  if (ch === '?') return { ok: c !== undefined && c !== '/', next: i + 1 };
  if (ch === '\\') {
    if (i + 1 >= p.length) return null;
    return { ok: c === p[i + 1], next: i + 2 };
  }
  if (ch === '[') {
    let j = i + 1;
    let negated = false;
    if (p[j] === '^') { negated = true; j++; }
    let matched = false;
    let n = 0;
    for (;;) {
      if (j >= p.length) return null;
      if (p[j] === ']' && n > 0) { j++; break; }
      let lo = p[j];
      if (lo === '\\') { j++; if (j >= p.length) return null; lo = p[j]; }
      else if (lo === '-' || lo === ']') return null;
      j++;
      let hi = lo;
      if (p[j] === '-') {
        j++;
        if (j >= p.length) return null;
        hi = p[j];
        if (hi === '\\') { j++; if (j >= p.length) return null; hi = p[j]; }
        else if (hi === ']' || hi === '-') return null;
        j++;
      }
      if (c !== undefined && lo.codePointAt(0)! <= c.codePointAt(0)! && c.codePointAt(0)! <= hi.codePointAt(0)!) matched = true;
      n++;
    }
    return { ok: c !== undefined && matched !== negated, next: j };
  }
  return { ok: c === ch, next: i + 1 };
}

/** CB1 `globToRegexp`: byte-wise, `**` → `.*`, `*` → `[^/]*`, `?` → `[^/]`, other bytes literal (as Latin-1 runes). */
function cbGlobRegExp(pattern: string): RegExp {
  const bytes = new TextEncoder().encode(pattern);
  let re = '^';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x2a) {
      if (bytes[i + 1] === 0x2a) { re += '.*'; i++; } else re += '[^/]*';
    } else if (b === 0x3f) re += '[^/]';
    else re += String.fromCharCode(b).replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return new RegExp(re + '$');
}

/** CB1 `**` branch: walk from the literal prefix; files first, then folders (+ '/'). */
function cbDoubleStar(pattern: string, files: readonly string[]): string | null {
  const rootParts: string[] = [];
  for (const part of pattern.split('/')) {
    if (part.includes('*') || part.includes('?')) break;
    if (part !== '') rootParts.push(part);
  }
  const root = goClean(rootParts.join('/'));
  if (root.startsWith('..')) return null;
  const under = (p: string) => root === '.' || p === root || p.startsWith(root + '/');
  const folders = folderList(files);
  if (root !== '.' && !files.some((f) => f === root) && !folders.includes(root)) return null;
  const re = cbGlobRegExp(pattern);
  for (const f of files) if (under(f) && re.test(f)) return f;
  const dirs = root === '.' ? ['.', ...folders] : folders.filter(under);
  for (const d of dirs) if (re.test(d) || re.test(d + '/')) return d === '.' ? './' : d + '/';
  return null;
}
