/**
 * Per-path serialisation inside this process: `withPathLock(key, fn)` runs
 * `fn` only after every earlier call with the same key has settled, so two
 * saves of one file never interleave their check-then-write (the second sees
 * the first one's result and gets a conflict). Keys are real paths, so two
 * spellings of one file share a lock.
 */
import fs from 'node:fs';
import path from 'node:path';

const tails = new Map<string, Promise<unknown>>();

/** The lock key of `p`: its real path when it (or its folder) exists, else the resolved path. */
export function lockKey(p: string): string {
  const abs = path.resolve(p);
  try { return fs.realpathSync.native(abs); } catch { /* missing: try the folder */ }
  try { return path.join(fs.realpathSync.native(path.dirname(abs)), path.basename(abs)); } catch { return abs; }
}

/** Run `fn` after the previous holder of `key` (see module comment); the lock is released however `fn` ends. */
export function withPathLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const prev = tails.get(key) ?? Promise.resolve();
  const run = prev.then(fn, fn);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  void tail.then(() => { if (tails.get(key) === tail) tails.delete(key); });
  return run;
}
