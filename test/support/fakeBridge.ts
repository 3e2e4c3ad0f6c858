/**
 * A fake renderer bridge over an in-memory disk, for renderer unit tests that
 * mock `src/renderer/src/bridge`: `file.read` / `file.save` (with the same
 * content-hash conflict rule as main), `buffers.*` over `mirrored` (kept like main's
 * store), catalog snapshots scanned from the disk with the real engine, and
 * every call recorded in `calls`. Use it from a hoisted factory:
 *
 *   const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge());
 *   vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
 *
 * Main's refusals can be switched on: `guardRoots` refuses reads, saves and
 * buffer mirrors outside the open project (as the write guard does, 403),
 * `bufferMaxBytes` refuses larger mirrors (413), `missing` folders cannot be
 * opened as a project.
 *
 * As main does, every call that changes the catalog (`catalog.rescan`,
 * `catalog.configure`, `project.open`) also pushes `catalog.changed` with the
 * same snapshot (a separate copy, as it would come over the wire) to the
 * listeners subscribed with `bridge.on`; `emit` pushes any event.
 */

import crypto from 'node:crypto';
import { decodeText, encodeText, NEW_FILE_SHAPE } from '../../src/shared/textShape';
import { getProfile } from '../../src/shared/engine/profiles';
import { scanCatalog } from '../../src/shared/engine/discovery';
import { createMemoryFs } from './memoryFs';
import type { CatalogSnapshot } from '../../src/shared/ipc/contract';

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
  /** What `buffers.list` answers (unsaved buffers main mirrored); `buffers.put`/`discard` change it as main does. */
  mirrored: { path: string; text: string; baseHash?: string }[];
  /** The open project; its `.claude/skills` is the one root snapshots are scanned from. */
  project: string;
  /** Refuse file.read, file.save and buffers.put outside `project` (main's guard, 403). */
  guardRoots: boolean;
  /** buffers.put of a text over this many UTF-8 bytes is refused (413), like main's backup limit. */
  bufferMaxBytes: number;
  /** Folders `project.open` refuses (they do not exist). */
  missing: Set<string>;
  /** Files touched so far (`catalog.configure` `roots.touched`), in every snapshot's roots. */
  touched: string[];
  bridge: { host: 'web'; on: (event: string, listener: (payload: any) => void) => () => void; call: (method: string, input: any) => Promise<unknown> };
  /** Push an event to the listeners subscribed with `bridge.on`. */
  emit(event: string, payload: unknown): void;
  /** The snapshot main would send now (the disk scanned under claude-code). */
  snapshot(): CatalogSnapshot;
  /** Empty the disk, the calls and the mirrored buffers; back to project `/p`, no guards. */
  reset(): void;
}

/** An error as the web bridge throws it for a refused request. */
class FakeApiError extends Error {
  constructor(message: string, readonly code: string) { super(message); }
}

/**
 * A fake bridge whose reads and saves go through the shared text-shape code
 * the way main's textFile.ts does: a read reports the file's shape (line
 * endings, BOM, final newline) with its decoded text; a save writes the text in
 * the existing file's shape, or in the shape the request gives for a new file.
 */
