/**
 * Property: hand-derived invariants of the one folder walk on random link-free
 * trees (what each harness's source says it loads, computed from the tree's
 * own description, never from a walk): Goose/Crush's recursive walk finds
 * every `SKILL.md` below the root except under `.git`/`.hg`/`.svn`; Codex's
 * breadth-first walk finds every `SKILL.md` within its depth bound outside dot
 * folders, shallower ones first. With a link back to the root, the
 * loop-guarded walk lists each folder once.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { walkRoot } from '../../../src/shared/engine/discovery/walk';
import type { Candidate } from '../../../src/shared/engine/discovery/walkctx';
import type { RootSpec } from '../../../src/shared/engine/types';
import { createMemoryFs, type MemoryNodeSpec } from '../../support/memoryFs';

const R = '/r';
const seg = fc.constantFrom('a', 'b', 'c', '.git', '.hidden', 'd');
const folder = fc.array(seg, { minLength: 0, maxLength: 4 });
const SKILL = '---\nname: x\ndescription: d\n---\n';
const LIMITS = { maxEntries: 1000, maxDepth: 50, maxFileBytes: 4096 };

function walk(tree: Record<string, MemoryNodeSpec>, layout: RootSpec['layout'], tree2?: { maxDepth: number }) {
  const fs = createMemoryFs(tree);
  const found: Candidate[] = [];
  const ctx = walkRoot(fs, { scope: 'project', path: R, layout }, LIMITS, { lookAlikes: false, followDirLinks: true, tree: tree2 && { ...tree2, rootFile: true, skipHidden: true } }, (c) => found.push(c));
  return { found: found.map((c) => c.path), files: ctx.files, calls: fs.calls };
}

describe('the one folder walk', () => {
  it('recursive-skill-md finds every SKILL.md below the root but under version-control folders', () => {
    fc.assert(fc.property(fc.array(folder, { maxLength: 12 }), (dirs) => {
      const tree: Record<string, MemoryNodeSpec> = { [R]: { dir: true } };
      for (const d of dirs) tree[[R, ...d, 'SKILL.md'].join('/')] = SKILL;
      const expected = new Set(dirs.filter((d) => d.length > 0 && !d.includes('.git')).map((d) => [R, ...d, 'SKILL.md'].join('/')));
      const got = walk(tree, 'recursive-skill-md').found;
      expect(new Set(got)).toEqual(expected);
      expect(got.length).toBe(expected.size);
    }), { numRuns: 300 });
  });

  it('skill-tree (Codex-shaped) finds every SKILL.md within its depth outside dot folders, shallower first', () => {
    fc.assert(fc.property(fc.array(folder, { maxLength: 12 }), fc.integer({ min: 0, max: 4 }), (dirs, maxDepth) => {
      const tree: Record<string, MemoryNodeSpec> = { [R]: { dir: true } };
      for (const d of dirs) tree[[R, ...d, 'SKILL.md'].join('/')] = SKILL;
      const expected = new Set(dirs.filter((d) => d.length <= maxDepth && !d.some((s) => s.startsWith('.'))).map((d) => [R, ...d, 'SKILL.md'].join('/')));
      const got = walk(tree, 'skill-tree', { maxDepth }).found;
      expect(new Set(got)).toEqual(expected);
      expect(got.length).toBe(expected.size);
      const depths = got.map((p) => p.split('/').length);
      expect(depths).toEqual([...depths].sort((a, b) => a - b));
    }), { numRuns: 300 });
  });

  it('a link back to the root is reported once per link and each folder is listed once (recursive-skill-md)', () => {
    fc.assert(fc.property(fc.array(folder, { minLength: 1, maxLength: 8 }), (dirs) => {
      const tree: Record<string, MemoryNodeSpec> = { [R]: { dir: true } };
      for (const d of dirs) if (d.length) tree[[R, ...d].join('/')] ??= { dir: true };
      const links = dirs.filter((d) => d.length > 0 && !d.includes('.git')).map((d) => [R, ...d, 'up'].join('/'));
      for (const l of links) tree[l] = { symlink: R };
      const folders = new Set<string>([R]);
      for (const d of dirs) for (let i = 1; i <= d.length; i++) if (!d.slice(0, i).includes('.git')) folders.add([R, ...d.slice(0, i)].join('/'));
      const got = walk(tree, 'recursive-skill-md');
      expect(got.files.filter((f) => f.diagnostics.some((x) => x.code === 'symlink-loop')).map((f) => f.path).sort()).toEqual([...new Set(links)].sort());
      expect(got.calls.readDir).toBe(folders.size);
    }), { numRuns: 200 });
  });
});
