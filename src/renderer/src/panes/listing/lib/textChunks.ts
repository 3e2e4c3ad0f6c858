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

/**
 * From this many blocks on, the view renders only the blocks in (and near) the
 * scroll viewport, with empty spacers of the others' height (ListingTextView):
 * a listing of 1,267 lines (60,000 characters) was laid out and painted again
 * on every key, about 9 ms of the frame (issue 14 target 3). Below it every
 * block is in the DOM, so `textContent`, `innerText`, find in page and a
 * select-all copy see the whole text.
 */
export const WINDOW_FROM_CHUNKS = 10;

/**
 * The estimated height in px of a block of `chunk`'s lines in a `pre-wrap`
 * monospace view `cols` characters wide with lines `lineH` px high: each line
 * takes ceil(length / cols) rows, at least one. Wrapping at word boundaries can
 * take a row more; the view replaces an estimate by the measured height once
 * the block has been rendered.
 */
export function estimateChunkHeight(chunk: string, cols: number, lineH: number): number {
  const c = Math.max(1, Math.floor(cols));
  let rows = 0;
  let start = 0;
  for (;;) {
    const nl = chunk.indexOf('\n', start);
    const len = (nl < 0 ? chunk.length : nl) - start;
    rows += Math.max(1, Math.ceil(len / c));
    if (nl < 0) break;
    start = nl + 1;
  }
  return rows * lineH;
}
