/**
 * Convert to UTF-8 (file.convertToUtf8): a UTF-16 SKILL.md is rewritten as
 * UTF-8 with the same text and line endings and no BOM, through the same
 * guards as a save (approved roots only, content-hash conflict check).
 * The expected UTF-8 bytes are written out by hand below.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { convertUtf16ToUtf8, readFileText } from '../../src/node/files/textFile';
import type { FileText } from '../../src/shared/ipc/contract';
import { cleanupTemp, fixture, tempDir } from './helpers';

afterEach(() => cleanupTemp());

/** `---\r\nname: é\r\n---\nb` (mixed line endings, é = U+00E9), in UTF-8: what every conversion must write. */
const UTF8 = Buffer.from([0x2d, 0x2d, 0x2d, 0x0d, 0x0a, 0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xc3, 0xa9, 0x0d, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a, 0x62]);
/** The same text as UTF-16 code units: 16 units, one per character. */
const UNITS = [0x2d, 0x2d, 0x2d, 0x0d, 0x0a, 0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xe9, 0x0d, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a, 0x62];
const le = (bom: boolean) => Buffer.from([...(bom ? [0xff, 0xfe] : []), ...UNITS.flatMap((u) => [u & 0xff, u >> 8])]);
const be = (bom: boolean) => Buffer.from([...(bom ? [0xfe, 0xff] : []), ...UNITS.flatMap((u) => [u >> 8, u & 0xff])]);

describe('convertUtf16ToUtf8', () => {
  for (const [label, bytes] of [['UTF-16LE with BOM', le(true)], ['UTF-16BE with BOM', be(true)], ['UTF-16LE without BOM', le(false)]] as const) {
    it(`writes ${label} as UTF-8: same text and line endings, no BOM, mode kept`, async () => {
      const p = path.join(tempDir('u16'), 'SKILL.md');
      fs.writeFileSync(p, bytes);
      fs.chmodSync(p, 0o640);
      const t = readFileText(p);
      expect(t.utf16).toBe(label.includes('BE') ? 'be' : 'le');
      expect(t.readOnlyReason).toMatch(/UTF-16/);
      const r = await convertUtf16ToUtf8(p, { expectedHash: t.hash! });
      expect(r.ok).toBe(true);
      expect(fs.readFileSync(p).equals(UTF8)).toBe(true);
      expect(fs.statSync(p).mode & 0o777).toBe(0o640);
      const after = readFileText(p);
      expect(after.readOnlyReason).toBeUndefined();
      expect(after.utf16).toBeUndefined();
      expect(r.ok && r.hash).toBe(after.hash);
    });
  }

  it('writes nothing when the file changed on disk since it was read (conflict)', async () => {
    const p = path.join(tempDir('u16'), 'SKILL.md');
    fs.writeFileSync(p, le(true));
    const t = readFileText(p);
    const theirs = be(true);
    fs.writeFileSync(p, theirs);
    const r = await convertUtf16ToUtf8(p, { expectedHash: t.hash! });
    expect(r).toMatchObject({ ok: false, conflict: true, diskHash: readFileText(p).hash });
    expect(fs.readFileSync(p).equals(theirs)).toBe(true);
  });

  it('refuses a file that is not UTF-16, and a broken surrogate, without writing', async () => {
    const d = tempDir('u16');
    const plain = path.join(d, 'plain.md');
    fs.writeFileSync(plain, 'already utf-8\n');
    await expect(convertUtf16ToUtf8(plain, { expectedHash: readFileText(plain).hash! })).rejects.toMatchObject({ code: 'ENOTUTF16' });
    const broken = path.join(d, 'broken.md');
    const bytes = Buffer.from([0xff, 0xfe, 0x61, 0x00, 0x00, 0xd8, 0x62, 0x00]); // "a", lone high surrogate D800, "b"
    fs.writeFileSync(broken, bytes);
    await expect(convertUtf16ToUtf8(broken, { expectedHash: readFileText(broken).hash! })).rejects.toMatchObject({ code: 'ENOTUTF16' });
    expect(fs.readFileSync(broken).equals(bytes)).toBe(true);
  });
});

describe('file.convertToUtf8 (handler)', () => {
  it('converts a UTF-16 skill in an approved root and the catalog loses its binary-file error', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const p = path.join(f.skills, 'wide', 'SKILL.md');
    fs.mkdirSync(path.dirname(p), { recursive: true });
    const text = '---\nname: wide\ndescription: Wide text\n---\nBody\n';
    fs.writeFileSync(p, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    type Snap = { catalog: { skills: { id: string; status: string; diagnostics: { code: string; data?: { path?: string; utf16?: string } }[] }[] } };
    const hasError = (s: Snap) => s.catalog.skills.some((k) => k.diagnostics.some((d) => d.code === 'binary-file' && d.data?.path === p && d.data.utf16 === 'le'));
    expect(hasError(await dispatch('catalog.rescan', {}) as Snap)).toBe(true);
    const t = await dispatch('file.read', { path: p }) as FileText;
    expect(t.utf16).toBe('le');
    await expect(dispatch('file.convertToUtf8', { path: p, expectedHash: 'nothex' })).rejects.toBeTruthy();
    const r = await dispatch('file.convertToUtf8', { path: p, expectedHash: t.hash! }) as { ok: boolean };
    expect(r.ok).toBe(true);
    expect(fs.readFileSync(p, 'utf8')).toBe(text);
    const snap = await dispatch('catalog.get', {}) as Snap;
    expect(hasError(snap)).toBe(false);
    expect(snap.catalog.skills.find((s) => s.id === 'wide')?.status).not.toBe('error');
  });

  it('is refused outside the approved roots and writes nothing', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    // Inside the project, but in a folder no profile discovers: not a root, never writable.
    const notes = path.join(f.project, 'notes', 'SKILL.md');
    fs.mkdirSync(path.dirname(notes), { recursive: true });
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('keep\n', 'utf16le')]);
    fs.writeFileSync(notes, bytes);
    const hash = readFileText(notes).hash!;
    await expect(dispatch('file.convertToUtf8', { path: notes, expectedHash: hash })).rejects.toMatchObject({ status: 403 });
    // Entirely outside the project.
    const out = path.join(tempDir('outside'), 'SKILL.md');
    fs.writeFileSync(out, bytes);
    await expect(dispatch('file.convertToUtf8', { path: out, expectedHash: hash })).rejects.toMatchObject({ status: 403 });
    expect(fs.readFileSync(notes).equals(bytes)).toBe(true);
    expect(fs.readFileSync(out).equals(bytes)).toBe(true);
  });
});
