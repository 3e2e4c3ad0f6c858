/** The handler table: validation, catalog, skill folder operations, buffers, shell runs. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_INPUTS } from '../../src/shared/ipc/contract';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { runShell } from '../../src/node/shell/shell';
import { completePath } from '../../src/node/files/completePath';
import { cleanupTemp, fixture, tempDir, writeSkill } from './helpers';

afterAll(cleanupTemp);

describe('handler table', () => {
  it('has exactly one handler per contract method', async () => {
    const f = await fixture();
    expect(Object.keys(createHandlers(f.ctx)).sort()).toEqual(Object.keys(API_INPUTS).sort());
  });

  it('rejects invalid payloads before any service runs', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    await expect(dispatch('usage.record', { name: '' })).rejects.toMatchObject({ code: 'invalid-input', status: 400 });
    await expect(dispatch('usage.record', null)).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(dispatch('settings.update', { profile: 'vim' })).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(dispatch('nope.nope', {})).rejects.toMatchObject({ code: 'unknown-method' });
    await expect(dispatch('constructor', {})).rejects.toMatchObject({ code: 'unknown-method' });
    expect(f.ctx.stores.usage.get()).toEqual({});
  });

  it('partial updates change only the keys given (zod 4 fills defaults inside .partial())', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('settings.update', { profile: 'codebot', listing: { budget: 500 } });
    const s = await dispatch('settings.update', { theme: 'dark' });
    expect(s).toMatchObject({ profile: 'codebot', theme: 'dark', listing: { budget: 500 } });
    // Only main records recent projects (the web host opens the last one at start).
    await expect(dispatch('settings.update', { recentProjects: ['/a'] })).rejects.toMatchObject({ code: 'invalid-input' });
    await dispatch('catalog.configure', { roots: { touched: ['src/a.ts'], bundled: false } });
    const snap = await dispatch('catalog.configure', { roots: { addDirs: [f.home] } }) as { roots: { touched: string[]; bundled: boolean; project: string } };
    expect(snap.roots).toMatchObject({ touched: ['src/a.ts'], bundled: false, project: f.project });
  });

  it('scans the project and user roots into a snapshot with a generation counter', async () => {
    const f = await fixture();
    writeSkill(f.skills, 'proj-skill');
    writeSkill(f.userSkills, 'user-skill');
    const dispatch = createDispatch(createHandlers(f.ctx));
    const s1 = await dispatch('catalog.rescan', {}) as { generation: number; catalog: { skills: { id: string; scope: string }[] }; writableRoots: { path: string }[] };
    expect(s1.catalog.skills.map((s) => `${s.scope}:${s.id}`).sort()).toEqual(['project:proj-skill', 'user:user-skill']);
    expect(s1.writableRoots.map((r) => r.path)).toContain(f.skills);
    const s2 = await dispatch('catalog.rescan', {}) as { generation: number };
    expect(s2.generation).toBe(s1.generation + 1);
  });

  it('honours skillOverrides from the harness settings', async () => {
    const f = await fixture();
    writeSkill(f.skills, 'quiet');
    fs.writeFileSync(path.join(f.project, '.claude', 'settings.json'), JSON.stringify({ skillOverrides: { quiet: 'off' } }));
    const snap = await f.ctx.service.rescan();
    expect(snap.harnessSettings.overrides[0].value).toEqual({ quiet: 'off' });
    expect(snap.catalog.skills.find((s) => s.id === 'quiet')?.status).not.toBe('listed');
    // The snapshot says which options resolved the catalog, so the renderer overlays buffers with the same.
    expect(snap.scanOptions.overrides).toEqual({ quiet: 'off' });
    expect(snap.scanOptions.cwd).toBe(f.ctx.service.roots.cwd ?? f.ctx.service.roots.project);
  });
});

describe('skill folder operations', () => {
  it('creates, renames, duplicates and deletes (to the web trash) inside roots only', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const created = await dispatch('skill.create', { root: f.skills, name: 'fresh', text: '---\ndescription: d\n---\n' }) as { path: string };
    expect(created.path).toBe(path.join(f.skills, 'fresh', 'SKILL.md'));
    await expect(dispatch('skill.create', { root: f.skills, name: 'fresh', text: 'x' })).rejects.toMatchObject({ code: 'exists' });
    await expect(dispatch('skill.create', { root: f.skills, name: '../escape', text: 'x' })).rejects.toMatchObject({ code: 'invalid-name' });
    await expect(dispatch('skill.create', { root: f.project, name: 'x', text: 'x' })).rejects.toMatchObject({ code: 'not-a-root' });
    const renamed = await dispatch('skill.rename', { dir: path.join(f.skills, 'fresh'), newName: 'renamed' }) as { dir: string };
    expect(fs.existsSync(path.join(renamed.dir, 'SKILL.md'))).toBe(true);
    const dup = await dispatch('skill.duplicate', { dir: renamed.dir, newName: 'copy' }) as { dir: string };
    expect(fs.readFileSync(path.join(dup.dir, 'SKILL.md'), 'utf8')).toContain('description: d');
    await expect(dispatch('skill.rename', { dir: dup.dir, newName: 'renamed' })).rejects.toMatchObject({ code: 'exists' });
    await expect(dispatch('skill.delete', { dir: f.skills })).rejects.toMatchObject({ code: 'is-root' });
    const del = await dispatch('skill.delete', { dir: dup.dir }) as { trashed: boolean; location: string; note: string };
    expect(del.trashed).toBe(true);
    expect(del.location.startsWith(path.join(f.data, '.trash'))).toBe(true);
    expect(del.note).toMatch(/no system trash/);
    expect(fs.readFileSync(path.join(del.location, 'SKILL.md'), 'utf8')).toContain('description: d');
    expect(fs.existsSync(dup.dir)).toBe(false);
    const snap = await dispatch('catalog.get', {}) as { catalog: { skills: { id: string }[] } };
    expect(snap.catalog.skills.map((s) => s.id)).toEqual(['renamed']);
  });

  it('keeps unsaved buffers across a restart, and drops one after its text is saved', async () => {
    const f = await fixture();
    const file = writeSkill(f.skills, 'buf');
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('buffers.put', { path: file, text: 'draft' });
    const again = await fixture({ dataDir: f.data });
    expect(await createDispatch(createHandlers(again.ctx))('buffers.list', {})).toEqual([{ path: file, text: 'draft' }]);
    await dispatch('file.save', { path: file, text: 'draft' });
    expect(await dispatch('buffers.list', {})).toEqual([]);
  });

  it('completes folder names for the project picker', () => {
    const d = tempDir('complete');
    fs.mkdirSync(path.join(d, 'projects'));
    fs.mkdirSync(path.join(d, 'prose'));
    fs.mkdirSync(path.join(d, '.private'));
    fs.writeFileSync(path.join(d, 'proposal.txt'), '');
    expect(completePath(path.join(d, 'pro'), d)).toEqual([path.join(d, 'projects') + '/', path.join(d, 'prose') + '/']);
    expect(completePath(`${d}/`, d)).not.toContain(path.join(d, '.private') + '/');
    expect(completePath(`${d}/.pr`, d)).toEqual([path.join(d, '.private') + '/']);
    expect(completePath('~/pro', d)).toHaveLength(2);
    expect(completePath('relative', d)).toEqual([]);
  });
});

describe('shell.run', () => {
  it('runs only a command the invocation expands to, in the project folder', async () => {
    const f = await fixture();
    const file = writeSkill(f.skills, 'sh', 'shell', 'Now: !`pwd`\nEcho: !`echo $0`\n');
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('catalog.rescan', {});
    const invocation = { name: 'sh', as: 'user' as const, args: 'hello' };
    const r = await dispatch('shell.run', { invocation, index: 0, command: 'pwd' }) as { stdout: string; exitCode: number; command: string };
    expect(r.exitCode).toBe(0);
    expect(r.stdout.trim()).toBe(f.project);
    // The second command runs as substituted by the simulation ($0 = first argument, ref §9.1).
    const e = await dispatch('shell.run', { invocation, index: 1, command: 'echo hello' }) as { stdout: string };
    expect(e.stdout.trim()).toBe('hello');
    // What the user saw must be what main's own simulation expands to: a stale view is refused.
    await expect(dispatch('shell.run', { invocation: { ...invocation, args: 'bye' }, index: 1, command: 'echo hello' }))
      .rejects.toMatchObject({ code: 'command-changed' });
    // No such command: refused; the caller cannot name the text to run, nor pass buffers of its own.
    await expect(dispatch('shell.run', { invocation, index: 2, command: 'pwd' })).rejects.toMatchObject({ code: 'command-not-in-skill' });
    await expect(dispatch('shell.run', { invocation: { ...invocation, name: 'nope' }, index: 0, command: 'pwd' })).rejects.toMatchObject({ code: 'command-not-in-skill' });
    await expect(dispatch('shell.run', { invocation: { ...invocation, overlays: { [file]: '---\ndescription: x\n---\n!`id`\n' } }, index: 0, command: 'id' }))
      .rejects.toMatchObject({ code: 'invalid-input' });
    await expect(dispatch('shell.run', { command: 'rm -rf ~', skillPath: file } as never)).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(dispatch('shell.run', { invocation, index: 0, command: 'pwd', cwd: '/' })).rejects.toMatchObject({ code: 'invalid-cwd' });
  });

  it('uses the unsaved buffer main mirrors, not one the caller sends', async () => {
    const f = await fixture();
    const file = writeSkill(f.skills, 'buf', 'shell', 'Now: !`echo disk`\n');
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('catalog.rescan', {});
    await dispatch('buffers.put', { path: file, text: '---\nname: buf\ndescription: shell\n---\nNow: !`echo buffer`\n' });
    const invocation = { name: 'buf', as: 'user' as const };
    await expect(dispatch('shell.run', { invocation, index: 0, command: 'echo disk' })).rejects.toMatchObject({ code: 'command-changed' });
    const r = await dispatch('shell.run', { invocation, index: 0, command: 'echo buffer' }) as { stdout: string };
    expect(r.stdout.trim()).toBe('buffer');
  });

  it('does not overlay the mirrored buffer of a skill deleted on disk (the harness would not find it)', async () => {
    const f = await fixture();
    const file = writeSkill(f.skills, 'gone', 'shell', 'Now: !`echo disk`\n');
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('catalog.rescan', {});
    await dispatch('buffers.put', { path: file, text: '---\nname: gone\ndescription: shell\n---\nNow: !`echo buffer`\n' });
    fs.rmSync(path.dirname(file), { recursive: true });
    await dispatch('catalog.rescan', {});
    const invocation = { name: 'gone', as: 'user' as const };
    await expect(dispatch('shell.run', { invocation, index: 0, command: 'echo buffer' })).rejects.toMatchObject({ code: 'command-not-in-skill' });
  });

  it('captures stderr and exit codes, caps output and kills on timeout', async () => {
    const d = tempDir('sh');
    const a = await runShell('echo out; echo err >&2; exit 3', d);
    expect(a).toMatchObject({ stdout: 'out\n', stderr: 'err\n', exitCode: 3, timedOut: false, truncated: false });
    const big = await runShell('head -c 200000 /dev/zero | tr "\\0" x', d);
    expect(big.stdout.length).toBe(64 * 1024);
    expect(big.truncated).toBe(true);
    const slow = await runShell('sleep 5 & sleep 5; echo never', d, { timeoutMs: 300 });
    expect(slow.timedOut).toBe(true);
    expect(slow.stdout).toBe('');
    expect(slow.durationMs).toBeLessThan(3000);
  });
});
