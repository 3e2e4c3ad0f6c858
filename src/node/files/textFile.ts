/**
 * Reading and saving text files so that saving keeps them as they were on
 * disk: line endings, UTF-8 BOM, final newline and file mode. The renderer
 * always sees LF text without BOM; `FileText` records what the disk had.
 * Writes are atomic (write-file-atomic: temp file + rename), so a crash never
 * leaves half a file.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { FileText } from '../../shared/ipc/contract';
import { readRegularFile, type RegularFileRead } from '../fs/safeRead';

import { decodeText, encodeText, NEW_FILE_SHAPE, type TextShape } from '../../shared/textShape';
import { APP_MAX_TEXT_BYTES } from '../../shared/limits';
import { wholeUtf8Prefix } from '../../shared/engine/discovery/read';

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

/**
 * Read `path` as FileText (`exists: false` with empty text when missing). A
 * file over `maxBytes` (the app's limit, `APP_MAX_TEXT_BYTES`) comes back as
 * its first bytes with `readOnlyReason`: it is shown, never saved back.
 */
export function readFileText(path: string, maxBytes = APP_MAX_TEXT_BYTES): FileText {
  // One open (O_NONBLOCK) + fstat before any byte is read: a FIFO, socket or
  // device refuses with ENOTREG instead of blocking the process (safeRead.ts).
  let r: RegularFileRead;
  try { r = readRegularFile(path, maxBytes); } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      return { path, text: '', mtimeMs: 0, eol: 'lf', bom: false, finalNewline: true, exists: false };
    }
    throw e;
  }
  const bytes = r.truncated ? Buffer.from(wholeUtf8Prefix(r.data)) : r.data;
  let raw: string;
  let readOnlyReason: string | undefined = r.truncated ? overLimitReason(r.size, maxBytes) : undefined;
  try { raw = utf8.decode(bytes); } catch {
    // Not UTF-8: show it, but never save it back (that would replace every bad byte with U+FFFD).
    raw = bytes.toString('latin1');
    const why = 'This file is not valid UTF-8, so harnesses cannot load it. It is shown read-only (as Latin-1) so saving cannot damage it; convert it to UTF-8 in another editor.';
    readOnlyReason = readOnlyReason ? `${readOnlyReason} ${why}` : why;
  }
  const d = decodeText(raw);
  const skillFiles = /(^|\/)skill\.md$/i.test(path) ? listSkillFiles(path.slice(0, path.lastIndexOf('/'))) : undefined;
  return {
    path, text: d.text, mtimeMs: r.mtimeMs, eol: d.eol, bom: d.bom, finalNewline: d.finalNewline, exists: true,
    ...(skillFiles ? { skillFiles } : {}), ...(readOnlyReason ? { readOnlyReason } : {}),
  };
}

export type SaveResult = { ok: true; mtimeMs: number } | { ok: false; conflict: true; diskMtimeMs: number };

/**
 * Save `text` to `path` keeping the disk file's shape and mode. When
 * `expectedMtimeMs` is given and the disk changed since (someone else wrote
 * it), nothing is written and a conflict is returned unless `force`.
 * A file that does not exist gets `newShape` (the shape the editor read it
 * with, when it is recreated after a delete), else LF, no BOM and a final newline.
 */
export async function saveFileText(path: string, text: string, expectedMtimeMs?: number, force = false, newShape: TextShape = NEW_FILE_SHAPE): Promise<SaveResult> {
  // One size rule with reading and the backup: nothing over the app's limit is written,
  // and a file larger than it (shown read-only, in part) is never overwritten.
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > APP_MAX_TEXT_BYTES) {
    throw Object.assign(new Error(`this text is ${bytes} bytes, over the ${APP_MAX_TEXT_BYTES}-byte limit of a file Skill Studio edits`), { code: 'EFBIG' });
  }
  // The current file (shape, mode, mtime) through the non-blocking reader: never open a FIFO plainly.
  let st: RegularFileRead | null = null;
  try { st = readRegularFile(path, APP_MAX_TEXT_BYTES); } catch (e) { if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e; }
  if (st?.truncated) {
    throw Object.assign(new Error(`refusing to overwrite ${path}: it is ${st.size} bytes, more than Skill Studio edits, and was shown only in part`), { code: 'EFBIG' });
  }
  if (!force && expectedMtimeMs !== undefined) {
    const disk = st ? st.mtimeMs : 0;
    // The file changed (or appeared / vanished) since the editor read it.
    if (Math.abs(disk - expectedMtimeMs) > 0.5) return { ok: false, conflict: true, diskMtimeMs: disk };
  }
  let shape: TextShape = newShape;
  if (st) {
    try { shape = decodeText(utf8.decode(st.data)); } catch {
      throw Object.assign(new Error(`refusing to overwrite ${path}: it is not valid UTF-8`), { code: 'ENOTUTF8' });
    }
  }
  const out = encodeText(text, shape);
  // Recreating a file whose folder was deleted meanwhile (the caller's write guard
  // has checked the path): make the folder again rather than fail on the temp file.
  if (!st) fs.mkdirSync(nodePath.dirname(path), { recursive: true });
  await writeFileAtomic(path, out, { encoding: 'utf8', ...(st ? { mode: st.mode & 0o7777 } : {}) });
  return { ok: true, mtimeMs: fs.statSync(path).mtimeMs };
}
