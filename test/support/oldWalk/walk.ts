/**
 * Walking one root: resolve its real path once, list it, and hand the entries
 * to the walker of its layout (§3.2). A missing root is normal (no finding);
 * an unreadable one or a file in its place is a catalog diagnostic.
 */
import type { FsPort } from '../../../src/shared/engine/fsport';
import { isFsError } from '../../../src/shared/engine/fsport';
import { makeDiagnostic } from '../../../src/shared/engine/diagnostics/catalogue';
import { FILE_START } from '../../../src/shared/engine/text/positions';
import type { RootSpec } from '../../../src/shared/engine/types';
import { walkFlatMd, walkSkillDirs } from '../../../src/shared/engine/discovery/layouts';
import { walkRecursiveSkillMd } from './recursiveLayout';
import { walkCodebotMixed, walkLegacyCommands, walkPluginCommands } from './deepLayouts';
import { walkSkillTree } from './treeLayout';
import type { TreeWalk } from '../../../src/shared/engine/profiles/types';
import { joinPath } from '../../../src/shared/engine/discovery/pathutil';
import { WalkContext, type Candidate, type WalkLimits } from '../../../src/shared/engine/discovery/walkctx';

/** Walk options that come from the profile. */
export interface WalkProfile {
  lookAlikes: boolean;
  followDirLinks: boolean;
  /** Load `skill.md` when `SKILL.md` is missing (ASref). */
  lowercaseSkillMd?: boolean;
  /** What the harness does with a file or folder name that is not UTF-8 (`DiscoverySection.nonUtf8Names`). */
  nonUtf8Names?: 'skipped' | 'loaded';
  /** The `skill-tree` walk (`DiscoverySection.tree`). */
  tree?: TreeWalk;
  /** Order of a plugin's commands (`DiscoverySection.plugins.order`; default `walk`). */
  pluginCommandOrder?: 'walk' | 'path-locale';
}

/**
 * Walk `root` under `limits`, handing each skill file found to `onCandidate`
 * in walk order; returns the context holding loose files and root
 * diagnostics. The plugin layout walks `<plugin>/skills` as skill folders
 * (§3.2 "CC plugins").
 */
export function walkRoot(port: FsPort, root: RootSpec, limits: WalkLimits, prof: WalkProfile, onCandidate: (c: Candidate) => void): WalkContext {
  const ctx = new WalkContext(port, root, limits, prof.lookAlikes, prof.followDirLinks, prof.lowercaseSkillMd ?? false, onCandidate, prof.nonUtf8Names ?? 'skipped');
  const dir = root.layout === 'plugin' ? joinPath(root.path, 'skills') : root.path;
  const entries = port.readDir(dir);
  if (isFsError(entries)) {
    if (entries.error === 'ENOENT') return ctx;
    const code = entries.error === 'ENOTDIR' ? 'root-not-a-directory' : entries.error === 'ELOOP' ? 'symlink-loop' : 'root-unreadable';
    const d = makeDiagnostic(code, FILE_START, { path: dir, scope: root.scope, error: entries.error });
    d.path = dir;
    ctx.diagnostics.push(d);
    return ctx;
  }
  // One realpath per root: below it, plain folders and files extend it without syscalls.
  const rr = port.realpath(dir);
  const realRoot = isFsError(rr) ? null : rr;
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // The harness reads every immediate child of a skills root (CC §3.2: `<root>/<dir>/SKILL.md`):
  // never cut. Only the recursive legacy walk counts its entries against the limits.
  const all = ctx.decodable(dir, entries);
  const n = root.layout === 'legacy-commands' || root.layout === 'plugin-commands' ? ctx.take(all.length, dir) : all.length;
  const list = n < all.length ? all.slice(0, n) : all;
  switch (root.layout) {
    case 'skill-dirs':
    case 'plugin':
      walkSkillDirs(ctx, dir, realRoot, list);
      break;
    case 'flat-md':
      walkFlatMd(ctx, dir, realRoot, list);
      break;
    case 'codebot-mixed':
      walkCodebotMixed(ctx, dir, realRoot, list);
      break;
    case 'legacy-commands':
      walkLegacyCommands(ctx, dir, realRoot, list);
      break;
    case 'plugin-commands':
      walkPluginCommands(ctx, dir, realRoot, list, prof.pluginCommandOrder ?? 'walk');
      break;
    case 'recursive-skill-md':
      walkRecursiveSkillMd(ctx, dir, realRoot, list);
      break;
    case 'skill-tree':
    case 'skill-tree-md':
      walkSkillTree(ctx, dir, realRoot, list, prof.tree, root.layout === 'skill-tree-md');
      break;
  }
  ctx.finish(dir);
  return ctx;
}
