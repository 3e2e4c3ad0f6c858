/**
 * Watches every root (chokidar 5) and keeps the catalog current. Events are
 * coalesced (debounce, with a max wait so a never-ending storm still flushes):
 * a changed known skill file is re-parsed alone via updateSkillText; folders
 * added/removed/renamed, new or removed .md files and symlink changes rescan.
 * Missing roots are covered by watching their nearest existing ancestor
 * shallowly, so creating `.claude/skills` later is noticed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { CatalogService } from './catalogService';
import type { EventBus } from '../app/events';
import { isTempPath } from '../fs/atomicWrite';
import { RealFolders } from './realFolders';
import { BIG_TEXT } from './catalogService';
import { readFileText } from '../files/textFile';
import type { FileText } from '../../shared/ipc/contract';

export interface WatcherOptions {
  debounceMs?: number;
  maxWaitMs?: number;
  /** Above this many changed files one rescan beats many incremental updates. */
  rescanThreshold?: number;
  /** Use polling (tests on file systems without inotify). */
  usePolling?: boolean;
}

type Kind = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
/** Never watched: dependencies, git internals, and our own temp folders (half-written saves, atomicWrite.ts). */
const IGNORED = /(^|[\\/])(node_modules|\.git)([\\/]|$)/;

function nearestExisting(p: string): string {
  let cur = p;
  while (!fs.existsSync(cur)) {
    const up = path.dirname(cur);
    if (up === cur) return cur;
    cur = up;
  }
  return cur;
}

/** Keeps `service` in sync with the disk and pushes `file.changed` for open files, with the text read. */
export class CatalogWatcher {
  private roots: FSWatcher | null = null;
  private sentinels: FSWatcher | null = null;
  private pending = new Map<string, Kind>();
  private structural = false;
  private timer: NodeJS.Timeout | null = null;
  private firstAt = 0;
  private watchedRoots: string[] = [];
  private watchedHarness: string[] = [];
  private existedAtSync = new Set<string>();
  private readyPromise: Promise<void> = Promise.resolve();
  /** Each real folder watched once (symlink loops, links into watched folders). */
  private readonly real = new RealFolders();
  /** Watcher error messages already shown since the last sync (one notice each, not one per path). */
  private readonly reported = new Set<string>();
  /** Files the renderer has open (`file.changed` goes out for these). */
  readonly openFiles = new Set<string>();

  constructor(private readonly service: CatalogService, private readonly events: EventBus, private readonly o: WatcherOptions = {}) {}

  /** Resolves once the initial chokidar crawl is done (tests wait on this). */
  ready(): Promise<void> { return this.readyPromise; }

  /**
   * (Re)build the watch set from the service's current roots, or from `planned` (the roots and
   * harness settings files a scan not landed yet will have: CatalogService.plannedWatch).
   */
  async sync(planned?: { roots: string[]; harnessFiles: string[] }): Promise<void> {
    const roots = [...new Set(planned?.roots ?? this.service.allRootPaths())].sort();
    const sentinelPaths = new Set<string>();
    for (const r of roots) if (!fs.existsSync(r)) sentinelPaths.add(nearestExisting(r));
    for (const f of planned?.harnessFiles ?? this.service.harnessFiles()) sentinelPaths.add(nearestExisting(path.dirname(f)));
    this.watchedHarness = [...(planned?.harnessFiles ?? this.service.harnessFiles())].sort();
    await this.close();
    this.watchedRoots = roots;
    this.real.reset();
    this.reported.clear();
    const ignored = (p: string, stats?: fs.Stats): boolean => IGNORED.test(p) || isTempPath(p) || this.real.skip(p, stats);
    const common = { ignoreInitial: true, ignored, usePolling: this.o.usePolling ?? false, interval: 100 };
    const existing = roots.filter((r) => fs.existsSync(r));
    this.existedAtSync = new Set(existing);
    // chokidar never emits 'ready' for an empty path list, so only create watchers with something to watch.
    this.roots = existing.length ? watch(existing, { ...common, depth: 4, followSymlinks: true }) : null;
    this.sentinels = sentinelPaths.size ? watch([...sentinelPaths], { ...common, depth: 0 }) : null;
    const onError = (e: unknown) => {
      const message = `file watcher: ${(e as Error).message ?? e}`;
      if (this.reported.has(message)) return;
      this.reported.add(message);
      this.events.notice('warning', message);
    };
    const waits: Promise<void>[] = [];
    for (const w of [this.roots, this.sentinels]) {
      if (!w) continue;
      const sentinel = w === this.sentinels;
      w.on('all', (kind, p) => {
        this.onEvent(kind as Kind, p, sentinel);
        // The same folder reached through a link elsewhere in the roots (watched once, under its first path).
        if (!sentinel) for (const a of this.real.aliases(p)) this.onEvent(kind as Kind, a, false);
      });
      w.on('error', onError);
      waits.push(new Promise<void>((r) => w.once('ready', () => r())));
    }
    this.readyPromise = Promise.all(waits).then(() => undefined);
    await this.readyPromise;
  }

