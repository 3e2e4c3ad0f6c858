/**
 * A fake renderer bridge over an in-memory disk, for renderer unit tests that
 * mock `src/renderer/src/bridge`: `file.read` / `file.save` (with the same
 * mtime conflict rule as main), `buffers.list` from `mirrored`, and every call
 * recorded in `calls`. Use it from a hoisted factory:
 *
 *   const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge());
 *   vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
 */

/** One file of the fake disk. */
export interface FakeFile { text: string; mtimeMs: number }

/** The fake and the state tests read and set. */
export interface FakeBridge {
  disk: Map<string, FakeFile>;
  calls: [string, any][];
  /** What `buffers.list` answers (unsaved buffers main mirrored). */
  mirrored: { path: string; text: string; baseMtimeMs?: number }[];
  bridge: { host: 'web'; on: () => () => void; call: (method: string, input: any) => Promise<unknown> };
  /** Empty the disk, the calls and the mirrored buffers. */
  reset(): void;
}

/** A fake bridge; `crlf(path)` says which files read back as CRLF with a BOM. */
export function createFakeBridge(opts: { crlf?: (path: string) => boolean } = {}): FakeBridge {
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
          const crlf = opts.crlf?.(input.path) ?? false;
          return { path: input.path, text: f?.text ?? '', mtimeMs: f?.mtimeMs ?? 0, exists: !!f, eol: crlf ? 'crlf' : 'lf', bom: crlf, finalNewline: (f?.text ?? '').endsWith('\n') };
        }
        if (method === 'file.save') {
          const f = fake.disk.get(input.path);
          if (f && input.expectedMtimeMs !== undefined && f.mtimeMs !== input.expectedMtimeMs && !input.force) return { ok: false, conflict: true, diskMtimeMs: f.mtimeMs };
          fake.disk.set(input.path, { text: input.text, mtimeMs: (f?.mtimeMs ?? 0) + 1 });
          return { ok: true, mtimeMs: (f?.mtimeMs ?? 0) + 1 };
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
