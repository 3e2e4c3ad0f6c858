/**
 * A plugin's `commands/*.md` (layout `plugin-commands`, `DiscoverySection.plugins`). The
 * expected texts were copied by hand from what the real Claude Code sent for
 * test/conformance/inputs/plugin-commands (run offline against the fake API, 2026-12-02):
 * 2.1.332's skill listing, and the body / command message of `/kit:both b`, `/kit:args …`.
 * 2.1.112's order of a plugin's commands follows the directory read order (it changed
 * between two runs), so only its membership and its display names are checked here.
 */
import { describe, expect, it } from 'vitest';
import { renderListing, simulateInvocation } from '../../../src/shared/engine';
import { HOME, PROJECT, scanTree } from './helpers';

const KIT = '/t/plugins/kit';
const TOOLS = '/t/plugins/tools';
const fm = (lines: string, body: string) => `---\n${lines}\n---\n${body}\n`;
const tree = {
  [`${KIT}/.claude-plugin/plugin.json`]: '{"name":"kit","version":"0.1.0"}',
  [`${TOOLS}/.claude-plugin/plugin.json`]: '{"name":"tools"}',
  [`${KIT}/commands/alpha.md`]: fm('description: Alpha command', 'Alpha body $ARGUMENTS end'),
  [`${KIT}/commands/nodesc.md`]: '# Nodesc heading\n\nNodesc body $ARGUMENTS\n',
  [`${KIT}/commands/both.md`]: fm('description: the command named both', 'Both command body $ARGUMENTS'),
  [`${KIT}/commands/sub/deep.md`]: fm('description: a nested command', 'Deep body $1'),
  [`${KIT}/commands/args.md`]: fm('description: args command\nargument-hint: <a> <b>\narguments: [first, second]',
    'A=$ARGUMENTS 0=$0 1=$1 first=$first second=$second root=${CLAUDE_PLUGIN_ROOT} dir=${CLAUDE_SKILL_DIR}'),
  [`${KIT}/commands/named.md`]: fm('name: pretty-name\ndescription: has a name', 'Named body'),
  [`${KIT}/commands/when.md`]: fm('when_to_use: when you need it', 'When body'),
  [`${KIT}/commands/Upper.md`]: fm('description: Upper-case file name', 'Upper body'),
  [`${KIT}/commands/cmdskill/SKILL.md`]: fm('description: a SKILL.md in commands', 'Cmdskill body $ARGUMENTS dir=${CLAUDE_SKILL_DIR}'),
  [`${KIT}/skills/both/SKILL.md`]: fm('description: the skill named both', 'Both skill body $ARGUMENTS'),
  [`${KIT}/skills/nodesc-skill/SKILL.md`]: 'Nodesc skill first line\n\nmore\n',
  [`${KIT}/skills/zz-skill/SKILL.md`]: fm('description: a plugin skill', 'Zz body'),
  [`${KIT}/skills/renamed-skill/SKILL.md`]: fm('name: shiny\ndescription: a plugin skill with a name', 'Shiny body'),
  [`${TOOLS}/commands/tool-cmd.md`]: fm('description: the tools plugin command', 'Tools body $ARGUMENTS'),
  [`${PROJECT}/.claude/commands/alpha.md`]: fm('description: a project legacy command', 'Project alpha body'),
  [`${PROJECT}/.claude/skills/alpha/SKILL.md`]: fm('description: a project skill', 'Project skill body'),
};

function setup(version: '2.1.112' | '2.1.332') {
  const t = scanTree(tree, 'claude-code', { plugins: [KIT, TOOLS], version });
  const dec = new TextDecoder();
  const read = (p: string) => { const r = t.fs.readFile(p, 1 << 20) as { data?: Uint8Array }; return r.data ? dec.decode(r.data) : null; };
  const invoke = (name: string, as: 'user' | 'model', args = '') => simulateInvocation(t.catalog, { name, as, args }, t.profile, read);
  return { ...t, invoke, listing: renderListing(t.catalog, t.profile, {}) };
}

