/**
 * The Listing pane shows a long listing in blocks of lines; the blocks, with
 * the hidden line break the view puts between two of them, must give back the
 * listing text exactly (what Copy, `textContent` and `innerText` show).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHUNK_LINES, estimateChunkHeight, textChunks } from '../../../src/renderer/src/panes/listing/lib/textChunks';

describe('listing text blocks', () => {
  it('a short listing is one block', () => {
    expect(textChunks('- a: one\n- b: two\n')).toEqual(['- a: one\n- b: two\n']);
  });
  it('blocks of CHUNK_LINES lines, joined by one line break, are the text; no empty last block', () => {
    const line = fc.constantFrom('', '- a: x', 'long description line', '  indented', '\r');
    fc.assert(fc.property(fc.array(line, { maxLength: 5 * CHUNK_LINES }), fc.boolean(), (ls, trailing) => {
      const text = ls.join('\n') + (trailing ? '\n' : '');
      const chunks = textChunks(text);
      expect(chunks.join('\n')).toBe(text);
      if (chunks.length > 1) {
        expect(chunks.at(-1)).not.toBe('');
        for (const c of chunks.slice(0, -1)) expect(c.split('\n').length).toBe(CHUNK_LINES);
      }
    }));
  });
  it('estimates a block\'s height from its line lengths: ceil(length / columns) rows per line, at least one', () => {
    // 'abc' 1 row, '' 1 row, 10 characters in 4 columns 3 rows: 5 rows of 10 px.
    expect(estimateChunkHeight('abc\n\nabcdefghij', 4, 10)).toBe(50);
    expect(estimateChunkHeight('', 80, 15)).toBe(15);
    // A trailing line break is one more (empty) line; fewer than one column counts as one.
    expect(estimateChunkHeight('ab\n', 0.5, 10)).toBe(30);
  });
});
