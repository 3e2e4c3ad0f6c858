/**
 * The native boxes of src/electron-main/dialogs.ts against a mocked `electron`
 * dialog (the binary cannot run here): which question each proof asks, that
 * only the first button approves, and that Export saves where the native save
 * dialog says, through the real pack.saveAs handler (a zip the user can open),
 * and writes nothing when the dialog is cancelled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const m = vi.hoisted(() => ({
  box: [] as unknown[][],
  save: [] as unknown[][],
  response: 0,
  savePath: null as string | null,
}));

vi.mock('electron', () => ({
  dialog: {
    showMessageBox: vi.fn(async (...a: unknown[]) => { m.box.push(a); return { response: m.response, checkboxChecked: false }; }),
    showSaveDialog: vi.fn(async (...a: unknown[]) => { m.save.push(a); return m.savePath ? { canceled: false, filePath: m.savePath } : { canceled: true, filePath: '' }; }),
  },
}));

import { askNative, confirmRun, confirmWrites, saveFileAs } from '../../src/electron-main/dialogs';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { openZip } from '../../src/node/pack/zipIo';
import { cleanupTemp, fixture, tempDir, writeSkill } from '../node/helpers';

afterAll(cleanupTemp);
beforeEach(() => { m.box.length = 0; m.save.length = 0; m.response = 0; m.savePath = null; });

const win = { id: 1 } as never;
const optionsOf = (call: unknown[]) => call[call.length - 1] as { buttons: string[]; defaultId: number; cancelId: number; message: string; type: string };

describe('askNative (write approval, Claude Code path)', () => {
  it('write approval: names the folder, "Allow Saving" first, "Keep Read-Only" the default and Escape; modal to the window', async () => {
    expect(await confirmWrites(win, '/work/other')).toEqual({ approved: true });
    expect(m.box[0][0]).toBe(win);
    const o = optionsOf(m.box[0]);
    expect(o.buttons).toEqual(['Allow Saving', 'Keep Read-Only']);
    expect([o.defaultId, o.cancelId]).toEqual([1, 1]);
    expect(o.message).toContain('/work/other');
    m.response = 1;
    expect(await confirmWrites(win, '/work/other')).toEqual({ approved: false, message: 'kept read-only' });
  });

  it('Claude Code path: names the program; only "Allow Running" approves; without a window the box is not modal', async () => {
    m.response = 1;
    expect(await confirmRun(null, '/opt/evil/claude')).toEqual({ approved: false, message: 'not allowed' });
    expect(m.box[0]).toHaveLength(1);
    const o = optionsOf(m.box[0]);
    expect(o.buttons).toEqual(['Allow Running', 'Cancel']);
    expect(o.message).toContain('/opt/evil/claude');
    m.response = 0;
    expect(await confirmRun(null, '/opt/evil/claude')).toEqual({ approved: true });
  });

  it('an answer other than the first button never approves (a closed box answers cancelId)', async () => {
    for (const response of [1, 2, -1]) {
      m.response = response;
      expect((await askNative(win, { allow: 'Y', deny: 'N', message: 'q', detail: 'd', denied: 'no' })).approved).toBe(false);
    }
  });
});

describe('Export skill: the native save dialog', () => {
  it('saves the zip where the user chose, through pack.saveAs; cancelling writes nothing', async () => {
    const out = tempDir('exports');
    const f = await fixture({ saveFileAs: (name, data) => saveFileAs(win, name, data) });
    const dispatch = createDispatch(createHandlers(f.ctx));
    writeSkill(f.skills, 'greet');
    fs.writeFileSync(path.join(f.skills, 'greet', 'notes.md'), 'notes\n');

    m.savePath = path.join(out, 'chosen-name.zip');
    const r = await dispatch('pack.saveAs', { dir: path.join(f.skills, 'greet'), target: 'claude-ai' }) as { ok: boolean; saved: string | null; fileName: string; files: number };
    expect(r).toEqual({ ok: true, saved: m.savePath, fileName: 'greet.zip', files: 2 });
    const opts = m.save[0][1] as { defaultPath: string; filters: { extensions: string[] }[] };
    expect(m.save[0][0]).toBe(win);
    expect(opts.defaultPath).toBe('greet.zip');
    expect(opts.filters[0].extensions).toEqual(['zip', 'skill']);
    const zip = await openZip(m.savePath, 10);
    expect(zip.entries.map((e) => Buffer.from(e.rawName).toString('utf8')).sort()).toEqual(['greet/SKILL.md', 'greet/notes.md']);
    zip.close();

    m.savePath = null;
    const before = fs.readdirSync(out);
    expect(await dispatch('pack.saveAs', { dir: path.join(f.skills, 'greet'), target: 'claude-ai' })).toMatchObject({ saved: null });
    expect(fs.readdirSync(out)).toEqual(before);
  });

  it('the web host has no save dialog: pack.saveAs is refused there (the page downloads instead)', async () => {
    const f = await fixture();
    writeSkill(f.skills, 'greet');
    await expect(createDispatch(createHandlers(f.ctx))('pack.saveAs', { dir: path.join(f.skills, 'greet'), target: 'plain' })).rejects.toMatchObject({ code: 'unsupported' });
  });
});
