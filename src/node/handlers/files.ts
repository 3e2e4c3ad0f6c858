/**
 * Handlers for the project, files and skill folders: open/complete/pick a
 * project, read/save files (guarded), create/rename/duplicate/delete skills.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import type { AppContext } from '../app/context';
import { completePath } from '../files/completePath';
import { ApiError } from '../app/errors';
import { skillOps } from '../files/skills';
import { withRecentProject } from '../stores/stores';
import { convertUtf16ToUtf8, readFileText, saveFileText } from '../files/textFile';
import { createPathGuard, type PathGuard } from '../files/writeGuard';
import { mkdirBelow } from '../files/mkdirBelow';
import type { HandlerTable } from './index';

type Picked<K extends keyof HandlerTable> = Pick<HandlerTable, K>;

/** Why a catalog file reached through a symlink that leaves the roots is read-only. */
export const LINKED_READ_ONLY = 'This file is reached through a symbolic link that leads outside the configured roots. '
  + 'Claude Code follows such links, so it is listed, but Skill Studio does not write through links that leave the configured roots; edit it at its real location.';

/**
 * Guards over the current roots: new skills only into writable roots (never
 * ancestors above the project), reads (bodies, commands) from any root of the
 * active profile. A tab's file (read again, saved, recreated, backed up) is
 * checked against the roots of the current roots config under any profile,
 * writes each only when its folder is approved, so a profile switch never
 * strands an open tab (catalogService `anyProfileSpecs`).
 */
export function guards(ctx: AppContext) {
  return {
    write: approvalSays(ctx, createPathGuard(() => ctx.service.writableRoots().map((r) => r.path))),
    edit: approvalSays(ctx, createPathGuard(() => ctx.service.savableRoots())),
    recreate: approvalSays(ctx, createPathGuard(() => ctx.service.recreatableRoots())),
    read: createPathGuard(() => ctx.service.allRootPaths()),
    tabRead: createPathGuard(() => ctx.service.anyProfileRootPaths()),
  };
}

/** A write guard whose refusal says so when the path is in a root the user has not approved yet (app/writeApprovals.ts). */
function approvalSays(ctx: AppContext, g: PathGuard): PathGuard {
  return {
    rootOf: (p) => g.rootOf(p),
    check(p) {
      try { return g.check(p); } catch (e) {
        const folder = e instanceof ApiError && e.code === 'outside-roots' ? ctx.service.unapprovedFolderOf(p) : null;
        if (folder) throw new ApiError('not-approved', `refused: saving in ${folder} is not allowed yet; allow it first ("Allow Saving in This Project…")`, 403);
        throw e;
      }
    },
  };
}

/** True when `p` exists (a dangling link counts: it is not a new path either). */
function exists(p: string): boolean {
  try { fs.lstatSync(p); return true; } catch { return false; }
}