  private onEvent(kind: Kind, p: string, sentinel: boolean): void {
    if (sentinel) {
      // Only the creation/removal of a root (or an ancestor of one) or a harness settings change matters here.
      const hitsRoot = this.watchedRoots.some((r) => r === p || r.startsWith(p + path.sep));
      const isSettings = this.service.harnessFiles().includes(p);
      if (!hitsRoot && !isSettings) return;
      this.structural = true;
    } else if (kind === 'addDir' || kind === 'unlinkDir') {
      this.structural = true;
    } else if (p.endsWith('.md') || p.endsWith('.MD') || p.endsWith('plugin.json')) {
      // A new or removed skill-like file changes which skills exist: rescan; known files changed in place re-parse alone.
      if (!(kind === 'change' && this.service.knowsFile(p))) this.structural = true;
    }
    this.pending.set(p, kind);
    this.schedule();
  }

  private schedule(): void {
    const now = Date.now();
    if (!this.timer) this.firstAt = now;
    if (this.timer) clearTimeout(this.timer);
    const maxWait = this.o.maxWaitMs ?? 500;
    const wait = now - this.firstAt >= maxWait ? 0 : this.o.debounceMs ?? 75;
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Apply everything pending now (also called by tests). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const changes = this.pending;
    const structural = this.structural;
    this.pending = new Map();
    this.structural = false;
    if (changes.size === 0 && !structural) return;
    for (const [p, kind] of changes) {
      if (!this.openFiles.has(p) || kind === 'addDir' || kind === 'unlinkDir') continue;
      this.events.emit('file.changed', this.fileChange(p, kind));
    }
    const paths = [...changes.keys()];
    const known = paths.filter((p) => this.service.knowsFile(p));
    // A big changed file is parsed by a full scan off the event loop (catalogService BIG_TEXT), not read here.
    const big = known.some((p) => { try { return fs.statSync(p).size > BIG_TEXT; } catch { return false; } });
    const failed = (e: unknown) => this.events.notice('warning', `file watcher: ${(e as Error)?.message ?? e}`);
    if (structural || big || known.length > (this.o.rescanThreshold ?? 300)) {
      // Roots may have appeared or vanished: re-sync the watch set when they did.
      void this.service.rescan(paths).then(() => { if (this.rootsChanged()) return this.sync(); }).catch(failed);
      return;
    }
    if (known.length === 0) return;
    // Read through the scan's own reader (non-blocking opens, same size and UTF-8 rules).
    void this.service.applyDiskChanges(known).catch(failed);
  }

  /**
   * The `file.changed` event of an open file: what the disk holds now, read
   * the way `file.read` reads it (non-blocking open, size limit, shape), so
   * the renderer takes the text from the event. A file main cannot read goes
   * without `file` (the renderer asks, and shows why not).
   */
  private fileChange(p: string, kind: 'add' | 'change' | 'unlink'): { path: string; kind: 'add' | 'change' | 'unlink'; mtimeMs?: number; file?: FileText } {
    let file: FileText | undefined;
    try { file = readFileText(p); } catch { /* unreadable: the event says only that it changed */ }
    if (file && !file.exists) return { path: p, kind: 'unlink' };
    if (file) return { path: p, kind, mtimeMs: file.mtimeMs, file };
    let mtimeMs: number | undefined;
    try { mtimeMs = fs.statSync(p).mtimeMs; } catch { /* gone */ }
    return { path: p, kind: mtimeMs === undefined ? 'unlink' : kind, mtimeMs };
  }

  private rootsChanged(): boolean {
    const now = [...new Set(this.service.allRootPaths())].sort();
    if (now.join('\n') !== this.watchedRoots.join('\n')) return true;
    return now.some((r) => fs.existsSync(r) !== this.existedAtSync.has(r));
  }

  /** True when the watch set was built from other roots or harness settings files than the service's now (a planned set the scan did not confirm). */
  differsFromService(): boolean {
    return this.rootsChanged() || [...this.service.harnessFiles()].sort().join('\n') !== this.watchedHarness.join('\n');
  }

  /** Every folder chokidar watches now (for tests and diagnostics: each real folder appears once). */
  watchedFolders(): string[] {
    const out: string[] = [];
    for (const w of [this.roots, this.sentinels]) {
      if (!w) continue;
      for (const [dir, names] of Object.entries(w.getWatched())) {
        out.push(dir);
        for (const n of names) if (Object.prototype.hasOwnProperty.call(w.getWatched(), path.join(dir, n))) out.push(path.join(dir, n));
      }
    }
    return [...new Set(out)].sort();
  }

  /** Stop watching. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ws = [this.roots, this.sentinels];
    this.roots = this.sentinels = null;
    await Promise.all(ws.map((w) => w?.close()));
  }
}
