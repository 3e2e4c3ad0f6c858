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
import type { DirEntry } from '../fsport';
import type { TreeWalk } from '../profiles/types';
import { joinPath } from './pathutil';
import type { WalkContext } from './walkctx';

/** The walk when a profile gives none: Codex's (depth 6, no root file, hidden skipped). */
export const DEFAULT_TREE: TreeWalk = { maxDepth: 6, rootFile: false, skipHidden: true };

/**
 * Walk `root` (already listed as `entries`) breadth-first. Depth 0 is the root
 * itself; a `SKILL.md` at depth d sits d folders below it. Folder links are
 * followed when the profile follows them; recursive listings count against the
 * walk's entry limits (`too-many-entries`).
 */
export function walkSkillTree(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[], tree: TreeWalk = DEFAULT_TREE): void {
  let level: { dir: string; rel: string; entries: DirEntry[]; plain: boolean }[] = [{ dir: root, rel: '', entries, plain: true }];
  for (let depth = 0; level.length && depth <= tree.maxDepth; depth++) {
    const next: typeof level = [];
    for (const f of level) {
      if (depth > 0 || tree.rootFile) {
        const file = f.entries.find((e) => e.name === 'SKILL.md');
        if (file && ctx.kindOf(f.dir, file) === 'file') {
          const path = joinPath(f.dir, 'SKILL.md');
          const known = f.plain && file.kind === 'file' && realRoot ? joinPath(f.rel ? joinPath(realRoot, f.rel) : realRoot, 'SKILL.md') : null;
          const name = f.rel ? f.rel.slice(f.rel.lastIndexOf('/') + 1) : root.slice(root.lastIndexOf('/') + 1);
          ctx.add({ path, dir: f.dir, locationKey: name, dirName: name, realPath: ctx.real(path, known), read: ctx.read(path), diagnostics: [] });
        }
      }
      if (depth === tree.maxDepth) continue;
      for (const e of f.entries) {
        if (tree.skipHidden && e.name.startsWith('.')) continue;
        if (e.kind === 'symlink' && !ctx.followDirLinks) continue;
        if (e.kind !== 'dir' && e.kind !== 'symlink') continue;
        if (ctx.kindOf(f.dir, e) !== 'dir') continue;
        const dir = joinPath(f.dir, e.name);
        const list = ctx.list(dir, null);
        if (list) next.push({ dir, rel: f.rel ? `${f.rel}/${e.name}` : e.name, entries: list, plain: f.plain && e.kind === 'dir' });
      }
    }
    level = next;
  }
}
