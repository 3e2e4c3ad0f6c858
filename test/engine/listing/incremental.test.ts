/**
 * The listing render is incremental (issue 14 target 3): rows are memoised by
 * record identity (listing/cc.ts `rowMemo`), entries by row and description
 * (`entryOf`), and the order by the records' keys (listing/index.ts `orderOf`).
 * After any chain of edits made the way the app makes them (`updateSkillText`,
 * which keeps every untouched record), each render must equal a render of the
 * same catalog with every cache dropped, under every profile and budget.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getProfile, PROFILE_IDS } from '../../../src/shared/engine/profiles';
import { resolveRoots, scanCatalog, updateSkillText } from '../../../src/shared/engine/discovery';
import { clearListingOrderMemo, renderListing } from '../../../src/shared/engine/listing';
import { clearCcRowCache } from '../../../src/shared/engine/listing/cc';
import { createMemoryFs } from '../../support/memoryFs';
import type { Catalog, ListingOptions, ListingRecord, SkillRecord } from '../../../src/shared/engine/types';
import { catalog, skill } from './factory';

const H = '/home/u';
const P = '/work/proj';
const BASES = [`${H}/.claude/skills`, `${P}/.claude/skills`, `${P}/.claude/commands`, `${P}/.agents/skills`, `${H}/.agents/skills`, `${P}/.codebot/skills`];
const DIRS = ['alpha', 'beta', 'gamma', 'delta', 'eps', 'zeta'];

/** A SKILL.md: names that differ from the folder (display suffix, clashes), long and multi-line descriptions, name-only overrides. */
const skillText = fc.record({
  name: fc.option(fc.constantFrom(...DIRS, 'Pretty-Name', 'x y'), { nil: undefined }),
  description: fc.option(fc.constantFrom('one', 'two words here', 'multi\n  line text', '数据 wide text', 'long '.repeat(60), '<b> angle', '[broken'), { nil: undefined }),
  when: fc.option(fc.constantFrom('when a', 'when the user asks for '.repeat(8)), { nil: undefined }),
  dmi: fc.option(fc.constantFrom('true', 'false'), { nil: undefined }),
  paths: fc.option(fc.constantFrom('"*.ts"', 'docs/**'), { nil: undefined }),
}).map((f) => {
  const lines = [
    f.name !== undefined ? `name: ${f.name}` : '',
    f.description !== undefined ? `description: ${f.description.includes('\n') ? `|\n  ${f.description.replace(/\n/g, '\n  ')}` : f.description}` : '',
    f.when !== undefined ? `when_to_use: ${f.when}` : '',
    f.dmi !== undefined ? `disable-model-invocation: ${f.dmi}` : '',
    f.paths !== undefined ? `paths: ${f.paths}` : '',
  ].filter(Boolean);
  return `---\n${lines.join('\n')}\n---\nBody.\n`;
});

const fileOf = (b: number, dir: string) => (BASES[b]!.endsWith('commands') ? `${BASES[b]}/${dir}.md` : `${BASES[b]}/${dir}/SKILL.md`);
const fileSpec = fc.tuple(fc.integer({ min: 0, max: BASES.length - 1 }), fc.constantFrom(...DIRS), skillText);

function scan(files: [number, string, string][], profileId: (typeof PROFILE_IDS)[number]) {
  const tree: Record<string, string | { dir: true }> = { [`${P}/.git`]: { dir: true } };
  for (const [b, dir, text] of files) tree[fileOf(b, dir)] = text;
  const fs = createMemoryFs(tree);
  const profile = getProfile(profileId);
  const roots = resolveRoots({ home: H, project: P, cwd: P, plugins: [], skillsDirs: [], addDirs: [], touched: [], bundled: false }, profile, { bundledDir: null, port: fs });
  return { profile, catalog: scanCatalog(fs, roots, profile, { cwd: P }) };
}

/** A render with no memo of any earlier one. */
function fresh(c: Catalog, profile: ReturnType<typeof getProfile>, options: ListingOptions): ListingRecord {
  clearCcRowCache();
  clearListingOrderMemo();
  return renderListing(c, profile, options);
}

