/**
 * Skill folder operations: create, rename, duplicate, delete. Every target is
 * checked by the write guard; nothing is ever overwritten (exclusive create,
 * existence checks before rename/copy); delete goes to a trash, never unlink.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProfileId, RootSpec } from '../../shared/engine';
import { validateSkillName } from '../../shared/skillName';
import type { CatalogService } from '../catalog/catalogService';
import { ApiError } from '../app/errors';
import { readRegularFile } from '../fs/safeRead';
import { stageCopy } from './stageCopy';
import { createPathGuard, type PathGuard } from './writeGuard';
import { mkdirBelow } from './mkdirBelow';
import { tempDirFor, writeAtomic } from '../fs/atomicWrite';
import { lockKey, withPathLock } from '../fs/pathLock';

/** Moves a path to a trash; reports where it went. */
export type TrashFn = (p: string) => Promise<{ location?: string; note?: string }>;

/**
 * Reject names the UI would refuse under `profile` (src/shared/skillName.ts,
 * the same rule), and anything that is not one safe path segment.
 */
export function assertSkillName(name: string, profile: ProfileId): void {
  const problem = validateSkillName(name, profile)
    ?? (!/^[^/\\\0]+$/.test(name) || name.trim() !== name ? 'one folder name, no slashes' : null);
  if (problem) throw new ApiError('invalid-name', `"${name.length > 80 ? `${name.slice(0, 80)}…` : name}" is not a valid skill name: ${problem}`);
}

function notExisting(p: string): void {
  let exists = true;
  try { fs.lstatSync(p); } catch { exists = false; }
  if (exists) throw new ApiError('exists', `${p} already exists`, 409);
}

/**
 * When `text`'s frontmatter has `name: <oldName>` (plain or quoted), return the
 * text with that value set to `newName`, everything else (BOM, line endings,
 * comments after the value) kept; otherwise null. Used by rename and duplicate
 * so the display name follows the folder when it was the folder name.
 */
export function renameFrontmatterName(text: string, oldName: string, newName: string): string | null {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = text.slice(bom.length);
  const open = /^---[ \t]*\r?\n/.exec(body);
  if (!open) return null;
  const end = /^---[ \t]*(\r?\n|$)/m.exec(body.slice(open[0].length));
  if (!end) return null;
  const fm = body.slice(open[0].length, open[0].length + end.index);
  const re = /^(name[ \t]*:[ \t]*)(?:"([^"\n]*)"|'([^'\n]*)'|([^\s#'"][^\r\n#]*?))([ \t]*(?:#[^\r\n]*)?)(?=\r?$)/m;
  const m = re.exec(fm);
  if (!m) return null;
  const value = m[2] ?? m[3] ?? m[4] ?? '';
  if (value !== oldName) return null;
  const quote = m[2] !== undefined ? '"' : m[3] !== undefined ? "'" : '';
  const line = `${m[1]}${quote}${newName}${quote}${m[5]}`;
  const newFm = fm.slice(0, m.index) + line + fm.slice(m.index + m[0].length);
  return bom + open[0] + newFm + body.slice(open[0].length + fm.length);
}

/**
 * Rewrite `name:` in the skill file of `target` (folder or flat file) when it
 * was `oldName`: atomically, under the file's save lock (a crash never tears
 * it, a concurrent save never interleaves), temp file under `root`.
 */
async function followName(target: string, oldName: string, newName: string, root: string | null): Promise<void> {
  let file = target;
  try { if (fs.statSync(target).isDirectory()) file = path.join(target, 'SKILL.md'); } catch { return; }
  await withPathLock(lockKey(file), async () => {
    let text: string;
    let mode: number;
    try {
      const st = fs.lstatSync(file);
      if (!st.isFile()) return; // never write through a symlink
      const r = readRegularFile(file);
      text = r.data.toString('utf8');
      mode = r.mode & 0o7777;
    } catch { return; }
    const next = renameFrontmatterName(text, oldName, newName);
    if (next !== null && next !== text) await writeAtomic(file, next, { mode, tempDir: tempDirFor(file, root ?? undefined) });
  });
}

const stem = (p: string): string => path.basename(p).replace(/\.md$/i, '');

