/**
 * Reading one candidate file through the port and decoding it as UTF-8, with
 * the failures a harness meets on real disks (§14: unreadable and bad UTF-8
 * files are skipped) turned into diagnostics instead of exceptions.
 */
import type { FsPort } from '../fsport';
import { isFsError } from '../fsport';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import type { Diagnostic } from '../types';

/** Default cap on the bytes read from one file (1 MiB). */
export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

/** A decoded file, or the diagnostic explaining why it could not be used. */
export type ReadOutcome =
  | { ok: true; text: string; size: number }
  | { ok: false; size: number; diagnostic: Diagnostic };

// fatal: a bad byte sequence is an error, not U+FFFD; ignoreBOM: keep a BOM in
// the text as Node does, so the parser sees what CC sees (E12).
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** How many leading bytes are checked for NUL when deciding "binary" (git uses 8000 too). */
const BINARY_SNIFF = 8000;

/**
 * Decode `data` as UTF-8. A NUL byte in the first 8000 bytes means binary
 * (`binary-file`; UTF-16 text also lands here), invalid UTF-8 → `not-utf8`.
 */
export function decodeUtf8(data: Uint8Array): { text: string } | { code: 'binary-file' | 'not-utf8' } {
  // TypedArray indexOf is native: ~20× faster than a JS loop over 8000 bytes.
  if (data.subarray(0, BINARY_SNIFF).indexOf(0) >= 0) return { code: 'binary-file' };
  try {
    return { text: decoder.decode(data) };
  } catch {
    return { code: 'not-utf8' };
  }
}

/**
 * Read `path` (at most `maxBytes`) and decode it. Errors: `unreadable` (port
 * error, e.g. EACCES, EIO, ELOOP → `symlink-loop`), `file-too-large`,
 * `binary-file`, `not-utf8`. Diagnostics carry `path` and a file-start range.
 */
export function readText(port: FsPort, path: string, maxBytes: number): ReadOutcome {
  const r = port.readFile(path, maxBytes);
  if (isFsError(r)) {
    const code = r.error === 'ELOOP' ? 'symlink-loop' : 'unreadable';
    // The file is not loaded either way, so a loop on the file itself is an error here.
    return { ok: false, size: 0, diagnostic: makeDiagnostic(code, FILE_START, { path, error: r.error, kind: 'file' }, 'error') };
  }
  if (r.truncated) {
    return { ok: false, size: r.size, diagnostic: makeDiagnostic('file-too-large', FILE_START, { path, size: r.size, max: maxBytes }) };
  }
  const d = decodeUtf8(r.data);
  if ('code' in d) return { ok: false, size: r.size, diagnostic: makeDiagnostic(d.code, FILE_START, { path }) };
  return { ok: true, text: d.text, size: r.size };
}
