/** resolveRoots: root templates expanded in scan order (reference §3.1). */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine/profiles';
import { cwdUpToGitRoot, gitRootDownToCwd, resolveRoots } from '../../../src/shared/engine/discovery';
import { createMemoryFs } from '../../support/memoryFs';

const cfg = { home: '/home/u', project: '/home/u/repo', addDirs: [] as string[], skillsDirs: [] as string[], plugins: [] as string[], touched: [] as string[], bundled: true };

describe('walks (§3.1)', () => {
  const fs = createMemoryFs({ '/home/u/repo/.git': { dir: true }, '/home/u/repo/a/b': { dir: true }, '/srv/x/y': { dir: true } });
  it('CC: cwd up to the git root, nearest first', () => {
    expect(cwdUpToGitRoot('/home/u/repo/a/b', '/home/u', fs)).toEqual(['/home/u/repo/a/b', '/home/u/repo/a', '/home/u/repo']);
  });
  it('CC: the home folder is never a project folder; the walk stops there without a git root', () => {
    const noGit = createMemoryFs({ '/home/u/notes/sub': { dir: true } });
    expect(cwdUpToGitRoot('/home/u/notes/sub', '/home/u', noGit)).toEqual(['/home/u/notes/sub', '/home/u/notes']);
    expect(cwdUpToGitRoot('/home/u', '/home/u', noGit)).toEqual([]);
  });
  it('OH: git root down to cwd; home down to cwd without a repository; only cwd elsewhere', () => {
    expect(gitRootDownToCwd('/home/u/repo/a/b', '/home/u', fs)).toEqual(['/home/u/repo', '/home/u/repo/a', '/home/u/repo/a/b']);
    const noGit = createMemoryFs({ '/home/u/notes/sub': { dir: true } });
    expect(gitRootDownToCwd('/home/u/notes/sub', '/home/u', noGit)).toEqual(['/home/u', '/home/u/notes', '/home/u/notes/sub']);
    expect(gitRootDownToCwd('/srv/x/y', '/home/u', fs)).toEqual(['/srv/x/y']);
  });
});

describe('resolveRoots', () => {
  const fs = createMemoryFs({
    '/home/u/repo/.git': { dir: true },
    '/plugins/p1/.claude-plugin/plugin.json': '{"name":"tools"}',
    '/plugins/p2/.claude-plugin/plugin.json': '{not json',
    '/plugins/p3': { dir: true },
  });
  it('claude-code 2.1.332: the project\'s legacy commands before the user\'s (measured, inputs/shadowing)', () => {
    const roots = resolveRoots({ ...cfg, cwd: '/home/u/repo/a' }, getProfile('claude-code', '2.1.332'), { bundledDir: null, port: fs });
    expect(roots.filter((r) => r.scope === 'legacy-command').map((r) => r.path)).toEqual([
      '/home/u/repo/a/.claude/commands', '/home/u/repo/.claude/commands', '/home/u/.claude/commands',
    ]);
  });

  it('claude-code 2.1.112: user, project walk, add-dir, skills dir, legacy commands, plugins, in order, trusted', () => {
    const roots = resolveRoots({ ...cfg, cwd: '/home/u/repo/a', addDirs: ['/extra'], skillsDirs: ['/sk'], plugins: ['/plugins/p1', '/plugins/p2', '/plugins/p3'] },
      getProfile('claude-code', '2.1.112'), { bundledDir: null, port: fs });
    expect(roots.map((r) => [r.scope, r.path, r.layout, r.depth ?? null, r.pluginName ?? null])).toEqual([
      ['user', '/home/u/.claude/skills', 'skill-dirs', null, null],
      ['project', '/home/u/repo/a/.claude/skills', 'skill-dirs', 0, null],
      ['project', '/home/u/repo/.claude/skills', 'skill-dirs', 1, null],
      ['add-dir', '/extra/.claude/skills', 'skill-dirs', null, null],
      ['extra', '/sk', 'skill-dirs', null, null],
      ['legacy-command', '/home/u/.claude/commands', 'legacy-commands', null, null],
      ['legacy-command', '/home/u/repo/a/.claude/commands', 'legacy-commands', 0, null],
      ['legacy-command', '/home/u/repo/.claude/commands', 'legacy-commands', 1, null],
      // Every plugin's commands before every plugin's skills (measured, inputs/plugin-commands).
      ['plugin', '/plugins/p1/commands', 'plugin-commands', null, 'tools'],
      ['plugin', '/plugins/p2/commands', 'plugin-commands', null, 'p2'],
      ['plugin', '/plugins/p3/commands', 'plugin-commands', null, 'p3'],
      ['plugin', '/plugins/p1', 'plugin', null, 'tools'],
      ['plugin', '/plugins/p2', 'plugin', null, 'p2'],
      ['plugin', '/plugins/p3', 'plugin', null, 'p3'],
    ]);
    expect(roots.every((r) => r.trusted)).toBe(true);
  });

  it('bundled scope comes from bundledDir and is dropped by bundled=false; codebot trust is per scope', () => {
    const cb = getProfile('codebot');
    const on = resolveRoots({ ...cfg, skillsDirs: ['/sk'] }, cb, { bundledDir: '/app/bundled-skills/codebot', port: fs });
    expect(on.map((r) => [r.scope, r.path, r.trusted])).toEqual([
      ['bundled', '/app/bundled-skills/codebot', true],
      ['user', '/home/u/.codebot/skills', true],
      ['project', '/home/u/repo/.codebot/skills', true],
      ['extra', '/sk', false],
    ]);
    expect(resolveRoots({ ...cfg, bundled: false }, cb, { bundledDir: '/app/b', port: fs }).some((r) => r.scope === 'bundled')).toBe(false);
    expect(resolveRoots(cfg, cb, { bundledDir: null, port: fs }).some((r) => r.scope === 'bundled')).toBe(false);
  });

  it('accepts the older third argument (bundledDir string) and defaults cwd to the project', () => {
    const roots = resolveRoots(cfg, getProfile('minimal'), '/ignored');
    expect(roots).toEqual([{ scope: 'project', path: '/home/u/repo/.harness-skills', layout: 'skill-dirs', trusted: true }]);
  });
});

describe('openharness project roots (§3.1 OH, §4 OH)', () => {
  it('folder-major from the git root down: .openharness < .agents < .claude at one level, nearer folders later', () => {
    const fs = createMemoryFs({ '/home/u/repo/.git': { dir: true }, '/home/u/repo/a': { dir: true } });
    const roots = resolveRoots({ ...cfg, cwd: '/home/u/repo/a' }, getProfile('openharness'), { bundledDir: null, port: fs });
    expect(roots.filter((r) => r.scope === 'project').map((r) => r.path)).toEqual([
      '/home/u/repo/.openharness/skills', '/home/u/repo/.agents/skills', '/home/u/repo/.claude/skills',
      '/home/u/repo/a/.openharness/skills', '/home/u/repo/a/.agents/skills', '/home/u/repo/a/.claude/skills',
    ]);
  });
});

describe('without a port', () => {
  it('the project folder stands in for the git root', () => {
    const roots = resolveRoots({ ...cfg, cwd: '/home/u/repo/a/b' }, getProfile('claude-code'), null);
    expect(roots.filter((r) => r.scope === 'project').map((r) => r.path)).toEqual([
      '/home/u/repo/a/b/.claude/skills', '/home/u/repo/a/.claude/skills', '/home/u/repo/.claude/skills',
    ]);
  });
});
