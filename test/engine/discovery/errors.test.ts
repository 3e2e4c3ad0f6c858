/**
 * Error injection: every failure a real disk can produce is reported and never
 * fatal (reference §14: unreadable / bad UTF-8 files are skipped).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine/profiles';
import { scanCatalog } from '../../../src/shared/engine/discovery';
import { createMemoryFs } from '../../support/memoryFs';
import type { RootSpec } from '../../../src/shared/engine/types';
import { HOME, skill } from './helpers';

const R = '/r/skills';
const cc = getProfile('claude-code');
const root = (layout: RootSpec['layout'] = 'skill-dirs', path = R): RootSpec[] => [{ scope: 'project', path, layout, trusted: true }];
const ok = skill({ description: 'fine' });

describe('error injection (§14)', () => {
  it('EACCES on a SKILL.md: an error record with `unreadable`; other skills load', () => {
    const fs = createMemoryFs({ [`${R}/locked/SKILL.md`]: ok, [`${R}/fine/SKILL.md`]: ok });
    fs.inject(`${R}/locked/SKILL.md`, 'EACCES', 'readFile');
    const c = scanCatalog(fs, root(), cc);
    const locked = c.skills.find((s) => s.id === 'locked')!;
    expect(locked.status).toBe('error');
    expect(locked.visibleToModel || locked.invocableByUser).toBe(false);
    expect(locked.diagnostics.map((d) => [d.code, d.severity])).toEqual([['unreadable', 'error']]);
    expect(c.skills.find((s) => s.id === 'fine')!.status).toBe('listed');
  });

  it('a folder that cannot be listed but whose SKILL.md can be read still loads (the harness reads the file directly)', () => {
    const fs = createMemoryFs({ [`${R}/nolist/SKILL.md`]: ok });
    fs.inject(`${R}/nolist`, 'EACCES', 'readDir');
    expect(scanCatalog(fs, root(), cc).skills.map((s) => [s.id, s.status])).toEqual([['nolist', 'listed']]);
  });

  it('EACCES on a skill folder → loose `unreadable`; EIO on the root → `root-unreadable`', () => {
    const fs = createMemoryFs({ [`${R}/locked/SKILL.md`]: ok, ['/r2/skills/a/SKILL.md']: ok });
    fs.inject(`${R}/locked`, 'EACCES', 'readDir');
    fs.inject(`${R}/locked/SKILL.md`, 'EACCES', 'readFile');
    fs.inject('/r2/skills', 'EIO', 'readDir');
    const c = scanCatalog(fs, [...root(), ...root('skill-dirs', '/r2/skills')], cc);
    expect(c.skills).toEqual([]);
    expect(c.files.map((f) => [f.path, f.diagnostics[0].code])).toEqual([[`${R}/locked`, 'unreadable']]);
    expect(c.diagnostics.map((d) => [d.code, d.path])).toEqual([['root-unreadable', '/r2/skills']]);
  });

  it('a missing root is normal (no finding); a file where the root should be is reported', () => {
    const fs = createMemoryFs({ '/r/file': 'x' });
    expect(scanCatalog(fs, root('skill-dirs', '/nope'), cc).diagnostics).toEqual([]);
    expect(scanCatalog(fs, root('skill-dirs', '/r/file'), cc).diagnostics.map((d) => d.code)).toEqual(['root-not-a-directory']);
  });

  it('ELOOP: a link loop in a skills root is reported as symlink-loop and skipped', () => {
    const fs = createMemoryFs({ [`${R}/a`]: { symlink: 'b' }, [`${R}/b`]: { symlink: 'a' }, [`${R}/good/SKILL.md`]: ok });
    const c = scanCatalog(fs, root(), cc);
    expect(c.skills.map((s) => s.id)).toEqual(['good']);
    expect(c.files.map((f) => [f.path, f.diagnostics[0].code])).toEqual([[`${R}/a`, 'symlink-loop'], [`${R}/b`, 'symlink-loop']]);
  });

  it('ELOOP on a SKILL.md link: an error record with symlink-loop', () => {
    const fs = createMemoryFs({ [`${R}/s/SKILL.md`]: { symlink: 'SKILL.md' } });
    const c = scanCatalog(fs, root(), cc);
    expect(c.skills.map((s) => [s.id, s.status, s.diagnostics[0].code])).toEqual([['s', 'error', 'symlink-loop']]);
  });

  it('a link back to an ancestor in legacy commands is walked once (cycle detection) and reported', () => {
    const C = '/r/commands';
    const fs = createMemoryFs({ [`${C}/x.md`]: 'X\n', [`${C}/sub/y.md`]: 'Y\n', [`${C}/sub/up`]: { symlink: '..' } });
    const c = scanCatalog(fs, root('legacy-commands', C), cc);
    expect(c.skills.map((s) => s.id).sort()).toEqual(['sub:y', 'x']);
    expect(c.files.map((f) => [f.path, f.diagnostics[0].code])).toEqual([[`${C}/sub/up`, 'symlink-loop']]);
  });

  it('a huge SKILL.md is not read whole: over the harness limit it is `file-too-large` (sizeLimits.test.ts has the rule)', () => {
    const fs = createMemoryFs({ [`${R}/huge/SKILL.md`]: { size: 64 * 1024 * 1024 } });
    const c = scanCatalog(fs, root(), cc, { maxFileBytes: 4096 });
    const s = c.skills[0];
    expect(s.status).toBe('error');
    expect(s.size).toBe(64 * 1024 * 1024);
    expect(s.diagnostics[0]).toMatchObject({ code: 'file-too-large', data: { size: 64 * 1024 * 1024, max: 1_000_000 } });
  });

  it('binary and non-UTF-8 files are reported and not parsed (a harness that skips them: codebot)', () => {
    const fs = createMemoryFs({
      [`${HOME}/.codebot/skills/bin/SKILL.md`]: new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x01, 0x02]),
      [`${HOME}/.codebot/skills/latin1/SKILL.md`]: new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]), // "café" in Latin-1
    });
    const c = scanCatalog(fs, [{ scope: 'user', path: `${HOME}/.codebot/skills`, layout: 'codebot-mixed' }], getProfile('codebot'));
    expect(c.skills.map((s) => [s.id, s.status, s.diagnostics[0].code])).toEqual([
      ['bin', 'error', 'binary-file'], ['latin1', 'error', 'not-utf8'],
    ]);
  });

  it('Claude Code loads a Latin-1 SKILL.md with U+FFFD for the bad byte and warns (measured, both releases: inputs/encoding)', () => {
    const fs = createMemoryFs({
      [`${R}/latin1/SKILL.md`]: new Uint8Array([...Buffer.from('---\ndescription: caf'), 0xe9, ...Buffer.from(' in Latin-1\n---\nBody\n')]),
    });
    for (const v of ['2.1.112', '2.1.332']) {
      const [s] = scanCatalog(fs, root(), getProfile('claude-code', v)).skills;
      // Claude Code listed it as `- latin1: caf\uFFFD in Latin-1` (captured request).
      expect([s.status, s.description, s.diagnostics.map((d) => d.code)]).toEqual(['listed', 'caf\uFFFD in Latin-1', ['not-utf8-replaced']]);
    }
  });

  it('calls a UTF-16 file UTF-16 (with or without BOM), not binary, and says to convert it', () => {
    // "---\nname: x\n" written by hand as UTF-16LE with a BOM, as UTF-16BE with a BOM, and as UTF-16LE without one.
    const le = (s: string, bom: boolean) => new Uint8Array([...(bom ? [0xff, 0xfe] : []), ...[...s].flatMap((c) => [c.charCodeAt(0), 0])]);
    const be = (s: string) => new Uint8Array([0xfe, 0xff, ...[...s].flatMap((c) => [0, c.charCodeAt(0)])]);
    const text = '---\nname: x\ndescription: y\n---\n';
    const fs = createMemoryFs({ [`${R}/a/SKILL.md`]: le(text, true), [`${R}/b/SKILL.md`]: be(text), [`${R}/c/SKILL.md`]: le(text, false) });
    const msgs = scanCatalog(fs, root(), cc).skills.map((s) => [s.id, s.diagnostics[0].code, s.diagnostics[0].message]);
    expect(msgs).toEqual([
      ['a', 'binary-file', 'This file is UTF-16 (little-endian) text. UTF-16 is not read by harnesses (they read skills as UTF-8, §14), so it is not loaded; convert it to UTF-8.'],
      ['b', 'binary-file', 'This file is UTF-16 (big-endian) text. UTF-16 is not read by harnesses (they read skills as UTF-8, §14), so it is not loaded; convert it to UTF-8.'],
      ['c', 'binary-file', 'This file is UTF-16 (little-endian) text. UTF-16 is not read by harnesses (they read skills as UTF-8, §14), so it is not loaded; convert it to UTF-8.'],
    ]);
  });

  it('keeps a UTF-8 BOM in the text as Node does (E12): CC 2.1.112 then sees no frontmatter, 2.1.332 strips it (point 11)', () => {
    const fs = createMemoryFs({ [`${R}/bom/SKILL.md`]: '\uFEFF' + skill({ description: 'after a BOM' }) });
    const s = scanCatalog(fs, root(), getProfile('claude-code', '2.1.112')).skills[0];
    expect(s.status).toBe('listed');
    expect(s.description).toBe('---');
    expect(scanCatalog(fs, root(), getProfile('claude-code', '2.1.332')).skills[0].description).toBe('after a BOM');
  });

  it('10,000 skill folders in one root: every one is read, whatever the limit (the harness reads them all, §3.2)', () => {
    const tree: Record<string, string> = {};
    for (let i = 0; i < 10_000; i++) tree[`${R}/s${String(i).padStart(5, '0')}/SKILL.md`] = ok;
    const fs = createMemoryFs(tree);
    const c = scanCatalog(fs, root(), cc, { maxEntriesPerRoot: 500 });
    expect(c.diagnostics).toEqual([]);
    expect(c.skills.length).toBe(10_000);
    expect(c.skills[9_999].id).toBe('s09999');
  });

  it('very deep nesting stops at maxDepth with `too-deep` (codebot deeper search, legacy commands)', () => {
    let p = '/r/cb/group';
    for (let i = 0; i < 200; i++) p += `/d${i}`;
    const C = '/r/commands';
    let q = C;
    for (let i = 0; i < 200; i++) q += `/d${i}`;
    const fs = createMemoryFs({ [`${p}/SKILL.md`]: ok, [`${q}/deep.md`]: 'deep\n' });
    const cb = scanCatalog(fs, root('codebot-mixed', '/r/cb'), getProfile('codebot'), { maxDepth: 16 });
    expect(cb.skills).toEqual([]);
    expect(cb.diagnostics.map((d) => d.code)).toEqual(['too-deep']);
    const lc = scanCatalog(fs, root('legacy-commands', C), cc, { maxDepth: 16 });
    expect(lc.skills).toEqual([]);
    expect(lc.diagnostics.map((d) => d.code)).toEqual(['too-deep']);
  });
});

describe('catalogue coverage', () => {
  it('every diagnostic code discovery emits is in the catalogue with its severity', async () => {
    const { codeSpec } = await import('../../../src/shared/engine/diagnostics/catalogue');
    const fs = createMemoryFs({
      [`${R}/a/SKILL.md`]: ok, [`${R}/dup/SKILL.md`]: ok, '/r/u/dup/SKILL.md': ok, [`${R}/x.md`]: 'x', [`${R}/g/n/SKILL.md`]: ok,
      [`${R}/w/skill.md`]: ok, [`${R}/loop`]: { symlink: 'loop' }, [`${R}/bin/SKILL.md`]: new Uint8Array([0]),
      [`${R}/big/SKILL.md`]: { size: 2_000_000 }, [`${R}/long/SKILL.md`]: { size: 5000 }, [`${R}/bad/SKILL.md`]: new Uint8Array([0xff]), '/r/file': 'x',
    });
    fs.inject(`${R}/a/SKILL.md`, 'EACCES', 'readFile');
    const c = scanCatalog(fs, [
      { scope: 'user', path: '/r/u', layout: 'skill-dirs' }, ...root(), { scope: 'extra', path: '/r/file', layout: 'skill-dirs' },
    ], cc, { maxFileBytes: 1000 });
    const all = [...c.diagnostics, ...c.files.flatMap((f) => f.diagnostics), ...c.skills.flatMap((s) => s.diagnostics)];
    const mine = all.filter((d) => codeSpec(d.code) === undefined);
    expect(mine).toEqual([]);
    expect([...new Set(all.map((d) => d.code))]).toEqual(expect.arrayContaining(['unreadable', 'duplicate-skill-name', 'flat-skill-file-ignored',
      'nested-skill-ignored', 'skill-md-wrong-case', 'symlink-loop', 'binary-file', 'file-too-large', 'app-read-limit', 'not-utf8-replaced', 'root-not-a-directory']));
  });
});

describe('many look-alikes', () => {
  it('20,000 flat .md files in a root: each reported, without a stack overflow; a smaller budget stops with one note on the root', () => {
    const tree: Record<string, string> = {};
    for (let i = 0; i < 20_000; i++) tree[`${R}/note${i}.md`] = 'x';
    const fs = createMemoryFs(tree);
    const c = scanCatalog(fs, root(), cc);
    expect(c.files).toHaveLength(20_000);
    expect(c.diagnostics).toEqual([]);
    const small = scanCatalog(fs, root(), cc, { maxEntriesPerRoot: 1000 });
    expect(small.files).toHaveLength(10_000);
    expect(small.diagnostics.map((d) => [d.code, d.path, d.data?.skipped])).toEqual([['lookalike-search-limited', R, 10_000]]);
  });
});

describe('a skills root of 20,000 folders and one real skill (issue 11, point 15)', () => {
  const tree: Record<string, string | { dir: true }> = {};
  for (let i = 0; i < 20_000; i++) tree[`${R}/e${i}`] = { dir: true };
  tree[`${R}/fine/SKILL.md`] = ok;
  tree[`${R}/zz-last/SKILL.md`] = ok;

  it('loads the skills the harness would load (every child SKILL.md is read), whatever the search budget', () => {
    for (const maxEntriesPerRoot of [undefined, 1000, 10]) {
      const fs = createMemoryFs(tree);
      const c = scanCatalog(fs, root(), cc, maxEntriesPerRoot ? { maxEntriesPerRoot } : {});
      expect(c.skills.map((s) => s.id).sort(), String(maxEntriesPerRoot)).toEqual(['fine', 'zz-last']);
      expect(fs.calls.readFile).toBe(20_002); // one SKILL.md read per child, as the harness does
    }
  });

  it('bounds the look-alike search (listing folders without SKILL.md) and says on the root what it skipped', () => {
    const fs = createMemoryFs(tree);
    const c = scanCatalog(fs, root(), cc, { maxEntriesPerRoot: 1000 });
    expect(fs.calls.readDir).toBeLessThanOrEqual(1 + 10_000); // the root, then at most the budget's listings
    const d = c.diagnostics.find((x) => x.code === 'lookalike-search-limited')!;
    expect(d.path).toBe(R);
    expect(d.data).toMatchObject({ skipped: 10_000, max: 10_000 });
    expect(d.message).toContain('Every skill the harness loads from here was still read');
    // The default budget (100,000) covers 20,000 empty folders: nothing skipped.
    expect(scanCatalog(createMemoryFs(tree), root(), cc).diagnostics).toEqual([]);
  });
});

describe('a folder name that is not UTF-8 (issue 11, point 16)', () => {
  // The port gives the lossy name (U+FFFD for each bad byte) and marks it; nothing opens by that name.
  const bad = `${R}/f\uFFFD\uFFFDg`;
  const tree = { [bad]: { dir: true as const, undecodable: true as const }, [`${bad}/SKILL.md`]: ok, [`${R}/good/SKILL.md`]: ok };

  it('is reported on the catalog with its path as shown; Claude Code skips it (measured with 2.1.112)', () => {
    const c = scanCatalog(createMemoryFs(tree), root(), cc);
    expect(c.skills.map((s) => s.id)).toEqual(['good']);
    const d = c.diagnostics.find((x) => x.code === 'name-not-utf8')!;
    expect(d).toMatchObject({ path: bad, severity: 'warning', data: { kind: 'folder', harness: 'skipped' } });
    expect(d.message).toContain('skips it');
    expect(c.files).toEqual([]);
  });

  it('harnesses that handle names as bytes may load it: the message says so (assumption)', () => {
    const cbRoot: RootSpec[] = [{ scope: 'project', path: R, layout: 'codebot-mixed', trusted: true }];
    const d = scanCatalog(createMemoryFs(tree), cbRoot, getProfile('codebot')).diagnostics.find((x) => x.code === 'name-not-utf8')!;
    expect(d.data?.harness).toBe('loaded');
    expect(d.message).toContain('may load it (assumption)');
  });
});
