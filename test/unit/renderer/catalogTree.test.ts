/**
 * The catalog tree's data: rows titled by id (a duplicated or renamed skill
 * is told apart even when the frontmatter name is the same), cheap filtering
 * (cached search text), flattening into windowed rows, the window maths, and
 * where the active profile looks when the catalog is empty.
 */
import { describe, expect, it } from 'vitest';
import type { Catalog, RootSpec, SkillRecord } from '../../../src/shared/engine/types';
import { buildTree, displayRoot, flattenTree, matchesQuery, ROW_HEIGHT, searchText, unknownStatuses, whereProfileLooks } from '../../../src/renderer/src/utils/catalogTree';
import { indexAt, visibleRange } from '../../../src/renderer/src/components/VirtualList';

const skill = (id: string, over: Partial<SkillRecord> = {}): SkillRecord => ({
  id, name: id, aliases: [], scope: 'project', root: '/p/.claude/skills', path: `/p/.claude/skills/${id}/SKILL.md`, dir: `/p/.claude/skills/${id}`,
  realPath: '', layout: 'skill-dirs', order: 0, description: `${id} helps`, fields: {} as never, yamlState: 'ok', visibleToModel: true,
  invocableByUser: true, invocableByModel: true, inUserMenu: true, status: 'listed', reasons: [], trusted: true, size: 1, bodyChars: 1, diagnostics: [], ...over,
});
const cat = (skills: SkillRecord[], roots: RootSpec[] = [{ scope: 'project', path: '/p/.claude/skills', layout: 'skill-dirs' }]): Catalog =>
  ({ profile: 'claude-code', roots, skills, files: [], diagnostics: [] });

describe('filtering by id as well as name', () => {
  it('finds a duplicate by its folder id although its frontmatter name is the original one', () => {
    const c = cat([skill('xss', { order: 0 }), skill('xss-copy', { name: 'xss', order: 1 })]);
    expect(buildTree(c, 'copy', 'all').groups[0]!.skills.map((s) => s.id)).toEqual(['xss-copy']);
    expect(buildTree(c, 'xss', 'all').groups[0]!.skills.map((s) => s.id)).toEqual(['xss', 'xss-copy']);
    expect(matchesQuery(skill('renamed-one', { name: 'new-one' }), 'renamed')).toBe(true);
    expect(matchesQuery(skill('a', { description: 'Tunes SQL Queries' }), 'sql queries')).toBe(true);
    expect(matchesQuery(skill('a', { status: 'hidden' }), 'status:hidden a')).toBe(true);
    expect(matchesQuery(skill('a'), 'status:hidden')).toBe(false);
  });
  it('computes each record\'s search text once', () => {
    const s = skill('Mixed-Case', { description: 'ABC' });
    const first = searchText(s);
    expect(first).toBe('mixed-case\nmixed-case\nabc');
    expect(searchText(s)).toBe(first);
  });
  it('narrows 5,000 skills correctly and keeps the unfiltered groups when there is no query', () => {
    const skills = Array.from({ length: 5000 }, (_, i) => skill(`skill-${String(i).padStart(5, '0')}`, { order: i, status: i % 10 === 0 ? 'hidden' : 'listed' }));
    const c = cat(skills);
    const all = buildTree(c, '', 'all');
    expect(all.shown).toBe(5000);
    expect(all.groups[0]!.skills[0]!.id).toBe('skill-00000');
    expect(buildTree(c, 'skill-0123', 'all').groups[0]!.skills.map((s) => s.id)).toEqual(Array.from({ length: 10 }, (_, i) => `skill-0123${i}`));
    expect(buildTree(c, 'skill-0123', 'hidden').shown).toBe(1);
    expect(buildTree(c, 'nothing-like-this', 'all')).toMatchObject({ groups: [], shown: 0, total: 5000 });
  });
});

