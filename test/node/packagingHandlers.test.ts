/**
 * The packaging IPC methods through the real dispatch: export returns a zip
 * and writes nothing; import inspects (clash reported, nothing written), then
 * installs only with the caller's choice and rescans; an import or a plugin
 * outside the writable roots is refused by the write guard.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { cleanupTemp, fixture, tempDir, writeSkill } from './helpers';

afterAll(cleanupTemp);

describe('packaging handlers', () => {
  it('export, then import with a clash: cancel, rename', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    writeSkill(f.skills, 'greet');
    const before = fs.readdirSync(f.skills);
    const exp = await dispatch('pack.export', { dir: path.join(f.skills, 'greet'), target: 'claude-ai' }) as { ok: boolean; dataBase64: string; files: { archivePath: string }[] };
    expect(exp.ok).toBe(true);
    expect(exp.files.map((x) => x.archivePath)).toEqual(['greet/SKILL.md']);
    expect(fs.readdirSync(f.skills)).toEqual(before);
    const dry = await dispatch('pack.import', { into: f.skills, fileName: 'greet.zip', dataBase64: exp.dataBase64, dryRun: true }) as { outcome: string; clash: boolean; renameTo: string };
    expect(dry).toMatchObject({ outcome: 'inspected', clash: true, renameTo: 'greet-2' });
    const cancel = await dispatch('pack.import', { into: f.skills, fileName: 'greet.zip', dataBase64: exp.dataBase64 }) as { outcome: string };
    expect(cancel.outcome).toBe('cancelled');
    expect(fs.readdirSync(f.skills)).toEqual(before);
    const ren = await dispatch('pack.import', { into: f.skills, fileName: 'greet.zip', dataBase64: exp.dataBase64, onClash: 'rename' }) as { outcome: string; snapshot: { catalog: { skills: { id: string }[] } } };
    expect(ren.outcome).toBe('installed');
    expect(ren.snapshot.catalog.skills.map((s) => s.id)).toEqual(expect.arrayContaining(['greet', 'greet-2']));
  });
  it('refuses writes outside the roots', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const elsewhere = tempDir('elsewhere');
    await expect(dispatch('pack.import', { into: elsewhere, fileName: 'a.zip', dataBase64: '' })).rejects.toMatchObject({ status: 403 });
    await expect(dispatch('plugin.init', { dir: path.join(elsewhere, 'p'), name: 'p' })).rejects.toMatchObject({ status: 403 });
    expect(fs.readdirSync(elsewhere)).toEqual([]);
  });
  it('plugin.init inside the project', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const r = await dispatch('plugin.init', { dir: path.join(f.project, '.claude/skills/my-plugin'), name: 'my-plugin' }) as { ok: boolean; files: string[] };
    expect(r.ok).toBe(true);
    expect(r.files.map((x) => path.relative(f.project, x))).toEqual(['.claude/skills/my-plugin/.claude-plugin/plugin.json', '.claude/skills/my-plugin/skills/hello/SKILL.md', '.claude/skills/my-plugin/README.md']);
  });
});
