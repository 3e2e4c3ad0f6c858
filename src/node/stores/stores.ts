/**
 * The app's persistent stores in the app data folder: settings, usage
 * records, sandbox history (with pins) and unsaved buffers (so edits survive
 * a renderer reload or crash). Each is a zod-validated JSON file.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { APP_MAX_TEXT_BYTES } from '../../shared/limits';
import { OPEN_TABS_PROJECTS, settingsSchema, usageRecordsSchema, USAGE_RECORDS_MAX, type HistoryEntry, type Settings } from '../../shared/ipc/contract';
import type { InvocationRecord, UsageRecords } from '../../shared/engine';
import { openJsonStore, serialiseBounded, StoreLimitError, type JsonStore, type Notify } from './jsonStore';

/** Skills with usage records kept; past this the least recently used are dropped. */
export const USAGE_LIMIT = USAGE_RECORDS_MAX;
/** Unpinned history entries kept; pinned ones are never dropped. */
export const HISTORY_LIMIT = 200;
/** Pinned history entries allowed (pinning more is refused). */
export const PINNED_LIMIT = 500;
/** Largest invocation record kept in the history (JSON bytes); larger runs are shown but not kept. */
export const HISTORY_RECORD_MAX_BYTES = 2_000_000;
/**
 * At most this many unsaved buffers are mirrored, each at most
 * BUFFER_MAX_BYTES, all together at most BUFFERS_MAX_TOTAL. A buffer may be
 * as large as a file Skill Studio edits (`APP_MAX_TEXT_BYTES`): the editor and
 * its backup follow one rule. A refusal reaches the user (the renderer's
 * backup bar), never only the console.
 */
export const MAX_BUFFERS = 200;
export const BUFFER_MAX_BYTES = APP_MAX_TEXT_BYTES;
export const BUFFERS_MAX_TOTAL = 2 * APP_MAX_TEXT_BYTES;

/** Usage records: bounded in count and key length, every name kept (`__proto__` too: the contract's dictionary schema). */
export const usageSchema = usageRecordsSchema;

/** The parts of an invocation record the app reads back (replay, show); the rest is kept as main produced it. */
const invocationRecordSchema = z.looseObject({
  profile: z.string().max(100),
  request: z.looseObject({ name: z.string().max(500), as: z.enum(['model', 'user']) }),
  allowed: z.boolean(),
});
const historySchema = z.array(z.object({
  id: z.string().max(100), createdAt: z.number(), pinned: z.boolean(), profile: z.string().max(100),
  skillPath: z.string().max(4096).optional(), record: invocationRecordSchema,
})).refine((l) => l.filter((e) => e.pinned).length <= PINNED_LIMIT, { message: `at most ${PINNED_LIMIT} pinned runs` })
  .refine((l) => l.filter((e) => !e.pinned).length <= HISTORY_LIMIT, { message: `at most ${HISTORY_LIMIT} unpinned runs` });

const bufferSchema = z.object({
  path: z.string().min(1).max(4096), text: z.string(), savedAt: z.number().optional(), baseHash: z.string().max(64).optional(),
});
const buffersSchema = z.array(bufferSchema).max(MAX_BUFFERS)
  .refine((l) => l.every((b) => Buffer.byteLength(b.text, 'utf8') <= BUFFER_MAX_BYTES), { message: `an unsaved buffer holds at most ${BUFFER_MAX_BYTES} bytes` })
  .refine((l) => l.reduce((n, b) => n + Buffer.byteLength(b.text, 'utf8'), 0) <= BUFFERS_MAX_TOTAL, { message: `unsaved buffers hold at most ${BUFFERS_MAX_TOTAL} bytes together` });

/** One mirrored unsaved buffer. `baseHash`: the content hash of the disk version the edit started from (conflict check after a restore). */
export type StoredBuffer = z.infer<typeof bufferSchema>;

