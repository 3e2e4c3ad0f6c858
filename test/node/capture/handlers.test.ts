/**
 * `claude.find` and `claude.capture` through the one handler table (zod-validated
 * like every method), against the fake `claude` of test/support: the capture of the
 * open project, progress events, the built-ins kept in the app data folder and then
 * in the claude-code catalog's bundled scope, one capture at a time, bad input, and
 * the setting `claudePath` (set, forgotten).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../../src/node/handlers/index';
import type { ApiEvents, CaptureView, ClaudeFindResult } from '../../../src/shared/ipc/contract';
import { cleanupTemp, fixture, writeSkill } from '../helpers';

const FAKE = path.resolve(__dirname, '../../support/fake-claude.mjs');
afterEach(() => cleanupTemp());

describe('claude.* handlers', () => {
  it('find and capture the open project, with progress events, and the built-ins join the catalog', async () => {
    const f = await fixture({ claudePath: FAKE });
    try {
      writeSkill(f.skills, 'hello', 'Say hello');
      await f.ctx.service.rescan();
      const dispatch = createDispatch(createHandlers(f.ctx));
      // Before a capture: the fake claude is no readable install, so the bundled skills are unknown (issue 13 section 3).
      const before = f.ctx.service.snapshot().bundledSource;
      expect(before?.kind).toBe('unknown');
      expect(before?.note).toMatch(/^Claude Code's bundled skills: count and cost unknown.*no function registers bundled skills/s);
      expect(await dispatch('claude.find', {}) as ClaudeFindResult).toEqual({ found: true, path: FAKE, version: '2.1.332', source: 'setting' });
      const lines: ApiEvents['claude.progress'][] = [];
      const off = f.ctx.events.subscribe((e, p) => { if (e === 'claude.progress') lines.push(p as ApiEvents['claude.progress']); });
      const running = dispatch('claude.capture', { invoke: { name: 'hello', as: 'model' } }) as Promise<CaptureView>;
      await expect(dispatch('claude.capture', {})).rejects.toMatchObject({ code: 'capture-busy', status: 409 });
      const r = await running;
      off();
      expect(r.diff.entries.find((e) => e.name === 'hello')).toMatchObject({ status: 'same', captured: '- hello: Say hello' });
      expect(r.invocations[0].captured.toolResult).toEqual({ text: 'Launching skill: hello', isError: false });
      expect(lines.map((l) => l.line)).toContain('Claude Code started');
      expect(r.bundledStored).toBe(path.join(f.data, 'captured-bundled', '2.1.332'));
      expect(f.ctx.service.current().skills.filter((s) => s.scope === 'bundled').map((s) => s.id)).toEqual(['fake-builtin']);
      expect(f.ctx.service.snapshot().bundledSource).toMatchObject({ kind: 'capture', count: 1 });
    } finally { await f.ctx.close(); }
  });

  it('refuses bad input and says how to point at Claude Code when the path is wrong; an empty path forgets it', async () => {
    const f = await fixture({ confirmRun: async () => ({ approved: true }) });
    try {
      const dispatch = createDispatch(createHandlers(f.ctx));
      await expect(dispatch('claude.capture', { invoke: { name: 'x', as: 'robot' } })).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(dispatch('claude.capture', { model: 'bad model; rm -rf' })).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(dispatch('claude.capture', { extra: 1 })).rejects.toMatchObject({ code: 'invalid-input' });
      // The path is remembered only through claude.setPath, which the user allows (here: a host that says yes).
      await dispatch('claude.setPath', { path: path.join(f.data, 'nope') });
      const missing = await dispatch('claude.find', {}) as ClaudeFindResult;
      expect(missing).toMatchObject({ found: false, searched: [{ path: path.join(f.data, 'nope'), why: 'no such file' }] });
      await expect(dispatch('claude.capture', {})).rejects.toMatchObject({ code: 'claude-not-found', status: 404 });
      await dispatch('claude.setPath', { path: '' });
      expect((await dispatch('settings.get', {}) as { claudePath?: string }).claudePath).toBeUndefined();
    } finally { await f.ctx.close(); }
  });

  // The fresh-user attack of 2026-12-02: a page holding the API saved a script into a skill
  // folder, set it as the Claude Code path with settings.update, and claude.find ran it.
  it('never runs a program the page chose: no settings.update path, claude.setPath needs the user, nothing from a writable folder', async () => {
    const asked: string[] = [];
    const f = await fixture({ confirmRun: async (program, code) => { asked.push(program); return code === 'RIGHT' ? { approved: true } : { approved: false, needsCode: true }; } });
    try {
      const dispatch = createDispatch(createHandlers(f.ctx));
      const planted = path.join(f.skills, 'x', 'cli.js');
      writeSkill(f.skills, 'x', 'planted');
      fs.writeFileSync(planted, `require('fs').writeFileSync(${JSON.stringify(path.join(f.data, 'pwned'))}, 'ran')`);
      await expect(dispatch('settings.update', { claudePath: planted })).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(dispatch('claude.setPath', { path: planted, code: 'RIGHT' })).rejects.toMatchObject({ code: 'claude-path-unsafe', status: 403 });
      expect(asked).toEqual([]);
      // A program outside the writable folders still needs the user's proof.
      expect(await dispatch('claude.setPath', { path: FAKE })).toEqual({ approved: false, needsCode: true });
      expect((await dispatch('settings.get', {}) as { claudePath?: string }).claudePath).toBeUndefined();
      const ok = await dispatch('claude.setPath', { path: FAKE, code: 'RIGHT' }) as { approved: boolean; claude?: ClaudeFindResult };
      expect(ok).toMatchObject({ approved: true, claude: { found: true, path: FAKE } });
      // A remembered path that a folder approved later holds is not run any more.
      await f.ctx.stores.settings.update((s) => ({ ...s, claudePath: planted }));
      const found = await dispatch('claude.find', {}) as ClaudeFindResult;
      expect(found).toMatchObject({ found: false, searched: [{ path: planted, why: expect.stringContaining('may write in') }] });
      await expect(dispatch('claude.capture', {})).rejects.toMatchObject({ code: 'claude-not-found' });
      expect(fs.existsSync(path.join(f.data, 'pwned'))).toBe(false);
    } finally { await f.ctx.close(); }
  });
});
