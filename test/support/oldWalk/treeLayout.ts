/**
 * The `skill-tree` layout (issue 17 harnesses): every file named exactly
 * `SKILL.md` below a root, breadth-first, as `DiscoverySection.tree` bounds
 * the walk. Codex (codex-rs/core-skills loader.rs `discover_skills_under_root`:
 * BFS, `MAX_SCAN_DEPTH` 6, dot names skipped, folders below a skill still
 * walked), Gemini CLI (skillLoader.ts:127-133: globs `SKILL.md` and
 * `*\/SKILL.md`, `*` matching no dot folder) and OpenCode (skill/index.ts
 * `skills/**\/SKILL.md`, dot folders included) differ only in those numbers.
 * Each skill's id falls back to its own folder's name (Codex
 * `default_skill_name`: the parent folder), so `locationKey` is that name.
 */
import type { DirEntry } from '../../../src/shared/engine/fsport';
import type { TreeWalk } from '../../../src/shared/engine/profiles/types';
import { joinPath } from '../../../src/shared/engine/discovery/pathutil';
import type { WalkContext } from '../../../src/shared/engine/discovery/walkctx';
import { pushFlat } from '../../../src/shared/engine/discovery/layouts';

/** The walk when a profile gives none: Codex's (depth 6, no root file, hidden skipped). */
export const DEFAULT_TREE: TreeWalk = { maxDepth: 6, rootFile: false, skipHidden: true };

/**
 * Walk `root` (already listed as `entries`) breadth-first. Depth 0 is the root
 * itself; a `SKILL.md` at depth d sits d folders below it. Folder links are
 * followed when the profile follows them; recursive listings count against the
 * walk's entry limits (`too-many-entries`).
 */
export function walkSkillTree(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[], tree: TreeWalk = DEFAULT_TREE, rootMarkdown = false): void {
  if (tree.order === 'dfs') {
    walkDfs(ctx, root, realRoot, { dir: root, rel: '', entries, plain: true }, 0, tree, rootMarkdown);
    return;
  }
  let level: Folder[] = [{ dir: root, rel: '', entries, plain: true }];
  for (let depth = 0; level.length && depth <= tree.maxDepth; depth++) {
    const next: Folder[] = [];
    for (const f of level) {
      const found = (depth > 0 || tree.rootFile) && skillHere(ctx, root, realRoot, f);
      if (depth === 0 && rootMarkdown) flatFiles(ctx, root, realRoot, f.entries);
      if (depth === tree.maxDepth || (found && tree.stopAtSkill)) continue;
      for (const e of f.entries) {
        const sub = enter(ctx, f, e, tree);
        if (sub) next.push(sub);
      }
    }
    level = next;
  }
}

/** A folder being walked: its path, path below the root, sorted entries, and whether no link led to it. */
interface Folder { dir: string; rel: string; entries: DirEntry[]; plain: boolean }

/** Depth first in sorted order (pi `collectSkillEntries`): a folder with SKILL.md is a skill, else its entries in turn. */
function walkDfs(ctx: WalkContext, root: string, realRoot: string | null, f: Folder, depth: number, tree: TreeWalk, rootMarkdown: boolean): void {
  const found = (depth > 0 || tree.rootFile) && skillHere(ctx, root, realRoot, f);
  if ((found && tree.stopAtSkill) || depth > tree.maxDepth) return;
  for (const e of f.entries) {
    if (depth === 0 && rootMarkdown && e.name.endsWith('.md') && e.name !== 'SKILL.md' && ctx.kindOf(f.dir, e) === 'file') {
      pushFlat(ctx, root, realRoot, e);
      continue;
    }
    if (depth === tree.maxDepth) continue;
    const sub = enter(ctx, f, e, tree);
    if (sub) walkDfs(ctx, root, realRoot, sub, depth + 1, tree, rootMarkdown);
  }
}

/** Add the folder's SKILL.md as a skill when it has one; true when it did. */
function skillHere(ctx: WalkContext, root: string, realRoot: string | null, f: Folder): boolean {
  const file = f.entries.find((e) => e.name === 'SKILL.md');
  if (!file || ctx.kindOf(f.dir, file) !== 'file') return false;
  const path = joinPath(f.dir, 'SKILL.md');
  const known = f.plain && file.kind === 'file' && realRoot ? joinPath(f.rel ? joinPath(realRoot, f.rel) : realRoot, 'SKILL.md') : null;
  const name = f.rel ? f.rel.slice(f.rel.lastIndexOf('/') + 1) : root.slice(root.lastIndexOf('/') + 1);
  ctx.add({ path, dir: f.dir, locationKey: name, dirName: name, realPath: ctx.real(path, known), read: ctx.read(path), diagnostics: [] });
  return true;
}

/** The root's own `<name>.md` files as skills (pi `pi`-mode roots), in entry order. */
function flatFiles(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[]): void {
  for (const e of entries) if (e.name.endsWith('.md') && e.name !== 'SKILL.md' && ctx.kindOf(root, e) === 'file') pushFlat(ctx, root, realRoot, e);
}

/** The sub-folder `e` of `f` listed, or null when the walk does not enter it. */
function enter(ctx: WalkContext, f: Folder, e: DirEntry, tree: TreeWalk): Folder | null {
  if (tree.skipHidden && e.name.startsWith('.')) return null;
  if (tree.skipNames?.includes(e.name)) return null;
  if (e.kind === 'symlink' && !ctx.followDirLinks) return null;
  if (e.kind !== 'dir' && e.kind !== 'symlink') return null;
  if (ctx.kindOf(f.dir, e) !== 'dir') return null;
  const dir = joinPath(f.dir, e.name);
  const list = ctx.list(dir, null);
  return list ? { dir, rel: f.rel ? `${f.rel}/${e.name}` : e.name, entries: list, plain: f.plain && e.kind === 'dir' } : null;
}
