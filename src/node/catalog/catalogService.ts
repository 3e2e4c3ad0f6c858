/**
 * The catalog service: roots config → resolveRoots → scanCatalog over the
 * node fs port, with the harness settings' skillOverrides, touched files and
 * (for codebot) the working tree. Holds the current snapshot and a generation
 * counter bumped on every change, and pushes `catalog.changed`.
 *
 * Long work stays off the event loop: full scans run on the scanner (a worker
 * thread in the app, scanner.ts), and so does the re-parse of any changed
 * file larger than BIG_TEXT; only small incremental updates run inline.
 * Rescans asked for while one runs coalesce into one more; file texts
 * applied while a scan runs are applied again to its result (they are at
 * least as new as what it read); a result whose config changed meanwhile is
 * dropped for the next one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROFILE_IDS, type FsPort, type Profile } from '../../shared/engine';
import type { Catalog, HarnessMatrix, ListingOptions, ProfileId, RootSpec, UsageRecords, VersionId, VersionSelector } from '../../shared/engine';
import type { BundledSourceInfo, CatalogSnapshot, HarnessSettings, RootsConfig } from '../../shared/ipc/contract';
import type { Engine, ScanOptions } from './engine';
import type { EventBus } from '../app/events';
import { readText } from '../../shared/engine';
import { APP_MAX_TEXT_BYTES } from '../../shared/limits';
import { readHarnessSettings } from '../settings/harnessSettings';
import { skillOverridesFor } from '../../shared/harnessSettings';
import { inlineScanner, type Scanner } from './scanner';
import { failedCatalog, otherProfileSpecs, type ScanRequest, type ScanResult } from './scanJob';
import * as access from './rootAccess';
import { sameNameCopies } from './sameNameCopies';

/** Catalogs under other profiles kept at once (catalogUnder); each holds a whole project's records. */
export const OTHER_KEPT = 6;

/** Changed files longer than this (UTF-16 units) are re-parsed by a full scan on the scanner, not inline. */
export const BIG_TEXT = 256 * 1024;

export interface CatalogServiceOptions {
  engine: Engine;
  port: FsPort;
  /** `<app>/bundled-skills`; the profile's folder below it is the bundled root. */
  bundledRoot: string;
  roots: RootsConfig;
  profile: ProfileId;
  version: VersionSelector;
  events: EventBus;
  usage: () => UsageRecords;
  env?: NodeJS.ProcessEnv;
  /** Whether the user approved writing in a configured folder (app/writeApprovals.ts); default: every folder. */
  approved?: (dir: string) => boolean;
  /** Where full scans run (default: inline, on the calling thread). */
  scanner?: Scanner;
  /**
   * The built-in skills a capture of the user's own Claude Code found, for an engine
   * version (claude/capturedBundled.ts), or null: they stand in for the empty
   * `bundled-skills/claude-code` so the claude-code listing's budget counts them.
   */
  capturedBundled?: (version: VersionId) => string | null;
  /**
   * Claude Code's bundled skills for an engine version with where they came from (the
   * user's install, a capture, unknown: claude/installBundled.ts). When given, it
   * replaces `capturedBundled`.
   */
  claudeBundled?: (version: VersionId) => { dir: string | null; source: BundledSourceInfo };
}

/** Owns the scanned catalog of the open project. */
export class CatalogService {
  private catalog: Catalog;
  private specs: RootSpec[] = [];
  private harness: HarnessSettings = { overrides: [], files: [] };
  private generation = 0;
  /** Bumped by every configure: a scan started under an older config is dropped. */
  private configGen = 0;
  /** Options of the last full scan (sent with snapshots; incremental updates use the same). */
  private lastOptions: ScanOptions = {};
  /**
   * Catalogs scanned under other profiles at `otherGen` (profile@version → scan), the most
   * recently used last; at most OTHER_KEPT (the matrix asks for one per column, Explain and
   * the Sandbox for the one they show), all dropped when the generation changes.
   */
  private other = new Map<string, Promise<{ catalog: Catalog; profile: Profile }>>();
  private otherGen = -1;
  private readonly scanner: Scanner;
  /** Root specs of the current roots config under the other profiles (`anyProfileSpecs`), dropped by every scan and configure. */
  private otherSpecs: RootSpec[] | null = null;
  private scanning: Promise<CatalogSnapshot> | null = null;
  private again: Promise<CatalogSnapshot> | null = null;
  private readonly pendingChanged = new Set<string>();
  /** File texts applied inline while the current scan runs (re-applied to its result). */
  private appliedDuringScan: { path: string; text: string | null }[] | null = null;
  roots: RootsConfig;
  profileId: ProfileId;
  version: VersionSelector;

