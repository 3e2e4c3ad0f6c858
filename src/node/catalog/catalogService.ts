/**
 * The catalog service: roots config → resolveRoots → scanCatalog over the
 * node fs port, with the harness settings' skillOverrides, touched files and
 * (for codebot) the working tree. Holds the current snapshot and a generation
 * counter bumped on every change, and pushes `catalog.changed`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FsPort } from '../../shared/engine/fsport';
import type { Profile } from '../../shared/engine/profiles';
import type { Catalog, ProfileId, RootSpec, UsageRecords } from '../../shared/engine/types';
import type { CatalogSnapshot, HarnessSettings, RootsConfig } from '../../shared/ipc/contract';
import type { Engine, ScanOptions } from './engine';
import type { EventBus } from '../app/events';
import { mergedOverrides, readHarnessSettings } from '../settings/harnessSettings';
import { listWorktree } from '../fs/worktree';

export interface CatalogServiceOptions {
  engine: Engine;
  port: FsPort;
  /** `<app>/bundled-skills`; the profile's folder below it is the bundled root. */
  bundledRoot: string;
  roots: RootsConfig;
  profile: ProfileId;
  version: 'latest' | '2.1.112';
  events: EventBus;
  usage: () => UsageRecords;
  env?: NodeJS.ProcessEnv;
  /** Whether the user approved writing in a configured folder (app/writeApprovals.ts); default: every folder. */
  approved?: (dir: string) => boolean;
}

