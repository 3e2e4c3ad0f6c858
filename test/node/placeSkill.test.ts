/**
 * `skill.place` (issue 17 §2): the "Add a copy or link" action of
 * `portability-folder-not-read` puts the skill into `.agents/skills` (read by
 * the harnesses that never read `.claude/skills`) as a byte-identical copy or
 * a relative symbolic link, never over an existing folder, never outside the
 * folders the user approved.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import type { CatalogSnapshot } from '../../src/shared/ipc/contract';
import { cleanupTemp, fixture, tempDir, writeSkill } from './helpers';

afterEach(() => cleanupTemp());

/** A skill with a CRLF + BOM SKILL.md and a binary asset, so "identical bytes" means something. */
function richSkill(skills: string): string {
  const dir = path.join(skills, 'review');
  fs.mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'SKILL.md'), '\uFEFF---\r\nname: review\r\ndescription: Reviews code\r\n---\r\nBody.\r\n');
  fs.writeFileSync(path.join(dir, 'scripts', 'run.sh'), '#!/bin/sh\necho hi\n', { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'logo.bin'), Buffer.from([0, 255, 1, 254, 0x0d, 0x0a]));
  return dir;
}

describe('skill.place', () => {
  it('copy: the folder lands in .agents/skills with identical bytes and modes, no temp left, and the catalog lists it', async () => {
    const f = await fixture();
    const src = richSkill(f.skills);
    const folder = path.join(f.project, '.agents', 'skills');
    const dispatch = createDispatch(createHandlers(f.ctx));
    const r = await dispatch('skill.place', { dir: src, folder, mode: 'copy' }) as { dir: string; mode: string };
    expect(r).toEqual({ dir: path.join(folder, 'review'), mode: 'copy' });
    expect(fs.lstatSync(r.dir).isDirectory()).toBe(true);
    for (const rel of ['SKILL.md', 'scripts/run.sh', 'logo.bin']) {
      expect(fs.readFileSync(path.join(r.dir, rel)).equals(fs.readFileSync(path.join(src, rel))), rel).toBe(true);
    }
    expect(fs.statSync(path.join(r.dir, 'scripts', 'run.sh')).mode & 0o777).toBe(0o755);
    expect(fs.readdirSync(folder)).toEqual(['review']);
    const snap = await dispatch('catalog.get', {}) as CatalogSnapshot;
    expect(snap.catalog.skills.map((s) => s.path)).toContain(path.join(src, 'SKILL.md'));
    // After the rescan the renderer asks for, main names the copy among the skill's same-name folders
    // (.agents/skills is a root of Codex, Roo Code and others, though not of Claude Code, §3.1).
    const again = await dispatch('catalog.rescan', {}) as CatalogSnapshot;
    expect(again.catalog.skills.map((s) => s.path)).not.toContain(path.join(r.dir, 'SKILL.md'));
    expect(again.copies[path.join(src, 'SKILL.md')]).toEqual([path.join(r.dir, 'SKILL.md')]);
    expect((await dispatch('catalog.get', {}) as CatalogSnapshot).copies).toEqual(again.copies);
  });

  it('link: one symbolic link with a relative target that resolves to the original folder', async () => {
    const f = await fixture();
    const src = writeSkill(f.skills, 'linked', 'Linked skill');
    const folder = path.join(f.project, '.agents', 'skills');
    const dispatch = createDispatch(createHandlers(f.ctx));
    const r = await dispatch('skill.place', { dir: path.dirname(src), folder, mode: 'link' }) as { dir: string; linkTarget: string };
    expect(fs.lstatSync(r.dir).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(r.dir)).toBe(path.join('..', '..', '.claude', 'skills', 'linked'));
    expect(r.linkTarget).toBe(fs.readlinkSync(r.dir));
    expect(fs.readFileSync(path.join(r.dir, 'SKILL.md'), 'utf8')).toBe(fs.readFileSync(src, 'utf8'));
  });

  it('refuses an existing target (folder, file or dangling link) and leaves it alone', async () => {
    const f = await fixture();
    const src = path.dirname(writeSkill(f.skills, 'taken', 'Source'));
    const folder = path.join(f.project, '.agents', 'skills');
    const theirs = writeSkill(folder, 'taken', 'Already here');
    const dispatch = createDispatch(createHandlers(f.ctx));
    for (const mode of ['copy', 'link'] as const) {
      await expect(dispatch('skill.place', { dir: src, folder, mode })).rejects.toMatchObject({ code: 'exists', status: 409 });
    }
    expect(fs.readFileSync(theirs, 'utf8')).toContain('Already here');
    expect(fs.readdirSync(folder)).toEqual(['taken']);
    // An empty folder of the same name: rename(2) would replace it silently; refused all the same.
    fs.rmSync(path.dirname(theirs), { recursive: true });
    fs.mkdirSync(path.dirname(theirs));
    await expect(dispatch('skill.place', { dir: src, folder, mode: 'copy' })).rejects.toMatchObject({ code: 'exists' });
    fs.rmdirSync(path.dirname(theirs));
    fs.symlinkSync('/nowhere/at/all', path.dirname(theirs));
    await expect(dispatch('skill.place', { dir: src, folder, mode: 'copy' })).rejects.toMatchObject({ status: 409 });
  });

  it('refuses a folder outside the approved roots, an unapproved project, and a destination that is no skills root', async () => {
    const f = await fixture();
    const src = path.dirname(writeSkill(f.skills, 'mine', 'Mine'));
    const dispatch = createDispatch(createHandlers(f.ctx));
    const victim = tempDir('victim');
    await expect(dispatch('skill.place', { dir: src, folder: victim, mode: 'copy' })).rejects.toMatchObject({ status: 403 });
    await expect(dispatch('skill.place', { dir: src, folder: path.join(f.project, 'src'), mode: 'link' })).rejects.toMatchObject({ status: 403 });
    expect(fs.readdirSync(victim)).toEqual([]);
    expect(fs.existsSync(path.join(f.project, 'src'))).toBe(false);
    // A project opened to browse (not approved): its .agents/skills is read by other harnesses but not writable.
    const other = tempDir('other');
    const theirs = path.dirname(writeSkill(path.join(other, '.claude', 'skills'), 'theirs', 'Theirs'));
    await dispatch('project.open', { path: other });
    await expect(dispatch('skill.place', { dir: theirs, folder: path.join(other, '.agents', 'skills'), mode: 'copy' })).rejects.toMatchObject({ code: 'not-approved', status: 403 });
    expect(fs.existsSync(path.join(other, '.agents'))).toBe(false);
  });
});
