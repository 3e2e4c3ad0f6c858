/**
 * The app's persistent stores in the app data folder: settings, usage
 * records, sandbox history (with pins) and unsaved buffers (so edits survive
 * a renderer reload or crash). Each is a zod-validated JSON file.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { settingsSchema, usageRecordsSchema, type HistoryEntry, type Settings } from '../../shared/ipc/contract';
import type { UsageRecords } from '../../shared/engine/types';
import { openJsonStore, type JsonStore, type Notify } from './jsonStore';

const usageSchema = usageRecordsSchema;
const historySchema = z.array(z.object({
  id: z.string(), createdAt: z.number(), pinned: z.boolean(), profile: z.string(), skillPath: z.string().optional(), record: z.any(),
}));
const buffersSchema = z.array(z.object({ path: z.string(), text: z.string(), savedAt: z.number().optional(), baseMtimeMs: z.number().optional() }));

/** Unpinned history entries kept; pinned ones are never dropped. */
export const HISTORY_LIMIT = 200;

export interface Stores {
  settings: JsonStore<Settings>;
  usage: JsonStore<UsageRecords>;
  history: JsonStore<HistoryEntry[]>;
  /** `baseMtimeMs`: the disk mtime the unsaved edit started from (conflict check after a restore). */
  buffers: JsonStore<{ path: string; text: string; savedAt?: number; baseMtimeMs?: number }[]>;
}

/** Open all stores under `dataDir`. */
export function openStores(dataDir: string, notify: Notify): Stores {
  return {
    settings: openJsonStore(path.join(dataDir, 'settings.json'), settingsSchema, () => settingsSchema.parse({}), notify),
    usage: openJsonStore(path.join(dataDir, 'usage.json'), usageSchema, () => ({}), notify),
    history: openJsonStore(path.join(dataDir, 'history.json'), historySchema, () => [], notify) as unknown as JsonStore<HistoryEntry[]>,
    buffers: openJsonStore(path.join(dataDir, 'buffers.json'), buffersSchema, () => [], notify),
  };
}

/** Add a simulated invocation to the history, dropping the oldest unpinned entries past the limit. */
export async function addHistory(store: JsonStore<HistoryEntry[]>, entry: Omit<HistoryEntry, 'id' | 'createdAt' | 'pinned'>): Promise<HistoryEntry> {
  const full: HistoryEntry = { ...entry, id: crypto.randomUUID(), createdAt: Date.now(), pinned: false };
  await store.update((list) => {
    const next = [full, ...list];
    let unpinned = 0;
    return next.filter((e) => e.pinned || ++unpinned <= HISTORY_LIMIT);
  });
  return full;
}

/** Merge settings with a partial update (the listing options merge key by key). */
export function mergeSettings(cur: Settings, patch: Partial<Settings>): Settings {
  const next = { ...cur, ...patch };
  if (patch.listing) next.listing = { ...cur.listing, ...patch.listing };
  if (patch.recentProjects) next.recentProjects = [...new Set(patch.recentProjects)].slice(0, 20);
  return settingsSchema.parse(next);
}

/** Put `project` first in the recent list (deduplicated, at most 20). */
export function withRecentProject(s: Settings, project: string): Settings {
  return { ...s, recentProjects: [project, ...s.recentProjects.filter((p) => p !== project)].slice(0, 20) };
}
