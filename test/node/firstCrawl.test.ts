/**
 * The app's first watcher crawl runs beside the first scan (app/context.ts), from the watch set
 * CatalogService.plannedWatch resolves before that scan lands: it must be the set the scan then
 * has (every root folder, present or missing, and every harness settings file), under the active
 * profile, or the crawl watches the wrong folders until the re-sync.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTemp, fixture, writeSkill } from './helpers';

afterEach(() => cleanupTemp());

describe('first crawl beside the first scan', () => {
  it.each(['claude-code', 'codex', 'opencode'] as const)('plannedWatch equals the watch set of the scan that follows (%s)', async (profile) => {
    const f = await fixture({ profile });
    writeSkill(f.skills, 'alpha');
    writeSkill(f.userSkills, 'beta');
    fs.mkdirSync(path.join(f.project, '.agents', 'skills', 'gamma'), { recursive: true });
    fs.writeFileSync(path.join(f.project, '.claude', 'settings.json'), '{"permissions":{}}');
    const planned = f.ctx.service.plannedWatch();
    await f.ctx.service.rescan();
    expect(planned.roots.length).toBeGreaterThan(0);
    expect({ roots: [...planned.roots].sort(), harnessFiles: [...planned.harnessFiles].sort() })
      .toEqual({ roots: [...f.ctx.service.allRootPaths()].sort(), harnessFiles: [...f.ctx.service.harnessFiles()].sort() });
    await f.ctx.close();
  });

  it('a context with the watcher on watches the folders a sync after its scan watches', async () => {
    const f = await fixture({ watcher: {} });
    const first = f.ctx.watcher!.watchedFolders();
    expect(f.ctx.watcher!.differsFromService()).toBe(false);
    await f.ctx.watcher!.sync();
    expect(first).toEqual(f.ctx.watcher!.watchedFolders());
    await f.ctx.close();
  });
});
