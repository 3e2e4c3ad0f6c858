/**
 * Symlinked skill folders: Claude Code follows them (§3.2), so the catalog
 * lists them; Skill Studio opens them read-only when they lead outside the
 * roots and never writes through them. Duplicating a skill never copies a
 * link that leads outside the roots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import type { FileText } from '../../src/shared/ipc/contract';
import { cleanupTemp, fixture, tempDir, writeSkill } from './helpers';

afterEach(() => cleanupTemp());

describe('a skill folder linked from outside the roots', () => {
  it('opens read-only with a reason, and saving stays refused', async () => {
    const f = await fixture();
    const elsewhere = tempDir('elsewhere');
    const real = writeSkill(elsewhere, 'linkdir');
    fs.writeFileSync(path.join(elsewhere, 'linkdir', 'notes.md'), 'private');
    fs.symlinkSync(path.join(elsewhere, 'linkdir'), path.join(f.skills, 'linkdir'));
    const dispatch = createDispatch(createHandlers(f.ctx));
    const snap = await dispatch('catalog.rescan', {}) as { catalog: { skills: { id: string; path: string }[] } };
    const p = path.join(f.skills, 'linkdir', 'SKILL.md');
    expect(snap.catalog.skills.find((s) => s.id === 'linkdir')?.path).toBe(p);

    const t = await dispatch('file.read', { path: p }) as FileText;
    expect(t.text).toContain('name: linkdir');
    expect(t.readOnlyReason).toMatch(/does not write through links that leave the configured roots/);
    await expect(dispatch('file.save', { path: p, text: 'overwritten' })).rejects.toMatchObject({ code: 'outside-roots' });
    expect(fs.readFileSync(real, 'utf8')).toContain('name: linkdir');
    // Only files the catalog knows: other files behind the link stay unreadable.
    await expect(dispatch('file.read', { path: path.join(f.skills, 'linkdir', 'notes.md') })).rejects.toMatchObject({ code: 'outside-roots' });
    // A skill really inside the roots has no read-only reason.
    const inside = writeSkill(f.skills, 'plain');
    await dispatch('catalog.rescan', {});
    expect((await dispatch('file.read', { path: inside }) as FileText).readOnlyReason).toBeUndefined();
  });
});

describe('skill.duplicate and symlinks', () => {
  it('copies links that stay inside the roots and skips (and reports) links that leave them', async () => {
    const f = await fixture();
    const outside = tempDir('outside');
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    const file = writeSkill(f.skills, 'orig');
    const other = writeSkill(f.skills, 'other');
    const dir = path.dirname(file);
    fs.mkdirSync(path.join(dir, 'refs'));
    fs.writeFileSync(path.join(dir, 'refs', 'a.md'), 'A');
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'refs', 'out.txt'));
    fs.symlinkSync('../../other/SKILL.md', path.join(dir, 'refs', 'in.md'));
    fs.symlinkSync(outside, path.join(dir, 'outdir'));
    await f.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const r = await dispatch('skill.duplicate', { dir, newName: 'orig-copy' }) as { dir: string; skipped?: string[]; note?: string };
    const copy = path.join(f.skills, 'orig-copy');
    expect(r.dir).toBe(copy);
    expect(r.skipped?.sort()).toEqual(['outdir', 'refs/out.txt']);
    expect(r.note).toMatch(/outside the configured roots/);
    expect(fs.readFileSync(path.join(copy, 'refs', 'a.md'), 'utf8')).toBe('A');
    expect(fs.readlinkSync(path.join(copy, 'refs', 'in.md'))).toBe('../../other/SKILL.md');
    expect(fs.realpathSync(path.join(copy, 'refs', 'in.md'))).toBe(other);
    expect(fs.existsSync(path.join(copy, 'refs', 'out.txt'))).toBe(false);
    expect(() => fs.lstatSync(path.join(copy, 'outdir'))).toThrow();
    expect(fs.readFileSync(path.join(copy, 'SKILL.md'), 'utf8')).toContain('name: orig-copy');
  });

  it('refuses to duplicate a skill whose SKILL.md is a link leading outside the roots, leaving nothing behind', async () => {
    // A new user's run: the copy skipped the SKILL.md link and left an empty `linkcopy/` folder.
    const f = await fixture();
    const outside = tempDir('outside');
    fs.writeFileSync(path.join(outside, 'SKILL.md'), '---\nname: linkskill\ndescription: Outside.\n---\nBody.\n');
    const dir = path.join(f.skills, 'linkskill');
    fs.mkdirSync(dir);
    fs.symlinkSync(path.join(outside, 'SKILL.md'), path.join(dir, 'SKILL.md'));
    await f.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(f.ctx));
    await expect(dispatch('skill.duplicate', { dir, newName: 'linkcopy' })).rejects.toMatchObject({ code: 'not-copied' });
    expect(fs.existsSync(path.join(f.skills, 'linkcopy'))).toBe(false);
    expect(fs.readdirSync(f.skills).filter((n) => n.startsWith('.skill-studio-tmp'))).toEqual([]);
  });
});
