/**
 * "Add a copy or a symbolic link" for the portability diagnostic
 * `portability-folder-not-read` (issue 17 §2): put the skill folder `src`
 * into another skills root `folder` (e.g. `.agents/skills`, read by harnesses
 * that never read `.claude/skills`) under the same folder name.
 *
 * - `copy`: the tree is copied (copySkillTree rules: links kept only when they
 *   stay inside the roots) into a temp folder under `<folder>/.skill-studio-tmp`
 *   (ignored by the scan and the watcher), then renamed into place, so a crash
 *   never leaves half a skill the harnesses would read (stageCopy.ts).
 * - `link`: one symbolic link `<folder>/<name>` whose target is RELATIVE
 *   (`../../.claude/skills/<name>`), so the pair survives moving or cloning
 *   the project. `symlink(2)` is atomic and fails on an existing name.
 *
 * Never overwrites: an existing `<folder>/<name>` (folder, file or dangling
 * link) is refused with ApiError `exists` (409). The caller checks the write
 * approval of `folder` (handlers/place.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../app/errors';
import { stageCopy } from './stageCopy';

/** How the skill is placed: an independent copy, or a relative symbolic link to the original folder. */
export type PlaceMode = 'copy' | 'link';

/** Result: the new folder (or link) path, and entries the copy left out. */
export interface PlaceResult { dir: string; mode: PlaceMode; linkTarget?: string; skipped?: string[]; note?: string }

/**
 * Place the skill folder `src` at `<folder>/<basename(src)>` as a copy or a
 * relative link. `folder` must exist (the caller makes it below an approved
 * folder); `inRoots(real)` says whether a link met while copying may be kept.
 * Throws ApiError `exists` (409) when the target name is taken, `not-a-folder`
 * (400) when `src` is not a folder.
 */
export function placeSkill(src: string, folder: string, mode: PlaceMode, inRoots: (real: string) => boolean): PlaceResult {
  if (!fs.lstatSync(src).isDirectory()) throw new ApiError('not-a-folder', `${src} is not a skill folder`, 400);
  const target = path.join(folder, path.basename(src));
  const taken = (): void => {
    let exists = true;
    try { fs.lstatSync(target); } catch { exists = false; }
    if (exists) throw new ApiError('exists', `refused: ${target} already exists; Skill Studio never overwrites a skill folder`, 409);
  };
  taken();
  if (mode === 'link') {
    // Relative to the link's own folder, from the real folders (a symlinked project still gets a working link).
    const linkTarget = path.relative(fs.realpathSync.native(folder), fs.realpathSync.native(src));
    try { fs.symlinkSync(linkTarget, target, 'dir'); } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') taken();
      throw e;
    }
    return { dir: target, mode, linkTarget };
  }
  const staged = stageCopy(src, target, inRoots, taken);
  try {
    staged.commit();
    const { skipped } = staged;
    return skipped.length
      ? { dir: target, mode, skipped, note: `not copied (symbolic links leading outside the configured roots, or not regular files): ${skipped.join(', ')}` }
      : { dir: target, mode };
  } finally {
    staged.discard();
  }
}
