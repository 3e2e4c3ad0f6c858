/**
 * Hostile archives (issue 18): zip slip, absolute and drive paths, backslashes,
 * symbolic links, bombs (count, total size, ratio, a lying size header),
 * duplicate entries (also by case), non-UTF-8 names. For each: the import is
 * refused, nothing outside the skills folder changed, nothing existing in it
 * was lost, and no temp folder is left behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unpackSkill } from '../../../src/node/pack/unpackSkill';
import { UNPACK_LIMITS, type UnpackLimits } from '../../../src/shared/pack';
import { hostileZip, type HostileEntry } from './hostileZip';

let tmp: string; let into: string; let outside: string;

/** Every path and its content under `dir` (files as text, folders as '/'). */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      const r = path.relative(tmp, p);
      if (e.isSymbolicLink()) out[r] = `-> ${fs.readlinkSync(p)}`;
      else if (e.isDirectory()) { out[r] = '/'; walk(p); } else out[r] = fs.readFileSync(p, 'latin1');
    }
  };
  walk(dir);
  return out;
}

beforeEach(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'unpack-hostile-')));
  into = path.join(tmp, 'skills');
  outside = path.join(tmp, 'outside');
  fs.mkdirSync(path.join(into, 'kept'), { recursive: true });
  fs.writeFileSync(path.join(into, 'kept/SKILL.md'), '---\ndescription: an existing skill\n---\nkeep me\n');
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'victim.txt'), 'original');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const SKILL = '---\nname: evil\ndescription: looks fine\n---\nbody\n';

async function refuse(entries: HostileEntry[], code: string, limits: UnpackLimits = UNPACK_LIMITS) {
  const file = path.join(tmp, 'a.zip');
  fs.writeFileSync(file, hostileZip(entries));
  const before = snapshot(tmp);
  const r = await unpackSkill(file, into, { onClash: 'replace', limits });
  expect(r.outcome).toBe('refused');
  expect([...r.plan.diagnostics].map((d) => d.code)).toContain(code);
  expect(snapshot(tmp)).toEqual(before);
}

