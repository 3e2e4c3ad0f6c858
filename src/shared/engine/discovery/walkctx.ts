/**
 * Shared state and helpers of one root walk: limits (entries, depth), the
 * loose-file and catalog-diagnostic sinks, and the candidate shape the layout
 * walkers produce. Every port error becomes a diagnostic here; nothing throws.
 */
import type { DirEntry, FsError, FsPort } from '../fsport';
import { isFsError } from '../fsport';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import type { Diagnostic, LooseFile, RootSpec } from '../types';
import { readText, type ReadOutcome } from './read';
import { joinPath } from './pathutil';
import type { Location } from './record';
import type { DiagnosticCode } from '../diagnostics/catalogue';

/** A file the walker found where the layout says a skill lives (not yet parsed): its location plus what reading it gave. */
export interface Candidate extends Location {
  read: ReadOutcome;
}

/** Limits of one root walk. */
export interface WalkLimits {
  /**
   * Entries looked at per folder by searches the harness does not make
   * (look-alikes) or by recursive layouts, and ×10 per root, before stopping.
   * The folders a harness reads (a skills root's immediate children) are
   * never cut.
   */
  maxEntries: number;
  /** Folder levels below the root for recursive layouts before stopping with `too-deep`. */
  maxDepth: number;
  /** Skill Studio's read limit (bytes): a larger file is parsed from its first bytes (`app-read-limit`). */
  maxFileBytes: number;
  /** The harness's limit for this root's layout (profile data): a larger file is skipped (`file-too-large`). */
  harnessMaxBytes?: number;
  /** What the harness does with a file that is not UTF-8 (`DiscoverySection.invalidUtf8`). */
  invalidUtf8?: 'skip' | 'replace';
}

/**
 * Mutable state of walking one root. Candidates go to `onCandidate` as they
 * are found (in walk order) instead of piling up: the caller parses each one
 * and lets its text go, so a root's texts are never all in memory at once.
 *
 * Two kinds of work (issue 11, point 15): what the harness itself does (list
 * the root, read each child's SKILL.md; codebot's folder listings) is never
 * cut, so no skill the harness would load goes missing; the look-alike search
 * (listing folders without a SKILL.md, looking one level deeper, recording
 * files that look like skills) draws on a budget of 10 × `maxEntries` units
 * per root (one per listing and per entry or finding) and stops when it is
 * spent, with one `lookalike-search-limited` diagnostic on the root.
 */
export class WalkContext {
  readonly files: LooseFile[] = [];
  readonly diagnostics: Diagnostic[] = [];
  private readonly looseAt = new Map<string, LooseFile>();
  private entries = 0;
  private stopped = false;
  private deepReported = false;
  /** Look-alike budget spent, and the folders or findings it had to leave out. */
  private searchSpent = 0;
  private searchSkipped = 0;
  private readonly undecodableSeen = new Set<string>();

  constructor(
    readonly port: FsPort,
    readonly root: RootSpec,
    readonly limits: WalkLimits,
    readonly lookAlikes: boolean,
    readonly followDirLinks: boolean,
    readonly lowercaseSkillMd: boolean,
    private readonly onCandidate: (c: Candidate) => void,
    /** What the profile's harness does with a name that is not UTF-8 (the `name-not-utf8` message). */
    private readonly nonUtf8: 'skipped' | 'loaded' = 'skipped',
  ) {}

  /** Hand a found skill file to the caller. */
  add(c: Candidate): void {
    this.onCandidate(c);
  }

  /** Record a problem with a file or folder where a skill lives (unreadable, a loop): always kept. */
  loose(path: string, code: DiagnosticCode, data: Record<string, unknown> = {}): void {
    const d = makeDiagnostic(code, FILE_START, { path, ...data });
    d.path = path;
    const existing = this.looseAt.get(path);
    if (existing) { existing.diagnostics.push(d); return; }
    const f: LooseFile = { path, scope: this.root.scope, root: this.root.path, diagnostics: [d] };
    this.looseAt.set(path, f);
    this.files.push(f);
  }

  /** Record a look-alike (a file that looks like a skill but is not loaded), within the search budget. */
  lookAlike(path: string, code: DiagnosticCode, data: Record<string, unknown> = {}): void {
    if (!this.afford(1)) return;
    this.loose(path, code, data);
  }

  /** Take `units` of the look-alike budget; false (and one more thing skipped) when it is spent. */
  private afford(units: number): boolean {
    if (this.searchSpent + units > this.limits.maxEntries * 10) {
      this.searchSkipped++;
      return false;
    }
    this.searchSpent += units;
    return true;
  }

  /** A catalog diagnostic about folder `where` hitting limit `max`. */
  private report(code: DiagnosticCode, where: string, max: number): void {
    const d = makeDiagnostic(code, FILE_START, { path: where, max });
    d.path = where;
    this.diagnostics.push(d);
  }

  /**
   * How many of a folder's `n` entries a recursive layout may look at: at
   * most `maxEntries` per folder, and at most 10 × `maxEntries` over the whole
   * root (so a deep tree of link diamonds cannot run away). Each cut is reported.
   */
  take(n: number, where: string): number {
    if (this.stopped) return 0;
    let allowed = n;
    if (allowed > this.limits.maxEntries) {
      allowed = this.limits.maxEntries;
      this.report('too-many-entries', where, this.limits.maxEntries);
    }
    const left = this.limits.maxEntries * 10 - this.entries;
    if (allowed > left) {
      allowed = Math.max(0, left);
      this.stopped = true;
      this.report('too-many-entries', where, this.limits.maxEntries * 10);
    }
    this.entries += allowed;
    return allowed;
  }

