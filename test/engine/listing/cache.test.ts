/**
 * The CC listing's row cache (listing/cc.ts `rowData`) must not change any
 * output: a render served from the cache equals one computed from scratch,
 * across edits that change a skill's description, when_to_use, id or override
 * between renders, under both versions and any budget.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderListing } from '../../../src/shared/engine/listing';
import { clearCcRowCache } from '../../../src/shared/engine/listing/cc';
import { getProfile } from '../../../src/shared/engine/profiles';
import type { SkillRecord } from '../../../src/shared/engine/types';
import { catalog, skill } from './factory';

const piece = fc.constantFrom('a', 'word ', 'é', '数据', '\n', ' - ', 'x'.repeat(40), 'y'.repeat(700));
const desc = fc.array(piece, { maxLength: 12 }).map((xs) => xs.join(''));
const spec = fc.record({ d: desc, w: fc.option(desc, { nil: undefined }), bundled: fc.boolean(), nameOnly: fc.boolean() });
const toSkill = (x: { d: string; w?: string; bundled: boolean; nameOnly: boolean }, i: number, id = `s${i}`): SkillRecord =>
  skill(id, {
    order: i, path: `/p/.claude/skills/s${i}/SKILL.md`, description: x.d, whenToUse: x.w, scope: x.bundled ? 'bundled' : 'user',
    reasons: x.nameOnly ? [{ code: 'override-name-only', message: 'x' }] : [],
  });

describe('CC listing row cache', () => {
  it('cached renders equal uncached ones, across edits between renders', () => {
    fc.assert(fc.property(
      fc.array(spec, { minLength: 1, maxLength: 15 }),
      fc.array(fc.tuple(fc.nat(), spec, fc.boolean()), { maxLength: 5 }),
      fc.integer({ min: 1, max: 9000 }), fc.boolean(), fc.option(fc.integer({ min: 5, max: 2000 }), { nil: undefined }),
      (specs, edits, budget, old, maxEntryChars) => {
        const profile = getProfile('claude-code', old ? '2.1.112' : 'latest');
        const opts = { budget, maxEntryChars };
        let skills = specs.map((x, i) => toSkill(x, i));
        renderListing(catalog(skills), profile, opts); // fills the cache
        for (const [k, x, rename] of edits) {
          const i = k % skills.length;
          skills = skills.map((s, j) => (j === i ? toSkill(x, i, rename ? `r${i}` : `s${i}`) : s));
          const cached = renderListing(catalog(skills), profile, opts);
          const again = renderListing(catalog(skills), profile, opts);
          clearCcRowCache();
          const fresh = renderListing(catalog(skills), profile, opts);
          expect(cached).toEqual(fresh);
          expect(again).toEqual(fresh);
        }
      },
    ), { numRuns: 300 });
  });
});
