/** Saving keeps line endings, BOM, final newline and mode; conflicts are detected by content, saves of one file are serialised. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentHash, decodeText, encodeText, readFileText, saveFileText } from '../../src/node/files/textFile';
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
    const r = await saveFileText(p, '---\ndescription: y\n---\nbody\nmore\n', { expectedHash: t.hash! });
    expect(r.ok).toBe(true);
    expect(fs.readFileSync(p, 'utf8')).toBe('\uFEFF---\r\ndescription: y\r\n---\r\nbody\r\nmore');
  });

  it('writes the BOM and line endings the user switched to (layout), keeping the final newline as on disk', async () => {
    const p = path.join(dir, 'layout.md');
    fs.writeFileSync(p, '\uFEFF---\r\ndescription: x\r\n---\r\nbody');
    const t = readFileText(p);
    const r = await saveFileText(p, t.text!, { expectedHash: t.hash!, layout: { eol: 'lf', bom: false } });
    expect(r.ok).toBe(true);
    expect(fs.readFileSync(p, 'utf8')).toBe('---\ndescription: x\n---\nbody');
    const t2 = readFileText(p);
    await saveFileText(p, t2.text!, { expectedHash: t2.hash!, layout: { eol: 'crlf', bom: true } });
    expect(fs.readFileSync(p, 'utf8')).toBe('\uFEFF---\r\ndescription: x\r\n---\r\nbody');
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
    const r = await saveFileText(p, 'mine edited\n', { expectedHash: t.hash! });
    expect(r).toMatchObject({ ok: false, conflict: true, diskHash: contentHash(Buffer.from('theirs\n')) });
    expect(fs.readFileSync(p, 'utf8')).toBe('theirs\n');
    expect((await saveFileText(p, 'mine edited\n', { expectedHash: t.hash!, force: true })).ok).toBe(true);
    expect(fs.readFileSync(p, 'utf8')).toBe('mine edited\n');
  });

  it('treats a file deleted since reading as a conflict; new files get LF + final newline', async () => {
    const p = path.join(dir, 'gone.md');
    fs.writeFileSync(p, 'x\n');
    const t = readFileText(p);
    fs.unlinkSync(p);
    expect(await saveFileText(p, 'y', { expectedHash: t.hash! })).toMatchObject({ ok: false, conflict: true, diskMtimeMs: 0, diskHash: null });
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
    expect((await saveFileText(p, 'a\nb\nc', { force: true, newShape: shape })).ok).toBe(true);
    expect(fs.readFileSync(p, 'utf8')).toBe('\uFEFFa\r\nb\r\nc\r\n');
    const lf = path.join(dir, 'lf.md');
    fs.writeFileSync(lf, 'x\n');
    await saveFileText(lf, 'y', { newShape: shape });
    expect(fs.readFileSync(lf, 'utf8')).toBe('y\n');
  });
});

describe('saveFileText: the version is the content, not the clock', () => {
  // Each outside change keeps the modification time the editor read (or moves it by less than a
  // millisecond): the old mtime check missed every one of them and overwrote the other program's text.
  const cases: [string, (p: string, st: fs.Stats) => void][] = [
    ['cp -p / rsync -t / unzip (content changed, mtime restored)', (p, st) => { fs.writeFileSync(p, 'theirs\n'); fs.utimesSync(p, st.atime, st.mtime); }],
    ['a write 0.4 ms after ours (coarse or close timestamps)', (p, st) => { fs.writeFileSync(p, 'theirs\n'); const t = new Date(st.mtimeMs + 0.4); fs.utimesSync(p, t, t); }],
    ['rename-replace keeping the mtime (new inode)', (p, st) => { fs.writeFileSync(`${p}.x`, 'theirs\n'); fs.utimesSync(`${p}.x`, st.atime, st.mtime); fs.renameSync(`${p}.x`, p); }],
    ['same size, same mtime, other bytes', (p, st) => { fs.writeFileSync(p, 'MINE\n'); fs.utimesSync(p, st.atime, st.mtime); }],
  ];
  for (const [name, change] of cases) {
    it(`detects ${name}`, async () => {
      const p = path.join(dir, `clock-${cases.findIndex(([n]) => n === name)}.md`);
      fs.writeFileSync(p, 'mine\n');
      const t = readFileText(p);
      change(p, fs.statSync(p));
      const r = await saveFileText(p, 'mine edited\n', { expectedHash: t.hash! });
      expect(r).toMatchObject({ ok: false, conflict: true });
      expect(fs.readFileSync(p, 'utf8')).not.toBe('mine edited\n');
    });
  }

  it('a touch (new mtime, same content) is not a conflict', async () => {
    const p = path.join(dir, 'touched.md');
    fs.writeFileSync(p, 'same\n');
    const t = readFileText(p);
    const later = new Date(t.mtimeMs + 60_000);
    fs.utimesSync(p, later, later);
    expect(await saveFileText(p, 'edited\n', { expectedHash: t.hash! })).toMatchObject({ ok: true, hash: contentHash(Buffer.from('edited\n')) });
  });

  it('the hash a save returns is the next save\'s version (and equals what a read reports)', async () => {
    const p = path.join(dir, 'chain.md');
    fs.writeFileSync(p, '\uFEFFa\r\n');
    let v = readFileText(p).hash!;
    for (const text of ['b', 'c\nd', 'e']) {
      const r = await saveFileText(p, text, { expectedHash: v });
      if (!r.ok) throw new Error('unexpected conflict');
      expect(r.hash).toBe(readFileText(p).hash);
      v = r.hash;
    }
  });
});

describe('saveFileText: two saves of one file at once', () => {
  it('of 20 pairs saved from the same version, one of each pair is saved and the other gets a conflict; nothing acknowledged is lost', async () => {
    const p = path.join(dir, 'race.md');
    fs.writeFileSync(p, 'base\n');
    let bothSaved = 0;
    for (let i = 0; i < 20; i++) {
      const v = readFileText(p).hash!;
      const [a, b] = await Promise.all([
        saveFileText(p, `A${i}\n`, { expectedHash: v }),
        saveFileText(p, `B${i}\n${'b'.repeat(100_000)}\n`, { expectedHash: v }),
      ]);
      if (a.ok && b.ok) bothSaved++;
      expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
      const saved = a.ok ? `A${i}\n` : `B${i}\n${'b'.repeat(100_000)}\n`;
      expect(fs.readFileSync(p, 'utf8')).toBe(saved);
      expect((a.ok ? b : a)).toMatchObject({ ok: false, conflict: true, diskHash: contentHash(Buffer.from(saved)) });
    }
    expect(bothSaved).toBe(0);
  });

  it('two spellings of one file (a linked folder) share the lock', async () => {
    const real = path.join(dir, 'real-folder');
    fs.mkdirSync(real);
    fs.symlinkSync(real, path.join(dir, 'link-folder'));
    const p = path.join(real, 'SKILL.md');
    fs.writeFileSync(p, 'base\n');
    const v = readFileText(p).hash!;
    const r = await Promise.all([saveFileText(p, 'one\n', { expectedHash: v }), saveFileText(path.join(dir, 'link-folder', 'SKILL.md'), 'two\n', { expectedHash: v })]);
    expect(r.filter((x) => x.ok)).toHaveLength(1);
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
    await expect(saveFileText(p, 'cut', { force: true })).rejects.toMatchObject({ code: 'EFBIG' });
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
    await expect(saveFileText(p, 'x', { expectedHash: t.hash! })).rejects.toMatchObject({ code: 'ENOTUTF8' });
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

describe('readFileText of a UTF-16 file (issue 16)', () => {
  it('shows the text decoded as UTF-16, read-only, saying harnesses do not read UTF-16', () => {
    const p = path.join(dir, 'utf16.md');
    // "---\nname: x\n---\n" as UTF-16LE with its BOM, bytes written out by hand.
    const text = '---\nname: x\n---\n';
    fs.writeFileSync(p, Buffer.from([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]));
    const f = readFileText(p);
    expect(f.text).toBe(text);
    expect(f.readOnlyReason).toBe('This file is UTF-16 (little-endian). UTF-16 is not read by harnesses; convert it to UTF-8. It is shown read-only.');
  });
});
