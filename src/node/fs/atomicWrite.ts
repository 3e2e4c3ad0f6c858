/**
 * Atomic file writes whose temp files never land next to the user's files.
 * write-file-atomic (used before) names its temp `<file>.<hash>` in the
 * file's own folder and cannot be told otherwise; a `kill -9` mid-save left
 * `SKILL.md.1a2b3c` in skill folders, never cleaned, scanned as look-alikes.
 * Here the temp file goes into a `.skill-studio-tmp` folder (at the root when
 * it is on the same file system as the target, so the rename stays atomic;
 * else in the target's folder), named `<file>.<pid>.<random>.tmp`. The node
 * fs port and the watcher ignore that folder by rule (`isTempPath`); stale
 * temp files (ours by name, old, or left by a process that is gone) are swept.
 *
 * Steps: create the temp exclusively, write, fsync, optional check
 * (`beforeRename`, e.g. "the disk still holds what we checked"), rename over
 * the target, fsync the folder, remove the temp folder when it is empty.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Name of the folder temp files are written to (ignored by the scan and the watcher). */
export const TEMP_DIR_NAME = '.skill-studio-tmp';
/** A temp file of ours: `<name>.<pid>.<16 hex>.tmp`. */
const TEMP_FILE = /^.+\.(\d+)\.[0-9a-f]{16}\.tmp$/;
/** Temp files older than this are stale whoever wrote them. */
export const STALE_TEMP_MS = 10 * 60_000;
/** Temp files of a process that no longer runs are stale once this old (a save never takes that long). */
export const ORPHAN_TEMP_MS = 30_000;

/** True when `p` (any separator) has a `.skill-studio-tmp` segment. */
export function isTempPath(p: string): boolean {
  return p.split(/[\\/]/).includes(TEMP_DIR_NAME);
}

/** The temp folder for writing `file`: under `root` when it shares the file system with the file's folder, else beside the file. */
export function tempDirFor(file: string, root?: string): string {
  const dir = path.dirname(file);
  if (root) {
    try {
      if (fs.statSync(root).dev === fs.statSync(dir).dev) return path.join(root, TEMP_DIR_NAME);
    } catch { /* the folder may not exist yet: beside the file */ }
  }
  return path.join(dir, TEMP_DIR_NAME);
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try { process.kill(pid, 0); return true; } catch (e) { return (e as NodeJS.ErrnoException).code === 'EPERM'; }
}

/**
 * Remove stale temp files of ours from `tempDir` (see STALE_TEMP_MS and
 * ORPHAN_TEMP_MS; names that are not ours are never touched), then the
 * folder itself when it is empty. Returns how many files were removed.
 */
export function sweepTempDir(tempDir: string, now = Date.now()): number {
  let names: string[];
  try { names = fs.readdirSync(tempDir); } catch { return 0; }
  let removed = 0;
  for (const name of names) {
    const m = TEMP_FILE.exec(name);
    if (!m) continue;
    const p = path.join(tempDir, name);
    let st: fs.Stats;
    try { st = fs.lstatSync(p); } catch { continue; }
    if (!st.isFile()) continue;
    const age = now - st.mtimeMs;
    if (age < STALE_TEMP_MS && (age < ORPHAN_TEMP_MS || alive(Number(m[1])))) continue;
    try { fs.unlinkSync(p); removed++; } catch { /* raced with its writer or another sweeper */ }
  }
  removeIfEmpty(tempDir);
  return removed;
}

function removeIfEmpty(dir: string): void {
  try { fs.rmdirSync(dir); } catch { /* not empty (another save is writing) or gone */ }
}

/** Options of `writeAtomic`. */
export interface AtomicWriteOptions {
  /** File mode of a new file; an existing file keeps the mode given here too (callers pass the old one). */
  mode?: number;
  /** Folder for the temp file (default: `.skill-studio-tmp` beside the target). */
  tempDir?: string;
  /** Runs after the temp file is durable, just before the rename; throwing aborts the write (the target stays as it was). */
  beforeRename?: () => void;
}

/**
 * Replace `file` with `data` atomically (see the module comment). On any
 * failure the target is unchanged and the temp file is removed. The writes
 * and fsyncs are asynchronous: a slow disk never blocks the event loop.
 */
export async function writeAtomic(file: string, data: string | Buffer, o: AtomicWriteOptions = {}): Promise<void> {
  const tempDir = o.tempDir ?? path.join(path.dirname(file), TEMP_DIR_NAME);
  const tmp = path.join(tempDir, `${path.basename(file)}.${process.pid}.${crypto.randomBytes(8).toString('hex')}.tmp`);
  let fh: fs.promises.FileHandle | null = null;
  // Another save may remove the (empty) temp folder between our mkdir and open: try again.
  for (let attempt = 0; fh === null; attempt++) {
    await fs.promises.mkdir(tempDir, { recursive: true });
    try { fh = await fs.promises.open(tmp, 'wx', o.mode ?? 0o666); } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 3) throw e;
    }
  }
  let renamed = false;
  try {
    await fh.writeFile(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    if (o.mode !== undefined) await fh.chmod(o.mode);
    await fh.sync();
    await fh.close();
    fh = null;
    o.beforeRename?.();
    await fs.promises.rename(tmp, file);
    renamed = true;
    // The rename itself is durable only once the folder is synced (best effort: not every FS allows it).
    try { const d = await fs.promises.open(path.dirname(file), 'r'); try { await d.sync(); } finally { await d.close(); } } catch { /* ignore */ }
  } finally {
    if (fh !== null) await fh.close().catch(() => undefined);
    if (!renamed) await fs.promises.unlink(tmp).catch(() => undefined);
    sweepTempDir(tempDir);
  }
}
