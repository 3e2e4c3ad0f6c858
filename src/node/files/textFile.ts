/**
 * Reading and saving text files so that saving keeps them as they were on
 * disk: line endings, UTF-8 BOM, final newline and file mode. The renderer
 * always sees LF text without BOM; `FileText` records what the disk had.
 * Writes are atomic (atomicWrite.ts: temp file + rename), so a crash never
 * leaves half a file, and serialised per file (pathLock.ts). The version the
 * editor holds is the content hash of what it last read or wrote, never the
 * modification time alone (`cp -p`, `rsync -t`, archives, coarse-timestamp
 * file systems and rename-replace keep the mtime while the content changes).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import nodePath from 'node:path';
import type { FileText } from '../../shared/ipc/contract';
import { readRegularFile, type RegularFileRead } from '../fs/safeRead';
import { tempDirFor, writeAtomic } from '../fs/atomicWrite';
import { lockKey, withPathLock } from '../fs/pathLock';

import { decodeText, encodeText, NEW_FILE_SHAPE, type TextShape } from '../../shared/textShape';
import { APP_MAX_TEXT_BYTES } from '../../shared/limits';
import { detectUtf16, wholeUtf8Prefix } from '../../shared/engine';

export { decodeText, encodeText, type TextShape };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const SKILL_FILES_MAX = 2000;

/**
 * Files below a skill folder, relative and '/'-separated (at most 2,000, four
 * levels deep, skipping dot folders and node_modules), so the editor can check
 * links and `${CLAUDE_SKILL_DIR}` paths as you type.
 */
export function listSkillFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, rel: string, depth: number) => {
    if (depth > 4 || out.length >= SKILL_FILES_MAX) return;
    let entries: fs.Dirent[];
    try { entries = fs.readdirSync(d, { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      if (out.length >= SKILL_FILES_MAX) return;
      const r = rel ? `${rel}/${e.name}` : e.name;
      let isDir = e.isDirectory();
      if (e.isSymbolicLink()) { try { isDir = fs.statSync(`${d}/${e.name}`).isDirectory(); } catch { isDir = false; } }
      if (isDir) { if (!e.name.startsWith('.') && e.name !== 'node_modules') { out.push(`${r}/`); walk(`${d}/${e.name}`, r, depth + 1); } }
      else out.push(r);
    }
  };
  walk(dir, '', 1);
  return out;
}

/** Why a file over the app's limit opens read-only (`maxBytes`: the limit, `size`: the file). */
export function overLimitReason(size: number, maxBytes: number): string {
  return `This file is ${size} bytes, more than the ${maxBytes} bytes Skill Studio edits (its own limit, not the harness's). `
    + `Only its first ${maxBytes} bytes are shown, read-only, so saving cannot cut the rest off; edit it in another editor.`;
}

/** The version of some file content: SHA-256 of its bytes, hex (what `file.save` compares). */
export function contentHash(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/**
 * Read `path` as FileText (`exists: false` with empty text and a null hash when missing). A
 * file over `maxBytes` (the app's limit, `APP_MAX_TEXT_BYTES`) comes back as
 * its first bytes with `readOnlyReason`: it is shown, never saved back.
 */
export function readFileText(path: string, maxBytes = APP_MAX_TEXT_BYTES): FileText {
  // One open (O_NONBLOCK) + fstat before any byte is read: a FIFO, socket or
  // device refuses with ENOTREG instead of blocking the process (safeRead.ts).
  let r: RegularFileRead;
  try { r = readRegularFile(path, maxBytes); } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      return { path, text: '', mtimeMs: 0, hash: null, eol: 'lf', bom: false, finalNewline: true, exists: false };
    }
    throw e;
  }
  const bytes = r.truncated ? Buffer.from(wholeUtf8Prefix(r.data)) : r.data;
  let raw: string;
  let readOnlyReason: string | undefined = r.truncated ? overLimitReason(r.size, maxBytes) : undefined;
  const utf16 = detectUtf16(bytes);
  if (utf16) {
    // UTF-16: shown decoded as such (not as NUL-riddled Latin-1), read-only; the way out is `convertUtf16ToUtf8`.
    raw = new TextDecoder(utf16 === 'le' ? 'utf-16le' : 'utf-16be').decode(bytes);
    const why = `This file is UTF-16 (${utf16 === 'le' ? 'little' : 'big'}-endian). UTF-16 is not read by harnesses; convert it to UTF-8. It is shown read-only.`;
    readOnlyReason = readOnlyReason ? `${readOnlyReason} ${why}` : why;
  } else try { raw = utf8.decode(bytes); } catch {
    // Not UTF-8: show it, but never save it back (that would replace every bad byte with U+FFFD).
    raw = bytes.toString('latin1');
    const why = 'This file is not valid UTF-8, so harnesses cannot load it. It is shown read-only (as Latin-1) so saving cannot damage it; convert it to UTF-8 in another editor.';
    readOnlyReason = readOnlyReason ? `${readOnlyReason} ${why}` : why;
  }
  const d = decodeText(raw);
  const skillFiles = /(^|\/)skill\.md$/i.test(path) ? listSkillFiles(path.slice(0, path.lastIndexOf('/'))) : undefined;
  return {
    path, text: d.text, mtimeMs: r.mtimeMs, hash: contentHash(bytes), eol: d.eol, bom: d.bom, finalNewline: d.finalNewline, exists: true,
    ...(skillFiles ? { skillFiles } : {}), ...(readOnlyReason ? { readOnlyReason } : {}), ...(utf16 ? { utf16 } : {}),
  };
}