describe('incremental listing render', () => {
  it('after random edit chains, each render equals a render with every memo dropped (every profile, CC versions and budgets)', () => {
    fc.assert(fc.property(
      fc.array(fileSpec, { minLength: 1, maxLength: 8 }),
      fc.array(fc.tuple(fc.nat(), skillText), { minLength: 1, maxLength: 8 }),
      fc.constantFrom(...PROFILE_IDS),
      fc.constantFrom('2.1.112', 'latest'),
      fc.option(fc.integer({ min: 1, max: 600 }), { nil: undefined }),
      fc.option(fc.integer({ min: 5, max: 300 }), { nil: undefined }),
      fc.boolean(),
      (files, edits, discoveryId, ccVersion, budget, maxEntryChars, usage) => {
        const { profile: discovery, catalog: start } = scan(files, discoveryId);
        // The listing under the scanning profile and under Claude Code (the preview's usual pair).
        const listings = [discovery, getProfile('claude-code', ccVersion)];
        const options: ListingOptions = {
          ...(budget !== undefined ? { budget } : {}), ...(maxEntryChars !== undefined ? { maxEntryChars } : {}),
          ...(usage ? { usage: { alpha: { usageCount: 5, lastUsedAt: 0 }, gamma: { usageCount: 2 } }, now: 86_400_000 } : {}),
        };
        clearCcRowCache();
        clearListingOrderMemo();
        // The chain as the app runs it: each edit chained on the last catalog, each render on the last render's memos.
        const steps: { c: Catalog; records: ListingRecord[] }[] = [];
        let c = start;
        steps.push({ c, records: listings.map((l) => renderListing(c, l, options)) });
        for (const [k, text] of edits) {
          if (!c.skills.length) break;
          const path = c.skills[k % c.skills.length]!.path;
          c = updateSkillText(c, path, text, discovery, { cwd: P });
          steps.push({ c, records: listings.map((l) => renderListing(c, l, options)) });
        }
        for (const { c: at, records } of steps) {
          listings.forEach((l, i) => expect(records[i]).toEqual(fresh(at, l, options)));
        }
      },
    ), { numRuns: 150 });
  });

  it('the same when an edit replaces one record by any other (new id, name, place, text): labels, order and the last line follow', () => {
    const spec = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'B'), name: fc.constantFrom('a', 'b', 'c', 'Pretty', 'x y'),
      d: fc.constantFrom('one', 'two words', 'line\nbreak', 'long '.repeat(50), ''), order: fc.integer({ min: 0, max: 9 }),
      root: fc.constantFrom('/p/.claude/skills', '/h/.claude/skills'),
    });
    const toSkill = (x: { id: string; name: string; d: string; order: number; root: string }, i: number): SkillRecord =>
      skill(x.id, { name: x.name, description: x.d, order: x.order * 10 + i, root: x.root, path: `${x.root}/${x.id}${i}/SKILL.md`, dir: `${x.root}/${x.id}${i}`, scope: x.root.startsWith('/h') ? 'user' : 'project' });
    fc.assert(fc.property(
      fc.array(spec, { minLength: 1, maxLength: 8 }),
      fc.array(fc.tuple(fc.nat(), spec), { minLength: 1, maxLength: 8 }),
      fc.constantFrom(...PROFILE_IDS), fc.constantFrom('2.1.112', 'latest'),
      fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
      (specs, edits, otherId, ccVersion, budget) => {
        const listings = [getProfile('claude-code', ccVersion), getProfile(otherId)];
        const options: ListingOptions = budget !== undefined ? { budget } : {};
        clearCcRowCache();
        clearListingOrderMemo();
        let skills = specs.map(toSkill);
        const steps: { c: Catalog; records: ListingRecord[] }[] = [];
        const render = () => { const c = catalog(skills); steps.push({ c, records: listings.map((l) => renderListing(c, l, options)) }); };
        render();
        for (const [k, x] of edits) {
          const i = k % skills.length;
          skills = skills.map((s, j) => (j === i ? toSkill(x, i) : s)).sort((a, b) => a.order - b.order);
          render();
        }
        for (const { c, records } of steps) listings.forEach((l, i) => expect(records[i]).toEqual(fresh(c, l, options)));
      },
    ), { numRuns: 300 });
  });
});
