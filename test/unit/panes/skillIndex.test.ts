/**
 * Path look-ups used by the fates and cost tables are indexed once per
 * catalog (the tables were quadratic with 5,000 skills); the rows they build
 * stay the same.
 */
import { describe, expect, it } from 'vitest';
import { skillAt, skillsAt } from '../../../src/renderer/src/panes/listing/lib/skillIndex';
import { buildFateRows } from '../../../src/renderer/src/panes/listing/lib/fates';
import type { Catalog, ListingRecord, SkillRecord } from '../../../src/shared/engine/types';

const skill = (id: string, over: Partial<SkillRecord> = {}): SkillRecord => ({
  id, name: id, aliases: [], scope: 'project', root: '/p', path: `/p/${id}/SKILL.md`, dir: `/p/${id}`, realPath: '', layout: 'skill-dirs', order: 0,
  description: 'd', fields: { paths: [] } as never, yamlState: 'ok', visibleToModel: true, invocableByUser: true, invocableByModel: true, inUserMenu: true,
  status: 'listed', reasons: [], trusted: true, size: 1, bodyChars: 1, diagnostics: [], ...over,
});

describe('skillsAt / skillAt', () => {
  it('finds every skill at a path, first one first, and nothing for unknown paths', () => {
    const a = skill('a');
    const alias = skill('a-alias', { path: a.path });
    const c: Catalog = { profile: 'openharness', roots: [], skills: [a, alias, skill('b', { scope: 'user' })], files: [], diagnostics: [] };
    expect(skillsAt(c, a.path)).toEqual([a, alias]);
    expect(skillAt(c, '/p/b/SKILL.md')?.scope).toBe('user');
    expect(skillAt(c, '/nope')).toBeUndefined();
    expect(skillAt(c, undefined)).toBeUndefined();
  });
  it('gives each of 5,000 fate rows its own skill\'s scope and shadowing winner', () => {
    const skills = Array.from({ length: 5000 }, (_, i) => skill(`s${i}`, { scope: i % 2 ? 'user' : 'project', order: i }));
    skills[1] = { ...skills[1]!, status: 'shadowed', shadowedBy: skills[0]!.path };
    const c: Catalog = { profile: 'claude-code', roots: [], skills, files: [], diagnostics: [] };
    const listing: ListingRecord = {
      profile: 'claude-code', text: '', budget: 1, used: 0, unit: 'display-width', budgetSource: '', mode: 'names-only', diagnostics: [],
      entries: skills.filter((s) => s.status === 'listed').map((s) => ({ id: s.id, name: s.id, path: s.path, fate: 'name-only', text: `- ${s.id}`, fullText: `- ${s.id}`, cutTail: '', cost: 1, reasons: [] })),
      excluded: [{ id: 's1', path: skills[1]!.path, status: 'shadowed', reasons: [] }],
    };
    const rows = buildFateRows(c, listing);
    expect(rows).toHaveLength(5000);
    expect(rows.every((r) => r.scope === (Number(r.name.slice(1)) % 2 ? 'user' : 'project'))).toBe(true);
    expect(rows.find((r) => r.name === 's1')).toMatchObject({ kind: 'shadowed', shadowedBy: { path: skills[0]!.path, scope: 'project' } });
  });
});