export type SaveResult = { ok: true; mtimeMs: number; hash: string } | { ok: false; conflict: true; diskMtimeMs: number; diskHash: string | null };

/** Options of `saveFileText`. */
export interface SaveOptions {
  /** `contentHash` of the disk version the edit started from; a different disk content is a conflict. */
  expectedHash?: string;
  /** Overwrite whatever the disk holds. */
  force?: boolean;
  /** Shape for a file that does not exist (recreated after a delete), else LF, no BOM, final newline. */
  newShape?: TextShape;
  /**
   * BOM and line endings the user switched to (status bar, BOM/CRLF quick
   * fixes): applied over the disk file's shape (its final newline is kept).
   */
  layout?: Pick<TextShape, 'eol' | 'bom'>;
  /** The configured root the file lies in: its `.skill-studio-tmp` holds the temp file (atomicWrite.ts). */
  root?: string;
}

/** Thrown by the last-moment check when the disk changed while the temp file was written. */
class ChangedMeanwhile extends Error {}

const conflict = (hash: string | null, mtimeMs: number): SaveResult => ({ ok: false, conflict: true, diskMtimeMs: mtimeMs, diskHash: hash });

/**
 * Write `out` over `path` atomically, keeping the mode of `before` (the disk state
 * read under the path lock); when the content changed while the temp file was
 * written, nothing is replaced and a conflict comes back. `root`: see SaveOptions.
 */
async function writeUnlessChanged(path: string, out: Buffer, before: { read: RegularFileRead | null; hash: string | null }, root?: string): Promise<SaveResult> {
  const st = before.read;
  let now: { hash: string | null; mtimeMs: number } | null = null;
  try {
    await writeAtomic(path, out, {
      ...(st ? { mode: st.mode & 0o7777 } : {}),
      tempDir: tempDirFor(path, root),
      beforeRename: () => {
        // Someone else wrote while our temp file was written: keep theirs, report a conflict.
        const d = diskState(path);
        if (d.hash !== before.hash) { now = { hash: d.hash, mtimeMs: d.read?.mtimeMs ?? 0 }; throw new ChangedMeanwhile(); }
      },
    });
  } catch (e) {
    if (e instanceof ChangedMeanwhile && now) return conflict((now as { hash: string | null }).hash, (now as { mtimeMs: number }).mtimeMs);
    throw e;
  }
  return { ok: true, mtimeMs: fs.statSync(path).mtimeMs, hash: contentHash(out) };
}

function diskState(path: string): { read: RegularFileRead | null; hash: string | null } {
  try {
    const read = readRegularFile(path, APP_MAX_TEXT_BYTES);
    return { read, hash: contentHash(read.data) };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    return { read: null, hash: null };
  }
}

/**
 * Save `text` to `path` keeping the disk file's shape and mode. When
 * `expectedHash` is given and the disk content differs (someone else wrote
 * it, or it appeared or vanished), nothing is written and a conflict is
 * returned unless `force`. Saves of one file run one after the other
 * (`withPathLock`), so of two saves from the same version the second gets a
 * conflict; the content is checked again just before the rename, so a write
 * by another program while ours was in flight is a conflict too.
 * A file that does not exist gets `newShape`.
 */
