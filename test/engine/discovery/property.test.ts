/**
 * Property: scanning arbitrary trees (odd names, links anywhere, loops,
 * injected errors, random bytes) under every profile never throws, always
 * terminates, and yields well-formed records.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getProfile, PROFILE_IDS } from '../../../src/shared/engine/profiles';
import { resolveRoots, scanCatalog, updateSkillText } from '../../../src/shared/engine/discovery';
import { createMemoryFs, type MemoryNodeSpec } from '../../support/memoryFs';

const seg = fc.constantFrom('SKILL.md', 'skill.md', 'a', 'b', 'x.md', '.claude', 'skills', 'commands', '.codebot', '.harness-skills', 'README.md', '..', 'g');
const relPath = fc.array(seg, { minLength: 1, maxLength: 6 }).map((p) => p.join('/'));
const base = fc.constantFrom('/h/.claude/skills', '/p/.claude/skills', '/p/.claude/commands', '/p/.codebot/skills', '/p/.harness-skills', '/h/.openharness/skills', '/pl/skills', '/p/sub/.claude/skills');
const content: fc.Arbitrary<MemoryNodeSpec> = fc.oneof(
  fc.string({ maxLength: 200 }).map((s) => `---\n${s}\n---\n${s}`),
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom<MemoryNodeSpec>({ dir: true }, { symlink: '..' }, { symlink: '.' }, { symlink: '/p' }, { symlink: 'a' }, { symlink: '../../a' }, { size: 5000 }),
);
const entry = fc.tuple(base, relPath, content);
const fault = fc.tuple(base, relPath, fc.constantFrom('EACCES', 'EIO', 'ELOOP', 'ENOENT'), fc.constantFrom('readDir', 'stat', 'readFile', 'realpath', 'lstat', undefined));

describe('scan never throws', () => {
  it('on arbitrary trees, under every profile', () => {
    fc.assert(fc.property(fc.array(entry, { maxLength: 25 }), fc.array(fault, { maxLength: 4 }), fc.array(relPath, { maxLength: 3 }), (entries, faults, touched) => {
      const tree: Record<string, MemoryNodeSpec> = { '/p/.git': { dir: true } };
      for (const [b, r, c] of entries) tree[`${b}/${r}`] = c;
      const fs = createMemoryFs(tree);
      for (const [b, r, code, m] of faults) fs.inject(`${b}/${r}`, code, m as never);
      for (const id of PROFILE_IDS) {
        const profile = getProfile(id);
        const roots = resolveRoots({ home: '/h', project: '/p', cwd: '/p', plugins: ['/pl'], skillsDirs: ['/p/sub/.claude/skills'], addDirs: [], touched: [], bundled: true }, profile, { bundledDir: '/p/.claude/commands', port: fs });
        const c = scanCatalog(fs, roots, profile, { cwd: '/p', touched: touched.map((t) => `/p/${t}`), worktreeFiles: touched, maxFileBytes: 1024 });
        for (const s of c.skills) {
          expect(['listed', 'hidden', 'shadowed', 'inactive', 'error']).toContain(s.status);
          expect(typeof s.id).toBe('string');
          if (s.status !== 'listed' && s.status !== 'hidden') expect(s.visibleToModel).toBe(false);
        }
        if (c.skills.length) updateSkillText(c, c.skills[0].path, '---\nname: [\n---\n', profile, { cwd: '/p' });
      }
    }), { numRuns: 150 });
  });
});
