/**
 * Recursive layout walkers (reference §3.2): codebot's mixed layout (CB1) and
 * Claude Code's legacy `.claude/commands/**`. Both are bounded by the walk's
 * depth and entry limits; the legacy walk follows links with real-path cycle
 * detection (CC: "native walk with inode-cycle detection").
 */
import type { DirEntry } from '../fsport';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import { joinPath, stemOf } from './pathutil';
import { pushFlat } from './layouts';
import { isMarkdown, type Candidate, type WalkContext } from './walkctx';
import { enCollator } from '../text/collator';

/**
 * CB1 `codebot-mixed`: `<root>/X.md` (any case `.md`; linked files read
 * through) and `<root>/<dir>/SKILL.md`; a folder without SKILL.md yields the
 * first SKILL.md found deeper (lexical depth-first, like Go's WalkDir), still
 * named after the top folder (E16). Folder links are skipped (Go `ReadDir`
 * reports them as non-folders) unless the profile follows them.
 */
export function walkCodebotMixed(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[]): void {
  for (const e of entries) {
    if (isMarkdown(e.name)) {
      if (ctx.kindOf(root, e) === 'file') pushFlat(ctx, root, realRoot, e);
      continue;
    }
    if (e.kind === 'symlink' && !ctx.followDirLinks) continue;
    if (ctx.kindOf(root, e) !== 'dir') continue;
    const top = joinPath(root, e.name);
    const list = ctx.listAll(top, top); // CB1 reads every top folder: never cut
    if (!list) continue;
    const direct = list.find((c) => c.name === 'SKILL.md' && c.kind !== 'dir');
    const found = direct ? joinPath(top, 'SKILL.md') : firstDeeper(ctx, top, list, 1);
    if (!found) continue;
    const dir = found.slice(0, found.length - '/SKILL.md'.length);
    const plain = direct?.kind === 'file' && e.kind === 'dir' && realRoot;
    const diagnostics = direct ? [] : [makeDiagnostic('nested-skill-named-after-folder', FILE_START, { group: e.name, path: found })];
    ctx.add({
      path: found, dir, locationKey: e.name, dirName: e.name,
      realPath: ctx.real(found, plain ? joinPath(joinPath(realRoot as string, e.name), 'SKILL.md') : null),
      read: ctx.read(found), diagnostics,
    });
  }
}

/** Depth-first, lexical: the first `SKILL.md` below `dir` (folder links not followed). */
function firstDeeper(ctx: WalkContext, dir: string, list: DirEntry[], depth: number): string | null {
  for (const c of list) {
    if (c.name === 'SKILL.md' && c.kind !== 'dir') return joinPath(dir, c.name);
    if (c.kind !== 'dir') continue;
    const sub = joinPath(dir, c.name);
    if (ctx.tooDeep(depth + 1, sub)) continue;
    const inner = ctx.list(sub, sub);
    if (!inner) continue;
    const hit = firstDeeper(ctx, sub, inner, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/**
 * CC legacy commands: every `*.md` under the root, named by its folder path
 * joined with ':' plus the stem (`frontend/component.md` → `frontend:component`;
 * assumption from CC's namespacing, not in the reference); a folder holding a
 * `SKILL.md` (any case) represents the whole folder and is not descended.
 */
export function walkLegacyCommands(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[]): void {
  const ancestors = new Set<string>([realRoot ?? root]);
  legacyDir(ctx, root, realRoot, entries, [], 0, ancestors, (c) => ctx.add(c));
}

/**
 * A plugin's `commands/` folder (root `<plugin>/commands`), read like legacy commands
 * (`sub/deep.md` → `sub:deep`, a folder with a `SKILL.md` is one command; the record adds
 * the `<plugin>:` prefix), then ordered as Claude Code orders them
 * (`DiscoverySection.plugins.order`): `walk` keeps the sorted walk; `path-locale` sorts the
 * file paths with a locale collator (2.1.332 `…sort((a,b)=>a.filePath.localeCompare(b.filePath))`).
 * Either way the files are then grouped by folder in first-seen order, as both releases
 * group them before naming (cli.js 2.1.112 `APY`: a Map keyed by `dirname`).
 */
export function walkPluginCommands(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[], order: 'walk' | 'path-locale'): void {
  const found: Candidate[] = [];
  legacyDir(ctx, root, realRoot, entries, [], 0, new Set<string>([realRoot ?? root]), (c) => found.push(c));
  if (order === 'path-locale') {
    // `localeCompare` as 2.1.332 calls it (no locale given: the default one; `en` here, like the listing's collation).
    const collator = enCollator();
    found.sort((a, b) => collator.compare(a.path, b.path));
  }
  const groups = new Map<string, Candidate[]>();
  for (const c of found) {
    const folder = c.path.slice(0, c.path.lastIndexOf('/'));
    const g = groups.get(folder);
    if (g) g.push(c); else groups.set(folder, [c]);
  }
  for (const g of groups.values()) for (const c of g) ctx.add(c);
}

function legacyDir(
  ctx: WalkContext, dir: string, realDir: string | null, list: DirEntry[], ns: string[], depth: number, ancestors: Set<string>,
  emit: (c: Candidate) => void,
): void {
  if (depth > 0) {
    const skill = list.find((c) => c.name.toLowerCase() === 'skill.md');
    if (skill && ctx.kindOf(dir, skill) === 'file') {
      const path = joinPath(dir, skill.name);
      const name = ns[ns.length - 1];
      emit({
        path, dir, locationKey: ns.join(':'), dirName: name,
        realPath: ctx.real(path, realDir && skill.kind === 'file' ? joinPath(realDir, skill.name) : null),
        read: ctx.read(path), diagnostics: [],
      });
      return;
    }
  }
  for (const e of list) {
    const kind = ctx.kindOf(dir, e);
    const path = joinPath(dir, e.name);
    if (kind === 'file') {
      if (!isMarkdown(e.name)) continue;
      const stem = stemOf(e.name);
      emit({
        path, dir: null, locationKey: [...ns, stem].join(':'), dirName: null, fileStem: stem,
        realPath: ctx.real(path, realDir && e.kind === 'file' ? joinPath(realDir, e.name) : null),
        read: ctx.read(path), diagnostics: [],
      });
      continue;
    }
    if (kind !== 'dir' || (e.kind === 'symlink' && !ctx.followDirLinks)) continue;
    const real = e.kind === 'dir' && realDir ? joinPath(realDir, e.name) : ctx.real(path, null);
    if (ancestors.has(real)) { ctx.loose(path, 'symlink-loop', { target: real }); continue; }
    if (ctx.tooDeep(depth + 1, path)) continue;
    const inner = ctx.list(path, path);
    if (!inner) continue;
    ancestors.add(real);
    legacyDir(ctx, path, real, inner, [...ns, e.name], depth + 1, ancestors, emit);
    ancestors.delete(real);
  }
}
