/** App data stores: corrupt files set aside with a notice, atomic persistence, history limits, harness settings. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EventBus } from '../../src/node/app/events';
import { HISTORY_LIMIT, MAX_BUFFERS, USAGE_LIMIT, addHistory, openStores, recordUse } from '../../src/node/stores/stores';
import { openJsonStore } from '../../src/node/stores/jsonStore';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import type { InvocationRecord } from '../../src/shared/engine/types';
import { z } from 'zod';
import { mergedOverrides, readHarnessSettings } from '../../src/node/settings/harnessSettings';
import { cleanupTemp, fixture, tempDir, writeSkill } from './helpers';

/** A minimal record of the shape main produces. */
const rec = (name = 'x') => ({ profile: 'claude-code', request: { name, as: 'user' }, allowed: true }) as unknown as InvocationRecord;
/** `{"a":{"a":...}}` nested `depth` deep. */
const deep = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

afterAll(cleanupTemp);

describe('stores', () => {
  it('sets a corrupt settings file aside, says so, and uses defaults', () => {
    const d = tempDir('data');
    fs.writeFileSync(path.join(d, 'settings.json'), '{ "profile": "claude-code", oops');
    fs.writeFileSync(path.join(d, 'usage.json'), JSON.stringify({ a: { usageCount: -3 } }));
    const bus = new EventBus();
    const seen: string[] = [];
    bus.subscribe((e, p) => { if (e === 'app.notice') seen.push((p as { message: string }).message); });
    const s = openStores(d, (l, m) => bus.notice(l, m));
    expect(s.settings.get().profile).toBe('claude-code');
    expect(s.settings.get().recentProjects).toEqual([]);
    expect(s.usage.get()).toEqual({});
    const files = fs.readdirSync(d);
    const aside = files.find((n) => /^settings\.json\.corrupt-\d+$/.test(n));
    expect(aside).toBeDefined();
    expect(fs.readFileSync(path.join(d, aside!), 'utf8')).toContain('oops');
    expect(files.some((n) => /^usage\.json\.corrupt-\d+$/.test(n))).toBe(true);
    expect(files).not.toContain('settings.json');
    expect(seen.join('\n')).toMatch(/settings\.json was unreadable.*set aside/);
    expect(bus.notices.length).toBe(2);
  });

  it('persists validated JSON that a fresh open reads back', async () => {
    const d = tempDir('data');
    const s = openStores(d, () => undefined);
    await s.settings.update((v) => ({ ...v, profile: 'codebot', recentProjects: ['/p'] }));
    await s.buffers.set([{ path: '/p/x.md', text: 'unsaved' }]);
    const again = openStores(d, () => { throw new Error('no notice expected'); });
    expect(again.settings.get()).toMatchObject({ profile: 'codebot', recentProjects: ['/p'] });
    expect(again.buffers.get()).toEqual([{ path: '/p/x.md', text: 'unsaved' }]);
    await expect(s.settings.set({ ...s.settings.get(), profile: 'nope' as never })).rejects.toThrow();
  });

  it('keeps pinned history entries past the limit', async () => {
    const d = tempDir('data');
    const s = openStores(d, () => undefined);
    const first = await addHistory(s.history, { profile: 'claude-code', record: rec() });
    await s.history.update((l) => l.map((e) => ({ ...e, pinned: e.id === first.id })));
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) await addHistory(s.history, { profile: 'claude-code', record: rec() });
    const list = s.history.get();
    expect(list.length).toBe(HISTORY_LIMIT + 1);
    expect(list.some((e) => e.id === first.id && e.pinned)).toBe(true);
  });
});