describe('plugin commands under 2.1.332 (measured listing, byte for byte)', () => {
  const t = setup('2.1.332');
  it('lists commands before plugin skills, sorted by path folder by folder, with qualified display names', () => {
    expect(t.listing.text).toBe([
      'The following skills are available for use with the Skill tool:',
      '',
      '- alpha: a project skill',
      '- kit:alpha: Alpha command',
      '- kit:args: args command',
      '- kit:both: the command named both',
      '- kit:named (kit:pretty-name): has a name',
      '- kit:Upper: Upper-case file name',
      '- kit:when: When body - when you need it',
      '- kit:cmdskill: a SKILL.md in commands',
      '- kit:sub:deep: a nested command',
      '- tools:tool-cmd: the tools plugin command',
      '- kit:renamed-skill (kit:shiny): a plugin skill with a name',
      '- kit:zz-skill: a plugin skill',
    ].join('\n'));
  });
  it('the commands keep their load order because the profile says so (`listing.loadOrderLayouts`), not because of their layout', () => {
    expect(t.profile.listing.loadOrderLayouts).toEqual(['plugin-commands']);
    // The same catalog under a copy of the record without the flag: the kit's commands root is
    // sorted like any other root, by `en` collation of the id (case-insensitive: `kit:Upper` after `kit:sub:deep`).
    const sorted = renderListing(t.catalog, { ...t.profile, listing: { ...t.profile.listing, loadOrderLayouts: [] } }, {});
    const lines = sorted.text.split('\n');
    const kit = lines.slice(lines.indexOf('- kit:alpha: Alpha command'), lines.indexOf('- tools:tool-cmd: the tools plugin command'));
    expect(kit).toEqual([
      '- kit:alpha: Alpha command',
      '- kit:args: args command',
      '- kit:both: the command named both',
      '- kit:cmdskill: a SKILL.md in commands',
      '- kit:named (kit:pretty-name): has a name',
      '- kit:sub:deep: a nested command',
      '- kit:Upper: Upper-case file name',
      '- kit:when: When body - when you need it',
    ]);
  });
  it('a plugin item without description or when_to_use is left out of the listing but still runs', () => {
    expect(t.one('kit:nodesc').status).toBe('hidden');
    expect(t.one('kit:nodesc').reasons.map((r) => r.code)).toContain('plugin-description-missing');
    expect(t.one('kit:nodesc-skill').status).toBe('hidden');
    const r = t.invoke('kit:nodesc', 'model', 'q');
    expect(r.allowed).toBe(true);
    expect(r.body).toBe('# Nodesc heading\n\nNodesc body q\n');
  });
  it('the command wins over the plugin skill of the same name and is delivered as a command (no Base directory line)', () => {
    const r = t.invoke('kit:both', 'user', 'b');
    expect(r.body).toBe('Both command body b\n');
    expect(r.messages[0].text).toBe('<command-message>kit:both</command-message>\n<command-name>/kit:both</command-name>\n<command-args>b</command-args>\n');
  });
  it('the qualified name and the bare name reach a named command', () => {
    expect(t.invoke('kit:pretty-name', 'user').skillId).toBe('kit:named');
    expect(t.invoke('pretty-name', 'user').skillId).toBe('kit:named');
    expect(t.invoke('kit:shiny', 'model').skillId).toBe('kit:renamed-skill');
  });
  it('nested commands are named by their folders ($1 is the second argument: captured `Deep body two`)', () => {
    expect(t.invoke('kit:sub:deep', 'user', 'one two').body).toBe('Deep body two\n');
  });
});

describe('plugin commands under 2.1.112', () => {
  const t = setup('2.1.112');
  it('lists both same-named entries, plugin commands before plugin skills', () => {
    const ids = t.listing.entries.map((e) => e.id);
    expect(ids.slice(0, 2)).toEqual(['alpha', 'alpha']);
    expect(ids.indexOf('tools:tool-cmd')).toBeLessThan(ids.indexOf('kit:zz-skill'));
    expect(ids.filter((i) => i === 'kit:both')).toHaveLength(2);
    expect(ids).not.toContain('kit:nodesc');
    expect(t.listing.text).toContain('\n- kit:named: has a name\n');
    expect(t.listing.text).toContain('\n- kit:renamed-skill: a plugin skill with a name\n');
  });
  it('a frontmatter name is reached as written, not with the plugin prefix', () => {
    expect(t.invoke('pretty-name', 'user').skillId).toBe('kit:named');
    expect(t.invoke('kit:pretty-name', 'user').allowed).toBe(false);
  });
  it('the command body: arguments and the plugin root replaced, ${CLAUDE_SKILL_DIR} left as written', () => {
    const r = t.invoke('kit:args', 'user', '"one two" three');
    expect(r.body).toBe(`A="one two" three 0=one two 1=three first=one two second=three root=${KIT} dir=\${CLAUDE_SKILL_DIR}\n`);
  });
});

void HOME;
