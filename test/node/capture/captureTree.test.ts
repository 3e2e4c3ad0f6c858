/**
 * The temporary tree of a capture (src/node/claude/captureTree.ts): what is mirrored
 * from the user's home and project, what is never copied (credentials, settings keys
 * that run code or point elsewhere), links, limits, and the real folders left untouched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCaptureTree, filterSettings, realPaths } from '../../../src/node/claude/captureTree';

const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'capture-tree-')));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A home with skills, commands, a plugin, credentials and settings; a project with nested .claude folders. */
function userFolders(name: string) {
  const root = path.join(tmp, name);
  const home = path.join(root, 'home');
  const project = path.join(root, 'work', 'proj');
  write(path.join(home, '.claude', 'skills', 'mine', 'SKILL.md'), '---\ndescription: mine\n---\nBody\n');
  write(path.join(home, '.claude', 'skills', 'mine', 'scripts', 'run.sh'), 'echo hi\n');
  write(path.join(home, '.claude', 'commands', 'ns', 'cmd.md'), 'A command\n');
  write(path.join(home, '.claude', 'plugins', 'installed_plugins.json'), '{"plugins":{}}');
  write(path.join(home, '.claude', '.credentials.json'), '{"claudeAiOauth":{"accessToken":"secret-token"}}');
  write(path.join(home, '.claude', 'history.jsonl'), '{"display":"private"}\n');
  write(path.join(home, '.claude', 'projects', 'x', 'session.jsonl'), '{}\n');
  write(path.join(home, '.claude', 'settings.json'), JSON.stringify({
    skillOverrides: { mine: 'name-only' }, enabledPlugins: { 'kit@m': true }, apiKeyHelper: '/bin/echo key',
    hooks: { PreToolUse: [] }, statusLine: { type: 'command', command: 'x' },
    env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '3000', ANTHROPIC_BASE_URL: 'https://example.com', ANTHROPIC_API_KEY: 'sk-real' },
  }));
  write(path.join(home, '.claude.json'), JSON.stringify({ primaryApiKey: 'sk-real', oauthAccount: { email: 'a@b' }, skillUsage: { mine: { usageCount: 3, lastUsedAt: 5 } }, projects: {} }));
  write(path.join(project, '.claude', 'skills', 'p', 'SKILL.md'), '---\ndescription: p\n---\n');
  write(path.join(project, '.claude', 'settings.local.json'), JSON.stringify({ permissions: { deny: ['Skill(p)'] }, hooks: { Stop: [] } }));
  write(path.join(project, 'packages', 'web', '.claude', 'skills', 'nested', 'SKILL.md'), '---\ndescription: n\n---\n');
  write(path.join(project, 'node_modules', 'dep', '.claude', 'skills', 'dep', 'SKILL.md'), 'never\n');
  write(path.join(project, 'src', 'index.ts'), 'code\n');
  write(path.join(project, '.claude', 'settings.json'), '{ not json');
  fs.mkdirSync(path.join(project, '.git'));
  return { home, project };
}

const list = (dir: string): string[] => {
  const out: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(d, e.name), r); else out.push(r);
    }
  };
  walk(dir, '');
  return out.sort();
};

