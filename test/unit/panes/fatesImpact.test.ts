import { describe, expect, it } from 'vitest';
import { buildFateRows, countKinds } from '../../../src/renderer/src/panes/listing/lib/fates';
import { collateralSentence, listingImpact } from '../../../src/renderer/src/panes/listing/lib/impact';
import { formFields } from '../../../src/renderer/src/panes/sandbox/lib/args';
import type { Catalog, ListingEntry, ListingRecord, SkillRecord, SkillStatus } from '../../../src/shared/engine/types';

function skill(id: string, status: SkillStatus, extra: Partial<SkillRecord> = {}): SkillRecord {
  return {
    id, name: id, aliases: [], scope: 'project', root: '/p/.claude/skills', path: `/p/.claude/skills/${id}/SKILL.md`, dir: `/p/.claude/skills/${id}`,
    realPath: `/p/.claude/skills/${id}/SKILL.md`, layout: 'skill-dirs', order: 0, description: 'd', fields: {
      description: 'd', descriptionSource: 'frontmatter', arguments: [], disableModelInvocation: false, userInvocable: true, allowedTools: [], disallowedTools: [], context: 'inline', paths: [],
    }, yamlState: 'ok', visibleToModel: true, invocableByUser: true, invocableByModel: true, inUserMenu: true, status, reasons: [], trusted: true, size: 1, bodyChars: 10, diagnostics: [], ...extra,
  };
}
const ent = (id: string, fate: ListingEntry['fate'], cost: number, cutTail = ''): ListingEntry => ({ id, name: id, path: `/p/.claude/skills/${id}/SKILL.md`, fate, text: `- ${id}`, fullText: `- ${id}: long`, cutTail, cost, reasons: [{ code: `entry-${fate}`, message: `entry ${fate}` }] });
const listing = (entries: ListingEntry[], excluded: ListingRecord['excluded'] = []): ListingRecord => ({ profile: 'claude-code', text: entries.map((e) => e.text).join('\n'), budget: 100, used: 0, unit: 'display-width', entries, excluded, budgetSource: '', mode: 'fits', diagnostics: [] });

describe('buildFateRows', () => {
  const catalog: Catalog = {
    profile: 'claude-code', roots: [], diagnostics: [],
    skills: [
      skill('a', 'listed'), skill('b', 'listed'),
      skill('h', 'hidden', { reasons: [{ code: 'disable-model-invocation', message: 'disable-model-invocation: true' }] }),
      skill('s', 'shadowed', { scope: 'user', path: '/h/.claude/skills/s/SKILL.md', shadowedBy: '/p/.claude/skills/s2/SKILL.md' }),
      skill('s2', 'listed'),
      skill('i', 'inactive', { fields: { ...skill('x', 'listed').fields, paths: ['src/**/*.ts'] } }),
      skill('e', 'error', { diagnostics: [{ code: 'file-unreadable', severity: 'error', message: 'cannot read', range: { line: 1, column: 1, endLine: 1, endColumn: 1 } }] }),
    ],
    files: [{ path: '/p/.claude/skills/x/skill.md', diagnostics: [{ code: 'skill-file-case', severity: 'warning', message: 'must be named SKILL.md', range: { line: 1, column: 1, endLine: 1, endColumn: 1 } }] }],
  };
  const rec = listing([ent('a', 'full', 10), ent('b', 'shortened', 5, 'lost tail'), ent('s2', 'name-only', 3)], [
    { id: 'h', path: catalog.skills[2].path, status: 'hidden', reasons: catalog.skills[2].reasons },
    { id: 's', path: catalog.skills[3].path, status: 'shadowed', reasons: [{ code: 'shadowed', message: 'shadowed by project' }] },
  ]);
  const rows = buildFateRows(catalog, rec);
  it('gives every skill and look-alike file one row with its badge kind', () => {
    expect(rows.map((r) => [r.name, r.kind])).toEqual([
      ['a', 'full'], ['b', 'shortened'], ['s2', 'name-only'], ['h', 'hidden'], ['s', 'shadowed'], ['i', 'inactive'], ['e', 'error'], ['x/skill.md', 'not-discovered'],
    ]);
    expect(countKinds(rows)).toMatchObject({ full: 1, shortened: 1, hidden: 1, 'not-discovered': 1 });
  });
  it('carries the reasons: cut tail, winner and scope, paths, diagnostics', () => {
    const by = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(by.b.cutTail).toBe('lost tail');
    expect(by.h.reasons).toEqual(['disable-model-invocation: true']);
    expect(by.s.shadowedBy).toEqual({ path: '/p/.claude/skills/s2/SKILL.md', scope: 'project' });
    expect(by.i.paths).toEqual(['src/**/*.ts']);
    expect(by.e.reasons).toEqual(['file-unreadable: cannot read']);
    expect(by['x/skill.md'].reasons).toEqual(['must be named SKILL.md']);
  });
});

describe('listingImpact', () => {
  it('names the other skills that got shorter or dropped, not the edited one', () => {
    const before = listing([ent('a', 'full', 50), ent('b', 'full', 40), ent('c', 'full', 30)]);
    const after = listing([ent('a', 'full', 90), ent('b', 'shortened', 20), ent('c', 'omitted', 0)]);
    const imp = listingImpact(before, after, ['/p/.claude/skills/a/SKILL.md']);
    expect(imp.map((i) => [i.id, i.kind, i.edited])).toEqual([['a', 'longer', true], ['b', 'shorter', false], ['c', 'dropped', false]]);
    expect(collateralSentence(imp)).toBe('Because of your unsaved edits: b got shorter; c dropped out.');
  });
  it('reports nothing when nothing changed', () => {
    const l = listing([ent('a', 'full', 5)]);
    expect(listingImpact(l, l, [])).toEqual([]);
    expect(collateralSentence([])).toBeNull();
  });
});

describe('arguments form', () => {
  // Values are read and written with the engine's tokeniser: test/engine/invoke/argline.test.ts.
  it('reads fields from named arguments, else from argument-hint', () => {
    expect(formFields(['file', 'mode'], '<x>')).toEqual([{ name: 'file', optional: false }, { name: 'mode', optional: false }]);
    expect(formFields([], '<file> [mode]')).toEqual([{ name: 'file', optional: false }, { name: 'mode', optional: true }]);
    expect(formFields([], undefined)).toEqual([]);
  });
});
