/**
 * The node port's strict UTF-8 decoder (`decodeUtf8Strict`, a fast path for
 * the scan) against the decoder it replaces: `TextDecoder('utf-8', { fatal:
 * true, ignoreBOM: true })`. Equal text where that decodes, null where it throws.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeUtf8Strict } from '../../src/node/fs/nodeFsPort';

const reference = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function expected(data: Uint8Array): string | null {
  try { return reference.decode(data); } catch { return null; }
}

/** Bytes near UTF-8's edges: lead bytes, continuations, overlongs, surrogates, > U+10FFFF. */
const edgeByte = fc.constantFrom(0x00, 0x7f, 0x80, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, 0xa0, 0x9f, 0xbb);
const bytes = fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), edgeByte), { maxLength: 64 }).map((a) => Uint8Array.from(a));
/** Valid UTF-8 (any code point, BOM included sometimes), then a few bytes overwritten. */
const mutatedText = fc.tuple(fc.string({ unit: 'binary', maxLength: 40 }), fc.boolean(), fc.array(fc.tuple(fc.nat(), edgeByte), { maxLength: 3 }))
  .map(([s, bom, edits]) => {
    const b = Buffer.from((bom ? '\ufeff' : '') + s, 'utf8');
    for (const [at, v] of edits) if (b.length) b[at % b.length] = v;
    return new Uint8Array(b);
  });

describe('decodeUtf8Strict', () => {
  it('equals the fatal TextDecoder on arbitrary bytes', () => {
    fc.assert(fc.property(bytes, (data) => { expect(decodeUtf8Strict(data)).toBe(expected(data)); }), { numRuns: 5000 });
  });
  it('equals the fatal TextDecoder on valid text with a few bytes changed (BOM kept)', () => {
    fc.assert(fc.property(mutatedText, (data) => { expect(decodeUtf8Strict(data)).toBe(expected(data)); }), { numRuns: 5000 });
  });
  it('keeps a BOM, refuses a lone surrogate and an overlong NUL, reads a subarray at an offset', () => {
    expect(decodeUtf8Strict(Uint8Array.from([0xef, 0xbb, 0xbf, 0x2d]))).toBe('\ufeff-');
    expect(decodeUtf8Strict(Uint8Array.from([0xed, 0xa0, 0x80]))).toBeNull();
    expect(decodeUtf8Strict(Uint8Array.from([0xc0, 0x80]))).toBeNull();
    const whole = Buffer.from('xx--é--', 'utf8');
    expect(decodeUtf8Strict(new Uint8Array(whole.buffer, whole.byteOffset + 2, whole.length - 2))).toBe('--é--');
  });
});