export async function saveFileText(path: string, text: string, o: SaveOptions = {}): Promise<SaveResult> {
  // One size rule with reading and the backup: nothing over the app's limit is written,
  // and a file larger than it (shown read-only, in part) is never overwritten.
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > APP_MAX_TEXT_BYTES) {
    throw Object.assign(new Error(`this text is ${bytes} bytes, over the ${APP_MAX_TEXT_BYTES}-byte limit of a file Skill Studio edits`), { code: 'EFBIG' });
  }
  return withPathLock(lockKey(path), async () => {
    // The current file (shape, mode, content) through the non-blocking reader: never open a FIFO plainly.
    const before = diskState(path);
    const st = before.read;
    if (st?.truncated) {
      throw Object.assign(new Error(`refusing to overwrite ${path}: it is ${st.size} bytes, more than Skill Studio edits, and was shown only in part`), { code: 'EFBIG' });
    }
    const check = !o.force && o.expectedHash !== undefined;
    if (check && before.hash !== o.expectedHash) return conflict(before.hash, st?.mtimeMs ?? 0);
    let shape: TextShape = o.newShape ?? NEW_FILE_SHAPE;
    if (st) {
      try { shape = decodeText(utf8.decode(st.data)); } catch {
        throw Object.assign(new Error(`refusing to overwrite ${path}: it is not valid UTF-8`), { code: 'ENOTUTF8' });
      }
    }
    if (o.layout) shape = { ...shape, eol: o.layout.eol, bom: o.layout.bom };
    const out = Buffer.from(encodeText(text, shape), 'utf8');
    // Recreating a file whose folder was deleted meanwhile (the caller's write guard
    // has checked the path and made the folder, see files/mkdirBelow): never here.
    if (!st && !fs.existsSync(nodePath.dirname(path))) {
      throw Object.assign(new Error(`the folder of ${path} does not exist`), { code: 'ENOENT' });
    }
    return writeUnlessChanged(path, out, before, o.root);
  });
}

/**
 * Rewrite the UTF-16 file `path` (little- or big-endian, with or without BOM,
 * as `detectUtf16` tells) as UTF-8: the same characters, line endings as they
 * are (mixed ones too: no LF round trip), the BOM dropped (harnesses read
 * skills as UTF-8 without one, reference §14). The disk is decoded here, not
 * the editor's copy, so nothing is lost to the editor's LF form. Like a save:
 * serialised per file, `expectedHash` (the `FileText.hash` the user saw) must
 * still match or a conflict comes back, atomic, mode kept. Throws `ENOTUTF16`
 * when the file is not UTF-16 or holds a broken surrogate (never replaced by
 * U+FFFD), `EFBIG` over the app's limit, `ENOENT` when missing.
 */
export async function convertUtf16ToUtf8(path: string, o: { expectedHash: string; root?: string }): Promise<SaveResult> {
  return withPathLock(lockKey(path), async () => {
    const before = diskState(path);
    const st = before.read;
    if (!st) throw Object.assign(new Error(`${path} does not exist`), { code: 'ENOENT' });
    if (st.truncated) throw Object.assign(new Error(`refusing to convert ${path}: it is ${st.size} bytes, more than Skill Studio edits`), { code: 'EFBIG' });
    if (before.hash !== o.expectedHash) return conflict(before.hash, st.mtimeMs);
    const utf16 = detectUtf16(st.data);
    if (!utf16) throw Object.assign(new Error(`${path} is not UTF-16`), { code: 'ENOTUTF16' });
    let text: string;
    // fatal: a lone surrogate is an error, not a silent U+FFFD; the decoder drops a leading BOM (ignoreBOM false).
    try { text = new TextDecoder(utf16 === 'le' ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(st.data); } catch {
      throw Object.assign(new Error(`refusing to convert ${path}: it is not valid UTF-16 (a broken surrogate pair or an odd byte count)`), { code: 'ENOTUTF16' });
    }
    const out = Buffer.from(text, 'utf8');
    if (out.length > APP_MAX_TEXT_BYTES) {
      throw Object.assign(new Error(`${path} as UTF-8 is ${out.length} bytes, over the ${APP_MAX_TEXT_BYTES}-byte limit of a file Skill Studio edits`), { code: 'EFBIG' });
    }
    return writeUnlessChanged(path, out, before, o.root);
  });
}