  /** True (and reported once) when `depth` is past the limit. */
  tooDeep(depth: number, where: string): boolean {
    if (depth <= this.limits.maxDepth) return false;
    if (!this.deepReported) {
      this.deepReported = true;
      this.report('too-deep', where, this.limits.maxDepth);
    }
    return true;
  }

  /** `dir` listed and sorted by name (deterministic scan order), or the port error. */
  private readSorted(dir: string): DirEntry[] | FsError {
    const r = this.port.readDir(dir);
    if (isFsError(r)) return r;
    r.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return r;
  }

  /** Report a listing's error on `reportAs` (a loose folder) unless null or ENOENT. */
  private listFailed(r: FsError, reportAs: string | null): null {
    if (reportAs !== null && r.error !== 'ENOENT') this.loose(reportAs, r.error === 'ELOOP' ? 'symlink-loop' : 'unreadable', { error: r.error, kind: 'folder' });
    return null;
  }

  /**
   * `dir` listed as the harness lists it: every entry, sorted by name. Names
   * that are not UTF-8 are reported (`name-not-utf8`) and left out: nothing
   * can open them by the name the port gives. A port error is reported on
   * `reportAs` (loose file) unless null.
   */
  listAll(dir: string, reportAs: string | null): DirEntry[] | null {
    const r = this.readSorted(dir);
    if (isFsError(r)) return this.listFailed(r, reportAs);
    return this.decodable(dir, r);
  }

  /**
   * `dir` listed for a recursive layout (codebot's deeper search, legacy
   * commands) within `take`'s limits. A port error is reported on `reportAs`
   * (loose file) unless null.
   */
  list(dir: string, reportAs: string | null): DirEntry[] | null {
    const r = this.readSorted(dir);
    if (isFsError(r)) return this.listFailed(r, reportAs);
    const n = this.take(r.length, dir);
    return this.decodable(dir, n < r.length ? r.slice(0, n) : r);
  }

  /**
   * `dir` listed for the look-alike search, within its budget (one unit for
   * the listing, one per entry looked at, at most `maxEntries` of them); null
   * when the budget is spent or the listing fails (reported on `reportAs`
   * unless null).
   */
  listForLookAlikes(dir: string, reportAs: string | null): DirEntry[] | null {
    if (!this.afford(1)) return null;
    const r = this.readSorted(dir);
    if (isFsError(r)) return this.listFailed(r, reportAs);
    const n = Math.min(r.length, this.limits.maxEntries, Math.max(0, this.limits.maxEntries * 10 - this.searchSpent));
    this.searchSpent += n;
    if (n < r.length) this.searchSkipped++;
    return this.decodable(dir, n < r.length ? r.slice(0, n) : r);
  }

  /** `entries` without those whose name is not UTF-8, each reported once on the catalog. */
  decodable(dir: string, entries: DirEntry[]): DirEntry[] {
    if (!entries.some((e) => e.undecodable)) return entries;
    for (const e of entries) {
      if (!e.undecodable) continue;
      const path = joinPath(dir, e.name);
      if (this.undecodableSeen.has(path)) continue;
      this.undecodableSeen.add(path);
      const d = makeDiagnostic('name-not-utf8', FILE_START, { path, scope: this.root.scope, kind: e.kind === 'dir' || e.kind === 'symlink' ? 'folder' : 'file', harness: this.nonUtf8 });
      d.path = path;
      this.diagnostics.push(d);
    }
    return entries.filter((e) => !e.undecodable);
  }

  /** Close the walk: one `lookalike-search-limited` on the root when the search left things out. */
  finish(rootDir: string): void {
    if (!this.searchSkipped) return;
    const d = makeDiagnostic('lookalike-search-limited', FILE_START, { path: rootDir, skipped: this.searchSkipped, max: this.limits.maxEntries * 10 });
    d.path = rootDir;
    this.diagnostics.push(d);
  }

  /**
   * Kind of an entry after following a symlink (one `stat`, only for links).
   * Loops and dangling links are reported and yield null.
   */
  kindOf(dir: string, e: DirEntry): 'file' | 'dir' | 'other' | null {
    if (e.kind !== 'symlink') return e.kind;
    const path = joinPath(dir, e.name);
    const st = this.port.stat(path);
    if (isFsError(st)) {
      this.loose(path, st.error === 'ELOOP' ? 'symlink-loop' : 'unreadable', { error: st.error, kind: 'link' });
      return null;
    }
    return st.kind;
  }

  /** The real path of `path`: `known` when no link is involved (no syscall), else one `realpath`. */
  real(path: string, known: string | null): string {
    if (known !== null) return known;
    const r = this.port.realpath(path);
    return isFsError(r) ? path : r;
  }

  /** Read and decode one candidate file. */
  read(path: string): ReadOutcome {
    return readText(this.port, path, this.limits.maxFileBytes, this.limits.harnessMaxBytes, this.limits.invalidUtf8);
  }
}

/** Markdown file names that are never meant as skills (not flagged as look-alikes). */
export const NOT_SKILL_DOCS = new Set(['readme.md', 'changelog.md', 'license.md', 'contributing.md', 'agents.md', 'claude.md']);

/** True for `*.md` in any case. */
export function isMarkdown(name: string): boolean {
  return name.length > 3 && name.slice(-3).toLowerCase() === '.md';
}