  constructor(private readonly o: CatalogServiceOptions) {
    this.roots = o.roots;
    this.profileId = o.profile;
    this.version = o.version;
    this.scanner = o.scanner ?? inlineScanner(o.engine);
    // Empty until the first scan (`rescan()`, which createAppContext awaits before serving anything).
    this.catalog = { profile: this.profileId, roots: [], skills: [], files: [], diagnostics: [] };
  }

  /** The active profile record. */
  profile(): Profile { return this.o.engine.getProfile(this.profileId, this.version); }

  /** The current catalog (no rescan). */
  current(): Catalog { return this.catalog; }

  /**
   * The harness settings the last scan read (the snapshot's `harnessSettings`),
   * without building a snapshot: a snapshot lists the writable roots and the
   * same-name copies (stats over every root), tens of ms on 2,000 skills.
   */
  harnessSettings(): HarnessSettings { return this.harness; }

  /** The usage records (the snapshot's `usage`). */
  usage(): UsageRecords { return this.o.usage(); }

  /** Resolved root specs of the last scan. */
  rootSpecs(): RootSpec[] { return this.specs; }

  /** Bundled folder for the active profile, or null when off or absent. */
  bundledDir(profileId: ProfileId = this.profileId, version: VersionSelector = this.version): string | null {
    if (!this.roots.bundled) return null;
    // Built-ins captured from the user's Claude Code stand in for the release the profile's version imitates.
    const imitated = this.o.engine.getProfile(profileId, version);
    if (this.o.claudeBundled && imitated.settings === 'claude-code-files' && imitated.version) return this.o.claudeBundled(imitated.version).dir;
    const captured = imitated.settings === 'claude-code-files' && imitated.version ? this.o.capturedBundled?.(imitated.version) ?? null : null;
    if (captured) return captured;
    const d = path.join(this.o.bundledRoot, profileId);
    return fs.existsSync(d) ? d : null;
  }

  /** Where the active profile's Claude Code bundled skills came from, or undefined (another profile, no source given). */
  bundledSource(): BundledSourceInfo | undefined {
    const p = this.profile();
    if (p.settings !== 'claude-code-files' || !p.version || !this.o.claudeBundled) return undefined;
    if (!this.roots.bundled) return { kind: 'off', note: 'bundled skills switched off' };
    const s = this.o.claudeBundled(p.version).source;
    return { kind: s.kind, note: s.note, ...(s.count !== undefined ? { count: s.count } : {}) };
  }

  /** Roots the user may create skills in (rootAccess.ts `writableRoots`). */
  writableRoots(): { scope: string; path: string }[] { return access.writableRoots(this.roots, this.specs, this.o.approved); }

  /** Roots whose existing files may be edited (every approved root but bundled and managed ones). */
  editableRoots(): string[] { return access.editableRoots(this.roots, this.specs, this.o.approved); }

  /**
   * The root specs of the current roots config under the active profile and
   * every other one (same project, home, add-dirs; same version). A tab opened
   * under one profile stays open when the user switches to another whose
   * discovery folders miss its file (`.agents/skills` under claude-code): its
   * save and backup are checked against these, so it stays saveable while it
   * lies in a root of an approved folder (rootAccess.ts), whatever the profile.
   * Resolved on first use after each scan (a few stats per profile).
   */
  anyProfileSpecs(): RootSpec[] {
    // A full scan brings them (resolved on the scanner, ScanRequest `others`); otherwise resolved here.
    this.otherSpecs ??= otherProfileSpecs(this.o.engine, this.roots, this.version, this.others());
    return [...this.specs, ...this.otherSpecs];
  }

