/**
 * `write` (src/cli/output.ts) sends the CLI's text in pieces; the bytes a
 * reader gets must be exactly those of one `write(text)`, also when a piece
 * boundary falls inside a surrogate pair (an emoji in a description).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { write, WRITE_CHUNK } from '../../src/cli/output';

/** The bytes a stream receives, as Node encodes each written string (UTF-8). */
function received(text: string): { bytes: Buffer; pieces: number } {
  const got: Buffer[] = [];
  write({ write: (chunk: string | Uint8Array) => { got.push(Buffer.from(chunk as string, 'utf8')); return true; } }, text);
  return { bytes: Buffer.concat(got), pieces: got.length };
}

describe('CLI output in pieces', () => {
  it('gives the bytes of one write, with pairs, lone surrogates and text around each piece boundary', () => {
    const unit = fc.constantFrom('a', 'é', '\u{1F600}', '\ud83d', '\ude00', '\n', '中');
    const text = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: -3, max: 3 }), fc.array(unit, { maxLength: 8 }), fc.array(unit, { maxLength: 4 }))
      .map(([k, d, mid, tail]) => 'x'.repeat(Math.max(0, k * WRITE_CHUNK + d)) + mid.join('') + tail.join(''));
    fc.assert(fc.property(text, (t) => { expect(received(t).bytes.equals(Buffer.from(t, 'utf8'))).toBe(true); }), { numRuns: 300 });
  });
  it('splits a pair that straddles the boundary after it, never inside', () => {
    const t = 'x'.repeat(WRITE_CHUNK - 1) + '\u{1F600}' + 'y';
    const r = received(t);
    expect(r.pieces).toBe(2);
    expect(r.bytes.equals(Buffer.from(t, 'utf8'))).toBe(true);
    expect(received('short').pieces).toBe(1);
  });
});
