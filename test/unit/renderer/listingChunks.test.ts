/**
 * The Listing pane shows a long listing in blocks of lines; the blocks, with
 * the hidden line break the view puts between two of them, must give back the
 * listing text exactly (what Copy, `textContent` and `innerText` show).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHUNK_LINES, textChunks } from '../../../src/renderer/src/panes/listing/lib/textChunks';

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
});