  /** Every registry profile but the active one, with its bundled folder (ScanRequest `others`). */
  private others(): NonNullable<ScanRequest['others']> {
    return PROFILE_IDS.filter((id) => id !== this.profileId).map((id) => ({ profileId: id, bundledDir: this.bundledDir(id) }));
  }

  /** Roots in which the open tabs' files may be saved whatever the profile: `editableRoots` over `anyProfileSpecs`. */
  savableRoots(): string[] { return access.editableRoots(this.roots, this.anyProfileSpecs(), this.o.approved); }

  /** Roots in which a tab's file may be recreated whatever the profile: `writableRoots` over `anyProfileSpecs`. */
  recreatableRoots(): string[] { return access.writableRoots(this.roots, this.anyProfileSpecs(), this.o.approved).map((r) => r.path); }

  /** Every root folder under any profile (`anyProfileSpecs`): where a tab's file may be read again and backed up. */
  anyProfileRootPaths(): string[] { return this.anyProfileSpecs().map((r) => r.path); }

  /** The unapproved configured folder whose root (under any profile) holds `p`, or null. */
  unapprovedFolderOf(p: string): string | null { return access.unapprovedFolderOf(this.roots, this.anyProfileSpecs(), this.o.approved, p); }

  /** Configured folders with roots that the user has not approved for writing. */
  unapprovedFolders(): string[] { return access.unapprovedFolders(this.roots, this.specs, this.o.approved); }

  /** The folders the roots come from: new folders are made only below these (files/mkdirBelow.ts). */
  configFolders(): string[] { return access.configFolders(this.roots); }

  /** All root folders (bundled included), for read checks and watching. */
  allRootPaths(): string[] { return this.specs.map((r) => r.path); }

  /** Harness settings files (watched so an override change rescans). */
  harnessFiles(): string[] { return this.harness.files.map((f) => f.path); }

  /**
   * What the next scan will watch, resolved now on this thread (a few stats, no file read): the
   * root folders of the current config under the active profile and the harness settings files.
   * The app's first watcher crawl starts from these while the first scan runs on the scanner
   * (app/context.ts); after that scan they equal `allRootPaths()` and `harnessFiles()` unless
   * the disk changed in between. A config whose roots cannot be resolved plans none (the scan reports it).
   */
  plannedWatch(): { roots: string[]; harnessFiles: string[] } {
    let roots: string[] = [];
    try { roots = this.o.engine.resolveRoots(this.roots, this.profile(), this.bundledDir()).map((r) => r.path); } catch { /* none */ }
    const harness = readHarnessSettings(this.roots.home, this.roots.project, this.o.env ?? process.env);
    return { roots, harnessFiles: harness.files.map((f) => f.path) };
  }

  /** Options passed to scanCatalog/updateSkillText (codebot's working tree as the last scan listed it). */
  scanOptions(p: Profile = this.profile()): ScanOptions {
    const cwd = this.roots.cwd ?? this.roots.project;
    const overrides = skillOverridesFor(p, this.harness);
    const opts: ScanOptions = { touched: this.roots.touched, cwd, ...(overrides ? { overrides } : {}) };
    if (p.discovery.pathsActivation === 'cb-worktree') opts.worktreeFiles = this.lastOptions.worktreeFiles ?? [];
    return opts;
  }

  /**
   * A scan request for the current config under `profileId`/`version`, with the harness settings
   * read now (small files); `withOthers`: the scan also gives the other profiles' root specs and
   * the same-name copies (the active profile's own full scans).
   */
  private request(profileId = this.profileId, version = this.version, withOthers = false): { req: ScanRequest; harness: HarnessSettings } {
    const harness = readHarnessSettings(this.roots.home, this.roots.project, this.o.env ?? process.env);
    const req: ScanRequest = { roots: this.roots, profileId, version, bundledDir: this.bundledDir(profileId, version), harness, ...(withOthers ? { others: this.others() } : {}) };
    return { req, harness };
  }

