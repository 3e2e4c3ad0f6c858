/** Unit tests of the in-memory FsPort used by engine tests (test/support/memoryFs.ts). */
import { describe, expect, it } from 'vitest';
import { createMemoryFs } from '../../support/memoryFs';
import { isFsError } from '../../../src/shared/engine/fsport';

const dec = new TextDecoder();

describe('memoryFs', () => {
  it('creates parents, lists entries with their own kind, reads files', () => {
    const fs = createMemoryFs({ '/a/b/c.txt': 'hi', '/a/link': { symlink: 'b' } });
    expect(fs.readDir('/a')).toEqual([{ name: 'b', kind: 'dir' }, { name: 'link', kind: 'symlink' }]);
    const r = fs.readFile('/a/b/c.txt', 100);
    expect(!isFsError(r) && dec.decode(r.data)).toBe('hi');
    expect(!isFsError(r) && r.truncated).toBe(false);
  });

  it('follows relative and absolute links; stat follows, lstat does not', () => {
    const fs = createMemoryFs({ '/x/real/f.md': 'x', '/y/rel': { symlink: '../x/real' }, '/y/abs': { symlink: '/x/real' } });
    expect(fs.readDir('/y/rel')).toEqual([{ name: 'f.md', kind: 'file' }]);
    expect(fs.realpath('/y/abs/f.md')).toBe('/x/real/f.md');
    expect(fs.realpath('/y/rel/f.md')).toBe('/x/real/f.md');
    const st = fs.stat('/y/rel');
    expect(!isFsError(st) && st.kind).toBe('dir');
    const lst = fs.lstat('/y/rel');
    expect(!isFsError(lst) && lst.kind).toBe('other');
  });

  it('reports ELOOP for link loops and ENOENT for dangling links', () => {
    const fs = createMemoryFs({ '/l/a': { symlink: 'b' }, '/l/b': { symlink: 'a' }, '/l/self': { symlink: '.' }, '/l/dead': { symlink: 'nowhere' } });
    expect(fs.stat('/l/a')).toMatchObject({ error: 'ELOOP' });
    expect(fs.readDir('/l/a')).toMatchObject({ error: 'ELOOP' });
    expect(fs.stat('/l/dead')).toMatchObject({ error: 'ENOENT' });
    // A link to its own folder is not a loop by itself; it only nests forever.
    expect(fs.realpath('/l/self/self/self')).toBe('/l');
  });

  it('injects errors per path and method, and counts calls', () => {
    const fs = createMemoryFs({ '/p/f': 'x' });
    fs.inject('/p/f', 'EACCES', 'readFile');
    expect(fs.readFile('/p/f', 10)).toMatchObject({ error: 'EACCES' });
    expect(isFsError(fs.stat('/p/f'))).toBe(false);
    fs.inject('/p', 'EIO');
    expect(fs.readDir('/p')).toMatchObject({ error: 'EIO' });
    expect(fs.calls.readFile).toBe(1);
    expect(fs.calls.readDir).toBe(1);
    fs.resetCalls();
    expect(fs.calls.readDir).toBe(0);
  });

  it('reads only a prefix of a huge lazy file', () => {
    const fs = createMemoryFs({ '/big': { size: 50 * 1024 * 1024 } });
    const r = fs.readFile('/big', 1024);
    expect(!isFsError(r) && [r.data.length, r.size, r.truncated]).toEqual([1024, 50 * 1024 * 1024, true]);
  });

  it('set and remove change the tree; missing paths are ENOENT', () => {
    const fs = createMemoryFs();
    fs.set('/n/a.md', 'a');
    expect(fs.readDir('/n')).toEqual([{ name: 'a.md', kind: 'file' }]);
    fs.remove('/n/a.md');
    expect(fs.readDir('/n')).toEqual([]);
    expect(fs.readFile('/zz', 1)).toMatchObject({ error: 'ENOENT' });
    expect(fs.readDir('/n/a.md')).toMatchObject({ error: 'ENOENT' });
  });
});
