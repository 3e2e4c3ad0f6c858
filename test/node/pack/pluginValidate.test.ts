/**
 * `plugin validate` over real folders, with expectations written from what
 * Claude Code 2.1.332's `claude plugin validate --json` reported on the same
 * layouts (docs/packaging.md "Measured"): component paths that are missing or
 * leave the plugin; `commands`/`agents`/`outputStyles` keys replace their
 * default folders while `skills` adds to `skills/`; metadata warnings; skills
 * namespaced `plugin:skill`; a marketplace validates its `./` plugins; and
 * `plugin init` writes a plugin that passes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validatePluginDir } from '../../../src/shared/pack';
import { createNodeFsPort } from '../../../src/node/fs/nodeFsPort';
import { initPlugin } from '../../../src/node/pack/pluginInit';

let tmp: string;
const port = createNodeFsPort();
function write(rel: string, text: string) {
  const p = path.join(tmp, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
}
const SKILL = (d: string) => `---\ndescription: ${d}\n---\nbody\n`;
const codes = (r: ReturnType<typeof validatePluginDir>) => r.diagnostics.map((d) => [d.code, (d.data as { field?: string }).field]);

beforeEach(() => { tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-validate-'))); });
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('plugin validate', () => {
  it('skills add to skills/, commands replace commands/ (measured: s1:hello, s1:other; commands only s1:other)', () => {
    write('s1/.claude-plugin/plugin.json', '{"name":"s1","version":"1.0.0","description":"d","author":{"name":"a"},"skills":["./extra"],"commands":["./extra"]}');
    write('s1/skills/hello/SKILL.md', SKILL('hi'));
    write('s1/extra/other/SKILL.md', SKILL('other'));
    write('s1/commands/cmd.md', SKILL('c'));
    const r = validatePluginDir(port, path.join(tmp, 's1'));
    expect(r.skills.map((s) => s.id)).toEqual(['s1:other', 's1:hello']);
    expect(codes(r)).toEqual([['manifest-default-shadowed', 'commands']]);
    expect(r.ok).toBe(true);
  });
  it('missing and escaping paths are errors; missing metadata only when no error', () => {
    write('b/.claude-plugin/plugin.json', '{"name":"x","skills":["./skills","../out"],"commands":"./commands"}');
    write('b/skills/hello/SKILL.md', SKILL('hi'));
    const r = validatePluginDir(port, path.join(tmp, 'b'));
    expect(codes(r)).toEqual([['manifest-schema', undefined], ['manifest-path-traversal', 'skills[1]'], ['manifest-path-missing', 'commands']]);
    expect(r.ok).toBe(false);
    write('c/.claude-plugin/plugin.json', '{"name":"c"}');
    expect(codes(validatePluginDir(port, path.join(tmp, 'c')))).toEqual([['manifest-metadata-missing', 'version'], ['manifest-metadata-missing', 'description'], ['manifest-metadata-missing', 'author']]);
  });
  it('a skill with a broken frontmatter is reported under its plugin:skill id', () => {
    write('p/.claude-plugin/plugin.json', '{"name":"p","version":"1","description":"d","author":{"name":"a"}}');
    write('p/skills/bad/SKILL.md', '---\ndescription: [unclosed\n---\nbody\n');
    const r = validatePluginDir(port, path.join(tmp, 'p'));
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics.every((d) => d.code.startsWith('plugin-skill-') && (d.data as { skill: string }).skill === 'p:bad')).toBe(true);
  });
  it('a marketplace validates the plugins it holds', () => {
    write('m/.claude-plugin/marketplace.json', '{"name":"m","owner":{"name":"o"},"plugins":[{"name":"a","source":"./plugins/a"},{"name":"gone","source":"./plugins/gone"}]}');
    write('m/plugins/a/.claude-plugin/plugin.json', '{"name":"a b"}');
    const r = validatePluginDir(port, path.join(tmp, 'm'));
    expect(codes(r)).toEqual([['manifest-path-missing', 'plugins[1].source']]);
    expect(r.plugins.map((p) => [p.name, p.ok])).toEqual([['a b', false]]);
    expect(r.ok).toBe(false);
  });
  it('no manifest', () => {
    fs.mkdirSync(path.join(tmp, 'empty'));
    expect(codes(validatePluginDir(port, path.join(tmp, 'empty')))).toEqual([['manifest-missing', undefined]]);
  });
  it('plugin init writes a plugin that passes, and never overwrites', () => {
    const dir = path.join(tmp, 'fresh');
    const r = initPlugin(dir, 'fresh-plugin');
    expect(r.ok).toBe(true);
    const v = validatePluginDir(port, dir);
    expect(v.diagnostics).toEqual([]);
    expect(v.skills.map((s) => s.id)).toEqual(['fresh-plugin:hello']);
    const again = initPlugin(dir, 'fresh-plugin');
    expect(again.ok).toBe(false);
    expect(initPlugin(path.join(tmp, 'x'), 'bad name').ok).toBe(false);
  });
});