  /** Take in a scan result (or the error catalog when it failed). */
  private land(result: () => ScanResult, harness: HarnessSettings): Catalog {
    this.harness = harness;
    this.otherSpecs = null;
    try {
      const r = result();
      this.specs = r.specs;
      this.lastOptions = r.options;
      this.otherSpecs = r.otherSpecs ?? null;
      if (r.copies) this.copiesMemo = { catalog: r.catalog, value: r.copies };
      return r.catalog;
    } catch (e) {
      this.specs = [];
      return failedCatalog(this.profileId, e);
    }
  }

  /** The snapshot the renderer gets. */
  snapshot(): CatalogSnapshot {
    return {
      catalog: this.catalog,
      roots: this.roots,
      profile: this.profileId,
      version: this.version,
      harnessSettings: this.harness,
      usage: this.usage(),
      generation: this.generation,
      writableRoots: this.writableRoots(),
      unapprovedFolders: this.unapprovedFolders(),
      scanOptions: this.lastOptions,
      ...((b) => (b ? { bundledSource: b } : {}))(this.bundledSource()),
      copies: this.copies(),
    };
  }

  private copiesMemo: { catalog: Catalog; value: Record<string, string[]> } | null = null;
  /** Same-name skill folders in any harness's roots, per catalog (a new scan lists the roots again). */
  private copies(): Record<string, string[]> {
    if (this.copiesMemo?.catalog !== this.catalog) this.copiesMemo = { catalog: this.catalog, value: sameNameCopies(this.catalog, this.anyProfileSpecs()) };
    return this.copiesMemo.value;
  }

  private changed(changedPaths: string[]): CatalogSnapshot {
    this.generation++;
    // The catalogs under other profiles are of the old generation: let them go now, not at the next catalogUnder.
    this.other.clear();
    const snapshot = this.snapshot();
    this.o.events.emit('catalog.changed', { snapshot, changedPaths });
    return snapshot;
  }

  /**
   * Full rescan (structural changes, settings changes, explicit refresh) on
   * the scanner. Resolves with the snapshot of a scan that started after this
   * call (a scan already running coalesces later calls into one more).
   */
  rescan(changedPaths: string[] = []): Promise<CatalogSnapshot> {
    for (const p of changedPaths) this.pendingChanged.add(p);
    if (!this.scanning) return this.startScan();
    if (!this.again) this.again = this.scanning.then(() => this.startScan(), () => this.startScan());
    return this.again;
  }

  private startScan(): Promise<CatalogSnapshot> {
    this.again = null;
    const changed = [...this.pendingChanged];
    this.pendingChanged.clear();
    const applied: { path: string; text: string | null }[] = [];
    this.appliedDuringScan = applied;
    const gen = this.configGen;
    const { req, harness } = this.request(this.profileId, this.version, true);
    const run = (async (): Promise<CatalogSnapshot> => {
      let result: Awaited<ReturnType<Scanner['scan']>> | null = null;
      let error: unknown = null;
      try { result = await this.scanner.scan(req); } catch (e) { error = e; }
      if (this.appliedDuringScan === applied) this.appliedDuringScan = null;
      // The config changed while this scan ran: the scan configure queued brings the right catalog; drop this one.
      if (gen !== this.configGen && this.again) return this.snapshot();
      let catalog = this.land(() => { if (!result) throw error; return result; }, harness);
      if (result && applied.length) catalog = this.applyInline(catalog, applied);
      this.catalog = catalog;
      return this.changed(changed);
    })();
    const tracked = run.finally(() => { if (this.scanning === tracked) this.scanning = null; });
    this.scanning = tracked;
    return tracked;
  }

  /** Change profile, version or roots, then rescan. */
  configure(patch: { profile?: ProfileId; version?: VersionSelector; roots?: Partial<RootsConfig> }): Promise<CatalogSnapshot> {
    if (patch.profile) this.profileId = patch.profile;
    if (patch.version) this.version = patch.version;
    if (patch.roots) this.roots = { ...this.roots, ...patch.roots };
    this.otherSpecs = null;
    this.configGen++;
    return this.rescan();
  }

  private applyInline(catalog: Catalog, changes: { path: string; text: string | null }[]): Catalog {
    const profile = this.profile();
    const opts = this.scanOptions(profile);
    let c = catalog;
    for (const ch of changes) c = this.o.engine.updateSkillText(c, ch.path, ch.text, profile, opts);
    return c;
  }

