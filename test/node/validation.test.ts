/**
 * Server-side validation: the API refuses what the UI refuses (skill names by
 * the shared rule), buffers only for files the editor could have open and of
 * bounded size, request errors answer 4xx (not 500), and skill.delete only
 * deletes skills the catalog knows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { BUFFER_MAX_BYTES, MAX_BUFFERS } from '../../src/node/handlers/stores';
import { APP_MAX_TEXT_BYTES } from '../../src/shared/limits';
import { toErrorPayload } from '../../src/node/app/errors';
import { startWebHost } from '../../src/webhost/server';
import { validateSkillName } from '../../src/shared/skillName';
import { validateSkillName as uiRule } from '../../src/renderer/src/utils/skillName';
import { cleanupTemp, fixture, rawRequest, tempDir, writeSkill, webLogin } from './helpers';

afterEach(() => cleanupTemp());

const BAD = ['UPPER', 'name with space', 'a:b', 'CON', 'x'.repeat(200), 'con', '-a', 'a--b', '.hidden', 'a/b'];

describe('skill names (shared rule, enforced by main)', () => {
  it('the renderer uses the shared rule; it refuses device names and Windows-reserved characters in every profile', () => {
    expect(uiRule).toBe(validateSkillName);
    for (const n of BAD) expect(validateSkillName(n, 'claude-code'), n).not.toBeNull();
    for (const n of ['a:b', 'CON', 'lpt1', 'nul.md', 'a?b', 'end.', 'x'.repeat(201)]) expect(validateSkillName(n, 'codebot'), n).not.toBeNull();
    expect(validateSkillName('Mixed_Case', 'codebot')).toBeNull();
    expect(validateSkillName('review-pr', 'claude-code')).toBeNull();
  });

  it('skill.create, rename and duplicate refuse names the UI refuses, and create nothing', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const dir = path.dirname(writeSkill(f.skills, 'ok-skill'));
    await f.ctx.service.rescan();
    for (const name of BAD) {
      await expect(dispatch('skill.create', { root: f.skills, name: name.slice(0, 200), text: 'x' }), name).rejects.toMatchObject({ status: 400 });
      await expect(dispatch('skill.rename', { dir, newName: name.slice(0, 200) }), name).rejects.toMatchObject({ status: 400 });
      await expect(dispatch('skill.duplicate', { dir, newName: name.slice(0, 200) }), name).rejects.toMatchObject({ status: 400 });
    }
    expect(fs.readdirSync(f.skills)).toEqual(['ok-skill']);
    await expect(dispatch('skill.create', { root: f.skills, name: 'good-name', text: 'x' })).resolves.toBeTruthy();
  });

  it('follows the active profile (codebot accepts mixed case, still refuses a:b)', async () => {
    const f = await fixture({ profile: 'codebot' });
    const root = path.join(f.project, '.codebot', 'skills');
    fs.mkdirSync(root, { recursive: true });
    await f.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(f.ctx));
    await expect(dispatch('skill.create', { root, name: 'a:b', text: 'x' })).rejects.toMatchObject({ code: 'invalid-name' });
    await expect(dispatch('skill.create', { root, name: 'Mixed_Case', text: 'x' })).resolves.toBeTruthy();
  });
});

describe('buffers.put limits', () => {
  it('refuses paths outside the roots, oversized texts and too many buffers', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    await expect(dispatch('buffers.put', { path: '/etc/passwd', text: 'root::0:0' })).rejects.toMatchObject({ code: 'outside-roots', status: 403 });
    const a = writeSkill(f.skills, 'a');
    await expect(dispatch('buffers.put', { path: a, text: 'x'.repeat(BUFFER_MAX_BYTES + 1) })).rejects.toMatchObject({ code: 'too-large', status: 413 });
    await expect(dispatch('buffers.put', { path: a, text: 'fine' })).resolves.toEqual({ ok: true });
    // A new (not yet saved) file inside a root is fine too.
    await expect(dispatch('buffers.put', { path: path.join(f.skills, 'new', 'SKILL.md'), text: 'new' })).resolves.toEqual({ ok: true });
    await f.ctx.stores.buffers.set(Array.from({ length: MAX_BUFFERS }, (_, i) => ({ path: path.join(f.skills, `b${i}.md`), text: 'x' })));
    await expect(dispatch('buffers.put', { path: a, text: 'one more' })).rejects.toMatchObject({ code: 'too-many-buffers' });
    expect(f.ctx.stores.buffers.get().some((b) => b.path === '/etc/passwd')).toBe(false);
  });
});

describe('skill.delete', () => {
  it('deletes a known skill folder but refuses a plain file or an unknown folder (400)', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const note = path.join(f.skills, 'quick-note.md');
    fs.writeFileSync(note, '# just a note\n');
    fs.mkdirSync(path.join(f.skills, 'not-a-skill'));
    const skill = path.dirname(writeSkill(f.skills, 'gone'));
    await f.ctx.service.rescan();
    await expect(dispatch('skill.delete', { dir: note })).rejects.toMatchObject({ code: 'not-a-skill', status: 400 });
    await expect(dispatch('skill.delete', { dir: path.join(f.skills, 'not-a-skill') })).rejects.toMatchObject({ status: 400 });
    await expect(dispatch('skill.delete', { dir: path.join(skill, 'SKILL.md') })).rejects.toMatchObject({ status: 400 });
    expect(fs.existsSync(note)).toBe(true);
    await expect(dispatch('skill.delete', { dir: skill })).resolves.toMatchObject({ trashed: true });
    expect(fs.existsSync(skill)).toBe(false);
  });

  it('deletes a flat .md skill of a flat layout (legacy .claude/commands)', async () => {
    const f = await fixture();
    const cmds = path.join(f.project, '.claude', 'commands');
    fs.mkdirSync(cmds, { recursive: true });
    const cmd = path.join(cmds, 'deploy.md');
    fs.writeFileSync(cmd, '---\ndescription: Deploy\n---\nDeploy it.\n');
    const snap = await f.ctx.service.rescan();
    expect(snap.catalog.skills.some((s) => s.path === cmd && s.dir === null)).toBe(true);
    await expect(createDispatch(createHandlers(f.ctx))('skill.delete', { dir: cmd })).resolves.toMatchObject({ trashed: true });
    expect(fs.existsSync(cmd)).toBe(false);
  });
});

describe('file errors answer 4xx', () => {
  it('maps EFBIG to 413 and EISDIR/ENOTREG to 400 (unknown errors stay 500)', () => {
    const errno = (code: string) => Object.assign(new Error(code), { code });
    expect(toErrorPayload(errno('EFBIG')).status).toBe(413);
    expect(toErrorPayload(errno('EISDIR')).status).toBe(400);
    expect(toErrorPayload(errno('ENOTREG')).status).toBe(400);
    expect(toErrorPayload(errno('EIO')).status).toBe(500);
    expect(toErrorPayload(new Error('boom')).status).toBe(500);
  });

  it('the web host answers file.read of a folder with 400; a file over the edit limit opens read-only in part and is never overwritten (413)', async () => {
    const f = await fixture();
    const renderer = tempDir('renderer');
    fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html>');
    const host = await startWebHost({ dispatch: createDispatch(createHandlers(f.ctx)), subscribe: () => () => undefined, rendererDir: renderer, port: 0 });
    try {
      const login = await webLogin(host.port, host.token);
      const api = (method: string, body: unknown) => rawRequest(host.port, {
        method: 'POST', path: `/api/${method}`, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...login.headers },
      });
      const folder = path.join(f.skills, 'folder');
      fs.mkdirSync(folder);
      const dirRes = await api('file.read', { path: folder });
      expect(dirRes.status).toBe(400);
      expect(JSON.parse(dirRes.body).error.code).toBe('eisdir');
      const big = path.join(f.skills, 'big.md');
      fs.closeSync(fs.openSync(big, 'w'));
      fs.truncateSync(big, APP_MAX_TEXT_BYTES + 10); // sparse: over the edit limit without writing it
      // What file.read shows of it (read-only, in part) is in textFile.test.ts; saving over it is refused.
      const saveRes = await api('file.save', { path: big, text: 'cut', force: true });
      expect(saveRes.status).toBe(413);
      expect(JSON.parse(saveRes.body).error.code).toBe('efbig');
      expect(fs.statSync(big).size).toBe(APP_MAX_TEXT_BYTES + 10);
    } finally { await host.close(); }
  });
});
