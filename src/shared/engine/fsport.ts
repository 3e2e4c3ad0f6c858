/**
 * The small port through which the pure engine reads the file system. Main
 * implements it over `node:fs`; tests implement it in memory and inject
 * errors (EACCES, ELOOP, EIO) that a root-run test could not provoke.
 * Paths are absolute and '/'-separated. Methods never throw: errors are values.
 */

/** An error from the port, with the errno-style code (`ENOENT`, `EACCES`, `ELOOP`, ...). */
export interface FsError { error: string; message: string }

export type EntryKind = 'file' | 'dir' | 'symlink' | 'other';

export interface DirEntry {
  name: string;
  /** Kind of the entry itself (a symlink is reported as `symlink`; use `stat` to follow it). */
  kind: EntryKind;
  /**
   * The name on disk is not valid UTF-8: `name` is its lossy decoding (U+FFFD
   * for each bad byte, as Node gives it), which opens nothing.
   */
  undecodable?: boolean;
}

export interface StatResult {
  /** Kind after following symlinks. */
  kind: 'file' | 'dir' | 'other';
  size: number;
  mtimeMs: number;
  /** `${dev}:${ino}` identity, used to detect loops and files reached twice. */
  id: string;
}

export interface ReadResult {
  /** The bytes read (at most `maxBytes`). */
  data: Uint8Array;
  /** The file's full size in bytes. */
  size: number;
  /** True when the file was larger than `maxBytes` and only a prefix was read. */
  truncated: boolean;
}

export interface FsPort {
  readDir(path: string): DirEntry[] | FsError;
  /** Follows symlinks. */
  stat(path: string): StatResult | FsError;
  /** Does not follow symlinks. */
  lstat(path: string): StatResult | FsError;
  realpath(path: string): string | FsError;
  readFile(path: string, maxBytes: number): ReadResult | FsError;
  /**
   * Optional: `readFile` whose `data` may be a view of a buffer the port reuses, valid
   * only until the port's next call. For a caller that decodes the bytes at once and
   * keeps none of them (the engine's `readText`). A fresh buffer per file is what a
   * cold scan spends most of its allocation and GC time on (node port: 1,600
   * SKILL.md files of 10 KB read about a quarter faster into one reused buffer).
   * Absent: the engine calls `readFile`.
   */
  readFileTransient?(path: string, maxBytes: number): ReadResult | FsError;
  /**
   * Optional: true when something exists at `path` (symlinks followed), the answer of
   * a successful `stat` without building its result. For probes that ask only that
   * (a skills folder's plugin check stats every skill folder's SKILL.md: node port
   * `existsSync` is about half the cost of `statSync` there). Must not throw.
   */
  exists?(path: string): boolean;
  /**
   * Optional strict UTF-8 decoding the host does faster than `TextDecoder`
   * (Node 20's fatal `TextDecoder` goes through ICU; `buffer.isUtf8` plus
   * `toString` are simdutf). Must equal `new TextDecoder('utf-8', { fatal:
   * true, ignoreBOM: true }).decode(data)`, a BOM kept, and return null where
   * that throws (test/node/fastDecode.test.ts proves it). Absent: the engine uses `TextDecoder`.
   */
  decodeUtf8?(data: Uint8Array): string | null;
}

/** True when `path` exists for `port` (its `exists`, else a `stat` that succeeds). */
export function pathExists(port: FsPort, path: string): boolean {
  return port.exists ? port.exists(path) : !isFsError(port.stat(path));
}

export function isFsError(v: unknown): v is FsError {
  return typeof v === 'object' && v !== null && 'error' in v && typeof (v as FsError).error === 'string';
}
