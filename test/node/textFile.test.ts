/** Saving keeps line endings, BOM, final newline and mode; conflicts are detected. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeText, encodeText, readFileText, saveFileText } from '../../src/node/files/textFile';
import { cleanupTemp, tempDir } from './helpers';

afterAll(cleanupTemp);
const dir = tempDir('text');

describe('decode/encode', () => {
  it('round-trips every shape', () => {
    for (const raw of ['a\nb\n', 'a\r\nb\r\n', '\uFEFFa\r\nb', 'a\nb', '', '\uFEFF', 'x\r\n']) {
      const d = decodeText(raw);
      expect(d.text).not.toContain('\r');
      expect(encodeText(d.text, d)).toBe(raw);
    }
  });
});

describe('saveFileText', () => {
  it('keeps CRLF, BOM and a missing final newline when the editor sends LF text', async () => {
    const p = path.join(dir, 'crlf.md');
    fs.writeFileSync(p, '\uFEFF---\r\ndescription: x\r\n---\r\nbody');
    const t = readFileText(p);
    expect(t).toMatchObject({ eol: 'crlf', bom: true, finalNewline: false, text: '---\ndescription: x\n---\nbody' });
    const r = await saveFileText(p, '---\ndescription: y\n---\nbody\nmore\n', t.mtimeMs);
    expect(r.ok).toBe(true);
    expect(fs.readFileSync(p, 'utf8')).toBe('\uFEFF---\r\ndescription: y\r\n---\r\nbody\r\nmore');
  });

  it('keeps LF and the final newline', async () => {
    const p = path.join(dir, 'lf.md');
    fs.writeFileSync(p, 'a\nb\n');
    await saveFileText(p, 'a\nb\nc');
    expect(fs.readFileSync(p, 'utf8')).toBe('a\nb\nc\n');
    await saveFileText(p, 'x\r\ny\r\n');
    expect(fs.readFileSync(p, 'utf8')).toBe('x\ny\n');
  });

  it('keeps the file mode', async () => {
    const p = path.join(dir, 'mode.md');
    fs.writeFileSync(p, 'a\n');
    fs.chmodSync(p, 0o640);
    await saveFileText(p, 'b\n');
    expect(fs.statSync(p).mode & 0o777).toBe(0o640);
  });

  it('reports a conflict when the disk changed since reading, and writes nothing', async () => {
    const p = path.join(dir, 'conflict.md');
    fs.writeFileSync(p, 'mine\n');
    const t = readFileText(p);
    fs.writeFileSync(p, 'theirs\n');
    fs.utimesSync(p, new Date(), new Date(t.mtimeMs + 5000));
    const r = await saveFileText(p, 'mine edited\n', t.mtimeMs);
    expect(r).toMatchObject({ ok: false, conflict: true });
    expect(fs.readFileSync(p, 'utf8')).toBe('theirs\n');
    expect((await saveFileText(p, 'mine edited\n', t.mtimeMs, true)).ok).toBe(true);
    expect(fs.readFileSync(p, 'utf8')).toBe('mine edited\n');
  });

  it('treats a file deleted since reading as a conflict; new files get LF + final newline', async () => {
    const p = path.join(dir, 'gone.md');
    fs.writeFileSync(p, 'x\n');
    const t = readFileText(p);
    fs.unlinkSync(p);
    expect(await saveFileText(p, 'y', t.mtimeMs)).toMatchObject({ ok: false, conflict: true, diskMtimeMs: 0 });
    const n = path.join(dir, 'new.md');
    await saveFileText(n, 'a\r\nb');
    expect(fs.readFileSync(n, 'utf8')).toBe('a\nb\n');
    expect(readFileText(path.join(dir, 'missing.md'))).toMatchObject({ exists: false, text: '' });
  });

  it('recreates a deleted file in the shape the editor read it with (BOM, CRLF); an existing file keeps its own', async () => {
    const p = path.join(dir, 'crlf.md');
    fs.writeFileSync(p, '\uFEFFa\r\nb\r\n');
    const t = readFileText(p);
    fs.unlinkSync(p);
    const shape = { eol: t.eol, bom: t.bom, finalNewline: t.finalNewline };
    expect((await saveFileText(p, 'a\nb\nc', undefined, true, shape)).ok).toBe(true);
    expect(fs.readFileSync(p, 'utf8')).toBe('\uFEFFa\r\nb\r\nc\r\n');
    const lf = path.join(dir, 'lf.md');
    fs.writeFileSync(lf, 'x\n');
    await saveFileText(lf, 'y', undefined, false, shape);
    expect(fs.readFileSync(lf, 'utf8')).toBe('y\n');
  });
});

describe('readFileText: data that must not be lost', () => {
  it('shows a file over the edit limit read-only, cut at a whole character, with why (it used to fail to open)', () => {
    const p = path.join(dir, 'long.md');
    fs.writeFileSync(p, `---\ndescription: long\n---\n${'é'.repeat(2000)}`);
    const size = fs.statSync(p).size;
    const t = readFileText(p, 1001);
    expect(t.readOnlyReason).toBe(`This file is ${size} bytes, more than the 1001 bytes Skill Studio edits (its own limit, not the harness's). `
      + 'Only its first 1001 bytes are shown, read-only, so saving cannot cut the rest off; edit it in another editor.');
    expect(Buffer.byteLength(t.text)).toBe(1000);
    expect(t.text.endsWith('é')).toBe(true);
  });

  it('saves nothing over the edit limit and never overwrites a file larger than it', async () => {
    const { APP_MAX_TEXT_BYTES } = await import('../../src/shared/limits');
    const p = path.join(dir, 'huge.md');
    fs.closeSync(fs.openSync(p, 'w'));
    fs.truncateSync(p, APP_MAX_TEXT_BYTES + 1);
    await expect(saveFileText(p, 'cut', undefined, true)).rejects.toMatchObject({ code: 'EFBIG' });
    expect(fs.statSync(p).size).toBe(APP_MAX_TEXT_BYTES + 1);
    await expect(saveFileText(path.join(dir, 'too-large-new.md'), 'x'.repeat(APP_MAX_TEXT_BYTES + 1))).rejects.toMatchObject({ code: 'EFBIG' });
    expect(fs.existsSync(path.join(dir, 'too-large-new.md'))).toBe(false);
  });

  it('shows a non-UTF-8 file read-only and refuses to save over it', async () => {
    const p = path.join(dir, 'latin1.md');
    const bytes = Buffer.from('---\ndescription: caf\xe9\n---\n', 'latin1');
    fs.writeFileSync(p, bytes);
    const t = readFileText(p);
    expect(t.readOnlyReason).toMatch(/not valid UTF-8/);
    expect(t.text).toContain('café');
    await expect(saveFileText(p, 'x', t.mtimeMs)).rejects.toMatchObject({ code: 'ENOTUTF8' });
    expect(fs.readFileSync(p).equals(bytes)).toBe(true);
  });

  it('lists the files of a SKILL.md folder for link checks as you type', () => {
    const d = path.join(dir, 'sk');
    fs.mkdirSync(path.join(d, 'references', 'deep'), { recursive: true });
    fs.mkdirSync(path.join(d, 'node_modules', 'x'), { recursive: true });
    fs.writeFileSync(path.join(d, 'SKILL.md'), '---\ndescription: x\n---\n');
    fs.writeFileSync(path.join(d, 'references', 'a.md'), 'a');
    fs.writeFileSync(path.join(d, 'references', 'deep', 'b.md'), 'b');
    const t = readFileText(path.join(d, 'SKILL.md'));
    expect([...(t.skillFiles ?? [])].sort()).toEqual(['SKILL.md', 'references/', 'references/a.md', 'references/deep/', 'references/deep/b.md']);
    expect(readFileText(path.join(d, 'references', 'a.md')).skillFiles).toBeUndefined();
  });
});

describe('recreating a file whose folder was deleted', () => {
  it('file.save makes the folder again and writes the buffer (the conflict bar\'s Recreate)', async () => {
    const { fixture, writeSkill } = await import('./helpers');
    const { createDispatch, createHandlers } = await import('../../src/node/handlers/index');
    const f = await fixture();
    const file = writeSkill(f.skills, 'gone', 'Will be deleted');
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('catalog.rescan', {});
    fs.rmSync(path.dirname(file), { recursive: true });
    const r = await dispatch('file.save', { path: file, text: '---\ndescription: back\n---\nAgain.\n' }) as { ok: boolean };
    expect(r.ok).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe('---\ndescription: back\n---\nAgain.\n');
    // Outside the writable roots nothing is created.
    await expect(dispatch('file.save', { path: path.join(f.home, 'elsewhere', 'SKILL.md'), text: 'x' })).rejects.toBeTruthy();
    expect(fs.existsSync(path.join(f.home, 'elsewhere'))).toBe(false);
  });
});
