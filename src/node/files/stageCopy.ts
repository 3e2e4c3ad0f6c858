/**
 * A skill copy that appears whole or not at all: the tree is copied
 * (copySkillTree rules) into `<parent of target>/.skill-studio-tmp/<name>.<pid>.<hex>.tmp`,
 * inside the same root and so on the same file system, which the scan
 * (nodeFsPort skips the folder) and the watcher (isTempPath) never read; only
 * a rename(2) puts it in place. A failure or a crash mid-copy therefore never
 * leaves a half-copied skill folder the catalog would list. Used by
 * "Add a copy" (placeSkill.ts) and skill.duplicate (skills.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TEMP_DIR_NAME } from '../fs/atomicWrite';
import { readRegularFile } from '../fs/safeRead';
import { ApiError } from '../app/errors';

/** A copy waiting in its temp folder. */
export interface StagedCopy {
  /** Where the copy is now (a folder, or a file for a flat skill); edit it here before `commit`. */
  tmp: string;
  /** Entries left out ('/'-separated, relative to the source): links leading outside the roots, not regular files. */
  skipped: string[];
  /** Check the target is still free (`assertFree` throws if not), then rename the copy into place. */
  commit(): void;
  /** Remove the temp copy (a no-op after `commit`) and the temp folder when it is empty. Never throws. */
  discard(): void;
}

/**
 * Copy `src` to a temp path beside `target` (see the module comment). On a
 * failure while copying, the partial copy is removed and the error rethrown.
 * `inRoots(real)` says whether a link met may be kept; `assertFree()` throws
 * when `target` is taken (called again by `commit`, because rename(2) would
 * replace an empty folder or a file made meanwhile). Call `discard()` in a
 * `finally` whatever happens.
 */
export function stageCopy(src: string, target: string, inRoots: (real: string) => boolean, assertFree: () => void): StagedCopy {
  const tmpDir = path.join(path.dirname(target), TEMP_DIR_NAME);
  fs.mkdirSync(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `${path.basename(target)}.${process.pid}.${crypto.randomBytes(8).toString('hex')}.tmp`);
  const discard = (): void => {
    try { fs.rmSync(tmp, { recursive: true, force: true }); } catch { /* left for the next sweep; never listed */ }
    try { fs.rmdirSync(tmpDir); } catch { /* not empty (another save) or gone */ }
  };
  let skipped: string[];
  try {
    skipped = copySkillTree(src, tmp, inRoots);
  } catch (e) {
    discard();
    throw e;
  }
  // A copy without the skill's own file is no skill: a SKILL.md (or flat .md) that is a link
  // leading outside the roots is skipped like any such link, and the rename would leave an
  // empty folder behind (a new user's run). Refuse the whole copy instead.
  const own = fs.lstatSync(src).isDirectory() ? 'SKILL.md' : '';
  if (own ? skipped.includes(own) : skipped.length > 0) {
    discard();
    throw new ApiError('not-copied', `refused: ${own || path.basename(src)} is a link leading outside the configured roots (or not a regular file), so a copy would hold no skill`, 409);
  }
  return {
    tmp, skipped, discard,
    commit() {
      assertFree();
      fs.renameSync(tmp, target);
    },
  };
}

/**
 * Copy the skill folder (or flat file) `src` to `dest`, never following links:
 * regular files are copied (read without blocking, safeRead.ts), folders
 * recursed, a symlink is copied as a link only when its target resolves
 * inside a configured root (`inRoots`); links leading outside the roots (or
 * nowhere), FIFOs, sockets and devices are skipped and returned ('/'-separated,
 * relative to `src`).
 */
export function copySkillTree(src: string, dest: string, inRoots: (real: string) => boolean): string[] {
  const skipped: string[] = [];
  const walk = (from: string, to: string, rel: string): void => {
    const st = fs.lstatSync(from);
    if (st.isDirectory()) {
      fs.mkdirSync(to, { mode: st.mode & 0o7777 });
      for (const name of fs.readdirSync(from).sort()) walk(path.join(from, name), path.join(to, name), rel ? `${rel}/${name}` : name);
    } else if (st.isFile()) {
      const r = readRegularFile(from);
      fs.writeFileSync(to, r.data, { flag: 'wx', mode: r.mode & 0o7777 });
    } else if (st.isSymbolicLink()) {
      let real: string | null = null;
      try { real = fs.realpathSync.native(from); } catch { /* dangling or a loop */ }
      if (real !== null && inRoots(real)) fs.symlinkSync(fs.readlinkSync(from), to);
      else skipped.push(rel || path.basename(from));
    } else {
      skipped.push(rel || path.basename(from));
    }
  };
  walk(src, dest, '');
  return skipped;
}
