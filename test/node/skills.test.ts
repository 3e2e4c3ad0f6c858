/**
 * Rename and duplicate keep the frontmatter `name:` in step with the folder
 * when it was the folder name (the tester saw a renamed skill still titled
 * with its old name), and leave other names and the rest of the file alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { renameFrontmatterName } from '../../src/node/files/skills';
import { cleanupTemp, fixture, tempDir, writeSkill } from './helpers';

afterEach(() => cleanupTemp());

describe('renameFrontmatterName', () => {
  it('replaces a plain or quoted name equal to the old name, keeping BOM, CRLF and comments', () => {
    expect(renameFrontmatterName('---\nname: a\ndescription: d\n---\nbody name: a\n', 'a', 'b')).toBe('---\nname: b\ndescription: d\n---\nbody name: a\n');
    expect(renameFrontmatterName('\uFEFF---\r\nname: "a"  # id\r\n---\r\n', 'a', 'b')).toBe('\uFEFF---\r\nname: "b"  # id\r\n---\r\n');
    expect(renameFrontmatterName("---\ndescription: d\nname: 'a'\n---\n", 'a', 'b')).toBe("---\ndescription: d\nname: 'b'\n---\n");
  });
  it('leaves other names, missing names and text without frontmatter alone', () => {
    expect(renameFrontmatterName('---\nname: Pretty Name\n---\n', 'a', 'b')).toBeNull();
    expect(renameFrontmatterName('---\ndescription: d\n---\nname: a\n', 'a', 'b')).toBeNull();
    expect(renameFrontmatterName('name: a\n', 'a', 'b')).toBeNull();
    expect(renameFrontmatterName('---\nname: ab\n---\n', 'a', 'b')).toBeNull();
  });
});

describe('skill.rename / skill.duplicate follow the name', () => {
  it('rewrites name: when it equalled the folder name, and the catalog shows the new name', async () => {
    const f = await fixture();
    writeSkill(f.skills, 'new-one', 'Does things');
    const dispatch = createDispatch(createHandlers(f.ctx));
    const r = await dispatch('skill.rename', { dir: path.join(f.skills, 'new-one'), newName: 'renamed-one' }) as { dir: string };
    expect(fs.readFileSync(path.join(r.dir, 'SKILL.md'), 'utf8')).toBe('---\nname: renamed-one\ndescription: Does things\n---\nBody.\n');
    const d = await dispatch('skill.duplicate', { dir: r.dir, newName: 'renamed-two' }) as { dir: string };
    expect(fs.readFileSync(path.join(d.dir, 'SKILL.md'), 'utf8')).toContain('name: renamed-two\n');
    expect(fs.readFileSync(path.join(r.dir, 'SKILL.md'), 'utf8')).toContain('name: renamed-one\n');
    const snap = await dispatch('catalog.get', {}) as { catalog: { skills: { id: string; name: string }[] } };
    expect(snap.catalog.skills.map((s) => [s.id, s.name]).sort()).toEqual([['renamed-one', 'renamed-one'], ['renamed-two', 'renamed-two']]);
  });
  it('keeps a name that differs from the folder name', async () => {
    const f = await fixture();
    const file = path.join(f.skills, 'xss', 'SKILL.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '---\nname: XSS Checker\ndescription: d\n---\n');
    const dispatch = createDispatch(createHandlers(f.ctx));
    const d = await dispatch('skill.duplicate', { dir: path.dirname(file), newName: 'xss-copy' }) as { dir: string };
    expect(fs.readFileSync(path.join(d.dir, 'SKILL.md'), 'utf8')).toBe('---\nname: XSS Checker\ndescription: d\n---\n');
  });
});

describe('skill.rename onto a taken name', () => {
  it('is "exists" (409) even when the name is a link leading outside the roots, and nothing moves', async () => {
    const f = await fixture();
    writeSkill(f.skills, 'leak');
    const outside = tempDir('outside');
    fs.symlinkSync(outside, path.join(f.skills, 'evil'));
    const dispatch = createDispatch(createHandlers(f.ctx));
    await expect(dispatch('skill.rename', { dir: path.join(f.skills, 'leak'), newName: 'evil' })).rejects.toMatchObject({ code: 'exists', status: 409 });
    expect(fs.existsSync(path.join(f.skills, 'leak', 'SKILL.md'))).toBe(true);
    expect(fs.readdirSync(outside)).toEqual([]);
  });
});
