/**
 * New skills go only into the project's own roots, the user's roots under
 * --home and explicitly given --add-dir / --skills-dir / --plugin roots; the
 * ancestors that the Claude Code walk finds above a project without a git
 * root (`/tmp/.claude/skills`, `/.claude/skills`) are listed but not offered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { createAppContext } from '../../src/node/app/context';
import { cleanupTemp, tempDir, writeSkill } from './helpers';

afterEach(() => cleanupTemp());

/** A project without .git inside a parent that has its own `.claude/skills` (an ancestor root). */
async function nested() {
  const parent = tempDir('parent');
  const project = path.join(parent, 'proj');
  const home = tempDir('home');
  const data = tempDir('data');
  const extra = tempDir('extra');
  const addDir = tempDir('adddir');
  const parentSkills = path.join(parent, '.claude', 'skills');
  const skills = path.join(project, '.claude', 'skills');
  for (const d of [parentSkills, skills, path.join(home, '.claude', 'skills'), path.join(addDir, '.claude', 'skills')]) fs.mkdirSync(d, { recursive: true });
  const ctx = await createAppContext({
    host: 'web', appVersion: '0', dataDir: data, bundledRoot: path.join(data, 'none'),
    roots: { project, home, cwd: project, skillsDirs: [extra], addDirs: [addDir] }, watcher: false, env: {},
  });
  return { parent, project, home, extra, addDir, parentSkills, skills, ctx, dispatch: createDispatch(createHandlers(ctx)) };
}

describe('writableRoots', () => {
  it('lists the project root first and no ancestor outside the project', async () => {
    const n = await nested();
    const all = n.ctx.service.allRootPaths();
    expect(all).toContain(n.parentSkills); // the walk still scans (and lists) it
    const w = n.ctx.service.snapshot().writableRoots.map((r) => r.path);
    expect(w[0]).toBe(n.skills);
    expect(w).toContain(path.join(n.home, '.claude', 'skills'));
    expect(w).toContain(n.extra);
    expect(w).toContain(path.join(n.addDir, '.claude', 'skills'));
    expect(w).not.toContain(n.parentSkills);
    for (const p of w) expect([n.project, n.home, n.extra, n.addDir].some((d) => p === d || p.startsWith(`${d}/`))).toBe(true);
    expect(w.some((p) => p === '/.claude/skills' || p === '/tmp/.claude/skills')).toBe(false);
  });

  it('skill.create, rename, duplicate and saving a new file refuse an ancestor root', async () => {
    const n = await nested();
    await expect(n.dispatch('skill.create', { root: n.parentSkills, name: 'evil', text: 'x' })).rejects.toMatchObject({ status: 403 });
    expect(fs.existsSync(path.join(n.parentSkills, 'evil'))).toBe(false);
    await expect(n.dispatch('file.save', { path: path.join(n.parentSkills, 'new', 'SKILL.md'), text: 'x' })).rejects.toMatchObject({ code: 'outside-roots' });
    const up = writeSkill(n.parentSkills, 'up');
    await n.ctx.service.rescan();
    await expect(n.dispatch('skill.rename', { dir: path.dirname(up), newName: 'moved' })).rejects.toMatchObject({ status: 403 });
    await expect(n.dispatch('skill.duplicate', { dir: path.dirname(up), newName: 'copy' })).rejects.toMatchObject({ status: 403 });
    expect(fs.readdirSync(n.parentSkills).sort()).toEqual(['up']);
    // Editing the existing listed file is still possible.
    await expect(n.dispatch('file.save', { path: up, text: 'edited\n' })).resolves.toMatchObject({ ok: true });
    // The project's own root works.
    await expect(n.dispatch('skill.create', { root: n.skills, name: 'mine', text: 'x' })).resolves.toEqual({ path: path.join(n.skills, 'mine', 'SKILL.md') });
  });

  it('a skills-dir plugin Claude Code finds itself is editable with the project (or home) folder that holds it, not a folder of its own', async () => {
    const n = await nested();
    const plugin = path.join(n.skills, 'kit');
    fs.mkdirSync(path.join(plugin, '.claude-plugin'), { recursive: true });
    fs.writeFileSync(path.join(plugin, '.claude-plugin/plugin.json'), '{"name":"kit"}');
    const hello = writeSkill(path.join(plugin, 'skills'), 'hello');
    const userPlugin = path.join(n.home, '.claude/skills/mine');
    fs.mkdirSync(path.join(userPlugin, '.claude-plugin'), { recursive: true });
    fs.writeFileSync(path.join(userPlugin, '.claude-plugin/plugin.json'), '{"name":"mine"}');
    const greet = writeSkill(path.join(userPlugin, 'skills'), 'greet');
    const snap = await n.ctx.service.rescan();
    expect(snap.catalog.skills.filter((s) => s.scope === 'plugin').map((s) => [s.id, s.status])).toEqual([['mine:greet', 'listed'], ['kit:hello', 'inactive']]);
    expect(n.ctx.service.unapprovedFolders()).toEqual([]);
    await expect(n.dispatch('file.save', { path: hello, text: 'edited\n' })).resolves.toMatchObject({ ok: true });
    await expect(n.dispatch('file.save', { path: greet, text: 'edited\n' })).resolves.toMatchObject({ ok: true });
  });
});
