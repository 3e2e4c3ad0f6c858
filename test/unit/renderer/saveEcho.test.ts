/**
 * Our own save comes back through the file watcher. When the save changed the
 * text's shape (main writes the final newline the file had, which the buffer
 * may lack), that echo must neither rewrite the buffer (the cursor would jump
 * to a new line) nor raise a conflict while the user types on.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge({ likeMain: true }));
vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
const { disk } = fake;

const { useEditorStore } = await import('../../../src/renderer/src/stores/editor');
const { editText, saveFile } = await import('../../../src/renderer/src/actions/files');
const { onFileChanged } = await import('../../../src/renderer/src/actions/events');

const P = '/p/.claude/skills/a/SKILL.md';
const tab = () => useEditorStore.getState().tabs.find((t) => t.path === P)!;

beforeEach(async () => {
  fake.reset();
  useEditorStore.setState({ tabs: [], activePath: null, comparePath: null });
  disk.set(P, { text: 'line one\n', mtimeMs: 10 });
  await useEditorStore.getState().open(P);
  // The user deletes the final newline and types on the same line.
  editText(P, 'line one X');
  expect(await saveFile(P)).toBe(true);
  expect(disk.get(P)!.text).toBe('line one X\n'); // main keeps the file's final newline
});

describe('the echo of our own save', () => {
  it('leaves a clean buffer as it is (no newline added under the cursor)', async () => {
    await onFileChanged({ path: P, kind: 'change' });
    expect(tab()).toMatchObject({ text: 'line one X', dirty: false, conflict: null, mtimeMs: 11 });
  });

  it('raises no conflict while the user types on', async () => {
    const echo = onFileChanged({ path: P, kind: 'change' });
    editText(P, 'line one XY');
    await echo;
    expect(tab()).toMatchObject({ text: 'line one XY', dirty: true, conflict: null });
  });

  it('raises no conflict when it arrives after more typing', async () => {
    editText(P, 'line one XY');
    await onFileChanged({ path: P, kind: 'change' });
    expect(tab()).toMatchObject({ text: 'line one XY', dirty: true, conflict: null });
  });

  it('an outside edit is still a conflict for a dirty buffer', async () => {
    editText(P, 'line one XY');
    disk.set(P, { text: 'someone else\n', mtimeMs: 30 });
    await onFileChanged({ path: P, kind: 'change' });
    expect(tab().conflict).toEqual({ diskText: 'someone else\n', diskMtimeMs: 30 });
  });
});
