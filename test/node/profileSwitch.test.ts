/**
 * Switching the profile (not the project) keeps open tabs saveable and backed
 * up. A file the user opened in a root one profile discovers (`.agents/skills`
 * under agent-skills) lies outside another profile's discovery folders
 * (claude-code reads only `.claude/skills`), but it is still in the approved
 * project: its save and its unsaved backup must keep working, while writes
 * stay limited to roots of approved folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import type { CatalogSnapshot, FileText } from '../../src/shared/ipc/contract';
import { cleanupTemp, fixture, tempDir, writeSkill } from './helpers';

afterEach(() => cleanupTemp());

describe('a profile switch keeps the open files of the approved project saveable', () => {
  it('a skill of .agents/skills opened under agent-skills saves and backs up after switching to claude-code, and after deletion is recreated', async () => {
    const f = await fixture();
    const spec = writeSkill(path.join(f.project, '.agents', 'skills'), 'spec', 'Spec skill');
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('catalog.configure', { profile: 'agent-skills' });
    const read = await dispatch('file.read', { path: spec }) as FileText;
    await expect(dispatch('buffers.put', { path: spec, text: 'typed under agent-skills', baseHash: read.hash! })).resolves.toEqual({ ok: true });

    const snap = await dispatch('catalog.configure', { profile: 'claude-code' }) as CatalogSnapshot;
    // The new profile does not list it (claude-code discovers only .claude/skills) ...
    expect(snap.catalog.skills.some((s) => s.path === spec)).toBe(false);
    // ... yet the tab's backup and its save keep working.
    await expect(dispatch('buffers.put', { path: spec, text: 'typed under claude-code', baseHash: read.hash! })).resolves.toEqual({ ok: true });
    const saved = await dispatch('file.save', { path: spec, text: '---\ndescription: edited\n---\nBody\n', expectedHash: read.hash! });
    expect(saved).toMatchObject({ ok: true });
    expect(fs.readFileSync(spec, 'utf8')).toBe('---\ndescription: edited\n---\nBody\n');
    await expect(dispatch('file.read', { path: spec })).resolves.toMatchObject({ exists: true });
    // Deleted on disk meanwhile: the tab's Recreate (a save of a missing file) still works.
    fs.rmSync(path.dirname(spec), { recursive: true });
    await expect(dispatch('file.save', { path: spec, text: 'again\n' })).resolves.toMatchObject({ ok: true });
    expect(fs.readFileSync(spec, 'utf8')).toBe('again\n');
  });

  it('writes stay limited to roots of approved folders under any profile', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    // A folder of the project that no profile discovers is never writable.
    const notes = path.join(f.project, 'notes', 'SKILL.md');
    fs.mkdirSync(path.dirname(notes), { recursive: true });
    fs.writeFileSync(notes, 'keep\n');
    for (const profile of ['agent-skills', 'claude-code'] as const) {
      await dispatch('catalog.configure', { profile });
      await expect(dispatch('file.save', { path: notes, text: 'x' })).rejects.toMatchObject({ status: 403 });
      await expect(dispatch('buffers.put', { path: notes, text: 'x' })).rejects.toMatchObject({ status: 403 });
    }
    expect(fs.readFileSync(notes, 'utf8')).toBe('keep\n');
    // Another project opened without approval: its other-profile roots are read-only too.
    const other = tempDir('other');
    const theirs = writeSkill(path.join(other, '.agents', 'skills'), 'theirs', 'Not yours');
    await dispatch('project.open', { path: other });
    await dispatch('catalog.configure', { profile: 'agent-skills' });
    await dispatch('catalog.configure', { profile: 'claude-code' });
    await expect(dispatch('file.save', { path: theirs, text: 'pwned' })).rejects.toMatchObject({ code: 'not-approved', status: 403 });
    expect(fs.readFileSync(theirs, 'utf8')).not.toContain('pwned');
  });
});
