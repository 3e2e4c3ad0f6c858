/**
 * How a text file is laid out on disk (line endings, UTF-8 BOM, final
 * newline), and the conversions between the editor's form (LF, no BOM) and
 * the disk form. Pure: used by main (reading/saving) and by the renderer,
 * which must give the engine the disk form because harnesses react to it
 * (a BOM hides Claude Code's frontmatter, E12; CRLF hides OpenHarness's, E10).
 */
import { trimEndChars } from './engine';

const BOM = '\uFEFF';

/** Layout of a text on disk. */
export interface TextShape { eol: 'lf' | 'crlf'; bom: boolean; finalNewline: boolean }

/** The shape of a new file: LF, no BOM, final newline. */
export const NEW_FILE_SHAPE: TextShape = { eol: 'lf', bom: false, finalNewline: true };

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
  if (!shape.finalNewline) t = trimEndChars(t, '\n'); // not /\n+$/: quadratic on many inner blank lines
  if (shape.eol === 'crlf') t = t.replace(/\n/g, '\r\n');
  return (shape.bom ? BOM : '') + t;
}

/**
 * Map a 1-based range in the disk form back to the editor form: lines are the
 * same (CRLF and LF break at the same places); on line 1 a BOM shifts columns by one.
 */
export function diskRangeToEditor<R extends { line: number; column: number; endLine: number; endColumn: number }>(range: R, shape: TextShape): R {
  if (!shape.bom) return range;
  const shift = (line: number, col: number) => (line === 1 ? Math.max(1, col - 1) : col);
  return { ...range, column: shift(range.line, range.column), endColumn: shift(range.endLine, range.endColumn) };
}
