/**
 * Restoring unsaved buffers after a reload keeps the disk version (content
 * hash) the edit was based on: a file changed on disk meanwhile shows the conflict at once, and
 * Ctrl+S does not silently overwrite it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge());
vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
const { disk, calls } = fake;
const { hashOf } = await import('../../support/fakeBridge');

const { useEditorStore } = await import('../../../src/renderer/src/stores/editor');
const { mirrorBuffer, MIRROR_DELAY_MS } = await import('../../../src/renderer/src/actions/buffers');
const { restoreBuffers } = await import('../../../src/renderer/src/actions/restore');
const { openFile } = await import('../../../src/renderer/src/actions/files');
const { saveFile, editText } = await import('../../../src/renderer/src/actions/files');

const P = '/p/.claude/skills/a/SKILL.md';
const tab = () => useEditorStore.getState().tabs.find((t) => t.path === P)!;

beforeEach(() => {
  fake.reset();
  useEditorStore.setState({ tabs: [], activePath: null, comparePath: null });
});

describe('restoreBuffers', () => {
  it('marks a conflict when the disk changed after the edit began, and the save does not overwrite it', async () => {
    disk.set(P, { text: 'changed on disk', mtimeMs: 10 });
    fake.mirrored = [{ path: P, text: 'my edit', baseHash: hashOf('v1') }];
    await restoreBuffers();
    expect(tab()).toMatchObject({ text: 'my edit', dirty: true, diskHash: hashOf('v1'), conflict: { diskText: 'changed on disk', diskHash: hashOf('changed on disk') } });
    expect(await saveFile(P)).toBe(false);
    expect(disk.get(P)!.text).toBe('changed on disk');
  });

  it('without a disk change the restored buffer saves normally (base = the disk version)', async () => {
    disk.set(P, { text: 'v1', mtimeMs: 10 });
    fake.mirrored = [{ path: P, text: 'my edit', baseHash: hashOf('v1') }];
    await restoreBuffers();
    expect(tab()).toMatchObject({ dirty: true, diskHash: hashOf('v1') });
    expect(tab().conflict ?? null).toBeNull();
    expect(await saveFile(P)).toBe(true);
    expect(disk.get(P)!.text).toBe('my edit');
  });

  it('mirrors the tab disk version as baseHash', async () => {
    vi.useFakeTimers();
    try {
      disk.set(P, { text: 'v1', mtimeMs: 42 });
      await openFile(P);
      editText(P, 'v2');
      mirrorBuffer(P);
      await vi.advanceTimersByTimeAsync(MIRROR_DELAY_MS + 10);
      expect(calls.filter(([m]) => m === 'buffers.put').at(-1)?.[1]).toEqual({ path: P, text: 'v2', baseHash: hashOf('v1') });
    } finally { vi.useRealTimers(); }
  });
});