export interface Stores {
  settings: JsonStore<Settings>;
  usage: JsonStore<UsageRecords>;
  history: JsonStore<HistoryEntry[]>;
  buffers: JsonStore<StoredBuffer[]>;
}

/** Open all stores under `dataDir`; each file is bounded (jsonStore.ts: depth 32, its own size). */
export function openStores(dataDir: string, notify: Notify): Stores {
  const depth = 32;
  return {
    settings: openJsonStore(path.join(dataDir, 'settings.json'), settingsSchema, () => settingsSchema.parse({}), notify, { maxDepth: depth, maxBytes: 1_000_000 }),
    usage: openJsonStore(path.join(dataDir, 'usage.json'), usageSchema, () => ({}), notify, { maxDepth: depth, maxBytes: 2_000_000 }),
    history: openJsonStore(path.join(dataDir, 'history.json'), historySchema, () => [], notify,
      { maxDepth: depth, maxBytes: 100_000_000 }) as unknown as JsonStore<HistoryEntry[]>,
    buffers: openJsonStore(path.join(dataDir, 'buffers.json'), buffersSchema, () => [], notify, { maxDepth: depth, maxBytes: BUFFERS_MAX_TOTAL * 2 + 1_000_000 }),
  };
}

/**
 * Add an invocation record main produced to the history, dropping the oldest
 * unpinned entries past the limit. A record over HISTORY_RECORD_MAX_BYTES (or
 * nested too deep) is refused with StoreLimitError; the history stays as it was.
 */
export async function addHistory(store: JsonStore<HistoryEntry[]>, entry: { profile: HistoryEntry['profile']; skillPath?: string; record: InvocationRecord }): Promise<HistoryEntry> {
  serialiseBounded(entry.record, { maxDepth: 24, maxBytes: HISTORY_RECORD_MAX_BYTES }, 'this run is too large to keep in the history');
  const full: HistoryEntry = { ...entry, id: crypto.randomUUID(), createdAt: Date.now(), pinned: false };
  await store.update((list) => {
    const next = [full, ...list];
    let unpinned = 0;
    return next.filter((e) => e.pinned || ++unpinned <= HISTORY_LIMIT);
  });
  return full;
}

/** Count one use of `name` at `at`; past USAGE_LIMIT skills the least recently used records go. */
export function recordUse(u: UsageRecords, name: string, at: number): UsageRecords {
  const own = Object.prototype.hasOwnProperty.call(u, name) ? u[name] : undefined;
  const next: UsageRecords = { ...u, [name]: { usageCount: (own?.usageCount ?? 0) + 1, lastUsedAt: at } };
  const keys = Object.keys(next);
  if (keys.length <= USAGE_LIMIT) return next;
  const drop = keys.filter((k) => k !== name).sort((a, b) => (next[a].lastUsedAt ?? 0) - (next[b].lastUsedAt ?? 0)).slice(0, keys.length - USAGE_LIMIT);
  for (const k of drop) delete next[k];
  return next;
}

export { StoreLimitError };

/** Merge settings with a partial update (the listing options merge key by key). */
export function mergeSettings(cur: Settings, patch: Partial<Settings>): Settings {
  const next = { ...cur, ...patch };
  if (patch.listing) next.listing = { ...cur.listing, ...patch.listing };
  if (patch.layout) next.layout = { ...cur.layout, ...patch.layout };
  if (patch.openTabs) {
    const mine = new Set(patch.openTabs.map((o) => o.project));
    next.openTabs = [...patch.openTabs, ...cur.openTabs.filter((o) => !mine.has(o.project))].slice(0, OPEN_TABS_PROJECTS);
  }
  if (patch.recentProjects) next.recentProjects = [...new Set(patch.recentProjects)].slice(0, 20);
  return settingsSchema.parse(next);
}

/** Put `project` first in the recent list (deduplicated, at most 20). */
export function withRecentProject(s: Settings, project: string): Settings {
  return { ...s, recentProjects: [project, ...s.recentProjects.filter((p) => p !== project)].slice(0, 20) };
}
