/**
 * The one recursive folder walk under a root, shared by every layout that
 * looks below a root's immediate children: `recursive-skill-md` (Goose,
 * Crush), `legacy-commands` / `plugin-commands` (Claude Code), codebot's
 * deeper search (CB1) and `skill-tree` / `skill-tree-md` (Codex, Gemini CLI,
 * OpenCode, Copilot CLI, pi, Cline). How each harness walks is data
 * (`FolderWalkSpec`: order, depth bound, links, names skipped, what a skill
 * file is, whether the walk stops at one); what a layout makes of a skill
 * file or a plain file is its visitor.
 *
 * Cost: each folder entered is listed once (`WalkContext.list`, within the
 * walk's entry limits), each link is `stat`ed at most once per listing, a
 * real path is asked for only where a link is involved, and no folder is
 * walked twice except where a followed link leads back into the tree
 * without a loop guard (skill-tree: bounded by its depth, as the harness).
 */
import type { DirEntry } from '../fsport';
import type { DiagnosticCode } from '../diagnostics/catalogue';
import { joinPath } from './pathutil';
import type { WalkContext } from './walkctx';

/** How one layout walks (data, one record per layout or profile). */
export interface FolderWalkSpec {
  /** `dfs`: depth first in sorted entry order; `bfs`: level by level (Codex `discover_skills_under_root`). */
  order: 'dfs' | 'bfs';
  /** Deepest folder level entered (root = 0), silently: a profile's own bound (`TreeWalk.maxDepth`). `Infinity`: none. */
  maxDepth: number;
  /** Past the walk's `limits.maxDepth` a folder is not entered and `too-deep` is reported once (Skill Studio's guard for unbounded layouts). */
  depthLimit: boolean;
  /** Links to folders are entered (the profile's `followDirLinks`; codebot's Go `ReadDir` never). */
  followLinks: boolean;
  /**
   * A folder whose real path is one of its ancestors' is not entered and its
   * link is reported (`symlink-loop`): Goose's canonical paths, CC's inode
   * cycle detection. Depth first only.
   */
  loopGuard: boolean;
  /** Names starting with `.` are not entered (Codex, Gemini CLI's `*`, pi). */
  skipHidden: boolean;
  /** Folder names never entered (Goose: `.git`, `.hg`, `.svn`; pi: `node_modules`). */
  skipNames: readonly string[];
  /** What a skill file in a folder is: `exact` `SKILL.md`, `any-case` `skill.md` (CC legacy), or none (the visitor's entries decide). */
  skillFile: 'exact' | 'any-case' | null;
  /** The root's own skill file counts (`TreeWalk.rootFile`). */
  rootSkill: boolean;
  /** A folder holding a skill file is not searched further (CC legacy, pi, Copilot CLI). */
  stopAtSkill: boolean;
  /** A sub-folder that cannot be listed is reported as a loose folder (off where the harness ignores it silently). */
  reportListErrors: boolean;
}

/** A folder the walk entered. */
export interface WalkedFolder {
  /** Its path. */
  readonly dir: string;
  /** Its real path when known without a syscall (no link on the way; or asked once, under a loop guard), else null. */
  readonly real: string | null;
  /** Folder names from the root down to it (`[]` for the root). */
  readonly names: readonly string[];
  /** Folder levels below the root (root = 0). */
  readonly depth: number;
  /** Its entries, sorted by name, within the walk's limits. */
  readonly entries: readonly DirEntry[];
  /** `e`'s kind after following a link: `ctx.kindOf`, asked at most once per entry. */
  kind(e: DirEntry): 'file' | 'dir' | 'other' | null;
}

/**
 * What a layout makes of what the walk finds. `entry` sees every entry of a
 * folder (depth first: in order, before the walk considers entering it) and
 * returns `handled` to keep the walk out of it, `stop` to end the whole walk.
 */
export interface FolderVisitor {
  /** The folder's skill file (`spec.skillFile`), a file after following links. */
  skill?(f: WalkedFolder, file: DirEntry): void;
  /** Called for each folder after its skill check, before its entries. */
  folder?(f: WalkedFolder): void;
  entry?(f: WalkedFolder, e: DirEntry): 'handled' | 'stop' | void;
}

/**
 * Walk the tree at `root` (its real path `realRoot`, its sorted `entries`
 * given) as `spec` says. `depth` is the root's own level when the walk starts
 * below a layout's root (codebot's deeper search starts at level 1).
 */
