/**
 * A missing project folder is reported at start and never created: not by
 * the start itself, not by New skill, not by saving a recreated file (the
 * tester's `npm start -- --project /typo` got the whole tree on New skill).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkStartFolders } from '../../src/node/app/startFolders';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { createAppContext } from '../../src/node/app/context';
import { cleanupTemp, fixture, tempDir } from './helpers';

afterEach(() => cleanupTemp());

describe('checkStartFolders', () => {
  it('a missing or non-folder project is an error; other missing folders are warnings', () => {
    const base = tempDir('start');
    const file = path.join(base, 'file.txt');
    fs.writeFileSync(file, 'x');
    expect(checkStartFolders({ project: path.join(base, 'typo') }).error).toMatch(/project folder .*typo does not exist.*nothing was created/);
    expect(checkStartFolders({ project: file }).error).toMatch(/is not a folder/);
    const ok = checkStartFolders({ project: base, home: base, addDirs: [path.join(base, 'nope')], skillsDirs: [file], plugins: [] });
    expect(ok.error).toBeUndefined();
    expect(ok.warnings).toEqual([expect.stringMatching(/^--add-dir .*nope is not an existing folder/), expect.stringMatching(/^--skills-dir .*file\.txt is not/)]);
    expect(fs.readdirSync(base)).toEqual(['file.txt']);
  });
});

describe('no project or configured folder is ever created implicitly', () => {
  it('New skill in a project whose folder is missing creates nothing', async () => {
    const base = tempDir('gone');
    const project = path.join(base, 'typo');
    const home = tempDir('home');
    const ctx = await createAppContext({
      host: 'web', appVersion: '0', dataDir: tempDir('data'), bundledRoot: path.join(base, 'none'),
      roots: { project, home, cwd: project }, watcher: false, env: {},
    });
    const dispatch = createDispatch(createHandlers(ctx));
    const root = path.join(project, '.claude', 'skills');
    await expect(dispatch('skill.create', { root, name: 'first', text: '---\ndescription: x\n---\n' })).rejects.toMatchObject({ code: 'folder-missing', status: 404 });
    expect(fs.existsSync(project)).toBe(false);
    await expect(dispatch('file.save', { path: path.join(root, 'first', 'SKILL.md'), text: 'x' })).rejects.toMatchObject({ code: 'folder-missing' });
    expect(fs.existsSync(project)).toBe(false);
  });

  it('a project folder deleted while the app runs is not recreated; an existing project still gets its .claude/skills', async () => {
    const f = await fixture();
    fs.rmSync(path.join(f.project, '.claude'), { recursive: true });
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('catalog.rescan', {});
    // The project exists: its root folders are made for the first skill.
    const r = await dispatch('skill.create', { root: f.skills, name: 'first', text: '---\ndescription: x\n---\n' }) as { path: string };
    expect(fs.existsSync(r.path)).toBe(true);
    fs.rmSync(f.project, { recursive: true });
    await expect(dispatch('skill.create', { root: f.skills, name: 'second', text: 'x' })).rejects.toMatchObject({ code: 'folder-missing' });
    await expect(dispatch('file.save', { path: r.path, text: 'again' })).rejects.toMatchObject({ code: 'folder-missing' });
    expect(fs.existsSync(f.project)).toBe(false);
  });
});
