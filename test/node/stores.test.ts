/** App data stores: corrupt files set aside with a notice, atomic persistence, history limits, harness settings. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EventBus } from '../../src/node/app/events';
import { HISTORY_LIMIT, addHistory, openStores } from '../../src/node/stores/stores';
import { mergedOverrides, readHarnessSettings } from '../../src/node/settings/harnessSettings';
import { cleanupTemp, tempDir } from './helpers';

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
    const first = await addHistory(s.history, { profile: 'claude-code', record: {} as never });
    await s.history.update((l) => l.map((e) => ({ ...e, pinned: e.id === first.id })));
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) await addHistory(s.history, { profile: 'claude-code', record: {} as never });
    const list = s.history.get();
    expect(list.length).toBe(HISTORY_LIMIT + 1);
    expect(list.some((e) => e.id === first.id && e.pinned)).toBe(true);
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
