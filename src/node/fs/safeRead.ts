/**
 * Reading files that an attacker (or an accident) may have replaced with a
 * FIFO, a device or a socket. A plain `readFileSync` on a named pipe blocks
 * the whole process until a writer shows up, which hangs every request of the
 * web host; `/dev/zero` never ends. So every file main reads on behalf of the
 * user goes through here: open with O_RDONLY|O_NONBLOCK (opening a FIFO this
 * way never blocks) and fstat the descriptor before reading a byte, so there
 * is no window between a check and the read. Anything that
 * is not a regular file is refused with code `ENOTREG` (`EISDIR` for folders).
 */
import fs from 'node:fs';

/** The bytes of a regular file (at most `maxBytes`), with what fstat said. */
export interface RegularFileRead {
  data: Buffer;
  /** Full size in bytes. */
  size: number;
  mtimeMs: number;
  mode: number;
  /** True when the file was larger than `maxBytes` and only a prefix was read. */
  truncated: boolean;
}

const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);

/** An errno-style error (what `toErrorPayload` and the fs port understand). */
function errno(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

function assertRegular(st: fs.Stats, path: string): void {
  if (st.isFile()) return;
  if (st.isDirectory()) throw errno('EISDIR', `not a file: ${path} is a folder`);
  const what = st.isFIFO() ? 'a named pipe (FIFO)' : st.isSocket() ? 'a socket'
    : st.isCharacterDevice() || st.isBlockDevice() ? 'a device' : 'not a regular file';
  throw errno('ENOTREG', `not a regular file: ${path} is ${what}`);
}

/** Largest file read into the reused buffer (bigger ones get their own, so it never holds much). */
const SCRATCH_MAX = 1 << 20;
let scratch: Buffer | null = null;

/** The reused buffer, grown to hold `n` bytes (n ≤ SCRATCH_MAX). */
function scratchFor(n: number): Buffer {
  if (!scratch || scratch.length < n) {
    let size = 1 << 16;
    while (size < n) size *= 2;
    scratch = Buffer.allocUnsafe(Math.min(size, SCRATCH_MAX));
  }
  return scratch;
}

/**
 * Read `path` (symlinks followed) if it is a regular file. Throws the
 * ErrnoException of the failing call (`ENOENT`, `EACCES`, ...), `EISDIR` for
 * a folder and `ENOTREG` for a FIFO, socket or device. Never blocks on them.
 * `transient`: `data` may be a view of one buffer this module reuses (files up
 * to 1 MiB), overwritten by the next transient read; for callers that decode
 * it at once (`FsPort.readFileTransient`). Synchronous, so no other read can
 * come between (each worker thread has its own module and buffer).
 */
export function readRegularFile(path: string, maxBytes = Number.MAX_SAFE_INTEGER, transient = false): RegularFileRead {
  const fd = fs.openSync(path, OPEN_FLAGS);
  try {
    const st = fs.fstatSync(fd);
    assertRegular(st, path);
    const want = Math.min(st.size, maxBytes);
    // Not zero-filled: only the `got` bytes read below are ever returned.
    const buf = transient && want <= SCRATCH_MAX ? scratchFor(want) : Buffer.allocUnsafe(want);
    let got = 0;
    while (got < want) {
      const n = fs.readSync(fd, buf, got, want - got, got);
      if (n === 0) break; // shrank while reading
      got += n;
    }
    return { data: buf.subarray(0, got), size: st.size, mtimeMs: st.mtimeMs, mode: st.mode, truncated: st.size > maxBytes };
  } finally {
    try { fs.closeSync(fd); } catch { /* already closed */ }
  }
}

/** `readRegularFile` as UTF-8 text (replacement characters for bad bytes), or null on any error. */
export function readRegularText(path: string, maxBytes: number): string | null {
  try {
    // toString copies the characters out, so the reused buffer serves.
    const r = readRegularFile(path, maxBytes, true);
    return r.truncated ? null : r.data.toString('utf8');
  } catch { return null; }
}
