/**
 * Plugin discovery the way Claude Code 2.1.332 does it (discovery/plugins.ts).
 * The expected ids and their order are the real 2.1.332's listing for the same
 * tree, run offline against the fake API on 2026-12-02 (docs/packaging.md
 * "Plugin discovery"):
 *   - bare / plain (skills), inl:x (--plugin-dir), tools:mtools (directory marketplace),
 *     ghp:fromcache (github marketplace: the install cache, not the clone),
 *     mine:greet (~/.claude/skills plugin), kit:hello (project .claude/skills plugin, trusted only);
 *   - not loaded: off@mkt (enabledPlugins false), noenable@mkt (installed, no entry),
 *     ghost@mkt (enabled, not in the marketplace).
 */
import { describe, expect, it } from 'vitest';
import { discoverPlugins, getProfile, resolveRoots, scanCatalog } from '../../../src/shared/engine';
import { createMemoryFs, type MemoryNodeSpec } from '../../support/memoryFs';

const H = '/t/user';
const P = '/t/project';
const SK = (d: string) => `---\ndescription: ${d}\n---\nbody\n`;
const inst = (p: string) => [{ scope: 'user', installPath: p, version: '1.0.0', installedAt: '2026-01-01T00:00:00.000Z', lastUpdated: '2026-01-01T00:00:00.000Z' }];

function tree(trusted: boolean): Record<string, MemoryNodeSpec> {
  return {
    [`${P}/.claude/skills/plain/SKILL.md`]: SK('A plain project skill.'),
    [`${P}/.claude/skills/bare/.claude-plugin/plugin.json`]: '{"name":"bare"}',
    [`${P}/.claude/skills/bare/SKILL.md`]: SK('A SKILL.md at the root of a plugin folder.'),
    [`${P}/.claude/skills/toolkit/.claude-plugin/plugin.json`]: '{"name":"kit","version":"1.0.0"}',
    [`${P}/.claude/skills/toolkit/skills/hello/SKILL.md`]: SK('Say hello from the kit plugin.'),
    [`${H}/.claude/skills/mine/.claude-plugin/plugin.json`]: '{"name":"mine"}',
    [`${H}/.claude/skills/mine/skills/greet/SKILL.md`]: SK('Greet from the user plugin.'),
    '/t/inl/.claude-plugin/plugin.json': '{"name":"inl"}',
    '/t/inl/skills/x/SKILL.md': SK('Inline plugin skill.'),
    '/t/mktsrc/.claude-plugin/marketplace.json': JSON.stringify({ name: 'mkt', owner: { name: 'o' }, plugins: ['tools', 'off', 'noenable'].map((n) => ({ name: n, source: `./plugins/${n}` })) }),
    ...Object.fromEntries(['tools', 'off', 'noenable'].flatMap((n) => [
      [`/t/mktsrc/plugins/${n}/.claude-plugin/plugin.json`, `{"name":"${n}"}`],
      [`/t/mktsrc/plugins/${n}/skills/m${n}/SKILL.md`, SK(`Marketplace source skill of ${n}.`)],
      // The install cache of a directory marketplace is not where 2.1.332 reads it from.
      [`${H}/.claude/plugins/cache/mkt/${n}/1.0.0/skills/cached-${n}/SKILL.md`, SK('never read')],
    ])),
    [`${H}/.claude/plugins/marketplaces/gh/.claude-plugin/marketplace.json`]: '{"name":"gh","owner":{"name":"o"},"plugins":[{"name":"ghp","source":"./plugins/ghp"}]}',
    [`${H}/.claude/plugins/marketplaces/gh/plugins/ghp/skills/frommarket/SKILL.md`]: SK('Copy in the marketplace clone.'),
    [`${H}/.claude/plugins/cache/gh/ghp/1.0.0/.claude-plugin/plugin.json`]: '{"name":"ghp","version":"1.0.0"}',
    [`${H}/.claude/plugins/cache/gh/ghp/1.0.0/skills/fromcache/SKILL.md`]: SK('Copy in the install cache.'),
    [`${H}/.claude/plugins/known_marketplaces.json`]: JSON.stringify({
      mkt: { source: { source: 'directory', path: '/t/mktsrc' }, installLocation: '/t/mktsrc', lastUpdated: '2026-01-01T00:00:00.000Z' },
      gh: { source: { source: 'github', repo: 'example/gh' }, installLocation: `${H}/.claude/plugins/marketplaces/gh`, lastUpdated: '2026-01-01T00:00:00.000Z' },
    }),
    [`${H}/.claude/plugins/installed_plugins.json`]: JSON.stringify({ version: 2, plugins: {
      'tools@mkt': inst(`${H}/.claude/plugins/cache/mkt/tools/1.0.0`), 'off@mkt': inst(`${H}/.claude/plugins/cache/mkt/off/1.0.0`),
      'noenable@mkt': inst(`${H}/.claude/plugins/cache/mkt/noenable/1.0.0`), 'ghp@gh': inst(`${H}/.claude/plugins/cache/gh/ghp/1.0.0`),
    } }),
    [`${H}/.claude/settings.json`]: '{"enabledPlugins":{"tools@mkt":true,"off@mkt":false,"ghost@mkt":true,"ghp@gh":true}}',
    [`${H}/.claude.json`]: JSON.stringify({ hasCompletedOnboarding: true, ...(trusted ? { projects: { [P]: { hasTrustDialogAccepted: true } } } : {}) }),
  };
}

