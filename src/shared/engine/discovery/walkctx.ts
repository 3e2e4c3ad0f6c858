/**
 * Shared state and helpers of one root walk: limits (entries, depth), the
 * loose-file and catalog-diagnostic sinks, and the candidate shape the layout
 * walkers produce. Every port error becomes a diagnostic here; nothing throws.
 */
import type { DirEntry, FsPort } from '../fsport';
import { isFsError } from '../fsport';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import type { Diagnostic, LooseFile, RootSpec } from '../types';
import { readText, type ReadOutcome } from './read';
import { joinPath } from './pathutil';
import type { Location } from './record';

/** A file the walker found where the layout says a skill lives (not yet parsed): its location plus what reading it gave. */
export interface Candidate extends Location {
  read: ReadOutcome;
}

/** Limits of one root walk. */
export interface WalkLimits {
  /** Entries looked at per folder (and ×10 per root) before stopping with `too-many-entries`. */
  maxEntries: number;
  /** Folder levels below the root before stopping with `too-deep`. */
  maxDepth: number;
  /** Skill Studio's read limit (bytes): a larger file is parsed from its first bytes (`app-read-limit`). */
  maxFileBytes: number;
  /** The harness's limit for this root's layout (profile data): a larger file is skipped (`file-too-large`). */
  harnessMaxBytes?: number;
}

/**
 * Mutable state of walking one root. Candidates go to `onCandidate` as they
 * are found (in walk order) instead of piling up: the caller parses each one
 * and lets its text go, so a root's texts are never all in memory at once.
 */
export class WalkContext {
  readonly files: LooseFile[] = [];
  readonly diagnostics: Diagnostic[] = [];
  private readonly looseAt = new Map<string, LooseFile>();
  private entries = 0;
  private stopped = false;
  private deepReported = false;

  constructor(
    readonly port: FsPort,
    readonly root: RootSpec,
    readonly limits: WalkLimits,
    readonly lookAlikes: boolean,
    readonly followDirLinks: boolean,
    readonly lowercaseSkillMd: boolean,
    private readonly onCandidate: (c: Candidate) => void,
  ) {}

  /** Hand a found skill file to the caller. */
  add(c: Candidate): void {
    this.onCandidate(c);
  }

  /** Record a look-alike or unreadable file. */
  loose(path: string, code: string, data: Record<string, unknown> = {}): void {
    const d = makeDiagnostic(code, FILE_START, { path, ...data });
    d.path = path;
    const existing = this.looseAt.get(path);
    if (existing) { existing.diagnostics.push(d); return; }
    const f: LooseFile = { path, scope: this.root.scope, root: this.root.path, diagnostics: [d] };
    this.looseAt.set(path, f);
    this.files.push(f);
  }

  /** A catalog diagnostic about folder `where` hitting limit `max`. */
  private report(code: string, where: string, max: number): void {
    const d = makeDiagnostic(code, FILE_START, { path: where, max });
    d.path = where;
    this.diagnostics.push(d);
  }

  /**
   * How many of a folder's `n` entries may be looked at: at most `maxEntries`
   * per folder, and at most 10 × `maxEntries` over the whole root (so a deep
   * tree of link diamonds cannot run away). Each cut is reported.
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

  /**
   * List `dir` sorted by name (deterministic scan order), within the entry
   * budget. A port error is reported on `reportAs` (loose file) unless null.
   */
  list(dir: string, reportAs: string | null): DirEntry[] | null {
    const r = this.port.readDir(dir);
    if (isFsError(r)) {
      if (reportAs !== null && r.error !== 'ENOENT') this.loose(reportAs, r.error === 'ELOOP' ? 'symlink-loop' : 'unreadable', { error: r.error, kind: 'folder' });
      return null;
    }
    r.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const n = this.take(r.length, dir);
    return n < r.length ? r.slice(0, n) : r;
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
    return readText(this.port, path, this.limits.maxFileBytes, this.limits.harnessMaxBytes);
  }
}

/** Markdown file names that are never meant as skills (not flagged as look-alikes). */
export const NOT_SKILL_DOCS = new Set(['readme.md', 'changelog.md', 'license.md', 'contributing.md', 'agents.md', 'claude.md']);

/** True for `*.md` in any case. */
export function isMarkdown(name: string): boolean {
  return name.length > 3 && name.slice(-3).toLowerCase() === '.md';
}