describe('hostile archives are refused and change nothing', () => {
  it('zip slip with ../', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil/../../outside/victim.txt', data: 'pwned' }], 'unpack-unsafe-path'));
  it('zip slip at the root', () => refuse([{ name: 'SKILL.md', data: SKILL }, { name: '../outside/victim.txt', data: 'pwned' }], 'unpack-unsafe-path'));
  it('absolute path', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: path.join(outside, 'victim.txt'), data: 'pwned' }], 'unpack-unsafe-path'));
  it('drive letter', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'C:/Windows/x.txt', data: 'pwned' }], 'unpack-unsafe-path'));
  it('backslash traversal', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil\\..\\..\\outside\\victim.txt', data: 'pwned' }], 'unpack-unsafe-path'));
  it('symbolic link entry pointing out', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil/link', data: '../../outside', mode: 0o120777 }], 'unpack-symlink'));
  it('link then a file written through it', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil/out', data: outside, mode: 0o120777 }, { name: 'evil/out/victim.txt', data: 'pwned' }], 'unpack-symlink'));
  it('duplicate entries', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil/SKILL.md', data: 'second' }], 'unpack-duplicate-entry'));
  it('duplicates that differ only in case', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil/a.md', data: '1' }, { name: 'evil/A.md', data: '2' }], 'unpack-duplicate-entry'));
  it('a file that is also a folder', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil/x', data: '1' }, { name: 'evil/x/y', data: '2' }], 'unpack-duplicate-entry'));
  it('non-UTF-8 name', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: Buffer.from([0x65, 0x76, 0x69, 0x6c, 0x2f, 0xff, 0xfe, 0x2e, 0x6d, 0x64]), data: 'x', utf8: false }], 'unpack-name-not-utf8'));
  it('too many entries', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, ...Array.from({ length: 60 }, (_, i) => ({ name: `evil/f${i}`, data: '' }))], 'unpack-too-many-entries', { ...UNPACK_LIMITS, maxEntries: 50 }));
  it('compression ratio bomb', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil/zeros', data: Buffer.alloc(4 * 1024 * 1024), deflate: true }], 'unpack-ratio'));
  it('declared total over the limit', () => refuse([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil/big', data: 'x', deflate: true, declaredSize: 200 * 1024 * 1024 }], 'unpack-too-large'));
  it('a size header that lies (inflates to more than declared)', async () => {
    const file = path.join(tmp, 'a.zip');
    fs.writeFileSync(file, hostileZip([{ name: 'evil/SKILL.md', data: SKILL }, { name: 'evil/zeros', data: Buffer.alloc(512 * 1024), deflate: true, declaredSize: 10 }]));
    const before = snapshot(tmp);
    const r = await unpackSkill(file, into);
    expect(r.outcome).toBe('refused');
    expect(r.plan.diagnostics.map((d) => d.code)).toContain('unpack-size-mismatch');
    expect(snapshot(tmp)).toEqual(before);
  });
  it('several top-level folders', () => refuse([{ name: 'a/SKILL.md', data: SKILL }, { name: 'b/SKILL.md', data: SKILL }], 'unpack-several-folders'));
  it('not a zip at all', async () => {
    const file = path.join(tmp, 'a.zip');
    fs.writeFileSync(file, 'PK but not really');
    const before = snapshot(tmp);
    const r = await unpackSkill(file, into);
    expect(r.plan.diagnostics[0].code).toBe('unpack-not-zip');
    expect(snapshot(tmp)).toEqual(before);
  });
});

describe('clashes', () => {
  const archive = () => { const f = path.join(tmp, 'kept.zip'); fs.writeFileSync(f, hostileZip([{ name: 'kept/SKILL.md', data: '---\ndescription: new\n---\nnew\n' }])); return f; };
  it('cancel (the default) writes nothing', async () => {
    const file = archive();
    const before = snapshot(tmp);
    const r = await unpackSkill(file, into);
    expect(r.outcome).toBe('cancelled');
    expect(r.clash).toBe(true);
    expect(r.renameTo).toBe('kept-2');
    expect(snapshot(tmp)).toEqual(before);
  });
  it('rename keeps the old skill and adds kept-2', async () => {
    const r = await unpackSkill(archive(), into, { onClash: 'rename' });
    expect(r.installed).toBe(path.join(into, 'kept-2'));
    expect(fs.readFileSync(path.join(into, 'kept/SKILL.md'), 'utf8')).toContain('keep me');
    expect(fs.readFileSync(path.join(into, 'kept-2/SKILL.md'), 'utf8')).toContain('new');
    expect(fs.readdirSync(into).sort()).toEqual(['kept', 'kept-2']);
  });
  it('replace swaps the folder and leaves no temp folder', async () => {
    const r = await unpackSkill(archive(), into, { onClash: 'replace' });
    expect(r.outcome).toBe('installed');
    expect(fs.readFileSync(path.join(into, 'kept/SKILL.md'), 'utf8')).toContain('new');
    expect(fs.readdirSync(into)).toEqual(['kept']);
  });
  it('SKILL.md at the archive root takes its folder name from the frontmatter name', async () => {
    const f = path.join(tmp, 'whatever.zip');
    fs.writeFileSync(f, hostileZip([{ name: 'SKILL.md', data: '---\nname: rooted\ndescription: d\n---\nb\n' }, { name: '__MACOSX/._SKILL.md', data: 'junk' }, { name: 'refs/a.md', data: 'a' }]));
    const r = await unpackSkill(f, into);
    expect(r.installed).toBe(path.join(into, 'rooted'));
    expect(fs.readdirSync(path.join(into, 'rooted')).sort()).toEqual(['SKILL.md', 'refs']);
    expect(r.plan.skipped).toEqual(['__MACOSX/._SKILL.md']);
  });
});
