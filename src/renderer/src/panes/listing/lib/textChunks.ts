/**
 * The listing text cut into blocks of lines for display: with a budget of tens
 * of thousands of characters, one text node in one <pre> made every keystroke
 * lay out and shape the whole listing again. In blocks, React replaces only
 * the text of the block an edit changed and the browser re-lays out that one.
 * (`content-visibility: auto` would skip blocks off screen too, but it drops
 * them from `innerText`, so a copy of the rendered text would lose them.)
 */

/** Lines per block. */
export const CHUNK_LINES = 40;

/**
 * `text` as blocks of `CHUNK_LINES` lines, without the line break between two
 * blocks (the view puts it back, hidden from `innerText`, so that both
 * `textContent` and `innerText` of the view equal `text`). A text of one block
 * or less comes back as `[text]`. A trailing line break stays on the last block
 * rather than making an empty one.
 */
export function textChunks(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length <= CHUNK_LINES) return [text];
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += CHUNK_LINES) out.push(lines.slice(i, i + CHUNK_LINES).join('\n'));
  if (out.length > 1 && out[out.length - 1] === '') { out.pop(); out[out.length - 1] += '\n'; }
  return out;
}
