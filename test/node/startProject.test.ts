/**
 * "Which project opens" (README; src/node/app/startProject.ts), the one rule
 * of the web host and Electron: --project, else a working directory with
 * `.claude`, else the last existing project of the settings, else the demo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseProject } from '../../src/node/app/startProject';
import { cleanupTemp, tempDir } from './helpers';

afterAll(cleanupTemp);

function setup(o: { cwdClaude?: boolean; recent?: unknown; settingsText?: string } = {}) {
  const cwd = tempDir('cwd');
  if (o.cwdClaude) fs.mkdirSync(path.join(cwd, '.claude'));
  const data = tempDir('data');
  const settingsFile = path.join(data, 'settings.json');
  if (o.settingsText !== undefined) fs.writeFileSync(settingsFile, o.settingsText);
  else if (o.recent !== undefined) fs.writeFileSync(settingsFile, JSON.stringify({ recentProjects: o.recent }));
  return { cwd, settingsFile, demoProject: '/app/examples/demo-project' };
}

describe('chooseProject', () => {
  it('--project wins over everything, even when it does not exist (the start check reports that)', () => {
    const s = setup({ cwdClaude: true, recent: [tempDir('last')] });
    expect(chooseProject({ ...s, flag: '/no/such/dir' })).toEqual({ project: '/no/such/dir', source: 'flag' });
  });

  it('a working directory with a .claude folder wins over the last project', () => {
    const s = setup({ cwdClaude: true, recent: [tempDir('last')] });
    expect(chooseProject({ ...s, flag: undefined })).toEqual({ project: s.cwd, source: 'cwd' });
  });

  it('a .claude file (not a folder) does not make the working directory a project', () => {
    const s = setup();
    fs.writeFileSync(path.join(s.cwd, '.claude'), '');
    expect(chooseProject({ ...s, flag: undefined }).source).toBe('demo');
  });

  it('else the last project of the settings, when it still exists', () => {
    const last = tempDir('last');
    const s = setup({ recent: [last, tempDir('older')] });
    expect(chooseProject({ ...s, flag: undefined })).toEqual({ project: last, source: 'recent' });
  });

  it('else the demo project: no settings, unreadable settings, a vanished or relative last project', () => {
    for (const s of [setup(), setup({ settingsText: '{not json' }), setup({ recent: ['/gone/away'] }), setup({ recent: ['rel/dir'] }), setup({ recent: 'x' })]) {
      expect(chooseProject({ ...s, flag: undefined })).toEqual({ project: '/app/examples/demo-project', source: 'demo' });
    }
  });
});
