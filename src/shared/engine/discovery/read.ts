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
import { APP_MAX_TEXT_BYTES } from '../../limits';

/**
 * Default cap on the bytes read from one file: Skill Studio's own limit
 * (`APP_MAX_TEXT_BYTES`, 32 MiB), not a harness's.
 */
export const DEFAULT_MAX_FILE_BYTES = APP_MAX_TEXT_BYTES;

/**
 * A decoded file, or the diagnostic explaining why it could not be used.
 * `partial`: the file is larger than Skill Studio reads (`app-read-limit`);
 * `text` holds only its first bytes (cut at a whole UTF-8 character).
 */
export type ReadOutcome =
  | { ok: true; text: string; size: number; partial?: boolean; replaced?: boolean }
  | { ok: false; size: number; diagnostic: Diagnostic };

/** `data` without a UTF-8 sequence cut off at its end (a prefix read may end inside one). */
export function wholeUtf8Prefix(data: Uint8Array): Uint8Array {
  let i = data.length;
  // Step back over at most 3 continuation bytes to the lead byte of the last character.
  let back = 0;
  while (i > 0 && back < 3 && (data[i - 1] & 0xc0) === 0x80) { i--; back++; }
  if (i === 0) return data;
  const lead = data[i - 1];
  const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  // Complete (or not a multi-byte lead at all): keep everything; else drop the partial character.
  return need === 1 || back + 1 >= need ? data : data.subarray(0, i - 1);
}

// fatal: a bad byte sequence is an error, not U+FFFD; ignoreBOM: keep a BOM in
// the text as Node does, so the parser sees what CC sees (E12).
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
// Node's `buffer.toString('utf8')`: each bad sequence becomes U+FFFD (Claude Code reads files so, measured).
const lenient = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** How many leading bytes are checked for NUL when deciding "binary" (git uses 8000 too). */
const BINARY_SNIFF = 8000;

/**
 * Is `data` UTF-16 text? A UTF-16 byte-order mark (FF FE little-endian, FE FF
 * big-endian), or, without one, NULs in every other byte of the first bytes
 * (ASCII-range text as UTF-16: `n\0a\0m\0e\0`). Null when not. Harnesses read
 * skills as UTF-8 (reference §14), so such a file is not loaded; saying
 * "UTF-16" rather than "binary" tells the user what to convert.
 */
export function detectUtf16(data: Uint8Array): 'le' | 'be' | null {
  if (data.length >= 2 && data[0] === 0xff && data[1] === 0xfe) return 'le';
  if (data.length >= 2 && data[0] === 0xfe && data[1] === 0xff) return 'be';
  const n = Math.min(data.length, 512) & ~1;
  if (n < 8) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) { if (data[i] === 0) evenNul++; if (data[i + 1] === 0) oddNul++; }
  const half = n / 2;
  if (oddNul >= half * 0.9 && evenNul === 0) return 'le';
  if (evenNul >= half * 0.9 && oddNul === 0) return 'be';
  return null;
}

/**
 * Decode `data` as UTF-8. A NUL byte in the first 8000 bytes means binary
 * (`binary-file`; UTF-16 text also lands here), invalid UTF-8 → `not-utf8`.
 * `fast`: the port's equivalent strict decoder (`FsPort.decodeUtf8`), when it has one.
 */
export function decodeUtf8(data: Uint8Array, fast?: (data: Uint8Array) => string | null): { text: string } | { code: 'binary-file' | 'not-utf8'; utf16?: 'le' | 'be' } {
  const utf16 = detectUtf16(data);
  if (utf16) return { code: 'binary-file', utf16 };
  // TypedArray indexOf is native: ~20× faster than a JS loop over 8000 bytes.
  if (data.subarray(0, BINARY_SNIFF).indexOf(0) >= 0) return { code: 'binary-file' };
  if (fast) {
    const text = fast(data);
    return text === null ? { code: 'not-utf8' } : { text };
  }
  try {
    return { text: decoder.decode(data) };
  } catch {
    return { code: 'not-utf8' };
  }
}

/**
 * Read `path` and decode it. `harnessMaxBytes` is the harness's own limit for
 * this kind of root (profile data, `DiscoverySection.maxFileBytes`): a larger
 * file is skipped by the harness, `file-too-large`. `maxBytes` is Skill
 * Studio's read limit: a larger file the harness would still load is read up
 * to it and parsed from that prefix (`partial`, the caller reports
 * `app-read-limit`). Errors: `unreadable` (port error, e.g. EACCES, EIO;
 * ELOOP → `symlink-loop`), `file-too-large`, `binary-file`, `not-utf8`. With
 * `invalidUtf8: 'replace'` (the harness decodes bad bytes as U+FFFD and loads the
 * file: `DiscoverySection.invalidUtf8`) a non-UTF-8 file is read that way, `replaced`.
 * Diagnostics carry `path` and a file-start range.
 */
export function readText(port: FsPort, path: string, maxBytes: number, harnessMaxBytes?: number, invalidUtf8: 'skip' | 'replace' = 'skip'): ReadOutcome {
  const cap = harnessMaxBytes !== undefined ? Math.min(maxBytes, harnessMaxBytes) : maxBytes;
  // Decoded below into a string that owns its characters, so a reused buffer is safe here.
  const r = port.readFileTransient ? port.readFileTransient(path, cap) : port.readFile(path, cap);
  if (isFsError(r)) {
    const code = r.error === 'ELOOP' ? 'symlink-loop' : 'unreadable';
    // The file is not loaded either way, so a loop on the file itself is an error here.
    return { ok: false, size: 0, diagnostic: makeDiagnostic(code, FILE_START, { path, error: r.error, kind: 'file' }, 'error') };
  }
  if (r.truncated && harnessMaxBytes !== undefined && r.size > harnessMaxBytes) {
    return { ok: false, size: r.size, diagnostic: makeDiagnostic('file-too-large', FILE_START, { path, size: r.size, max: harnessMaxBytes }) };
  }
  const data = r.truncated ? wholeUtf8Prefix(r.data) : r.data;
  const d = decodeUtf8(data, port.decodeUtf8 ? (b) => port.decodeUtf8!(b) : undefined);
  if ('code' in d && d.code === 'not-utf8' && invalidUtf8 === 'replace') {
    const text = lenient.decode(data);
    return r.truncated ? { ok: true, text, size: r.size, partial: true, replaced: true } : { ok: true, text, size: r.size, replaced: true };
  }
  if ('code' in d) return { ok: false, size: r.size, diagnostic: makeDiagnostic(d.code, FILE_START, d.utf16 ? { path, utf16: d.utf16 } : { path }) };
  return r.truncated ? { ok: true, text: d.text, size: r.size, partial: true } : { ok: true, text: d.text, size: r.size };
}
