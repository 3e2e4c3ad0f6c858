/**
 * Reading and saving text files so that saving keeps them as they were on
 * disk: line endings, UTF-8 BOM, final newline and file mode. The renderer
 * always sees LF text without BOM; `FileText` records what the disk had.
 * Writes are atomic (write-file-atomic: temp file + rename), so a crash never
 * leaves half a file.
 */
import fs from 'node:fs';
import writeFileAtomic from 'write-file-atomic';
import type { FileText } from '../../shared/ipc/contract';

const BOM = '\uFEFF';

/** How a text is laid out on disk. */
export interface TextShape { eol: 'lf' | 'crlf'; bom: boolean; finalNewline: boolean }

/** Split raw file text into LF text plus its shape (CRLF wins when it is the majority). */
export function decodeText(raw: string): { text: string } & TextShape {
  const bom = raw.startsWith(BOM);
  const body = bom ? raw.slice(1) : raw;
  const crlf = (body.match(/\r\n/g) ?? []).length;
  const lf = (body.match(/\n/g) ?? []).length - crlf;
  const text = body.replace(/\r\n/g, '\n');
  return { text, bom, eol: crlf > lf ? 'crlf' : 'lf', finalNewline: text.endsWith('\n') };
}

/**
 * Encode LF (or mixed) editor text with `shape`. The final newline follows the
 * file as it was: added when the file had one, removed when it had none.
 */
export function encodeText(text: string, shape: TextShape): string {
  let t = text.replace(/\r\n/g, '\n');
  if (t.startsWith(BOM)) t = t.slice(1);
  if (shape.finalNewline && t.length > 0 && !t.endsWith('\n')) t += '\n';
  if (!shape.finalNewline) t = t.replace(/\n+$/, '');
  if (shape.eol === 'crlf') t = t.replace(/\n/g, '\r\n');
  return (shape.bom ? BOM : '') + t;
}

/** Read `path` as FileText (`exists: false` with empty text when missing). */
export function readFileText(path: string, maxBytes = 50_000_000): FileText {
  let st: fs.Stats;
  try { st = fs.statSync(path); } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      return { path, text: '', mtimeMs: 0, eol: 'lf', bom: false, finalNewline: true, exists: false };
    }
    throw e;
  }
  if (!st.isFile()) throw Object.assign(new Error(`not a file: ${path}`), { code: 'EISDIR' });
  if (st.size > maxBytes) throw Object.assign(new Error(`file too large to edit (${st.size} bytes): ${path}`), { code: 'EFBIG' });
  const d = decodeText(fs.readFileSync(path, 'utf8'));
  return { path, text: d.text, mtimeMs: st.mtimeMs, eol: d.eol, bom: d.bom, finalNewline: d.finalNewline, exists: true };
}

export type SaveResult = { ok: true; mtimeMs: number } | { ok: false; conflict: true; diskMtimeMs: number };

/**
 * Save `text` to `path` keeping the disk file's shape and mode. When
 * `expectedMtimeMs` is given and the disk changed since (someone else wrote
 * it), nothing is written and a conflict is returned unless `force`.
 * New files get LF, no BOM and a final newline.
 */
export async function saveFileText(path: string, text: string, expectedMtimeMs?: number, force = false): Promise<SaveResult> {
  let st: fs.Stats | null = null;
  try { st = fs.statSync(path); } catch (e) { if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e; }
  if (st && !st.isFile()) throw Object.assign(new Error(`not a file: ${path}`), { code: 'EISDIR' });
  if (!force && expectedMtimeMs !== undefined) {
    const disk = st ? st.mtimeMs : 0;
    // The file changed (or appeared / vanished) since the editor read it.
    if (Math.abs(disk - expectedMtimeMs) > 0.5) return { ok: false, conflict: true, diskMtimeMs: disk };
  }
  const shape: TextShape = st
    ? decodeText(fs.readFileSync(path, 'utf8'))
    : { eol: 'lf', bom: false, finalNewline: true };
  const out = encodeText(text, shape);
  await writeFileAtomic(path, out, { encoding: 'utf8', ...(st ? { mode: st.mode & 0o7777 } : {}) });
  return { ok: true, mtimeMs: fs.statSync(path).mtimeMs };
}
