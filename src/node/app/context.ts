/**
 * Builds the main-process services for one app run (Electron or web host):
 * stores, event bus, catalog service and watcher. Host-specific pieces (trash,
 * folder dialog, close prompt) are injected.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProfileId } from '../../shared/engine';
import { rootsConfigSchema, type RootsConfig } from '../../shared/ipc/contract';
import { CatalogService } from '../catalog/catalogService';
import { engine as defaultEngine, type Engine } from '../catalog/engine';
import { EventBus } from './events';
import { createNodeFsPort } from '../fs/nodeFsPort';
import { folderTrash, type TrashFn } from '../files/skills';
import { openStores, type Stores } from '../stores/stores';
import { CatalogWatcher, type WatcherOptions } from '../catalog/watcher';
import { inlineScanner, workerScanner } from '../catalog/scanner';
import { sweepTempDir, TEMP_DIR_NAME } from '../fs/atomicWrite';
import { WriteApprovals, type ConfirmRun, type ConfirmWrites } from './writeApprovals';
import { readInstallOnWorker, resolveBundledSource } from '../claude/installBundled';

export interface AppContextOptions {
  host: 'electron' | 'web';
  appVersion: string;
  dataDir: string;
  /** Folder holding `bundled-skills/<profile>`. */
  bundledRoot: string;
  roots: Partial<RootsConfig> & { project: string };
  profile?: ProfileId;
  engine?: Engine;
  trash?: TrashFn;
  pickFolder?: () => Promise<string | null>;
  /** Ask the user to allow writing in a folder (Electron: native box; web host: terminal code). Default: never. */
  confirmWrites?: ConfirmWrites;
  /** Ask the user to allow running a program as their Claude Code (same proof as confirmWrites). Default: never. */
  confirmRun?: ConfirmRun;
  setDirty?: (dirty: boolean, paths: string[]) => void;
  /**
   * Save `data` where the user chooses in a native save dialog (`suggestedName` the default);
   * resolves to the path written, or null when cancelled. Electron only; absent, `pack.saveAs` is refused.
   */
  saveFileAs?: SaveFileAs;
  env?: NodeJS.ProcessEnv;
  watcher?: WatcherOptions | false;
  /** The built scan worker (out/main/scanWorker.js): full scans run on a worker thread. Without it they run inline. */
  scanWorker?: string;
  /** The built worker that reads the user's Claude Code cli.js (out/main/bundledWorker.js). Without it the read runs inline. */
  bundledWorker?: string;
  /** Claude Code to capture with (`--claude PATH`); the setting `claudePath` wins over it, PATH and the install folders come after. */
  claudePath?: string;
}

/** Save bytes through a native save dialog: the path written, or null when cancelled. */
export type SaveFileAs = (suggestedName: string, data: Uint8Array) => Promise<string | null>;

export interface AppContext {
  host: 'electron' | 'web';
  appVersion: string;
  dataDir: string;
  engine: Engine;
  events: EventBus;
  stores: Stores;
  service: CatalogService;
  watcher: CatalogWatcher | null;
  trash: TrashFn;
  pickFolder: () => Promise<string | null>;
  /** Folders the user approved for writing; the folders of the start are (app/writeApprovals.ts). */
  approvals: WriteApprovals;
  confirmWrites: ConfirmWrites;
  confirmRun: ConfirmRun;
  setDirty: (dirty: boolean, paths: string[]) => void;
  /** See AppContextOptions.saveFileAs; undefined where the host has no native dialog (web host). */
  saveFileAs?: SaveFileAs;
  /** `--claude PATH` of the start, if any (see AppContextOptions). */
  claudePath?: string;
  /** Forget the resolved Claude Code bundled skills (after a capture kept new ones). */
  forgetBundled(): void;
  close(): Promise<void>;
}

/** Default app data dir of the web host (app/dataDir.ts). */
export { defaultDataDir } from './dataDir';