/** True when `child` is `parent` or below it (plain paths, '/'- or platform-separated). */
function within(parent: string, child: string): boolean {
  const rel = path.relative(path.resolve(parent), path.resolve(child));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Owns the scanned catalog of the open project. */
export class CatalogService {
  private catalog: Catalog;
  private specs: RootSpec[] = [];
  private harness: HarnessSettings = { overrides: [], files: [] };
  private generation = 0;
  /** Options of the last full scan (sent with snapshots; incremental updates use the same). */
  private lastOptions: ScanOptions = {};
  /** One catalog scanned under another profile, keyed by generation/profile/version. */
  private other: { key: string; value: { catalog: Catalog; profile: Profile } } | null = null;
  roots: RootsConfig;
  profileId: ProfileId;
  version: 'latest' | '2.1.112';

  constructor(private readonly o: CatalogServiceOptions) {
    this.roots = o.roots;
    this.profileId = o.profile;
    this.version = o.version;
    this.catalog = this.scan();
  }

  /** The active profile record. */
  profile(): Profile { return this.o.engine.getProfile(this.profileId, this.version); }

  /** The current catalog (no rescan). */
  current(): Catalog { return this.catalog; }

  /** Resolved root specs of the last scan. */
  rootSpecs(): RootSpec[] { return this.specs; }

  /** Bundled folder for the active profile, or null when off or absent. */
  bundledDir(profileId: ProfileId = this.profileId): string | null {
    if (!this.roots.bundled) return null;
    const d = path.join(this.o.bundledRoot, profileId);
    return fs.existsSync(d) ? d : null;
  }

  /**
   * Roots the user may create skills in (the New-skill "Where" list and the
   * write guard for new paths): the project's own roots (inside the project
   * folder), the user's roots under `home`, and roots from explicit
   * `--add-dir`, `--skills-dir` and `--plugin` folders. Never the ancestors a
   * walk finds above the project (`/tmp/.claude/skills`, `/.claude/skills`):
   * they are listed, but Skill Studio does not create files there. The
   * project's own root comes first, so it is the dialog's default.
   */
  writableRoots(): { scope: string; path: string }[] {
    const { project, home } = this.roots;
    const explicit = [...this.roots.addDirs, ...this.roots.skillsDirs, ...this.roots.plugins];
    const allowed = this.specs.filter((r) => {
      if (r.scope === 'bundled' || r.scope === 'managed' || !this.approvedRoot(r)) return false;
      if (within(project, r.path)) return true;
      // The user's roots are fixed paths under home (walked roots carry a depth and are never user roots).
      if ((r.scope === 'user' || r.scope === 'legacy-command') && r.depth === undefined && within(home, r.path)) return true;
      return (r.scope === 'add-dir' || r.scope === 'extra' || r.scope === 'plugin') && explicit.some((d) => within(d, r.path));
    });
    // 0: a project root directly in the project folder (`<project>/.claude/skills`), 1: other project roots, 2: the rest.
    const rank = (r: RootSpec): number => {
      if (r.scope !== 'project' || !within(project, r.path)) return 2;
      const rel = path.relative(project, r.path);
      return rel.split(/[\\/]/)[0]?.startsWith('.') ? 0 : 1;
    };
    return allowed.map((r, i) => ({ r, i, k: rank(r) })).sort((a, b) => a.k - b.k || a.i - b.i)
      .map(({ r }) => ({ scope: r.scope, path: r.path }));
  }

  /**
   * Every resolved root except the bundled and managed ones whose configured
   * folder the user approved for writing: existing files there may be edited
   * (new ones only in writableRoots).
   */
  editableRoots(): string[] {
    return this.specs.filter((r) => r.scope !== 'bundled' && r.scope !== 'managed' && this.approvedRoot(r)).map((r) => r.path);
  }

  /**
   * The configured folders a root comes from, all of which must be approved
   * before anything in it is written: the explicit `--add-dir`/`--skills-dir`/
   * `--plugin` folder holding it; home for the user's fixed roots; else the
   * project and the working directory its walk starts from.
   */
  private sourcesOf(r: RootSpec): string[] {
    const { project, home, cwd } = this.roots;
    if (r.scope === 'add-dir' || r.scope === 'extra' || r.scope === 'plugin') {
      const d = [...this.roots.addDirs, ...this.roots.skillsDirs, ...this.roots.plugins].filter((x) => within(x, r.path)).sort((a, b) => b.length - a.length)[0];
      return d ? [d] : [r.path];
    }
    if ((r.scope === 'user' || r.scope === 'legacy-command') && r.depth === undefined && within(home, r.path) && !within(project, r.path)) return [home];
    return [project, cwd ?? project];
  }

  private approvedRoot(r: RootSpec): boolean {
    const ok = this.o.approved;
    return !ok || this.sourcesOf(r).every((d) => ok(d));
  }

  /** The unapproved configured folder whose root holds `p` (so a refused write can say why), or null. */
  unapprovedFolderOf(p: string): string | null {
    const ok = this.o.approved;
    if (!ok) return null;
    for (const r of this.specs) {
      if (r.scope === 'bundled' || r.scope === 'managed' || !within(r.path, p)) continue;
      const d = this.sourcesOf(r).find((x) => !ok(x));
      if (d) return d;
    }
    return null;
  }

  /** Configured folders that have roots but are not approved for writing (their roots are read-only until the user allows it). */
  unapprovedFolders(): string[] {
    const ok = this.o.approved;
    if (!ok) return [];
    const out = new Set<string>();
    for (const r of this.specs) {
      if (r.scope === 'bundled' || r.scope === 'managed') continue;
      for (const d of this.sourcesOf(r)) if (!ok(d)) out.add(d);
    }
    return [...out];
  }

  /** The folders the roots come from (project, cwd, home, add-dirs, skills dirs, plugins): new folders are made only below these. */
  configFolders(): string[] {
    const r = this.roots;
    return [r.project, ...(r.cwd ? [r.cwd] : []), r.home, ...r.addDirs, ...r.skillsDirs, ...r.plugins];
  }

  /** All root folders (bundled included), for read checks and watching. */
  allRootPaths(): string[] { return this.specs.map((r) => r.path); }

  /** Harness settings files (watched so an override change rescans). */
  harnessFiles(): string[] { return this.harness.files.map((f) => f.path); }

  /** Options passed to scanCatalog/updateSkillText. */
  scanOptions(p: Profile = this.profile()): ScanOptions {
    const cwd = this.roots.cwd ?? this.roots.project;
    const opts: ScanOptions = { touched: this.roots.touched, cwd, overrides: mergedOverrides(this.harness) };
    if (p.discovery.pathsActivation === 'cb-worktree') opts.worktreeFiles = listWorktree(cwd);
    return opts;
  }

  private scan(): Catalog {
    const { engine, port } = this.o;
    this.harness = readHarnessSettings(this.roots.home, this.roots.project, this.o.env ?? process.env);
    const profile = this.profile();
    try {
      this.specs = engine.resolveRoots(this.roots, profile, this.bundledDir());
      this.lastOptions = this.scanOptions(profile);
      return engine.scanCatalog(port, this.specs, profile, this.lastOptions);
    } catch (e) {
      this.specs = [];
      const message = `catalog unavailable: ${(e as Error).message}`;
      return {
        profile: this.profileId, roots: [], skills: [], files: [],
        diagnostics: [{ code: 'catalog-scan-failed', severity: 'error', message, range: { line: 1, column: 1, endLine: 1, endColumn: 1 } }],
      };
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
      usage: this.o.usage(),
      generation: this.generation,
      writableRoots: this.writableRoots(),
      unapprovedFolders: this.unapprovedFolders(),
      scanOptions: this.lastOptions,
    };
  }

  private changed(changedPaths: string[]): CatalogSnapshot {
    this.generation++;
    const snapshot = this.snapshot();
    this.o.events.emit('catalog.changed', { snapshot, changedPaths });
    return snapshot;
  }

  /** Full rescan (structural changes, settings changes, explicit refresh). */
  rescan(changedPaths: string[] = []): CatalogSnapshot {
    this.catalog = this.scan();
    return this.changed(changedPaths);
  }

  /** Change profile, version or roots, then rescan. */
  configure(patch: { profile?: ProfileId; version?: 'latest' | '2.1.112'; roots?: Partial<RootsConfig> }): CatalogSnapshot {
    if (patch.profile) this.profileId = patch.profile;
    if (patch.version) this.version = patch.version;
    if (patch.roots) this.roots = { ...this.roots, ...patch.roots };
    return this.rescan();
  }

  /**
   * Re-parse only the given files (text from disk; null = gone) via the
   * engine's incremental update; falls back to a full rescan if it throws.
   */
  applyFileTexts(changes: { path: string; text: string | null }[]): CatalogSnapshot {
    const profile = this.profile();
    const opts = this.scanOptions();
    this.lastOptions = opts;
    try {
      let c = this.catalog;
      for (const ch of changes) c = this.o.engine.updateSkillText(c, ch.path, ch.text, profile, opts);
      this.catalog = c;
      return this.changed(changes.map((c) => c.path));
    } catch {
      return this.rescan(changes.map((c) => c.path));
    }
  }

  /**
   * The catalog under `profileId`/`version`: the current one when they are the
   * active ones, else a scan of the same roots config under that profile
   * (cached until the next change), so the sandbox can simulate another
   * harness without switching the app.
   */
  catalogUnder(profileId: ProfileId, version: 'latest' | '2.1.112'): { catalog: Catalog; profile: Profile } {
    if (profileId === this.profileId && version === this.version) return { catalog: this.catalog, profile: this.profile() };
    const key = `${this.generation}:${profileId}:${version}`;
    if (this.other?.key === key) return this.other.value;
    const { engine, port } = this.o;
    const profile = engine.getProfile(profileId, version);
    const specs = engine.resolveRoots(this.roots, profile, this.bundledDir(profileId));
    const value = { catalog: engine.scanCatalog(port, specs, profile, this.scanOptions(profile)), profile };
    this.other = { key, value };
    return value;
  }

  /** True when `p` is a file the catalog knows (a loaded skill or a look-alike). */
  knowsFile(p: string): boolean {
    return this.catalog.skills.some((s) => s.path === p) || this.catalog.files.some((f) => f.path === p);
  }
}