  /**
   * Re-parse only the given files (text from disk; null = gone) via the
   * engine's incremental update. A text larger than BIG_TEXT goes to a full
   * scan on the scanner instead (its parse must not block the event loop);
   * an update that throws falls back to a full rescan too.
   */
  async applyFileTexts(changes: { path: string; text: string | null }[]): Promise<CatalogSnapshot> {
    const paths = changes.map((c) => c.path);
    if (changes.some((c) => c.text !== null && c.text.length > BIG_TEXT)) return this.rescan(paths);
    try {
      this.catalog = this.applyInline(this.catalog, changes);
      this.appliedDuringScan?.push(...changes);
      return this.changed(paths);
    } catch {
      return this.rescan(paths);
    }
  }

  /**
   * Files changed on disk (or were saved): read each again through the
   * engine's own reader, the one the scan uses, and update only them. A file
   * that does not read back as plain whole text (gone is fine: it leaves the
   * catalog) is handed to a full rescan, so the harness's and the app's size
   * limits and the UTF-8 check decide exactly as in a scan: the catalog never
   * depends on which way a change arrived.
   */
  async applyDiskChanges(paths: string[]): Promise<CatalogSnapshot> {
    const changes: { path: string; text: string | null }[] = [];
    for (const p of paths) {
      const r = readText(this.o.port, p, APP_MAX_TEXT_BYTES);
      if (r.ok && !r.partial) changes.push({ path: p, text: r.text });
      else if (!r.ok && r.diagnostic.data?.error === 'ENOENT') changes.push({ path: p, text: null });
      else return this.rescan(paths);
    }
    return this.applyFileTexts(changes);
  }

  /**
   * The catalog under `profileId`/`version`: the current one when they are the
   * active ones, else a scan of the same roots config under that profile on
   * the scanner (cached until the next change), so the sandbox, Explain and
   * the harness matrix can look through another harness without switching the app.
   */
  catalogUnder(profileId: ProfileId, version: VersionSelector): Promise<{ catalog: Catalog; profile: Profile }> {
    if (profileId === this.profileId && version === this.version) return Promise.resolve({ catalog: this.catalog, profile: this.profile() });
    if (this.otherGen !== this.generation) { this.other.clear(); this.otherGen = this.generation; }
    const profile = this.o.engine.getProfile(profileId, version);
    if (profile === this.profile()) return Promise.resolve({ catalog: this.catalog, profile });
    const key = `${profileId}@${profile.version ?? ''}`;
    const hit = this.other.get(key);
    if (hit) { this.other.delete(key); this.other.set(key, hit); return hit; }
    const value = this.scanner.scan(this.request(profileId, version).req).then((r) => ({ catalog: r.catalog, profile }));
    this.other.set(key, value);
    while (this.other.size > OTHER_KEPT) this.other.delete(this.other.keys().next().value!);
    value.catch(() => { if (this.other.get(key) === value) this.other.delete(key); });
    return value;
  }

  /**
   * The harness matrix of the current roots config for `columns` (issue 17 §2),
   * computed where full scans run (the scan worker in the app): each column's
   * scan, `overlays` laid over it, its listing under `listing(profile)`, then
   * the engine's matrix. The harness settings are read now (small files).
   */
  matrix(columns: { id: ProfileId; version: VersionSelector }[], listing: (p: Profile) => ListingOptions, overlays: Record<string, string>): Promise<HarnessMatrix> {
    const { harness } = this.request();
    return this.scanner.matrix({
      roots: this.roots, harness, overlays,
      columns: columns.map((c) => ({ profileId: c.id, version: c.version, bundledDir: this.bundledDir(c.id, c.version), listing: listing(this.o.engine.getProfile(c.id, c.version)) })),
    });
  }

  /** True when `p` is a file the catalog knows (a loaded skill or a look-alike). */
  knowsFile(p: string): boolean {
    return this.catalog.skills.some((s) => s.path === p) || this.catalog.files.some((f) => f.path === p);
  }

  /** Stop the scanner (its worker thread). */
  close(): Promise<void> { return this.scanner.close(); }
}