/** Create and start every service (the watcher's first crawl is awaited). */
export async function createAppContext(o: AppContextOptions): Promise<AppContext> {
  fs.mkdirSync(o.dataDir, { recursive: true });
  const events = new EventBus();
  const stores = openStores(o.dataDir, (level, message) => events.notice(level, message));
  const settings = stores.settings.get();
  const engine = o.engine ?? defaultEngine;
  const roots = rootsConfigSchema.parse({ home: os.homedir(), bundled: settings.bundled, ...o.roots });
  // The folders of the start are the user's own choice: writable. Any other folder needs approval.
  const approvals = new WriteApprovals([roots.project, roots.cwd ?? roots.project, roots.home, ...roots.addDirs, ...roots.skillsDirs, ...roots.plugins]);
  // Full scans off the event loop (scanner.ts); a custom engine (tests) scans inline.
  const scanner = o.scanWorker && !o.engine
    ? workerScanner(o.scanWorker, inlineScanner(engine), (m) => events.notice('warning', m))
    : inlineScanner(engine);
  // Claude Code's bundled skills (claude/installBundled.ts): the user's install (read once per
  // install on the worker, then a rescan), else the last capture, else unknown.
  // Resolved once per version and path (every snapshot asks); a finished read or capture clears it.
  const reading = new Set<string>();
  const memo = new Map<string, ReturnType<typeof resolveBundledSource>>();
  const claudeBundled = (version: string) => {
    const claudePath = stores.settings.get().claudePath ?? o.claudePath;
    const key = `${version}\0${claudePath ?? ''}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const r = resolveBundledSource({ claudePath, dataDir: o.dataDir, engineVersion: version, env: o.env, cacheOnly: !!o.bundledWorker });
    if (!r.pending) memo.set(key, r);
    if (r.pending && o.bundledWorker && !reading.has(r.pending)) {
      reading.add(r.pending);
      void readInstallOnWorker(o.bundledWorker, r.pending, o.dataDir).then(() => { memo.clear(); return service.rescan(); });
    }
    return r;
  };
  const service = new CatalogService({
    engine, port: createNodeFsPort(), bundledRoot: o.bundledRoot, roots,
    profile: o.profile ?? settings.profile, version: settings.version, events,
    usage: () => stores.usage.get(), env: o.env, approved: (d) => approvals.has(d), scanner,
    claudeBundled: (version) => claudeBundled(version),
  });
  // The first scan (on the scan worker when there is one) and the watcher's first crawl (on this
  // thread) run side by side, both before anything is served: the crawl starts from the roots the
  // scan will have (resolved here, a few stats), so a change made while the scan reads is seen too.
  // One after the other they took the scan's time plus the crawl's (0.8 s + 1.2-2.3 s for 2,000
  // skills on a loaded 2-core machine).
  const watcher = o.watcher === false ? null : new CatalogWatcher(service, events, o.watcher);
  const crawl = watcher?.sync(service.plannedWatch());
  crawl?.catch(() => undefined);
  await service.rescan();
  await crawl;
  // The scan found other roots (the disk changed in between): watch those.
  if (watcher?.differsFromService()) await watcher.sync();
  // Temp files a killed run left behind (only ours, only stale: atomicWrite.ts).
  for (const dir of [o.dataDir, ...service.editableRoots()]) sweepTempDir(path.join(dir, TEMP_DIR_NAME));
  return {
    host: o.host, appVersion: o.appVersion, dataDir: o.dataDir, engine, events, stores, service, watcher,
    trash: o.trash ?? folderTrash(o.dataDir),
    pickFolder: o.pickFolder ?? (async () => null),
    approvals,
    confirmWrites: o.confirmWrites ?? (async () => ({ approved: false, message: 'this host cannot ask for approval' })),
    confirmRun: o.confirmRun ?? (async () => ({ approved: false, message: 'this host cannot ask for approval' })),
    setDirty: o.setDirty ?? (() => undefined),
    ...(o.saveFileAs ? { saveFileAs: o.saveFileAs } : {}),
    ...(o.claudePath ? { claudePath: o.claudePath } : {}),
    forgetBundled: () => memo.clear(),
    async close() { await watcher?.close(); await service.close(); },
  };
}