/** Catalog, project, file and skill-folder handlers; every path goes through the guards. */
export function fileHandlers(ctx: AppContext): Picked<'project.open' | 'project.pickFolder' | 'project.allowWrites' | 'project.completePath' | 'file.read' | 'file.save'
  | 'file.convertToUtf8' | 'file.watch' | 'skill.create' | 'skill.rename' | 'skill.duplicate' | 'skill.delete' | 'catalog.get' | 'catalog.rescan' | 'catalog.configure'> {
  const g = guards(ctx);
  const ops = skillOps(ctx.service, g.write, ctx.trash);
  const resync = async () => { await ctx.watcher?.sync(); };
  return {
    'catalog.get': async () => ctx.service.snapshot(),
    'catalog.rescan': async () => ctx.service.rescan(),
    'catalog.configure': async (i) => {
      const snap = await ctx.service.configure(i);
      if (i.profile || i.version) await ctx.stores.settings.update((s) => ({ ...s, profile: i.profile ?? s.profile, version: i.version ?? s.version }));
      await resync();
      return snap;
    },
    'project.open': async ({ path }) => {
      let st: fs.Stats;
      try { st = fs.statSync(path); } catch { throw new ApiError('not-found', `${path} does not exist`, 404); }
      if (!st.isDirectory()) throw new ApiError('not-a-directory', `${path} is not a folder`);
      // Any folder may be opened to browse it; its roots are writable only once the user approved it.
      const snap = await ctx.service.configure({ roots: { project: path, cwd: path, touched: [] } });
      // Recent projects are opened at the next start without asking: only approved ones go there.
      if (ctx.approvals.has(path)) await ctx.stores.settings.update((s) => withRecentProject(s, path));
      await resync();
      return snap;
    },
    'project.pickFolder': async () => {
      // A native dialog (Electron) the user answered: the folder they picked is their own choice.
      const picked = await ctx.pickFolder();
      if (picked) ctx.approvals.approve(picked);
      return { path: picked };
    },
    'project.allowWrites': async ({ path, code }) => {
      const dir = nodePath.resolve(path);
      if (!ctx.service.configFolders().some((d) => nodePath.resolve(d) === dir)) {
        throw new ApiError('not-configured', `${path} is not the project or another configured folder`, 400);
      }
      const answer = ctx.approvals.has(dir) ? { approved: true } : await ctx.confirmWrites(dir, code);
      if (!answer.approved) return answer;
      ctx.approvals.approve(dir);
      if (nodePath.resolve(ctx.service.roots.project) === dir) await ctx.stores.settings.update((s) => withRecentProject(s, ctx.service.roots.project));
      const snapshot = await ctx.service.rescan();
      await resync();
      return { approved: true, snapshot };
    },
    'project.completePath': async ({ prefix }) => ({ entries: completePath(prefix, ctx.service.roots.home) }),
    'file.read': async ({ path }) => {
      // A file the catalog lists through a symlinked folder may really live
      // outside the roots (Claude Code follows such links, §3.2): show it, read-only.
      const viaLink = !g.tabRead.rootOf(path) && ctx.service.knowsFile(path);
      if (!viaLink) g.tabRead.check(path);
      const t = readFileText(path);
      ctx.watcher?.openFiles.add(path);
      if (!viaLink) return t;
      return { ...t, readOnlyReason: t.readOnlyReason ? `${LINKED_READ_ONLY} ${t.readOnlyReason}` : LINKED_READ_ONLY };
    },
    'file.save': async ({ path, text, expectedHash, force, shape, layout }) => {
      // Saving an existing file of a listed root is editing; creating a file needs a writable root.
      const existed = exists(path);
      const guard = existed ? g.edit : g.recreate;
      guard.check(path);
      const root = guard.rootOf(path) ?? undefined;
      // Recreating a file whose folder was deleted: the folder again, but never a missing project or configured folder.
      if (!existed && root) mkdirBelow(nodePath.dirname(path), root, ctx.service.configFolders());
      const r = await saveFileText(path, text, { expectedHash, force, newShape: shape, layout, root });
      if (r.ok) {
        // Apply at once rather than waiting for the watcher, so a following catalog.get already shows it.
        // Through the scan's own reader: a big file goes to a full scan off the event loop (catalogService BIG_TEXT).
        if (ctx.service.knowsFile(path)) await ctx.service.applyDiskChanges([path]);
        else await ctx.service.rescan([path]);
        // The file is saved: a backup store that cannot be written must not turn that into a failure.
        await ctx.stores.buffers.update((list) => list.filter((b) => !(b.path === path && b.text === text)))
          .catch((e) => ctx.events.notice('warning', `Saved ${path}, but the unsaved-buffer store could not be updated: ${(e as Error).message}`));
      }
      return r;
    },
    'file.convertToUtf8': async ({ path, expectedHash }) => {
      // Editing an existing file: the same guard as saving it (approved roots only, never through a link out of them).
      g.edit.check(path);
      const r = await convertUtf16ToUtf8(path, { expectedHash, root: g.edit.rootOf(path) ?? undefined });
      // The catalog drops its binary-file (UTF-16) error now, not when the watcher notices.
      if (r.ok) { if (ctx.service.knowsFile(path)) await ctx.service.applyDiskChanges([path]); else await ctx.service.rescan([path]); }
      return r;
    },
    'file.watch': async ({ paths }) => {
      ctx.watcher?.openFiles.clear();
      for (const p of paths) ctx.watcher?.openFiles.add(p);
      return { ok: true };
    },
    'skill.create': async ({ root, name, text }) => ops.create(root, name, text),
    'skill.rename': async ({ dir, newName }) => ops.rename(dir, newName),
    'skill.duplicate': async ({ dir, newName }) => ops.duplicate(dir, newName),
    'skill.delete': async ({ dir }) => ops.remove(dir),
  };
}
