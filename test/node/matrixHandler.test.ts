/**
 * `matrix.get` and `engine.explain` under another harness, through the one
 * handler table (the same table Electron IPC and the web host serve).
 * Expected cells by hand from skill-semantics.md §3.1 (roots) and E2.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ApiOutputs } from '../../src/shared/ipc/contract';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { cleanupTemp, fixture, writeSkill } from './helpers';

afterAll(cleanupTemp);

type Matrix = ApiOutputs['matrix.get'];

describe('matrix.get', () => {
  it('default columns from the folders that exist; a setting or the request picks others; unsaved buffers are overlaid', async () => {
    const f = await fixture();
    const file = writeSkill(f.skills, 'greet', 'Greets people');
    await f.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(f.ctx));
    // The fixture makes .claude/skills in the project and the home: read by ten harnesses (docs/harnesses/<id>.md,
    // Discovery), so shared and marking no one; but .claude exists, so Claude Code is the one default column.
    const m = await dispatch('matrix.get', {}) as Matrix;
    expect(m.defaults).toEqual(['claude-code']);
    expect(m.profiles.map((c) => c.key)).toEqual(m.defaults);
    expect(m.skills.map((r) => r.path)).toEqual([file]);
    expect(m.skills[0]!.cells['claude-code']).toMatchObject({ status: 'listed', listed: 'full', id: 'greet' });
    // pi's own project folder (.pi/skills, docs/harnesses/pi.md Discovery) makes it a column too.
    fs.mkdirSync(path.join(f.project, '.pi/skills'), { recursive: true });
    expect((await dispatch('matrix.get', {}) as Matrix).defaults).toEqual(['claude-code', 'pi']);

    await dispatch('settings.update', { harnessColumns: ['minimal', 'codex-that-left', 'claude-code@2.1.112'] });
    const set = await dispatch('matrix.get', {}) as Matrix;
    expect(set.profiles.map((c) => c.key)).toEqual(['minimal', 'claude-code@2.1.112']);
    expect(set.skills[0]!.cells.minimal!.status).toBe('not-read');

    // E2 in an unsaved buffer: the AS spec skips it, Claude Code still lists it.
    const over = await dispatch('matrix.get', { profiles: ['claude-code', 'agent-skills'], overlays: { [file]: '---\nname: greet\n---\n# Greets\n' } }) as Matrix;
    expect(over.skills[0]!.cells['agent-skills']!.status).toBe('skipped');
    expect(over.skills[0]!.cells['claude-code']!.status).toBe('listed');
    expect(fs.readFileSync(file, 'utf8')).toContain('description: Greets people');
  });

  it('builds no catalog snapshot: each column\'s listing options read the last scan\'s harness settings and usage directly', async () => {
    // A snapshot lists the writable roots and the same-name copies (stats over every root): once per
    // column it held main's event loop for hundreds of ms on 2,000 skills × every harness (npm run bench).
    const f = await fixture();
    writeSkill(f.skills, 'greet', 'Greets people');
    await f.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const snapshot = vi.spyOn(f.ctx.service, 'snapshot');
    const m = await dispatch('matrix.get', { profiles: ['claude-code', 'agent-skills', 'codex', 'minimal'] }) as Matrix;
    expect(m.skills[0]!.cells['claude-code']).toMatchObject({ status: 'listed', id: 'greet' });
    expect(snapshot).not.toHaveBeenCalled();
  });

  it('rejects a malformed request before any scan', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    await expect(dispatch('matrix.get', { profiles: 'claude-code' })).rejects.toThrow(/invalid input for matrix.get/);
    await expect(dispatch('matrix.get', { extra: 1 })).rejects.toThrow(/invalid input/);
  });
});

describe('engine.explain under another harness', () => {
  it('explains with that harness\'s own scan: .agents/skills is found by the AS spec, not by Claude Code (§3.1)', async () => {
    const f = await fixture();
    writeSkill(path.join(f.project, '.agents/skills'), 'agents-only', 'Only in .agents');
    await f.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const cc = await dispatch('engine.explain', { name: 'agents-only' }) as ApiOutputs['engine.explain'];
    expect(cc.matches).toEqual([]);
    expect(cc.profile).toBe('claude-code');
    const as = await dispatch('engine.explain', { name: 'agents-only', profile: 'agent-skills' }) as ApiOutputs['engine.explain'];
    expect(as.profile).toBe('agent-skills');
    expect(as.matches.map((m) => [m.id, m.status])).toEqual([['agents-only', 'listed']]);
    expect(f.ctx.service.profileId).toBe('claude-code');
  });
});
