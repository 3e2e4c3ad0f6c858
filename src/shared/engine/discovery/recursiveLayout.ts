/**
 * The `recursive-skill-md` layout: every file named exactly `SKILL.md` at any
 * depth below the root, each named after the folder holding it. Goose
 * (`walk_files_recursively` in crates/goose/src/skills/mod.rs@013ab848: skips
 * `.git`, `.hg`, `.svn`; `is_dir()` follows links, cycles stopped by canonical
 * paths) and Crush (`fastwalk` with `Follow: true`, skills.go:237-279@37f36e93;
 * no folder skipped). Bounded by the walk's depth and entry limits; linked
 * folders are followed when the profile follows links, with real-path cycle
 * detection (the one folder walk, `folderWalk.ts`).
 */
import type { DirEntry } from '../fsport';
import { joinPath } from './pathutil';
import type { WalkContext } from './walkctx';
import { walkFolders, type FolderWalkSpec } from './folderWalk';

/**
 * The walk: depth first, every folder but version-control ones (Goose
 * `should_skip_dir`) and a folder named `SKILL.md`, folders below a skill
 * still searched.
 */
const RECURSIVE: Omit<FolderWalkSpec, 'followLinks'> = {
  order: 'dfs', maxDepth: Infinity, depthLimit: true, loopGuard: true,
  skipHidden: false, skipNames: ['.git', '.hg', '.svn', 'SKILL.md'],
  skillFile: 'exact', rootSkill: false, stopAtSkill: false, reportListErrors: true,
};

/** Walk `root` (its sorted `entries` given) for `SKILL.md` files at any depth. */
export function walkRecursiveSkillMd(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[]): void {
  walkFolders(ctx, root, realRoot, entries, { ...RECURSIVE, followLinks: ctx.followDirLinks }, {
    skill(f, file) {
      const path = joinPath(f.dir, file.name);
      const name = f.dir.slice(f.dir.lastIndexOf('/') + 1);
      ctx.add({
        path, dir: f.dir, locationKey: name, dirName: name,
        realPath: ctx.real(path, f.real && file.kind === 'file' ? joinPath(f.real, file.name) : null),
        read: ctx.read(path), diagnostics: [],
      });
    },
  });
}
