/**
 * The sidebar tree is updated, not rebuilt, after a keystroke (issue 14 target 3):
 * `buildTree` swaps the replaced records into its last tree when the catalog is
 * the last one with a few records replaced at their places. Whatever the chain
 * of catalogs, queries and status filters, each tree must equal a tree built
 * from scratch (the memo cleared), and an update must keep the groups it did
 * not touch.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Catalog, RootSpec, Scope, SkillRecord, SkillStatus } from '../../../src/shared/engine/types';
import { buildTree, clearTreeMemo } from '../../../src/renderer/src/utils/catalogTree';

const ROOTS: RootSpec[] = [
  { scope: 'user', path: '/h/.claude/skills', layout: 'skill-dirs' },
  { scope: 'project', path: '/p/.claude/skills', layout: 'skill-dirs' },
  { scope: 'plugin', path: '/h/plugins/k/skills', layout: 'skill-dirs' },
];
const SCOPES: Scope[] = ['user', 'project', 'plugin'];
const STATUSES: SkillStatus[] = ['listed', 'hidden', 'shadowed', 'inactive', 'error'];
const WORDS = ['alpha', 'beta', 'Gamma', 'delta', 'sql', 'queries'];

const skill = (i: number, scope: Scope, order: number, description: string, status: SkillStatus): SkillRecord => {
  const root = ROOTS.find((r) => r.scope === scope)!.path;
  const id = `s${i}`;
  return {
    id, name: id, aliases: [], scope, root, path: `${root}/${id}/SKILL.md`, dir: `${root}/${id}`,
    realPath: '', layout: 'skill-dirs', order, description, fields: {} as never, yamlState: 'ok', visibleToModel: true,
    invocableByUser: true, invocableByModel: true, inUserMenu: true, status, reasons: [], trusted: true, size: 1, bodyChars: 1, diagnostics: [],
  };
};

const description = fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }).map((w) => w.join(' '));
const base = fc.array(fc.record({ scope: fc.constantFrom(...SCOPES), description, status: fc.constantFrom(...STATUSES), order: fc.nat(20) }), { minLength: 1, maxLength: 25 });
/** One step: records to replace (index, new description/status, sometimes a new order or scope), and the filter then. */
const step = fc.record({
  edits: fc.array(fc.record({ at: fc.nat(), description: fc.option(description, { nil: undefined }), status: fc.option(fc.constantFrom(...STATUSES), { nil: undefined }), order: fc.option(fc.nat(20), { nil: undefined }), scope: fc.option(fc.constantFrom(...SCOPES), { nil: undefined }) }), { maxLength: 3 }),
  // Mostly the filter of the step before (typing does not change it): only then is the tree updated.
  filter: fc.option(fc.record({
    query: fc.constantFrom('', 'alpha', 'gamma sql', 'status:hidden', 's1', 'queries status:listed', 'nothing'),
    status: fc.constantFrom<SkillStatus | 'all'>('all', 'all', 'listed', 'hidden'),
  }), { nil: undefined, freq: 3 }),
  newFiles: fc.boolean(),
});

describe('buildTree after a keystroke', () => {
  it('equals a tree built from scratch, for any chain of replaced records, queries and filters', () => {
    fc.assert(fc.property(base, fc.array(step, { minLength: 1, maxLength: 8 }), (recs, steps) => {
      clearTreeMemo();
      let cat: Catalog = { profile: 'claude-code', roots: ROOTS, skills: recs.map((r, i) => skill(i, r.scope, r.order, r.description, r.status)), files: [{ path: '/p/x/skill.md', diagnostics: [] }], diagnostics: [] };
      let query = '';
      let status: SkillStatus | 'all' = 'all';
      buildTree(cat, query, status);
      for (const st of steps) {
        if (st.filter) ({ query, status } = st.filter);
        const skills = cat.skills.slice();
        for (const e of st.edits) {
          const i = e.at % skills.length;
          const old = skills[i]!;
          skills[i] = { ...skill(i, e.scope ?? old.scope, e.order ?? old.order, e.description ?? old.description, e.status ?? old.status) };
        }
        cat = { ...cat, skills, ...(st.newFiles ? { files: [...cat.files] } : {}) };
        const updated = buildTree(cat, query, status);
        clearTreeMemo();
        const fresh = buildTree(cat, query, status);
        expect(updated).toEqual(fresh);
        // The very records of the catalog (a row renders the record it is given).
        expect(updated.groups.flatMap((g) => g.skills).every((s) => cat.skills.includes(s))).toBe(true);
      }
    }), { numRuns: 400 });
  });

  it('swaps an edited description in and keeps the other groups as they were', () => {
    clearTreeMemo();
    const a = skill(0, 'user', 0, 'alpha', 'listed');
    const b = skill(1, 'project', 1, 'beta', 'listed');
    const c = skill(2, 'project', 2, 'gamma', 'listed');
    const cat: Catalog = { profile: 'claude-code', roots: ROOTS, skills: [a, b, c], files: [], diagnostics: [] };
    const before = buildTree(cat, '', 'all');
    const b2 = { ...b, description: 'beta and more' };
    const after = buildTree({ ...cat, skills: [a, b2, c] }, '', 'all');
    expect(after.groups[0]).toBe(before.groups[0]);
    expect(after.groups[1]!.skills).toEqual([b2, c]);
    expect(after.groups[1]!.skills[0]).toBe(b2);
    // An edit that changes whether the record matches the filter builds the tree again, with the same result.
    buildTree({ ...cat, skills: [a, b2, c] }, 'more', 'all');
    const gone = buildTree({ ...cat, skills: [a, b, c] }, 'more', 'all');
    expect(gone).toMatchObject({ groups: [], shown: 0, total: 3 });
  });
});
