/**
 * The watcher keeps the catalog equal to a fresh scan through folder adds,
 * edits, deletes, renames, a root appearing later, and a storm of 1,000
 * changes in about a second (coalesced into few pushes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiEvents } from '../../src/shared/ipc/contract';
import { createNodeFsPort } from '../../src/node/fs/nodeFsPort';
import { mergedOverrides, readHarnessSettings } from '../../src/node/settings/harnessSettings';
import { cleanupTemp, fixture, writeSkill, type Fixture } from './helpers';

afterAll(cleanupTemp);

/** Resolves once no catalog.changed arrived for `quietMs` (after at least one, unless none is expected). */
function settle(f: Fixture, quietMs = 400, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    let count = 0;
    let timer = setTimeout(done, quietMs);
    const hard = setTimeout(() => { off(); reject(new Error('watcher did not settle')); }, timeoutMs);
    const off = f.ctx.events.subscribe((e) => {
      if (e !== 'catalog.changed') return;
      count++;
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    function done() { off(); clearTimeout(hard); resolve(count); }
  });
}

/** The catalog a fresh scan of the same roots gives right now. */
function fresh(f: Fixture) {
  const s = f.ctx.service;
  // Options rebuilt from disk, not the service's cached harness settings, so a missed settings change shows.
  const overrides = mergedOverrides(readHarnessSettings(s.roots.home, s.roots.project, {}));
  const opts = { touched: s.roots.touched, cwd: s.roots.cwd ?? s.roots.project, overrides };
  return f.ctx.engine.scanCatalog(createNodeFsPort(), f.ctx.engine.resolveRoots(s.roots, s.profile(), s.bundledDir()), s.profile(), opts);
}

/**
 * Wait until the watched catalog equals a fresh scan (the watcher is
 * eventually consistent; on a loaded box chokidar can deliver late), then
 * assert it. Fails if it never converges.
 */
async function convergesToFresh(f: Fixture, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try { expectFresh(f); return; } catch { await new Promise((r) => setTimeout(r, 200)); }
  }
  expectFresh(f);
}

function expectFresh(f: Fixture): void {
  const cur = f.ctx.service.current();
  const exp = fresh(f);
  // Name the differing skills first: a bare deep-equal failure on a catalog is unreadable.
  const show = (c: typeof cur) => c.skills.map((s) => `${s.id} ${s.status} ${s.description}`).sort();
  expect(show(cur)).toEqual(show(exp));
  expect(cur).toEqual(exp);
}

async function withWatcher(): Promise<Fixture> {
  const f = await fixture({ watcher: { debounceMs: 60, maxWaitMs: 400 } });
  return f;
}