export function createFakeBridge(): FakeBridge {
  let generation = 0;
  const listeners = new Map<string, Set<(payload: any) => void>>();
  /** Main's `changed()`: push the snapshot, then answer the call with it. */
  const changed = (snap: CatalogSnapshot) => { fake.emit('catalog.changed', { snapshot: structuredClone(snap), changedPaths: [] }); return snap; };
  const inside = (p: string) => p.startsWith(`${fake.project}/`);
  const guard = (p: string) => {
    if (fake.guardRoots && !inside(p)) throw new FakeApiError(`refused: ${p} is not inside a configured root`, 'outside-roots');
  };
  const fake: FakeBridge = {
    disk: new Map(),
    calls: [],
    mirrored: [],
    project: '/p',
    guardRoots: false,
    bufferMaxBytes: Infinity,
    missing: new Set(),
    touched: [],
    emit(event, payload) { for (const l of listeners.get(event) ?? []) l(payload); },
    snapshot() {
      const tree: Record<string, string> = {};
      for (const [p, f] of fake.disk) tree[p] = f.text;
      const root = { scope: 'project' as const, path: `${fake.project}/.claude/skills`, layout: 'skill-dirs' as const };
      const catalog = scanCatalog(createMemoryFs(tree), [root], getProfile('claude-code'));
      return {
        catalog, profile: 'claude-code', version: 'latest', generation: ++generation,
        roots: { project: fake.project, home: '/home/u', cwd: fake.project, addDirs: [], skillsDirs: [], plugins: [], touched: [...fake.touched], bundled: false },
        harnessSettings: { overrides: [], files: [] }, usage: {}, writableRoots: [{ scope: 'project', path: root.path }], unapprovedFolders: [], scanOptions: {}, copies: {},
      };
    },
    bridge: {
      host: 'web',
      on: (event, listener) => {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
        return () => { set.delete(listener); };
      },
      call: async (method, input) => {
        fake.calls.push([method, input]);
        if (method === 'catalog.get') return fake.snapshot();
        if (method === 'catalog.rescan') return changed(fake.snapshot());
        if (method === 'catalog.configure') {
          if (input.roots?.touched) fake.touched = [...input.roots.touched];
          return changed(fake.snapshot());
        }
        if (method === 'project.open') {
          if (fake.missing.has(input.path)) throw new FakeApiError(`${input.path} does not exist`, 'not-found');
          fake.project = input.path;
          return changed(fake.snapshot());
        }
        if (method === 'buffers.list') return fake.mirrored;
        if (method === 'buffers.put') {
          guard(input.path);
          const bytes = new TextEncoder().encode(input.text).length;
          if (bytes > fake.bufferMaxBytes) throw new FakeApiError(`an unsaved buffer may hold at most ${fake.bufferMaxBytes} bytes (this one has ${bytes})`, 'too-large');
          fake.mirrored = [...fake.mirrored.filter((b) => b.path !== input.path), { path: input.path, text: input.text, ...(input.baseHash !== undefined ? { baseHash: input.baseHash } : {}) }];
          return { ok: true };
        }
        if (method === 'buffers.discard') {
          fake.mirrored = fake.mirrored.filter((b) => b.path !== input.path);
          return { ok: true };
        }
        if (method === 'file.read') {
          guard(input.path);
          const f = fake.disk.get(input.path);
          const d = decodeText(f?.text ?? '');
          return { path: input.path, text: d.text, mtimeMs: f?.mtimeMs ?? 0, hash: f ? hashOf(f.text) : null, exists: !!f, eol: d.eol, bom: d.bom, finalNewline: f ? d.finalNewline : true };
        }
        if (method === 'file.save') {
          guard(input.path);
          const f = fake.disk.get(input.path);
          const diskHash = f ? hashOf(f.text) : null;
          if (input.expectedHash !== undefined && diskHash !== input.expectedHash && !input.force) return { ok: false, conflict: true, diskMtimeMs: f?.mtimeMs ?? 0, diskHash };
          const text = encodeText(input.text, f ? decodeText(f.text) : input.shape ?? NEW_FILE_SHAPE);
          fake.disk.set(input.path, { text, mtimeMs: (f?.mtimeMs ?? 0) + 1 });
          // Main drops the mirror of exactly the text it saved.
          fake.mirrored = fake.mirrored.filter((b) => !(b.path === input.path && b.text === input.text));
          return { ok: true, mtimeMs: (f?.mtimeMs ?? 0) + 1, hash: hashOf(text) };
        }
        return { ok: true };
      },
    },
    reset() {
      fake.disk.clear();
      fake.calls.length = 0;
      fake.mirrored = [];
      fake.project = '/p';
      fake.guardRoots = false;
      fake.bufferMaxBytes = Infinity;
      fake.missing.clear();
      fake.touched = [];
    },
  };
  return fake;
}
