/**
 * Recursive layout walkers (reference §3.2): codebot's mixed layout (CB1) and
 * Claude Code's legacy `.claude/commands/**`, both on the one folder walk
 * (`folderWalk.ts`), bounded by the walk's depth and entry limits; the legacy
 * walk follows links with real-path cycle detection (CC: "native walk with
 * inode-cycle detection").
 */
import type { DirEntry } from '../fsport';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import { joinPath, stemOf } from './pathutil';
import { pushFlat } from './layouts';
import { isMarkdown, type Candidate, type WalkContext } from './walkctx';
import { walkFolders, type FolderWalkSpec } from './folderWalk';
import { enCollator } from '../text/collator';

/**
 * CB1 `codebot-mixed`: `<root>/X.md` (any case `.md`; linked files read
 * through) and `<root>/<dir>/SKILL.md`; a folder without SKILL.md yields the
 * first SKILL.md found deeper (lexical depth-first, like Go's WalkDir), still
 * named after the top folder (E16). Folder links are skipped (Go `ReadDir`
 * reports them as non-folders) unless the profile follows them.
 */
export function walkCodebotMixed(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[]): void {
  for (const e of entries) {
    if (isMarkdown(e.name)) {
      if (ctx.kindOf(root, e) === 'file') pushFlat(ctx, root, realRoot, e);
      continue;
    }
    if (e.kind === 'symlink' && !ctx.followDirLinks) continue;
    if (ctx.kindOf(root, e) !== 'dir') continue;
    const top = joinPath(root, e.name);
    const list = ctx.listAll(top, top); // CB1 reads every top folder: never cut
    if (!list) continue;
    const direct = list.find((c) => c.name === 'SKILL.md' && c.kind !== 'dir');
    const found = direct ? joinPath(top, 'SKILL.md') : firstDeeper(ctx, top, list, 1);
    if (!found) continue;
    const dir = found.slice(0, found.length - '/SKILL.md'.length);
    const plain = direct?.kind === 'file' && e.kind === 'dir' && realRoot;
    const diagnostics = direct ? [] : [makeDiagnostic('nested-skill-named-after-folder', FILE_START, { group: e.name, path: found })];
    ctx.add({
      path: found, dir, locationKey: e.name, dirName: e.name,
      realPath: ctx.real(found, plain ? joinPath(joinPath(realRoot as string, e.name), 'SKILL.md') : null),
      read: ctx.read(found), diagnostics,
    });
  }
}

/**
 * Codebot's deeper search: Go `filepath.WalkDir` order (lexical, depth first,
 * a file seen when its turn comes), folder links never followed, no skill
 * file checked ahead of the entries; the walk ends at the first `SKILL.md`.
 */
const CODEBOT_DEEPER: FolderWalkSpec = {
  order: 'dfs', maxDepth: Infinity, depthLimit: true, followLinks: false, loopGuard: false,
  skipHidden: false, skipNames: [], skillFile: null, rootSkill: false, stopAtSkill: false, reportListErrors: true,
};

/** Depth-first, lexical: the first `SKILL.md` below `dir` (level `depth`; folder links not followed). */
function firstDeeper(ctx: WalkContext, dir: string, list: DirEntry[], depth: number): string | null {
  let hit: string | null = null;
  walkFolders(ctx, dir, null, list, CODEBOT_DEEPER, {
    entry(f, c) {
      if (c.name !== 'SKILL.md' || c.kind === 'dir') return;
      hit = joinPath(f.dir, c.name);
      return 'stop';
    },
  }, depth);
  return hit;
}

/**
 * CC legacy commands: every `*.md` under the root, named by its folder path
 * joined with ':' plus the stem (`frontend/component.md` → `frontend:component`;
 * assumption from CC's namespacing, not in the reference); a folder holding a
 * `SKILL.md` (any case) represents the whole folder and is not descended.
 */
export function walkLegacyCommands(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[]): void {
  legacyWalk(ctx, root, realRoot, entries, (c) => ctx.add(c));
}

/**
 * A plugin's `commands/` folder (root `<plugin>/commands`), read like legacy commands
 * (`sub/deep.md` → `sub:deep`, a folder with a `SKILL.md` is one command; the record adds
 * the `<plugin>:` prefix), then ordered as Claude Code orders them
 * (`DiscoverySection.plugins.order`): `walk` keeps the sorted walk; `path-locale` sorts the
 * file paths with a locale collator (2.1.332 `…sort((a,b)=>a.filePath.localeCompare(b.filePath))`).
 * Either way the files are then grouped by folder in first-seen order, as both releases
 * group them before naming (cli.js 2.1.112 `APY`: a Map keyed by `dirname`).
 */
export function walkPluginCommands(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[], order: 'walk' | 'path-locale'): void {
  const found: Candidate[] = [];
  legacyWalk(ctx, root, realRoot, entries, (c) => found.push(c));
  if (order === 'path-locale') {
    // `localeCompare` as 2.1.332 calls it (no locale given: the default one; `en` here, like the listing's collation).
    const collator = enCollator();
    found.sort((a, b) => collator.compare(a.path, b.path));
  }
  const groups = new Map<string, Candidate[]>();
  for (const c of found) {
    const folder = c.path.slice(0, c.path.lastIndexOf('/'));
    const g = groups.get(folder);
    if (g) g.push(c); else groups.set(folder, [c]);
  }
  for (const g of groups.values()) for (const c of g) ctx.add(c);
}

/**
 * The legacy walk: depth first, links followed as the profile says with a
 * real-path loop guard, a folder with a `skill.md` (any case) not descended.
 */
const LEGACY: Omit<FolderWalkSpec, 'followLinks'> = {
  order: 'dfs', maxDepth: Infinity, depthLimit: true, loopGuard: true,
  skipHidden: false, skipNames: [], skillFile: 'any-case', rootSkill: false, stopAtSkill: true, reportListErrors: true,
};

/** Every command under `root`: a folder's `skill.md`, else each `*.md` (linked files read through), handed to `emit` in walk order. */
function legacyWalk(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[], emit: (c: Candidate) => void): void {
  walkFolders(ctx, root, realRoot, entries, { ...LEGACY, followLinks: ctx.followDirLinks }, {
    skill(f, file) {
      const path = joinPath(f.dir, file.name);
      emit({
        path, dir: f.dir, locationKey: f.names.join(':'), dirName: f.names[f.names.length - 1],
        realPath: ctx.real(path, f.real && file.kind === 'file' ? joinPath(f.real, file.name) : null),
        read: ctx.read(path), diagnostics: [],
      });
    },
    entry(f, e) {
      const kind = f.kind(e);
      if (kind === 'dir') return;
      if (kind === 'file' && isMarkdown(e.name)) {
        const path = joinPath(f.dir, e.name);
        const stem = stemOf(e.name);
        emit({
          path, dir: null, locationKey: [...f.names, stem].join(':'), dirName: null, fileStem: stem,
          realPath: ctx.real(path, f.real && e.kind === 'file' ? joinPath(f.real, e.name) : null),
          read: ctx.read(path), diagnostics: [],
        });
      }
      return 'handled';
    },
  });
}