describe('catalog watcher', () => {
  it('follows folder add, edit, delete and rename', async () => {
    const f = await withWatcher();
    try {
      const ids = () => f.ctx.service.current().skills.map((s) => s.id).sort();
      let wait = settle(f);
      writeSkill(f.skills, 'one');
      writeSkill(f.skills, 'two');
      expect(await wait).toBeGreaterThan(0);
      expect(ids()).toEqual(['one', 'two']);
      expectFresh(f);

      wait = settle(f);
      fs.writeFileSync(path.join(f.skills, 'one', 'SKILL.md'), '---\nname: one\ndescription: changed text\n---\nnew body\n');
      await wait;
      expect(f.ctx.service.current().skills.find((s) => s.id === 'one')?.description).toBe('changed text');
      expectFresh(f);

      wait = settle(f);
      fs.renameSync(path.join(f.skills, 'two'), path.join(f.skills, 'three'));
      await wait;
      expect(ids()).toEqual(['one', 'three']);
      expectFresh(f);

      wait = settle(f);
      fs.rmSync(path.join(f.skills, 'one'), { recursive: true });
      await wait;
      expect(ids()).toEqual(['three']);
      expectFresh(f);
    } finally { await f.ctx.close(); }
  });

  it('notices a root that appears after start, and pushes file.changed for open files', async () => {
    const f = await withWatcher();
    try {
      fs.rmSync(f.userSkills, { recursive: true });
      await f.ctx.service.rescan();
      await f.ctx.watcher!.sync();
      let wait = settle(f);
      writeSkill(f.userSkills, 'late');
      await wait;
      expect(f.ctx.service.current().skills.map((s) => s.id)).toContain('late');
      expectFresh(f);

      const file = path.join(f.userSkills, 'late', 'SKILL.md');
      f.ctx.watcher!.openFiles.add(file);
      const changed: ApiEvents['file.changed'][] = [];
      const off = f.ctx.events.subscribe((e, p) => { if (e === 'file.changed') changed.push(p as ApiEvents['file.changed']); });
      wait = settle(f);
      fs.appendFileSync(file, 'more\n');
      await wait;
      off();
      expect(changed.some((c) => c.path === file && c.kind === 'change' && typeof c.mtimeMs === 'number')).toBe(true);
      // The event carries what main read, so the renderer does not read the file again.
      const last = changed.filter((c) => c.path === file).at(-1)!;
      expect(last.file).toMatchObject({ path: file, text: fs.readFileSync(file, 'utf8'), exists: true, eol: 'lf' });

      // A deletion carries no text.
      const gone: ApiEvents['file.changed'][] = [];
      const off2 = f.ctx.events.subscribe((e, p) => { if (e === 'file.changed') gone.push(p as ApiEvents['file.changed']); });
      wait = settle(f);
      fs.rmSync(file);
      await wait;
      off2();
      expect(gone.filter((c) => c.path === file).at(-1)).toMatchObject({ kind: 'unlink' });
      expect(gone.filter((c) => c.path === file).at(-1)!.file).toBeUndefined();
    } finally { await f.ctx.close(); }
  });

  it('follows symlinked skill folders and harness settings changes', async () => {
    const f = await withWatcher();
    try {
      const outside = path.join(f.home, 'elsewhere');
      writeSkill(outside, 'linked');
      let wait = settle(f);
      fs.symlinkSync(path.join(outside, 'linked'), path.join(f.skills, 'linked'));
      await wait;
      await convergesToFresh(f);
      expect(f.ctx.service.current().skills.map((s) => s.id)).toContain('linked');

      wait = settle(f);
      fs.writeFileSync(path.join(f.project, '.claude', 'settings.json'), JSON.stringify({ skillOverrides: { linked: 'off' } }));
      await wait;
      await convergesToFresh(f);
      expect(f.ctx.service.snapshot().harnessSettings.overrides[0]?.value).toEqual({ linked: 'off' });

      wait = settle(f);
      fs.unlinkSync(path.join(f.skills, 'linked'));
      await wait;
      await convergesToFresh(f);
      expect(f.ctx.service.current().skills.map((s) => s.id)).not.toContain('linked');
    } finally { await f.ctx.close(); }
  });

  it('our own saves (temp files in .skill-studio-tmp) cause no rescan and no look-alike', async () => {
    const { createDispatch, createHandlers } = await import('../../src/node/handlers/index');
    const f = await withWatcher();
    try {
      const file = writeSkill(f.skills, 'saved');
      await settle(f);
      const dispatch = createDispatch(createHandlers(f.ctx));
      let rescans = 0;
      const rescan = f.ctx.service.rescan.bind(f.ctx.service);
      f.ctx.service.rescan = (...a: Parameters<typeof rescan>) => { rescans++; return rescan(...a); };
      const wait = settle(f, 600);
      for (let i = 0; i < 5; i++) await dispatch('file.save', { path: file, text: `---\nname: saved\ndescription: save ${i}\n---\n` });
      await wait;
      expect(rescans).toBe(0);
      expect(f.ctx.service.current().files).toEqual([]);
      expect(fs.readdirSync(path.dirname(file))).toEqual(['SKILL.md']);
      expectFresh(f);
    } finally { await f.ctx.close(); }
  });

  it('a tree of symlink loops is watched once per real folder: no ELOOP notices, changes still seen', async () => {
    const f = await fixture({ watcher: false });
    const S = f.skills;
    // The attack's loop tree (badtrees.mjs): links to '.', '..', the root itself, a folder's own parent, and x -> y -> x.
    writeSkill(S, 'a');
    fs.mkdirSync(path.join(S, 'a', 'b'));
    fs.symlinkSync('..', path.join(S, 'a', 'b', 'up'));
    fs.symlinkSync('.', path.join(S, 'self'));
    fs.symlinkSync('y', path.join(S, 'x'));
    fs.symlinkSync('x', path.join(S, 'y'));
    fs.symlinkSync(S, path.join(S, 'a', 'root'));
    writeSkill(S, 'c');
    fs.symlinkSync('../c', path.join(S, 'c', 'again'));
    // And a link to a skill folder that is watched anyway (Claude Code lists the real one once).
    fs.symlinkSync('c', path.join(S, 'c-link'));
    const { createAppContext } = await import('../../src/node/app/context');
    const ctx = await createAppContext({
      host: 'web', appVersion: '0', dataDir: f.data, bundledRoot: path.join(f.data, 'none'),
      roots: { project: f.project, home: f.home, cwd: f.project }, watcher: { debounceMs: 60, maxWaitMs: 400 }, env: {},
    });
    const g = { ...f, ctx };
    try {
      expect(ctx.events.notices.filter((n) => n.level !== 'info')).toEqual([]);
      const watched = ctx.watcher!.watchedFolders();
      const reals = watched.map((d) => fs.realpathSync(d));
      expect(reals.length).toBe(new Set(reals).size); // each real folder once
      expect(watched.some((d) => /[\\/](self|root|up|again|x|y)([\\/]|$)/.test(d.slice(S.length)))).toBe(false);
      let wait = settle(g);
      fs.writeFileSync(path.join(S, 'c', 'SKILL.md'), '---\nname: c\ndescription: changed through the real path\n---\n');
      await wait;
      await convergesToFresh(g);
      expect(ctx.service.current().skills.find((s) => s.id === 'c')?.description).toBe('changed through the real path');
      wait = settle(g);
      writeSkill(S, 'late');
      await wait;
      expect(ctx.service.current().skills.map((s) => s.id)).toContain('late');
      expect(ctx.events.notices.filter((n) => n.level !== 'info')).toEqual([]);
    } finally { await ctx.close(); }
  });

  it('a storm of 1,000 changes in about a second ends equal to a fresh scan, in few pushes', async () => {
    const f = await withWatcher();
    try {
      for (let i = 0; i < 50; i++) writeSkill(f.skills, `s${i}`);
      await settle(f);
      const counted = settle(f, 700, 30_000);
      const started = Date.now();
      for (let n = 0; n < 1000; n++) {
        const i = n % 50;
        // Mixed storm: edits, plus some folders created and removed along the way.
        if (n % 97 === 0) writeSkill(f.skills, `extra${n}`);
        else if (n % 131 === 0) fs.rmSync(path.join(f.skills, `extra${n - 34}`), { recursive: true, force: true });
        else fs.writeFileSync(path.join(f.skills, `s${i}`, 'SKILL.md'), `---\nname: s${i}\ndescription: edit ${n}\n---\nbody ${n}\n`);
        if (n % 100 === 99) await new Promise((r) => setTimeout(r, 100));
      }
      // No duration assertion: on a loaded 2-core CI box 1,000 sync writes alone can take a second or more.
      void started;
      await convergesToFresh(f);
      const pushes = await counted;
      expect(pushes).toBeGreaterThan(0);
      expect(pushes).toBeLessThan(60);
      expectFresh(f);
      expect(f.ctx.service.current().skills.find((s) => s.id === 's49')?.description).toBe('edit 999');
    } finally { await f.ctx.close(); }
  });
});