describe('stores never hold what they cannot write', () => {
  it('a change nested too deep is refused and the store stays as it was, in memory and on disk', async () => {
    const d = tempDir('data');
    const store = openJsonStore(path.join(d, 'x.json'), z.array(z.unknown()), () => [], () => undefined, { maxDepth: 32, maxBytes: 1_000_000 });
    await store.set([1]);
    for (const depth of [100, 5000, 20000]) {
      await expect(store.update((l) => [...l, deep(depth)])).rejects.toMatchObject({ code: 'too-large', status: 413 });
      expect(store.get()).toEqual([1]);
    }
    await expect(store.update((l) => [...l, 'x'.repeat(2_000_000)])).rejects.toMatchObject({ code: 'too-large' });
    // Later changes go through and are on disk.
    await store.update((l) => [...l, 2]);
    expect(JSON.parse(fs.readFileSync(path.join(d, 'x.json'), 'utf8'))).toEqual([1, 2]);
    expect(store.get()).toEqual([1, 2]);
  });

  it('a write that fails leaves the value in memory unchanged (it is what the next start reads)', async () => {
    const d = tempDir('data');
    const file = path.join(d, 'y.json');
    const store = openJsonStore(file, z.array(z.number()), () => [], () => undefined);
    await store.set([1]);
    fs.rmSync(file);
    fs.mkdirSync(file); // the rename over it now fails
    await expect(store.set([1, 2])).rejects.toBeTruthy();
    expect(store.get()).toEqual([1]);
    fs.rmdirSync(file);
    await store.update((l) => [...l, 3]);
    expect(store.get()).toEqual([1, 3]);
    expect(openJsonStore(file, z.array(z.number()), () => [], () => undefined).get()).toEqual([1, 3]);
  });

  it('a file nested too deep is set aside with a notice at load', () => {
    const d = tempDir('data');
    const record = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    fs.writeFileSync(path.join(d, 'history.json'), `[{"id":"a","createdAt":1,"pinned":false,"profile":"claude-code","record":${record}}]`);
    const notes: string[] = [];
    const s = openStores(d, (_l, m) => notes.push(m));
    expect(s.history.get()).toEqual([]);
    expect(notes.join('\n')).toMatch(/history\.json was unreadable \(nested deeper than 32 levels\)/);
  });

  it('history: no client record is ever stored; invoke.simulate with save keeps main\'s own record, and a poisoned call breaks nothing', async () => {
    const f = await fixture();
    writeSkill(f.skills, 'greet', 'Greets', 'Hello $ARGUMENTS\n');
    await f.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(f.ctx));
    await expect(dispatch('history.add', { record: deep(5000) })).rejects.toMatchObject({ code: 'unknown-method' });
    const r = await dispatch('invoke.simulate', { name: 'greet', as: 'user', args: 'Ada', save: true }) as InvocationRecord & { historyId?: string };
    expect(r.historyId).toMatch(/^[0-9a-f-]{36}$/);
    const list = await dispatch('history.list', {}) as { id: string; record: InvocationRecord }[];
    expect(list.map((e) => e.id)).toEqual([r.historyId]);
    expect(list[0].record.body).toContain('Hello Ada');
    // Without save nothing is kept.
    await dispatch('invoke.simulate', { name: 'greet', as: 'user', args: 'Bo' });
    expect((await dispatch('history.list', {}) as unknown[]).length).toBe(1);
  });

  it('usage: bounded in skills (least recently used go), and usage.set refuses more', async () => {
    const full = Object.fromEntries(Array.from({ length: USAGE_LIMIT }, (_, i) => [`s${i}`, { usageCount: 1, lastUsedAt: i }]));
    const u = recordUse(full, `s${USAGE_LIMIT}`, USAGE_LIMIT);
    expect(Object.keys(u)).toHaveLength(USAGE_LIMIT);
    expect(u).not.toHaveProperty('s0');
    expect(u).toHaveProperty(`s${USAGE_LIMIT}`);
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const many = Object.fromEntries(Array.from({ length: USAGE_LIMIT + 1 }, (_, i) => [`k${i}`, { usageCount: 1 }]));
    await expect(dispatch('usage.set', { usage: many })).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('buffers: limits hold for concurrent puts (checked on the value being written)', async () => {
    const f = await fixture();
    const dispatch = createDispatch(createHandlers(f.ctx));
    await f.ctx.stores.buffers.set(Array.from({ length: MAX_BUFFERS - 1 }, (_, i) => ({ path: path.join(f.skills, `old${i}.md`), text: 'x' })));
    const paths = Array.from({ length: 3 }, (_, i) => writeSkill(f.skills, `b${i}`));
    const r = await Promise.allSettled(paths.map((p) => dispatch('buffers.put', { path: p, text: 'draft' })));
    expect(r.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    expect(r.filter((x) => x.status === 'rejected').map((x) => (x as PromiseRejectedResult).reason.code)).toEqual(['too-many-buffers', 'too-many-buffers']);
    expect(f.ctx.stores.buffers.get()).toHaveLength(MAX_BUFFERS);
  });
});

describe('readHarnessSettings', () => {
  it('merges the three files (later wins) and the env budget, each with its source', () => {
    const home = tempDir('home');
    const project = tempDir('project');
    fs.mkdirSync(path.join(home, '.claude'));
    fs.mkdirSync(path.join(project, '.claude'));
    fs.writeFileSync(path.join(home, '.claude', 'settings.json'), JSON.stringify({ skillListingBudgetFraction: 0.02, skillOverrides: { a: 'off', b: 'off' } }));
    fs.writeFileSync(path.join(project, '.claude', 'settings.json'), JSON.stringify({ skillListingMaxDescChars: 100, skillOverrides: { b: 'name-only' } }));
    fs.writeFileSync(path.join(project, '.claude', 'settings.local.json'), '{ broken');
    const h = readHarnessSettings(home, project, { SLASH_COMMAND_TOOL_CHAR_BUDGET: '9000' });
    expect(h.budgetFraction).toEqual({ value: 0.02, source: path.join(home, '.claude', 'settings.json') });
    expect(h.maxEntryChars).toEqual({ value: 100, source: path.join(project, '.claude', 'settings.json') });
    expect(h.budget).toEqual({ value: 9000, source: 'env SLASH_COMMAND_TOOL_CHAR_BUDGET' });
    expect(mergedOverrides(h)).toEqual({ a: 'off', b: 'name-only' });
    expect(h.files[2]).toMatchObject({ exists: true, error: expect.stringMatching(/invalid JSON/) });
    expect(readHarnessSettings(home, project, { SLASH_COMMAND_TOOL_CHAR_BUDGET: 'lots' }).budget).toBeUndefined();
  });
});
