/** Unsaved buffers mirrored to main: the base disk version (content hash) survives a restart (conflict check after a reload). */
import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { createAppContext } from '../../src/node/app/context';
import { cleanupTemp, fixture, writeSkill } from './helpers';

afterEach(() => cleanupTemp());

describe('buffers.put / buffers.list', () => {
  it('keeps baseHash with each buffer across a restart; buffers without one stay as they were', async () => {
    const f = await fixture();
    const a = writeSkill(f.skills, 'a');
    const b = writeSkill(f.skills, 'b');
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('buffers.put', { path: a, text: 'draft a', baseHash: 'ab'.repeat(32) });
    await dispatch('buffers.put', { path: b, text: 'draft b' });
    const again = await createAppContext({
      host: 'web', appVersion: '0', dataDir: f.data, bundledRoot: path.join(f.data, 'none'),
      roots: { project: f.project, home: f.home, cwd: f.project }, watcher: false, env: {},
    });
    const list = await createDispatch(createHandlers(again))('buffers.list', {});
    expect(list).toEqual([{ path: a, text: 'draft a', baseHash: 'ab'.repeat(32) }, { path: b, text: 'draft b' }]);
  });

  it('rejects a baseHash that is not a content hash, and the old baseMtimeMs', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    await expect(dispatch('buffers.put', { path: writeSkill(f.skills, 'a'), text: 'x', baseHash: 'soon' })).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(dispatch('buffers.put', { path: writeSkill(f.skills, 'b'), text: 'x', baseMtimeMs: 1 })).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