export function walkFolders(
  ctx: WalkContext, root: string, realRoot: string | null, entries: readonly DirEntry[], spec: FolderWalkSpec, visitor: FolderVisitor, depth = 0,
): void {
  const w = new Walk(ctx, spec, visitor);
  const top = folderOf(ctx, root, realRoot, [], depth, entries);
  if (spec.order === 'bfs') w.bfs(top);
  else {
    if (spec.loopGuard) w.ancestors.add(realRoot ?? root);
    w.dfs(top);
  }
}

function folderOf(ctx: WalkContext, dir: string, real: string | null, names: readonly string[], depth: number, entries: readonly DirEntry[]): WalkedFolder {
  const kinds = new Map<DirEntry, 'file' | 'dir' | 'other' | null>();
  return {
    dir, real, names, depth, entries,
    kind(e) {
      if (e.kind !== 'symlink') return e.kind;
      let k = kinds.get(e);
      if (k === undefined && !kinds.has(e)) { k = ctx.kindOf(dir, e); kinds.set(e, k); }
      return k ?? null;
    },
  };
}

class Walk {
  readonly ancestors = new Set<string>();

  constructor(private readonly ctx: WalkContext, private readonly spec: FolderWalkSpec, private readonly visitor: FolderVisitor) {}

  /** Depth first; true when a visitor ended the walk. */
  dfs(f: WalkedFolder): boolean {
    const found = this.skill(f);
    this.visitor.folder?.(f);
    if ((found && this.spec.stopAtSkill) || f.depth > this.spec.maxDepth) return false;
    for (const e of f.entries) {
      const r = this.visitor.entry?.(f, e);
      if (r === 'stop') return true;
      if (r === 'handled' || f.depth >= this.spec.maxDepth) continue;
      const sub = this.enter(f, e);
      if (!sub) continue;
      const stopped = this.dfs(sub);
      if (this.spec.loopGuard) this.ancestors.delete(sub.real as string);
      if (stopped) return true;
    }
    return false;
  }

  /** Level by level, each level's folders entered in walk order (no loop guard: the depth bound ends a loop). */
  bfs(top: WalkedFolder): void {
    let level = [top];
    for (let depth = 0; level.length && depth <= this.spec.maxDepth; depth++) {
      const next: WalkedFolder[] = [];
      for (const f of level) {
        const found = this.skill(f);
        this.visitor.folder?.(f);
        if (depth === this.spec.maxDepth || (found && this.spec.stopAtSkill)) continue;
        for (const e of f.entries) {
          const r = this.visitor.entry?.(f, e);
          if (r === 'stop') return;
          if (r === 'handled') continue;
          const sub = this.enter(f, e);
          if (sub) next.push(sub);
        }
      }
      level = next;
    }
  }

  /** Hand the folder's skill file to the visitor; true when it had one. */
  private skill(f: WalkedFolder): boolean {
    const { skillFile, rootSkill } = this.spec;
    if (!skillFile || (f.depth === 0 && !rootSkill)) return false;
    const file = skillFile === 'exact' ? f.entries.find((e) => e.name === 'SKILL.md') : f.entries.find((e) => e.name.toLowerCase() === 'skill.md');
    if (!file || f.kind(file) !== 'file') return false;
    this.visitor.skill?.(f, file);
    return true;
  }

  /** The sub-folder `e` of `f`, listed, or null when the walk does not enter it. */
  private enter(f: WalkedFolder, e: DirEntry): WalkedFolder | null {
    const { spec, ctx } = this;
    if ((spec.skipHidden && e.name.startsWith('.')) || spec.skipNames.includes(e.name)) return null;
    if (e.kind === 'symlink' && !spec.followLinks) return null;
    if (e.kind !== 'dir' && e.kind !== 'symlink') return null;
    if (f.kind(e) !== 'dir') return null;
    const path = joinPath(f.dir, e.name);
    const real = e.kind === 'dir' && f.real ? joinPath(f.real, e.name) : spec.loopGuard ? ctx.real(path, null) : null;
    if (spec.loopGuard && this.ancestors.has(real as string)) { ctx.loose(path, LOOP, { target: real }); return null; }
    if (spec.depthLimit && ctx.tooDeep(f.depth + 1, path)) return null;
    const list = ctx.list(path, spec.reportListErrors ? path : null);
    if (!list) return null;
    if (spec.loopGuard) this.ancestors.add(real as string);
    return folderOf(ctx, path, real, [...f.names, e.name], f.depth + 1, list);
  }
}

const LOOP: DiagnosticCode = 'symlink-loop';
