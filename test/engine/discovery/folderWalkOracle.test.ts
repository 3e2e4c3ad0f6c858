/**
 * Property (temporary oracle): on random trees with links, loops and injected
 * errors, every recursive layout walked through the one folder walk
 * (`folderWalk.ts`) gives exactly what the three walkers it replaced gave
 * (copied unchanged into test/support/oldWalk): the same candidates in the
 * same order, the same loose files and root diagnostics, and no more
 * file-system calls.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { walkRoot, type WalkProfile } from '../../../src/shared/engine/discovery/walk';
import { walkRoot as oldWalkRoot } from '../../support/oldWalk/walk';
import type { Candidate } from '../../../src/shared/engine/discovery/walkctx';
import type { RootSpec } from '../../../src/shared/engine/types';
import { createMemoryFs, type MemoryNodeSpec } from '../../support/memoryFs';

const R = '/r';
const seg = fc.constantFrom('SKILL.md', 'skill.md', 'Skill.md', 'a', 'b', 'A', 'x.md', '.h.md', '.git', '.hidden', 'node_modules', 'skills', 'README.md', 'z');
const relPath = fc.array(seg, { minLength: 1, maxLength: 5 }).map((p) => p.join('/'));
const content: fc.Arbitrary<MemoryNodeSpec> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<MemoryNodeSpec>('---\nname: x\ndescription: d\n---\nbody\n', '# doc\n', { dir: true }) },
  { weight: 2, arbitrary: fc.constantFrom<MemoryNodeSpec>({ symlink: '..' }, { symlink: '.' }, { symlink: R }, { symlink: 'a' }, { symlink: '../a' }, { symlink: '../../a' }, { symlink: `${R}/a/b` }, { symlink: 'nope' }, { symlink: 'SKILL.md' }, { symlink: `${R}/x.md` }) },
);
const fault = fc.tuple(relPath, fc.constantFrom('EACCES', 'EIO', 'ELOOP'), fc.constantFrom('readDir', 'stat', 'readFile', 'realpath', undefined));
const layout = fc.constantFrom<RootSpec['layout']>('recursive-skill-md', 'legacy-commands', 'plugin-commands', 'codebot-mixed', 'skill-tree', 'skill-tree-md');
const prof: fc.Arbitrary<WalkProfile> = fc.record({
  lookAlikes: fc.boolean(),
  followDirLinks: fc.boolean(),
  pluginCommandOrder: fc.constantFrom<'walk' | 'path-locale'>('walk', 'path-locale'),
  tree: fc.record({
    maxDepth: fc.integer({ min: 0, max: 6 }),
    rootFile: fc.boolean(),
    skipHidden: fc.boolean(),
    order: fc.constantFrom<'bfs' | 'dfs' | undefined>('bfs', 'dfs', undefined),
    stopAtSkill: fc.constantFrom(true, false, undefined),
    skipNames: fc.constantFrom(undefined, ['node_modules']),
  }),
});
const limits = fc.record({ maxEntries: fc.integer({ min: 1, max: 12 }), maxDepth: fc.integer({ min: 0, max: 6 }), maxFileBytes: fc.constant(4096) });

/** Everything a walk hands out, in order. */
function run(walk: typeof walkRoot, tree: Record<string, MemoryNodeSpec>, faults: [string, string, string | undefined][], root: RootSpec, l: Parameters<typeof walkRoot>[2], p: WalkProfile) {
  const fs = createMemoryFs(tree);
  for (const [r, code, m] of faults) fs.inject(`${R}/${r}`, code, m as never);
  const found: Candidate[] = [];
  const ctx = walk(fs, root, l, p, (c) => found.push(c));
  return { found, files: ctx.files, diagnostics: ctx.diagnostics, calls: { ...fs.calls } };
}

/** `ds` without repeats (same code and data). */
function once<T>(ds: T[]): T[] {
  const seen = new Set<string>();
  return ds.filter((d) => { const k = JSON.stringify(d); if (seen.has(k)) return false; seen.add(k); return true; });
}

describe('the one folder walk equals the walkers it replaced', () => {
  it('on random trees with links and loops, for every recursive layout', () => {
    fc.assert(fc.property(fc.array(fc.tuple(relPath, content), { maxLength: 30 }), fc.array(fault, { maxLength: 3 }), layout, prof, limits, (entries, faults, lay, p, l) => {
      const tree: Record<string, MemoryNodeSpec> = { [R]: { dir: true } };
      for (const [r, c] of entries) tree[`${R}/${r}`] = c;
      const root: RootSpec = { scope: 'project', path: R, layout: lay };
      const now = run(walkRoot, tree, faults, root, l, p);
      const old = run(oldWalkRoot, tree, faults, root, l, p);
      expect(now.found).toEqual(old.found);
      expect(now.diagnostics).toEqual(old.diagnostics);
      // The old walkers asked `stat` twice for some links (a dangling `SKILL.md` link they
      // checked as the skill file and again as a folder) and so reported the same problem
      // twice on one loose file; the one walk asks once.
      expect(now.files).toEqual(old.files.map((f) => ({ ...f, diagnostics: once(f.diagnostics) })));
      for (const m of ['readDir', 'readFile', 'realpath'] as const) expect(now.calls[m]).toBe(old.calls[m]);
      expect(now.calls.stat).toBeLessThanOrEqual(old.calls.stat);
    }), { numRuns: 3000 });
  });
});
