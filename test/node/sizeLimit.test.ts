/**
 * A 5 MB SKILL.md through main (issue 11 point 6): the catalog, the editor's
 * read and save, and the unsaved-buffer backup follow one size rule. Under
 * Claude Code 2.1.112 (no harness limit, measured) it is listed, opens, backs
 * up, saves and stays listed; under latest (2.1.332 skips skill files over
 * 1,000,000 bytes, measured) it is `error` with the harness's reason, and it
 * still opens, backs up and saves: the harness's limit is not the editor's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import type { CatalogSnapshot, FileText } from '../../src/shared/ipc/contract';
import { cleanupTemp, fixture } from './helpers';

afterAll(cleanupTemp);

const FIVE_MB = 5_000_021;

/** `<skills>/big/SKILL.md` of exactly `bytes` bytes with a real frontmatter. */
function bigSkill(skills: string, bytes: number, desc = 'A five megabyte skill'): { file: string; text: string } {
  const head = `---\nname: big\ndescription: ${desc}\n---\n`;
  const line = `${'y'.repeat(63)}\n`;
  const room = bytes - head.length;
  const text = head + line.repeat(Math.floor(room / 64)) + 'z'.repeat(room % 64);
  const file = path.join(skills, 'big', 'SKILL.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return { file, text };
}

describe('a 5 MB SKILL.md in main', () => {
  it('Claude Code 2.1.112: listed, opens editable, backs up, saves, and is still listed after the save', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const { file, text } = bigSkill(f.skills, FIVE_MB);
    const snap = await dispatch('catalog.configure', { version: '2.1.112' }) as CatalogSnapshot;
    const rec = () => (f.ctx.service.snapshot().catalog.skills.find((s) => s.id === 'big'))!;
    expect(snap.catalog.skills.find((s) => s.id === 'big')).toMatchObject({ status: 'listed', size: FIVE_MB });
    expect(rec().diagnostics).toEqual([]);
    const read = await dispatch('file.read', { path: file }) as FileText;
    expect(read.readOnlyReason).toBeUndefined();
    expect(read.text).toBe(text);
    const edited = text.replace('A five megabyte skill', 'A five megabyte skill, edited');
    await expect(dispatch('buffers.put', { path: file, text: edited, baseHash: read.hash! })).resolves.toEqual({ ok: true });
    expect(await dispatch('file.save', { path: file, text: edited, expectedHash: read.hash! })).toMatchObject({ ok: true });
    expect(rec()).toMatchObject({ status: 'listed', description: 'A five megabyte skill, edited' });
    expect(f.ctx.stores.buffers.get()).toEqual([]);
  });

  it('Claude Code latest: `error` with the harness\'s 1,000,000-byte limit; editing and backup still work', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const { file, text } = bigSkill(f.skills, FIVE_MB);
    const snap = await dispatch('catalog.rescan', {}) as CatalogSnapshot;
    const big = snap.catalog.skills.find((s) => s.id === 'big')!;
    expect(big.status).toBe('error');
    expect(big.diagnostics.map((d) => [d.code, d.data?.max])).toEqual([['file-too-large', 1_000_000]]);
    const read = await dispatch('file.read', { path: file }) as FileText;
    expect(read.readOnlyReason).toBeUndefined();
    await expect(dispatch('buffers.put', { path: file, text: `${text}!` })).resolves.toEqual({ ok: true });
    // Cut under the harness's limit and saved: the catalog follows at once.
    const small = text.slice(0, 900_000);
    expect(await dispatch('file.save', { path: file, text: small, expectedHash: read.hash! })).toMatchObject({ ok: true });
    expect(f.ctx.service.snapshot().catalog.skills.find((s) => s.id === 'big')).toMatchObject({ status: 'listed', size: 900_000 });
  });

  it('a file that grows past the harness limit on disk turns to `error` through the same reader as a scan', async () => {
    const f = await fixture();
    const { file } = bigSkill(f.skills, 10_000);
    await f.ctx.service.rescan();
    expect(f.ctx.service.snapshot().catalog.skills.find((s) => s.id === 'big')!.status).toBe('listed');
    bigSkill(f.skills, 1_000_001);
    await f.ctx.service.applyDiskChanges([file]);
    expect(f.ctx.service.snapshot().catalog.skills.find((s) => s.id === 'big')!.diagnostics.map((d) => d.code)).toEqual(['file-too-large']);
    // Not UTF-8 any more: what a scan gives (Claude Code loads it with U+FFFD, measured: `not-utf8-replaced`).
    fs.writeFileSync(file, Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]));
    await f.ctx.service.applyDiskChanges([file]);
    expect(f.ctx.service.snapshot().catalog.skills.find((s) => s.id === 'big')!.diagnostics.map((d) => d.code)).toContain('not-utf8-replaced');
    fs.rmSync(path.dirname(file), { recursive: true });
    await f.ctx.service.applyDiskChanges([file]);
    expect(f.ctx.service.snapshot().catalog.skills.some((s) => s.id === 'big')).toBe(false);
  });
});
