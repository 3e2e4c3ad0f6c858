/**
 * The `recursive-skill-md` layout: every file named exactly `SKILL.md` at any
 * depth below the root, each named after the folder holding it. Goose
 * (`walk_files_recursively` in crates/goose/src/skills/mod.rs@013ab848: skips
 * `.git`, `.hg`, `.svn`; `is_dir()` follows links, cycles stopped by canonical
 * paths) and Crush (`fastwalk` with `Follow: true`, skills.go:237-279@37f36e93;
 * no folder skipped). Bounded by the walk's depth and entry limits; linked
 * folders are followed when the profile follows links, with real-path cycle
 * detection.
 */
import type { DirEntry } from '../../../src/shared/engine/fsport';
import { joinPath } from '../../../src/shared/engine/discovery/pathutil';
import type { WalkContext } from '../../../src/shared/engine/discovery/walkctx';

/** Version-control folders Goose never walks (`should_skip_dir`). */
const VCS_DIRS = new Set(['.git', '.hg', '.svn']);

/** Walk `root` (its sorted `entries` given) for `SKILL.md` files at any depth. */
export function walkRecursiveSkillMd(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[]): void {
  const ancestors = new Set<string>([realRoot ?? root]);
  walkDir(ctx, root, realRoot, entries, 0, ancestors);
}

function walkDir(ctx: WalkContext, dir: string, realDir: string | null, list: DirEntry[], depth: number, ancestors: Set<string>): void {
  if (depth > 0) {
    const skill = list.find((c) => c.name === 'SKILL.md');
    if (skill && ctx.kindOf(dir, skill) === 'file') {
      const path = joinPath(dir, skill.name);
      const name = dir.slice(dir.lastIndexOf('/') + 1);
      ctx.add({
        path, dir, locationKey: name, dirName: name,
        realPath: ctx.real(path, realDir && skill.kind === 'file' ? joinPath(realDir, skill.name) : null),
        read: ctx.read(path), diagnostics: [],
      });
    }
  }
  for (const e of list) {
    if (VCS_DIRS.has(e.name) || e.name === 'SKILL.md') continue;
    if (e.kind === 'symlink' && !ctx.followDirLinks) continue;
    if (e.kind !== 'dir' && e.kind !== 'symlink') continue;
    if (ctx.kindOf(dir, e) !== 'dir') continue;
    const path = joinPath(dir, e.name);
    const real = e.kind === 'dir' && realDir ? joinPath(realDir, e.name) : ctx.real(path, null);
    if (ancestors.has(real)) { ctx.loose(path, 'symlink-loop', { target: real }); continue; }
    if (ctx.tooDeep(depth + 1, path)) continue;
    const inner = ctx.list(path, path);
    if (!inner) continue;
    ancestors.add(real);
    walkDir(ctx, path, real, inner, depth + 1, ancestors);
    ancestors.delete(real);
  }
}
