/**
 * The incremental re-resolve of `updateSkillText` (discovery/incremental.ts)
 * must give exactly what the full resolve gives: for random chains of edits
 * under every profile and several option sets, both paths are compared.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getProfile, PROFILE_IDS } from '../../../src/shared/engine/profiles';
import { resolveRoots, scanCatalog, updateSkillText, type ScanOptions } from '../../../src/shared/engine/discovery';
import { createMemoryFs } from '../../support/memoryFs';
import type { Catalog } from '../../../src/shared/engine/types';

const H = '/home/u';
const P = '/work/proj';
const BASES = [`${H}/.claude/skills`, `${P}/.claude/skills`, `${P}/.claude/commands`, `${P}/.codebot/skills`, `${H}/.codebot/skills`,
  `${P}/.harness-skills`, `${H}/.openharness/skills`, `${P}/.agents/skills`, `${H}/.agents/skills`, '/pl/skills'];
const NAMES = ['alpha', 'beta', 'gamma', 'Alpha', 'skill'];

/** A SKILL.md text from a few choices that exercise keys, flags, paths, load errors and YAML errors. */
const skillText = fc.record({
  name: fc.option(fc.constantFrom(...NAMES), { nil: undefined }),
  description: fc.option(fc.constantFrom('one', 'two words', 'multi\n  line', '"quoted: yes"', '[broken'), { nil: undefined }),
  when: fc.option(fc.constantFrom('when a', 'when b'), { nil: undefined }),
  dmi: fc.option(fc.constantFrom('true', 'false'), { nil: undefined }),
  ui: fc.option(fc.constantFrom('true', 'false'), { nil: undefined }),
  paths: fc.option(fc.constantFrom('"*.ts"', '["src/**"]', 'docs/**'), { nil: undefined }),
  junk: fc.constantFrom('', 'x: [\n', 'body-only'),
}).map((f) => {
  if (f.junk === 'body-only') return `No frontmatter ${f.description ?? ''}\n`;
  const lines = [
    f.name !== undefined ? `name: ${f.name}` : '',
    f.description !== undefined ? `description: ${f.description}` : '',
    f.when !== undefined ? `when_to_use: ${f.when}` : '',
    f.dmi !== undefined ? `disable-model-invocation: ${f.dmi}` : '',
    f.ui !== undefined ? `user-invocable: ${f.ui}` : '',
    f.paths !== undefined ? `paths: ${f.paths}` : '',
  ].filter(Boolean);
  return `---\n${lines.join('\n')}\n${f.junk}---\nBody.\n`;
});

const fileSpec = fc.tuple(fc.integer({ min: 0, max: BASES.length - 1 }), fc.constantFrom(...NAMES, 'delta', 'eps'), skillText);

function scan(files: [number, string, string][], profileId: (typeof PROFILE_IDS)[number], opts: ScanOptions) {
  const tree: Record<string, string | { dir: true }> = { [`${P}/.git`]: { dir: true } };
  for (const [b, dir, text] of files) {
    const base = BASES[b];
    tree[base.endsWith('commands') ? `${base}/${dir}.md` : `${base}/${dir}/SKILL.md`] = text;
  }
  const fs = createMemoryFs(tree);
  const profile = getProfile(profileId);
  const roots = resolveRoots({ home: H, project: P, cwd: P, plugins: ['/pl'], skillsDirs: [], addDirs: [], touched: [], bundled: false }, profile, { bundledDir: null, port: fs });
  return { profile, catalog: scanCatalog(fs, roots, profile, { cwd: P, ...opts }) };
}

/** Both paths on the same input; the incremental one is returned (it carries the memo on). */
function both(c: Catalog, path: string, text: string, profile: ReturnType<typeof getProfile>, opts?: ScanOptions): Catalog {
  const full = updateSkillText(c, path, text, profile, { ...opts, fullResolve: true });
  const fast = updateSkillText(c, path, text, profile, opts);
  expect(fast).toEqual(full);
  return fast;
}

const OPTS: (ScanOptions | undefined)[] = [
  undefined,
  { cwd: P, touched: [`${P}/src/a.ts`] },
  { cwd: P, worktreeFiles: ['src/a.ts', 'lib/b.js'] },
  { overrides: { alpha: 'off', beta: 'name-only', gamma: 'user-invocable-only' } },
];

describe('incremental updateSkillText equals the full resolve', () => {
  it('for random chains of edits, under every profile', () => {
    fc.assert(fc.property(
      fc.array(fileSpec, { minLength: 1, maxLength: 12 }),
      fc.array(fc.tuple(fc.nat(), skillText), { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 0, max: OPTS.length - 1 }),
      (files, edits, o) => {
        for (const id of PROFILE_IDS) {
          const opts = OPTS[o];
          const { profile, catalog } = scan(files, id, opts?.touched || opts?.worktreeFiles ? opts : {});
          let c = catalog;
          for (const [k, text] of edits) {
            if (!c.skills.length) return;
            c = both(c, c.skills[k % c.skills.length].path, text, profile, opts);
          }
        }
      },
    ), { numRuns: 150 });
  });

  it('takes the fast path for a description edit: other records are reused as they are', () => {
    const files: [number, string, string][] = [[1, 'alpha', '---\nname: alpha\ndescription: a\n---\n'], [0, 'alpha', '---\ndescription: user a\n---\n'], [1, 'beta', '---\ndescription: b\n---\n']];
    const { profile, catalog } = scan(files, 'claude-code', {});
    const first = both(catalog, catalog.skills[0].path, '---\nname: alpha\ndescription: a1\n---\n', profile);
    const second = both(first, first.skills[0].path, '---\nname: alpha\ndescription: a2\n---\n', profile);
    const beta = second.skills.findIndex((s) => s.id === 'beta');
    expect(second.skills[beta]).toBe(first.skills[beta]);
    expect(second.skills.find((s) => s.description === 'a2')).toBeTruthy();
  });
});