/** A web-host trash: moves into `<dataDir>/.trash/<timestamp>-<name>` (copy + remove across devices). */
export function folderTrash(dataDir: string): TrashFn {
  return async (p) => {
    const dir = path.join(dataDir, '.trash');
    fs.mkdirSync(dir, { recursive: true });
    const dest = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${path.basename(p)}`);
    try { fs.renameSync(p, dest); } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      fs.cpSync(p, dest, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false });
      fs.rmSync(p, { recursive: true });
    }
    return { location: dest, note: `moved to ${dest} (the web host has no system trash; restore by moving it back)` };
  };
}

/** Skill operations bound to a catalog service and its write guard. */
export function skillOps(service: CatalogService, guard: PathGuard, trash: TrashFn) {
  const readGuard = createPathGuard(() => service.allRootPaths());
  const specFor = (root: string): RootSpec => {
    // Only roots offered for new skills (never ancestors above the project, never bundled).
    const spec = service.writableRoots().some((w) => w.path === root) ? service.rootSpecs().find((r) => r.path === root) : undefined;
    if (!spec) {
      const folder = service.unapprovedFolderOf(root);
      if (folder) throw new ApiError('not-approved', `refused: saving in ${folder} is not allowed yet; allow it first ("Allow Saving in This Project…")`, 403);
      throw new ApiError('not-a-root', `${root} is not a writable skills root`, 403);
    }
    return spec;
  };
  /** The skill folder (or flat file) must be strictly inside a root, never a root itself. */
  const skillTarget = (p: string): string => {
    guard.check(p);
    if (service.rootSpecs().some((r) => r.path === p)) throw new ApiError('is-root', `${p} is a root, not a skill`, 400);
    if (!fs.existsSync(p)) throw new ApiError('not-found', `${p} does not exist`, 404);
    return p;
  };
  const siblingFor = (p: string, newName: string): string => {
    const flat = fs.statSync(p).isFile();
    // A flat file's name is its stem (`review` or `review.md` both name `review.md`).
    assertSkillName(flat ? newName.replace(/\.md$/i, '') : newName, service.profileId);
    const target = path.join(path.dirname(p), flat && !newName.endsWith('.md') ? `${newName}.md` : newName);
    // A name taken (even by a link that leads outside the roots) is "exists", before where it leads matters.
    notExisting(target);
    guard.check(target);
    return target;
  };

  return {
    /** Create `<root>/<name>/SKILL.md` (or `<root>/<name>.md` for flat layouts) with `text`. */
    async create(root: string, name: string, text: string): Promise<{ path: string }> {
      assertSkillName(name, service.profileId);
      const spec = specFor(root);
      const flat = spec.layout === 'flat-md' || spec.layout === 'legacy-commands' || spec.layout === 'plugin-commands';
      const dir = spec.layout === 'plugin' ? path.join(root, 'skills', name) : path.join(root, name);
      const file = flat ? path.join(root, `${name}.md`) : path.join(dir, 'SKILL.md');
      guard.check(file);
      notExisting(flat ? file : dir);
      // The root's own folders may be made (a fresh project has no .claude/skills yet), never a missing project.
      mkdirBelow(path.dirname(file), root, service.configFolders());
      fs.writeFileSync(file, text, { flag: 'wx' });
      await service.rescan([file]);
      return { path: file };
    },
    /** Rename a skill folder (or flat file) within its parent. */
    async rename(dir: string, newName: string): Promise<{ dir: string }> {
      const src = skillTarget(dir);
      const target = siblingFor(src, newName);
      fs.renameSync(src, target);
      await followName(target, stem(src), stem(target), guard.rootOf(target));
      await service.rescan([src, target]);
      return { dir: target };
    },
    /**
     * Copy a skill folder (or flat file) next to it, whole or not at all
     * (stageCopy.ts). Symlinks are copied as links (never followed) when they
     * point inside the roots; links leading outside them are skipped and
     * listed in `skipped`, so a copy never carries a path out.
     */
    async duplicate(dir: string, newName: string): Promise<{ dir: string; skipped?: string[]; note?: string }> {
      const src = skillTarget(dir);
      const target = siblingFor(src, newName);
      // Copied into a temp folder beside the target and renamed into place (stageCopy.ts): a failure or
      // crash mid-copy never leaves half a skill the catalog would list. The name is set before the rename.
      const staged = stageCopy(src, target, (real) => readGuard.rootOf(real) !== null, () => notExisting(target));
      const skipped = staged.skipped;
      try {
        await followName(staged.tmp, stem(src), stem(target), guard.rootOf(target));
        staged.commit();
      } finally {
        staged.discard();
      }
      await service.rescan([target]);
      if (!skipped.length) return { dir: target };
      return {
        dir: target, skipped,
        note: `not copied (symbolic links leading outside the configured roots, or not regular files): ${skipped.join(', ')}`,
      };
    },
    /** Move a skill to the trash. */
    async remove(dir: string): Promise<{ trashed: boolean; location?: string; note?: string }> {
      const src = skillTarget(dir);
      // Only a skill the catalog knows: its folder, or the file of a flat (.md) skill. Never any other file or folder.
      const known = service.current().skills.some((s) => (s.dir !== null ? s.dir === src : s.path === src));
      if (!known) throw new ApiError('not-a-skill', `refused: ${dir} is not a skill folder or flat skill file the catalog knows`, 400);
      const r = await trash(src);
      await service.rescan([src]);
      return { trashed: true, ...r };
    },
  };
}
