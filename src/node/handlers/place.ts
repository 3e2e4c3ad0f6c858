/**
 * `skill.place`: the "Add a copy or a link" action of the portability
 * diagnostic `portability-folder-not-read` (issue 17 §2). The source is any
 * skill folder of the session's roots (under any profile); the destination
 * must be a skills root some profile reads in this session AND one the user
 * approved writing in (catalogService `recreatableRoots`: approved folders
 * only, app/writeApprovals.ts), checked by real path like file.save.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import type { AppContext } from '../app/context';
import { ApiError } from '../app/errors';
import { createPathGuard } from '../files/writeGuard';
import { mkdirBelow } from '../files/mkdirBelow';
import { placeSkill } from '../files/placeSkill';
import type { HandlerTable } from './index';

/** The `skill.place` handler over one app context. */
export function placeHandlers(ctx: AppContext): Pick<HandlerTable, 'skill.place'> {
  const read = createPathGuard(() => ctx.service.anyProfileRootPaths());
  const write = createPathGuard(() => ctx.service.recreatableRoots());
  return {
    'skill.place': async ({ dir, folder, mode }) => {
      read.check(dir);
      const roots = ctx.service.anyProfileRootPaths().map((r) => nodePath.resolve(r));
      if (roots.includes(nodePath.resolve(dir))) throw new ApiError('is-root', `${dir} is a root, not a skill`, 400);
      if (!fs.existsSync(nodePath.join(dir, 'SKILL.md'))) throw new ApiError('not-a-skill', `${dir} holds no SKILL.md`, 400);
      const root = ctx.service.recreatableRoots().find((r) => nodePath.resolve(r) === nodePath.resolve(folder));
      if (!root) {
        const unapproved = ctx.service.unapprovedFolderOf(folder);
        if (unapproved) throw new ApiError('not-approved', `refused: saving in ${unapproved} is not allowed yet; allow it first ("Allow Saving in This Project…")`, 403);
        throw new ApiError('outside-roots', `refused: ${folder} is not a skills folder of this session that Skill Studio may write in`, 403);
      }
      const target = nodePath.join(folder, nodePath.basename(dir));
      // "Exists" before where a taken name leads matters (a dangling link is taken too).
      let taken = true;
      try { fs.lstatSync(target); } catch { taken = false; }
      if (taken) throw new ApiError('exists', `refused: ${target} already exists; Skill Studio never overwrites a skill folder`, 409);
      write.check(target);
      mkdirBelow(folder, root, ctx.service.configFolders());
      const r = placeSkill(dir, folder, mode, (real) => read.rootOf(real) !== null);
      await ctx.service.rescan([r.dir]);
      return r;
    },
  };
}
