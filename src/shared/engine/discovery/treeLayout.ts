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
import { pushFlat } from './layouts';
import { walkFolders, type FolderWalkSpec, type WalkedFolder } from './folderWalk';

/** The walk when a profile gives none: Codex's (depth 6, no root file, hidden skipped). */
export const DEFAULT_TREE: TreeWalk = { maxDepth: 6, rootFile: false, skipHidden: true };

/**
 * Walk `root` (already listed as `entries`) breadth-first, or depth first when
 * `tree.order` says so, on the one folder walk (`folderWalk.ts`). Depth 0 is
 * the root itself; a `SKILL.md` at depth d sits d folders below it. Folder
 * links are followed when the profile follows them, without a loop guard (the
 * depth bound ends a loop); recursive listings count against the walk's entry
 * limits (`too-many-entries`); a folder that cannot be listed is skipped
 * silently. `rootMarkdown` (`skill-tree-md`): the root's own `<name>.md` files
 * are skills too.
 */
export function walkSkillTree(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[], tree: TreeWalk = DEFAULT_TREE, rootMarkdown = false): void {
  const spec: FolderWalkSpec = {
    order: tree.order ?? 'bfs', maxDepth: tree.maxDepth, depthLimit: false, followLinks: ctx.followDirLinks, loopGuard: false,
    skipHidden: tree.skipHidden, skipNames: tree.skipNames ?? [], skillFile: 'exact', rootSkill: tree.rootFile,
    stopAtSkill: tree.stopAtSkill ?? false, reportListErrors: false,
  };
  const rootMd = (f: WalkedFolder, e: DirEntry): boolean => e.name.endsWith('.md') && e.name !== 'SKILL.md' && f.kind(e) === 'file';
  walkFolders(ctx, root, realRoot, entries, spec, {
    skill(f, file) {
      const path = joinPath(f.dir, file.name);
      const name = f.dir.slice(f.dir.lastIndexOf('/') + 1);
      const known = f.real && file.kind === 'file' ? joinPath(f.real, file.name) : null;
      ctx.add({ path, dir: f.dir, locationKey: name, dirName: name, realPath: ctx.real(path, known), read: ctx.read(path), diagnostics: [] });
    },
    // Breadth first: all of the root's `.md` files before any folder is entered (the walk
    // Codex-shaped profiles take); depth first: each in its turn among the folders (pi
    // `collectSkillEntries`), even a dot name.
    ...(!rootMarkdown ? {} : spec.order === 'bfs'
      ? { folder(f: WalkedFolder) { if (!f.depth) for (const e of f.entries) if (rootMd(f, e)) pushFlat(ctx, root, realRoot, e); } }
      : { entry(f: WalkedFolder, e: DirEntry) { if (!f.depth && rootMd(f, e)) { pushFlat(ctx, root, realRoot, e); return 'handled' as const; } } }),
  });
}