const config = { project: P, home: H, plugins: ['/t/inl'], bundled: false };
const catalogOf = (trusted: boolean, version?: '2.1.112' | '2.1.332') => {
  const port = createMemoryFs(tree(trusted));
  const profile = getProfile('claude-code', version);
  return scanCatalog(port, resolveRoots(config, profile, { bundledDir: null, port }), profile);
};
const listedIds = (trusted: boolean, version?: '2.1.112' | '2.1.332') => catalogOf(trusted, version).skills.filter((s) => s.status === 'listed').map((s) => s.id);

describe('Claude Code plugin discovery (measured on 2.1.332)', () => {
  it('loads --plugin-dir, enabled marketplace plugins, then ~/.claude/skills and (trusted) project skills-dir plugins, in that order', () => {
    expect(listedIds(true)).toEqual(['bare', 'plain', 'inl:x', 'tools:mtools', 'ghp:fromcache', 'mine:greet', 'kit:hello']);
  });

  it('holds back the project skills-dir plugin while the project is not trusted (the -p run of the conformance input): inactive, with the reason', () => {
    expect(listedIds(false)).toEqual(['bare', 'plain', 'inl:x', 'tools:mtools', 'ghp:fromcache', 'mine:greet']);
    const kit = catalogOf(false).skills.find((s) => s.id === 'kit:hello')!;
    expect(kit).toMatchObject({ status: 'inactive', visibleToModel: false, invocableByModel: false, invocableByUser: false });
    expect(kit.reasons.map((r) => r.code)).toContain('plugin-project-untrusted');
  });

  it('names each plugin as Claude Code does: name@inline, name@<marketplace>, name@skills-dir', () => {
    const found = discoverPlugins(config, createMemoryFs(tree(true)));
    expect(found.map((p) => p.id)).toEqual(['inl@inline', 'tools@mkt', 'ghp@gh', 'mine@skills-dir', 'kit@skills-dir']);
    expect(found.find((p) => p.id === 'kit@skills-dir')!.dir).toBe(`${P}/.claude/skills/toolkit`);
  });

  it('2.1.112 has no skills-dir plugins (no "skills-dir" in its cli.js)', () => {
    expect(catalogOf(true, '2.1.112').skills.map((s) => s.id)).not.toContain('mine:greet');
  });

  it('never throws on broken files: bad JSON, wrong shapes, a plugin folder that is gone', () => {
    const t = tree(true);
    t[`${H}/.claude/plugins/known_marketplaces.json`] = '{not json';
    t[`${H}/.claude/plugins/installed_plugins.json`] = '[1,2]';
    t[`${H}/.claude.json`] = '{"projects":[]}';
    const port = createMemoryFs(t);
    // No marketplace (unreadable files), and the project is not trusted any more (projects is no object).
    expect(discoverPlugins(config, port).map((p) => [p.id, p.heldBack?.code ?? null])).toEqual([['inl@inline', null], ['mine@skills-dir', null], ['kit@skills-dir', 'plugin-project-untrusted']]);
  });
});

describe('a skills-dir plugin folder in a skills root', () => {
  it('is neither a skill nor a look-alike of the skills walk (2.1.332 lists only kit:hello from it)', () => {
    const port = createMemoryFs(tree(true));
    const profile = getProfile('claude-code');
    const cat = scanCatalog(port, resolveRoots(config, profile, { bundledDir: null, port }), profile);
    expect(cat.files.filter((f) => f.path.includes('/toolkit/') || f.path.includes('/mine/'))).toEqual([]);
    expect(cat.skills.find((s) => s.id === 'kit:hello')).toMatchObject({ scope: 'plugin', pluginName: 'kit' });
  });
});
