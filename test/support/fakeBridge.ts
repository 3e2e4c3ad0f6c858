/**
 * A fake renderer bridge over an in-memory disk, for renderer unit tests that
 * mock `src/renderer/src/bridge`: `file.read` / `file.save` (with the same
 * content-hash conflict rule as main), `buffers.list` from `mirrored`, and every call
 * recorded in `calls`. Use it from a hoisted factory:
 *
 *   const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge());
 *   vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
 */

import crypto from 'node:crypto';
import { decodeText, encodeText, NEW_FILE_SHAPE } from '../../src/shared/textShape';

/** One file of the fake disk: its text as on disk (the modification time is informational, as in main). */
export interface FakeFile { text: string; mtimeMs?: number }

/** The version main reports for a file holding `diskText` (SHA-256 hex of its UTF-8 bytes, textFile.ts `contentHash`). */
export function hashOf(diskText: string): string {
  return crypto.createHash('sha256').update(Buffer.from(diskText, 'utf8')).digest('hex');
}

/** The fake and the state tests read and set. */
export interface FakeBridge {
  disk: Map<string, FakeFile>;
  calls: [string, any][];
  /** What `buffers.list` answers (unsaved buffers main mirrored). */
  mirrored: { path: string; text: string; baseHash?: string }[];
  bridge: { host: 'web'; on: () => () => void; call: (method: string, input: any) => Promise<unknown> };
  /** Empty the disk, the calls and the mirrored buffers. */
  reset(): void;
}

/**
 * A fake bridge whose reads and saves go through the shared text-shape code
 * the way main's textFile.ts does: a read reports the file's shape (line
 * endings, BOM, final newline) with its decoded text; a save writes the text in
 * the existing file's shape, or in the shape the request gives for a new file.
 */
export function createFakeBridge(): FakeBridge {
  const fake: FakeBridge = {
    disk: new Map(),
    calls: [],
    mirrored: [],
    bridge: {
      host: 'web',
      on: () => () => undefined,
      call: async (method, input) => {
        fake.calls.push([method, input]);
        if (method === 'buffers.list') return fake.mirrored;
        if (method === 'file.read') {
          const f = fake.disk.get(input.path);
          const d = decodeText(f?.text ?? '');
          return { path: input.path, text: d.text, mtimeMs: f?.mtimeMs ?? 0, hash: f ? hashOf(f.text) : null, exists: !!f, eol: d.eol, bom: d.bom, finalNewline: f ? d.finalNewline : true };
        }
        if (method === 'file.save') {
          const f = fake.disk.get(input.path);
          const diskHash = f ? hashOf(f.text) : null;
          if (input.expectedHash !== undefined && diskHash !== input.expectedHash && !input.force) return { ok: false, conflict: true, diskMtimeMs: f?.mtimeMs ?? 0, diskHash };
          const text = encodeText(input.text, f ? decodeText(f.text) : input.shape ?? NEW_FILE_SHAPE);
          fake.disk.set(input.path, { text, mtimeMs: (f?.mtimeMs ?? 0) + 1 });
          return { ok: true, mtimeMs: (f?.mtimeMs ?? 0) + 1, hash: hashOf(text) };
        }
        return { ok: true };
      },
    },
    reset() {
      fake.disk.clear();
      fake.calls.length = 0;
      fake.mirrored = [];
    },
  };
  return fake;
}