describe('flattenTree', () => {
  const c: Catalog = { ...cat([skill('a', { scope: 'user', root: '/h' }), skill('b'), skill('c', { order: 1 })], [
    { scope: 'user', path: '/h', layout: 'skill-dirs' }, { scope: 'project', path: '/p/.claude/skills', layout: 'skill-dirs' }]), files: [{ path: '/p/x/skill.md', diagnostics: [] }] };
  it('emits a header per group, then its skills, then the loose files; collapsed groups only their header', () => {
    const t = buildTree(c, '', 'all');
    expect(flattenTree(t, new Set()).map((r) => r.kind === 'skill' ? r.skill.id : r.kind === 'group' ? `[${r.scope} ${r.count}]` : r.kind)).toEqual(
      ['[user 1]', 'a', '[project 2]', 'b', 'c', 'loose-group', 'loose']);
    expect(flattenTree(t, new Set(['project', 'loose'])).map((r) => r.kind === 'skill' ? r.skill.id : r.kind)).toEqual(['group', 'a', 'group', 'loose-group']);
    expect(ROW_HEIGHT.skill).toBeGreaterThan(ROW_HEIGHT.group);
  });
});

describe('window maths', () => {
  const offsets = Array.from({ length: 1000 }, (_, i) => i * 40);
  const total = 40_000;
  it('finds the row at a y offset', () => {
    expect(indexAt(offsets, 0)).toBe(0);
    expect(indexAt(offsets, 39)).toBe(0);
    expect(indexAt(offsets, 40)).toBe(1);
    expect(indexAt(offsets, 1e9)).toBe(999);
  });
  it('renders only the rows in view plus the overscan', () => {
    expect(visibleRange(offsets, total, 0, 400, 0)).toEqual([0, 11]);
    expect(visibleRange(offsets, total, 4000, 400, 80)).toEqual([98, 113]);
    expect(visibleRange(offsets, total, 39_800, 400, 0)).toEqual([995, 1000]);
    expect(visibleRange([], 0, 0, 400, 100)).toEqual([0, 0]);
  });
});

describe('where the profile looks', () => {
  it('names codebot\'s user and project folders and minimal\'s one folder, relative to home and project', () => {
    const codebot: RootSpec[] = [
      { scope: 'bundled', path: '/app/bundled-skills/codebot', layout: 'flat-md' },
      { scope: 'user', path: '/home/u/.codebot/skills', layout: 'codebot-mixed' },
      { scope: 'project', path: '/work/p/.codebot/skills', layout: 'codebot-mixed' },
    ];
    expect(whereProfileLooks('codebot', codebot, '/work/p', '/home/u')).toBe('codebot reads ~/.codebot/skills (user) and <project>/.codebot/skills (project).');
    expect(whereProfileLooks('minimal', [{ scope: 'project', path: '/work/p/.harness-skills', layout: 'skill-dirs' }], '/work/p', '/home/u'))
      .toBe('minimal reads <project>/.harness-skills (project).');
    expect(whereProfileLooks('claude-code', [
      { scope: 'project', path: '/work/p/.claude/skills', layout: 'skill-dirs', depth: 0 },
      { scope: 'project', path: '/work/.claude/skills', layout: 'skill-dirs', depth: 1 },
      { scope: 'legacy-command', path: '/work/p/.claude/commands', layout: 'legacy-commands', depth: 0 },
      { scope: 'extra', path: '/opt/skills', layout: 'skill-dirs' },
    ], '/work/p', '/home/u')).toBe('claude-code reads <project>/.claude/skills (project), <project>/.claude/commands (legacy commands) and /opt/skills (extra skills folders).');
    expect(whereProfileLooks('x', [], '/p', '/h')).toBe('x reads no skills folder for this project.');
  });
  it('shortens only paths inside the project or home', () => {
    expect(displayRoot('/work/p2/x', '/work/p', '/home/u')).toBe('/work/p2/x');
    expect(displayRoot('/home/u', '/work/p', '/home/u/')).toBe('~');
  });
});

describe('unknownStatuses', () => {
  it('names the status: words that are no status (issue 16 §11), case-insensitively, and none for known ones', () => {
    expect(unknownStatuses('status:hiden pdf')).toEqual(['hiden']);
    expect(unknownStatuses('status:Listed status:SHADOWED')).toEqual([]);
    expect(unknownStatuses('hiden')).toEqual([]);
  });
});
