/** The write guard: `..`, symlink escapes, prefix tricks; and the file.save handler behind it. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPathGuard } from '../../src/node/files/writeGuard';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { cleanupTemp, fixture, tempDir, writeSkill } from '../node/helpers';

afterAll(cleanupTemp);

describe('createPathGuard', () => {
  const base = tempDir('guard');
  const root = path.join(base, 'root');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(root);
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'victim.txt'), 'keep me');
  fs.symlinkSync(outside, path.join(root, 'escape-dir'));
  fs.symlinkSync(path.join(outside, 'victim.txt'), path.join(root, 'escape-file.md'));
  fs.symlinkSync(path.join(root, 'nowhere'), path.join(root, 'dangling'));
  fs.mkdirSync(path.join(root, 'inner'));
  fs.symlinkSync(path.join(root, 'inner'), path.join(root, 'inner-link'));
  fs.mkdirSync(`${root}-evil`);
  const guard = createPathGuard(() => [root]);

  it('accepts paths inside the root, existing or new (even several levels new)', () => {
    expect(guard.check(path.join(root, 'a', 'b', 'SKILL.md'))).toBe(path.join(root, 'a', 'b', 'SKILL.md'));
    expect(guard.check(path.join(root, 'inner-link', 'x.md'))).toBe(path.join(root, 'inner', 'x.md'));
  });

  it('rejects ".." segments even when they would land inside', () => {
    expect(() => guard.check(`${root}/inner/../x.md`)).toThrow(/\.\./);
    expect(() => guard.check(`${root}/../outside/victim.txt`)).toThrow(/\.\./);
  });

  it('rejects relative paths and NUL bytes', () => {
    expect(() => guard.check('relative/x.md')).toThrow(/absolute/);
    expect(() => guard.check(`${root}/a\0b`)).toThrow();
  });

  it('rejects escapes through a symlinked folder or file', () => {
    expect(() => guard.check(path.join(root, 'escape-dir', 'new.md'))).toThrow(/not inside a configured root/);
    expect(() => guard.check(path.join(root, 'escape-dir', 'victim.txt'))).toThrow(/not inside/);
    expect(() => guard.check(path.join(root, 'escape-file.md'))).toThrow(/not inside/);
  });

  it('rejects dangling symlinks and sibling folders sharing the prefix', () => {
    expect(() => guard.check(path.join(root, 'dangling'))).toThrow(/dangling/);
    expect(() => guard.check(path.join(`${root}-evil`, 'x.md'))).toThrow(/not inside/);
    expect(() => guard.check(outside)).toThrow(/not inside/);
  });
});

describe('file.save through the handler table', () => {
  it('saves inside a root and refuses a symlink escape without touching the target', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const file = writeSkill(f.skills, 'alpha');
    await expect(dispatch('file.save', { path: file, text: '---\ndescription: new\n---\n' })).resolves.toMatchObject({ ok: true });
    const outside = tempDir('victim');
    fs.writeFileSync(path.join(outside, 'SKILL.md'), 'original');
    fs.symlinkSync(outside, path.join(f.skills, 'linked'));
    await expect(dispatch('file.save', { path: path.join(f.skills, 'linked', 'SKILL.md'), text: 'pwned' }))
      .rejects.toMatchObject({ code: 'outside-roots' });
    expect(fs.readFileSync(path.join(outside, 'SKILL.md'), 'utf8')).toBe('original');
    await expect(dispatch('file.save', { path: `${f.skills}/../../x.md`, text: 'x' })).rejects.toMatchObject({ code: 'invalid-path' });
    await expect(dispatch('file.save', { path: path.join(f.project, 'README.md'), text: 'x' })).rejects.toMatchObject({ code: 'outside-roots' });
  });
});
