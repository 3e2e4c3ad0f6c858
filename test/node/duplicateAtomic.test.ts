/**
 * skill.duplicate copies into `<root>/.skill-studio-tmp/…` and renames into place
 * (src/node/files/stageCopy.ts, as "Add a copy" does), so a failure or a crash in
 * the middle of the copy never leaves a half-copied skill folder the catalog lists.
 * The failure is injected into the copy's second file write (node:fs `writeFileSync`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { cleanupTemp, fixture, writeSkill } from './helpers';

afterEach(() => { vi.restoreAllMocks(); cleanupTemp(); });

/** A skill with three files: the copy writes SKILL.md, then refs/a.md (where it fails), then refs/b.md. */
async function setup() {
  const f = await fixture();
  const dir = path.dirname(writeSkill(f.skills, 'orig'));
  fs.mkdirSync(path.join(dir, 'refs'));
  fs.writeFileSync(path.join(dir, 'refs', 'a.md'), 'A');
  fs.writeFileSync(path.join(dir, 'refs', 'b.md'), 'B');
  await f.ctx.service.rescan();
  return { f, dir, dispatch: createDispatch(createHandlers(f.ctx)), target: path.join(f.skills, 'orig-copy'), tmpDir: path.join(f.skills, '.skill-studio-tmp') };
}

/** Make the second file the copy writes under `root` fail with EIO. */
function failSecondWrite(root: string): void {
  const real = fs.writeFileSync;
  let n = 0;
  vi.spyOn(fs, 'writeFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    if (typeof file === 'string' && file.startsWith(root) && ++n === 2) throw Object.assign(new Error('EIO: injected'), { code: 'EIO' });
    return (real as (...a: unknown[]) => void)(file, ...rest);
  }) as typeof fs.writeFileSync);
}

describe('skill.duplicate is whole or absent', () => {
  it('a failure mid-copy leaves no target folder and removes the temp folder', async () => {
    const { f, dispatch, target, tmpDir } = await setup();
    failSecondWrite(f.skills);
    await expect(dispatch('skill.duplicate', { dir: path.join(f.skills, 'orig'), newName: 'orig-copy' })).rejects.toThrow(/injected/);
    vi.restoreAllMocks();
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.existsSync(tmpDir)).toBe(false);
    expect(fs.readdirSync(f.skills)).toEqual(['orig']);
    const snap = await dispatch('catalog.rescan', {}) as { catalog: { skills: { id: string }[] } };
    expect(snap.catalog.skills.map((s) => s.id)).toEqual(['orig']);
    // The name is free again: a retry succeeds and gets every file.
    const r = await dispatch('skill.duplicate', { dir: path.join(f.skills, 'orig'), newName: 'orig-copy' }) as { dir: string };
    expect(fs.readdirSync(path.join(r.dir, 'refs')).sort()).toEqual(['a.md', 'b.md']);
    expect(fs.readFileSync(path.join(r.dir, 'SKILL.md'), 'utf8')).toContain('name: orig-copy\n');
  });

  it('a crash mid-copy (no clean-up runs) leaves only the temp folder, which the catalog never lists', async () => {
    const { f, dispatch, target, tmpDir } = await setup();
    failSecondWrite(f.skills);
    // The process "dies" before its clean-up: nothing is removed.
    vi.spyOn(fs, 'rmSync').mockImplementation(() => undefined);
    vi.spyOn(fs, 'rmdirSync').mockImplementation(() => undefined);
    await expect(dispatch('skill.duplicate', { dir: path.join(f.skills, 'orig'), newName: 'orig-copy' })).rejects.toThrow(/injected/);
    vi.restoreAllMocks();
    expect(fs.existsSync(target)).toBe(false);
    const left = fs.readdirSync(tmpDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^orig-copy\.\d+\.[0-9a-f]{16}\.tmp$/);
    expect(fs.readdirSync(path.join(tmpDir, left[0]))).toEqual(['SKILL.md', 'refs']);
    const snap = await dispatch('catalog.rescan', {}) as { catalog: { skills: { id: string; path: string }[] } };
    expect(snap.catalog.skills.map((s) => s.id)).toEqual(['orig']);
  });

  it('a flat command file is copied through the temp folder too, and its name follows', async () => {
    const { f, dispatch } = await setup();
    const cmds = path.join(f.project, '.claude', 'commands');
    fs.mkdirSync(cmds, { recursive: true });
    fs.writeFileSync(path.join(cmds, 'review.md'), '---\nname: review\ndescription: d\n---\nBody.\n');
    await dispatch('catalog.rescan', {});
    const r = await dispatch('skill.duplicate', { dir: path.join(cmds, 'review.md'), newName: 'review-two' }) as { dir: string };
    expect(r.dir).toBe(path.join(cmds, 'review-two.md'));
    expect(fs.readFileSync(r.dir, 'utf8')).toBe('---\nname: review-two\ndescription: d\n---\nBody.\n');
    expect(fs.readdirSync(cmds).sort()).toEqual(['review-two.md', 'review.md']);
  });
});