describe('buildCaptureTree', () => {
  it('mirrors skills, commands, plugins, the kept settings and skillUsage; never credentials, history or sessions', () => {
    const u = userFolders('a');
    const t = buildCaptureTree({ project: u.project, home: u.home, dest: path.join(tmp, 'a-out') });
    expect(list(t.home)).toEqual([
      '.claude.json',
      '.claude/commands/ns/cmd.md',
      '.claude/plugins/installed_plugins.json',
      '.claude/settings.json',
      '.claude/skills/mine/SKILL.md',
      '.claude/skills/mine/scripts/run.sh',
    ]);
    expect(JSON.parse(fs.readFileSync(path.join(t.home, '.claude.json'), 'utf8'))).toEqual({ hasCompletedOnboarding: true, skillUsage: { mine: { usageCount: 3, lastUsedAt: 5 } } });
    expect(JSON.parse(fs.readFileSync(path.join(t.home, '.claude', 'settings.json'), 'utf8'))).toEqual({
      skillOverrides: { mine: 'name-only' }, enabledPlugins: { 'kit@m': true }, env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '3000' },
    });
    const all = list(t.dest).map((f) => fs.readFileSync(path.join(t.dest, f), 'utf8')).join('\n');
    for (const secret of ['secret-token', 'sk-real', 'a@b', 'private', 'example.com', '/bin/echo']) expect(all).not.toContain(secret);
    expect(t.omitted).toContainEqual({ path: path.join(u.home, '.claude', '.credentials.json'), why: 'credentials' });
    expect(t.omitted.map((o) => o.path)).toEqual(expect.arrayContaining([
      `${path.join(u.home, '.claude', 'settings.json')}#apiKeyHelper`, `${path.join(u.home, '.claude', 'settings.json')}#hooks`,
      `${path.join(u.home, '.claude', 'settings.json')}#env.ANTHROPIC_BASE_URL`, path.join(u.home, '.claude', 'history.jsonl'),
    ]));
  });

  it('copies every .claude folder of the project (nested too), not node_modules nor other files; filters project settings; notes .git', () => {
    const u = userFolders('b');
    const t = buildCaptureTree({ project: u.project, home: u.home, dest: path.join(tmp, 'b-out') });
    expect(list(t.project)).toEqual([
      '.claude/settings.local.json',
      '.claude/skills/p/SKILL.md',
      'packages/web/.claude/skills/nested/SKILL.md',
    ]);
    expect(JSON.parse(fs.readFileSync(path.join(t.project, '.claude', 'settings.local.json'), 'utf8'))).toEqual({ permissions: { deny: ['Skill(p)'] } });
    expect(t.omitted).toContainEqual({ path: path.join(u.project, '.claude', 'settings.json'), why: 'not JSON (Claude Code would ignore it too)' });
    expect(t.git).toBe(true);
    expect(t.files).toBe(6); // copied as they are; the settings files are written filtered
  });

  it('follows links (a skill linked from elsewhere is copied as files), stops link loops, and leaves the real folders as they were', () => {
    const u = userFolders('c');
    const elsewhere = path.join(tmp, 'c', 'elsewhere', 'linked');
    write(path.join(elsewhere, 'SKILL.md'), '---\ndescription: linked\n---\n');
    fs.symlinkSync(elsewhere, path.join(u.home, '.claude', 'skills', 'linked'));
    fs.symlinkSync('..', path.join(u.home, '.claude', 'skills', 'mine', 'loop'));
    const before = list(path.join(tmp, 'c'));
    const t = buildCaptureTree({ project: u.project, home: u.home, dest: path.join(tmp, 'c-out') });
    expect(fs.lstatSync(path.join(t.home, '.claude', 'skills', 'linked')).isDirectory()).toBe(true);
    expect(fs.readFileSync(path.join(t.home, '.claude', 'skills', 'linked', 'SKILL.md'), 'utf8')).toContain('linked');
    expect(t.omitted.some((o) => o.why === 'a link back to a folder already copied')).toBe(true);
    expect(list(path.join(tmp, 'c'))).toEqual(before);
  });

  it('stops at its limits and says so', () => {
    const u = userFolders('d');
    const t = buildCaptureTree({ project: u.project, home: u.home, dest: path.join(tmp, 'd-out'), limits: { maxFiles: 2 } });
    expect(t.files).toBe(2);
    expect(t.omitted.filter((o) => o.why.startsWith('limit:')).length).toBeGreaterThan(0);
  });

  it('works without any Claude Code folders (a fresh home)', () => {
    const home = path.join(tmp, 'e', 'home');
    const project = path.join(tmp, 'e', 'proj');
    fs.mkdirSync(home, { recursive: true });
    fs.mkdirSync(project, { recursive: true });
    const t = buildCaptureTree({ project, home, dest: path.join(tmp, 'e-out') });
    expect(list(t.dest)).toEqual(['home/.claude.json']);
    expect(t.git).toBe(false);
  });
});

describe('filterSettings and realPaths', () => {
  it('keeps only the listing keys and the budget env variables', () => {
    expect(filterSettings({ model: 'x', permissions: { allow: [] }, env: { A: '1' } })).toEqual({ kept: { permissions: { allow: [] } }, dropped: ['model', 'env.A'] });
    expect(filterSettings([1, 2])).toEqual({ kept: {}, dropped: [] });
    expect(filterSettings(null)).toEqual({ kept: {}, dropped: [] });
  });
  it('maps every occurrence of the tree folders back to the real ones', () => {
    expect(realPaths('Base directory for this skill: /t/p/.claude/skills/a and /t/h/x', [['/t/p', '/real/p'], ['/t/h', '/home/me']]))
      .toBe('Base directory for this skill: /real/p/.claude/skills/a and /home/me/x');
  });
});
