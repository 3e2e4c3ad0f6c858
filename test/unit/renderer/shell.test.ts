import { describe, expect, it } from 'vitest';
import type { Catalog, SkillRecord } from '../../../src/shared/engine/types';
import { buildTree, matchesQuery } from '../../../src/renderer/src/utils/catalogTree';
import { skillTemplate, validateSkillName } from '../../../src/renderer/src/utils/skillName';
import { commandForEvent, COMMANDS, eventShortcut, formatShortcut, type KeyLike } from '../../../src/renderer/src/commands';
import { tabLabel } from '../../../src/renderer/src/utils/paths';
import { relativeOrAbsolute } from '../../../src/shared/engine';

const skill = (name: string, over: Partial<SkillRecord> = {}): SkillRecord => ({
  id: name, name, aliases: [], scope: 'project', root: '/p/.claude/skills', path: `/p/.claude/skills/${name}/SKILL.md`, dir: `/p/.claude/skills/${name}`,
  realPath: '', layout: 'skill-dirs', order: 0, description: `${name} helps`, fields: {} as never, yamlState: 'ok', visibleToModel: true,
  invocableByUser: true, invocableByModel: true, inUserMenu: true, status: 'listed', reasons: [], trusted: true, size: 1, bodyChars: 1, diagnostics: [], ...over,
});

const catalog: Catalog = {
  profile: 'claude-code',
  roots: [{ scope: 'user', path: '/h/.claude/skills', layout: 'skill-dirs' }, { scope: 'project', path: '/p/.claude/skills', layout: 'skill-dirs' }],
  skills: [skill('deploy', { status: 'hidden', order: 2 }), skill('sql-tuner', { order: 1, description: 'Tunes queries' }), skill('mine', { scope: 'user', root: '/h/.claude/skills', order: 0 })],
  files: [{ path: '/p/.claude/skills/x/skill.md', diagnostics: [] }],
  diagnostics: [],
};

describe('catalog tree', () => {
  it('groups by scope in root order, skills in load order, with loose files', () => {
    const t = buildTree(catalog, '', 'all');
    expect(t.groups.map((g) => [g.scope, g.skills.map((s) => s.name)])).toEqual([['user', ['mine']], ['project', ['sql-tuner', 'deploy']]]);
    expect(t.loose).toHaveLength(1);
    expect([t.shown, t.total]).toEqual([3, 3]);
  });
  it('filters by name, description and status', () => {
    expect(buildTree(catalog, 'queries', 'all').groups.flatMap((g) => g.skills.map((s) => s.name))).toEqual(['sql-tuner']);
    expect(buildTree(catalog, '', 'hidden').groups.flatMap((g) => g.skills.map((s) => s.name))).toEqual(['deploy']);
    expect(buildTree(catalog, '', 'hidden').loose).toEqual([]);
    expect(matchesQuery(skill('a', { status: 'shadowed' }), 'status:shadowed')).toBe(true);
    expect(matchesQuery(skill('a'), 'hidden')).toBe(false);
    expect(buildTree(null, '', 'all').groups).toEqual([]);
  });
});

describe('new skill names', () => {
  it('follows the Claude Code / spec rules', () => {
    expect(validateSkillName('review-pr', 'claude-code')).toBeNull();
    expect(validateSkillName('', 'claude-code')).toMatch(/Enter/);
    expect(validateSkillName('Review', 'claude-code')).toMatch(/lowercase/);
    expect(validateSkillName('a b', 'claude-code')).toMatch(/hyphens/);
    expect(validateSkillName('-a', 'claude-code')).toMatch(/start or end/);
    expect(validateSkillName('a--b', 'claude-code')).toMatch(/two hyphens/);
    expect(validateSkillName('x'.repeat(65), 'claude-code')).toMatch(/64/);
    expect(validateSkillName('a/b', 'codebot')).toMatch(/\//);
    expect(validateSkillName('技能', 'agent-skills')).toBeNull();
    expect(validateSkillName('技能', 'claude-code')).toMatch(/a–z/);
    expect(validateSkillName('Any_Name', 'codebot')).toBeNull();
    expect(validateSkillName('taken', 'claude-code', ['taken'])).toMatch(/already exists/);
  });
  it('starts from a template with name and description', () => {
    const t = skillTemplate('review-pr');
    expect(t.startsWith('---\nname: review-pr\ndescription: ')).toBe(true);
    expect(t).toContain('# Review Pr');
  });
});

describe('commands and shortcuts', () => {
  const ev = (key: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key, code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
  it('maps key events to commands, Ctrl on Linux/Windows and Cmd on macOS', () => {
    expect(commandForEvent(ev('s', { ctrlKey: true }), false)?.id).toBe('file.save');
    expect(commandForEvent(ev('s', { metaKey: true }), true)?.id).toBe('file.save');
    expect(commandForEvent(ev('s', { metaKey: true }), false)).toBeUndefined();
    expect(commandForEvent(ev('ß', { ctrlKey: true, altKey: true, code: 'KeyS' }), false)?.id).toBe('file.saveAll');
    expect(commandForEvent(ev('P', { ctrlKey: true, shiftKey: true }), false)?.id).toBe('palette.open');
    expect(eventShortcut(ev('p', { ctrlKey: true, shiftKey: true }), false)).toBe('Mod+Shift+P');
  });
  it('formats shortcuts for tooltips and has unique ids and shortcuts', () => {
    expect(formatShortcut('Mod+Shift+P', false)).toBe('Ctrl+Shift+P');
    expect(formatShortcut('Mod+Alt+S', true)).toBe('⌘⌥S');
    expect(new Set(COMMANDS.map((c) => c.id)).size).toBe(COMMANDS.length);
    const keys = COMMANDS.filter((c) => c.shortcut).map((c) => c.shortcut);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('paths', () => {
  it('labels tabs and relativises', () => {
    expect(tabLabel('/p/a/SKILL.md')).toBe('a/SKILL.md');
    expect(tabLabel('/p/a/x.md')).toBe('x.md');
    expect(relativeOrAbsolute('/p/a/b', '/p')).toBe('a/b');
    expect(relativeOrAbsolute('/q/a', '/p')).toBe('/q/a');
    expect(relativeOrAbsolute('/p', '/p')).toBe('/p');
    expect(relativeOrAbsolute('/p/a', undefined)).toBe('/p/a');
    expect(relativeOrAbsolute('/pa/b', '/p')).toBe('/pa/b');
  });
});
