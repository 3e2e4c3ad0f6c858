/** Real-path dedupe for the watcher: loops skipped, links into watched folders remembered as aliases. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RealFolders } from '../../src/node/catalog/realFolders';
import { cleanupTemp, tempDir } from './helpers';

afterAll(cleanupTemp);

describe('RealFolders', () => {
  it('watches each real folder once, skips loops and unresolvable links, and maps events to non-loop aliases', () => {
    const root = tempDir('real');
    const other = tempDir('other');
    fs.mkdirSync(path.join(root, 'c'));
    fs.writeFileSync(path.join(root, 'c', 'SKILL.md'), 'x');
    fs.symlinkSync('.', path.join(root, 'self'));
    fs.symlinkSync('y', path.join(root, 'x'));
    fs.symlinkSync('x', path.join(root, 'y'));
    fs.symlinkSync('/nonexistent/nowhere', path.join(root, 'dangling'));
    fs.symlinkSync(path.join(root, 'c'), path.join(other, 'c-elsewhere'));
    const r = new RealFolders();
    expect(r.skip(root)).toBe(false);
    expect(r.skip(path.join(root, 'c'))).toBe(false);
    expect(r.skip(path.join(root, 'c'), fs.statSync(path.join(root, 'c')))).toBe(false); // chokidar asks twice
    expect(r.skip(path.join(root, 'c', 'SKILL.md'))).toBe(false); // files are never skipped
    expect(r.skip(path.join(root, 'self'))).toBe(true);
    expect(r.skip(path.join(root, 'x'))).toBe(true);
    expect(r.skip(path.join(root, 'dangling'))).toBe(true);
    expect(r.skip(other)).toBe(false);
    expect(r.skip(path.join(other, 'c-elsewhere'))).toBe(true);
    expect(r.aliases(path.join(root, 'c', 'SKILL.md'))).toEqual([path.join(other, 'c-elsewhere', 'SKILL.md')]);
    // `self` points into its own ancestors: no alias (it would be infinite).
    expect(r.aliases(path.join(root, 'other.md'))).toEqual([]);
    r.reset();
    expect(r.skip(path.join(other, 'c-elsewhere'))).toBe(false);
  });
});
