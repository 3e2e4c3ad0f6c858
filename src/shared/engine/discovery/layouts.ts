/**
 * Layout walkers for one root (reference §3.2): `skill-dirs` (and the plugin
 * layout, which is `skill-dirs` on `<plugin>/skills`) and `flat-md`. Each finds
 * candidates and look-alikes with as few port calls as one scan needs: one
 * `readDir` + `realpath` per root, one `readFile` per skill folder, a folder
 * listing only where SKILL.md is missing or unreadable, and `stat`/`realpath`
 * only where a symbolic link is involved.
 */
import type { DirEntry } from '../fsport';
import { joinPath, stemOf } from './pathutil';
import { isMarkdown, NOT_SKILL_DOCS, type WalkContext } from './walkctx';

/** Grouping folders checked for a one-level-too-deep SKILL.md (B01), per child folder. */
const MAX_GROUP_CHILDREN = 64;

/**
 * `<root>/<dir>/SKILL.md`, immediate children only, exact file name (CC §3.2,
 * E16). Child folders that are links are followed when the profile follows
 * folder links. Look-alikes: `skill.md`/`SKILL.MD` (`skill-md-wrong-case`), a
 * SKILL.md one level deeper in a folder without its own (`nested-skill-ignored`),
 * `<name>.md` directly in the root (`flat-skill-file-ignored`).
 * `realRoot` is the root's real path (null when it could not be resolved).
 */
export function walkSkillDirs(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[]): void {
  for (const e of entries) {
    const childPath = joinPath(root, e.name);
    if (e.kind === 'symlink' && !ctx.followDirLinks) continue;
    const kind = ctx.kindOf(root, e);
    if (kind === 'file') {
      if (ctx.lookAlikes && isMarkdown(e.name) && !NOT_SKILL_DOCS.has(e.name.toLowerCase())) {
        ctx.lookAlike(childPath, 'flat-skill-file-ignored', { file: e.name, stem: stemOf(e.name) });
      }
      continue;
    }
    if (kind !== 'dir') continue;
    // Read SKILL.md straight away (what the harness does): no listing of the folder
    // unless it has no readable SKILL.md, where the listing tells why (look-alikes).
    const path = joinPath(childPath, 'SKILL.md');
    const read = ctx.read(path);
    const missing = !read.ok && read.diagnostic.data?.error !== undefined
      && ['ENOENT', 'EISDIR', 'ENOTDIR'].includes(String(read.diagnostic.data.error));
    if (read.ok || !missing) {
      // An unreadable SKILL.md: is the folder itself unreadable? (Rare, and it decides what to report.)
      if (!read.ok && read.diagnostic.code !== 'file-too-large' && !ctx.listAll(childPath, childPath)) continue;
      // A plain folder under a resolved root: the real path needs no syscall. (Assumption: a
      // SKILL.md that is itself a link inside a plain folder is deduped by its link path.)
      const known = e.kind === 'dir' && realRoot ? joinPath(joinPath(realRoot, e.name), 'SKILL.md') : null;
      ctx.add({
        path, dir: childPath, locationKey: e.name, dirName: e.name,
        realPath: ctx.real(path, known), read, diagnostics: [],
      });
      continue;
    }
    // A folder named SKILL.md: the harness reads nothing there (EISDIR); say so instead of staying silent.
    if (ctx.lookAlikes && !read.ok && String(read.diagnostic.data?.error) === 'EISDIR') ctx.lookAlike(path, 'skill-md-not-a-file', {});
    if (!ctx.lookAlikes && !ctx.lowercaseSkillMd) continue;
    // ASref looks for `skill.md` itself (harness work, never cut); a look-alike search only within its budget.
    const list = ctx.lowercaseSkillMd ? ctx.listAll(childPath, childPath) : ctx.listForLookAlikes(childPath, childPath);
    if (!list) continue;
    const lower = ctx.lowercaseSkillMd ? list.find((c) => c.name === 'skill.md') : undefined;
    if (lower && ctx.kindOf(childPath, lower) === 'file') {
      const p = joinPath(childPath, lower.name);
      const known = e.kind === 'dir' && lower.kind === 'file' && realRoot ? joinPath(joinPath(realRoot, e.name), lower.name) : null;
      ctx.add({ path: p, dir: childPath, locationKey: e.name, dirName: e.name, realPath: ctx.real(p, known), read: ctx.read(p), diagnostics: [] });
      continue;
    }
    if (!ctx.lookAlikes) continue;
    for (const c of list) {
      if (c.name !== 'SKILL.md' && c.name.toLowerCase() === 'skill.md') ctx.lookAlike(joinPath(childPath, c.name), 'skill-md-wrong-case', { found: c.name });
    }
    // Not through a linked folder: a link back to the root would report every skill as nested.
    if (e.kind !== 'symlink') findNestedSkills(ctx, childPath, e.name, list);
  }
}

/** One level below a folder without SKILL.md: report each `<group>/<dir>/SKILL.md` (B01). */
function findNestedSkills(ctx: WalkContext, groupPath: string, group: string, list: DirEntry[]): void {
  let checked = 0;
  for (const c of list) {
    if (c.name.startsWith('.') || (c.kind !== 'dir' && c.kind !== 'symlink')) continue;
    if (++checked > MAX_GROUP_CHILDREN) break;
    const sub = joinPath(groupPath, c.name);
    const inner = ctx.listForLookAlikes(sub, null); // unreadable grouping folders are not the author's skill: stay quiet
    if (!inner) continue;
    for (const f of inner) {
      if (f.name === 'SKILL.md') ctx.lookAlike(joinPath(sub, f.name), 'nested-skill-ignored', { group, dir: c.name });
      else if (f.name.toLowerCase() === 'skill.md') ctx.lookAlike(joinPath(sub, f.name), 'skill-md-wrong-case', { found: f.name });
    }
  }
}

/**
 * `<root>/<name>.md` flat files (codebot and OpenHarness bundled skills): each
 * Markdown file is one skill named after its stem.
 */
export function walkFlatMd(ctx: WalkContext, root: string, realRoot: string | null, entries: DirEntry[]): void {
  for (const e of entries) {
    if (!isMarkdown(e.name)) continue;
    const kind = ctx.kindOf(root, e);
    if (kind !== 'file') continue;
    pushFlat(ctx, root, realRoot, e);
  }
}

/** Add a flat `<root>/<name>.md` candidate. */
export function pushFlat(ctx: WalkContext, root: string, realRoot: string | null, e: DirEntry): void {
  const path = joinPath(root, e.name);
  const stem = stemOf(e.name);
  const known = realRoot && e.kind === 'file' ? joinPath(realRoot, e.name) : null;
  ctx.add({
    path, dir: null, locationKey: stem, dirName: null, fileStem: stem,
    realPath: ctx.real(path, known), read: ctx.read(path), diagnostics: [],
  });
}
