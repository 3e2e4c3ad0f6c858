import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge());
const { hashOf } = await import('../../support/fakeBridge');
vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
const { disk, calls } = fake;

const { useEditorStore } = await import('../../../src/renderer/src/stores/editor');
const { editText, keepMine, openFile, revealAt, saveFile, reloadFromDisk } = await import('../../../src/renderer/src/actions/files');
const { onFileChanged } = await import('../../../src/renderer/src/actions/events');

const P = '/p/.claude/skills/a/SKILL.md';
const tab = () => useEditorStore.getState().tabs.find((t) => t.path === P)!;

beforeEach(async () => {
  fake.reset();
  useEditorStore.setState({ tabs: [], activePath: null, comparePath: null });
  disk.set(P, { text: 'v1', mtimeMs: 10 });
  await openFile(P);
});

describe('editor store and file actions', () => {
  it('opens a file as a clean active tab and tracks dirtiness and overlays', () => {
    expect(tab()).toMatchObject({ text: 'v1', savedText: 'v1', dirty: false, diskHash: hashOf('v1') });
    expect(useEditorStore.getState().activePath).toBe(P);
    editText(P, 'v2');
    expect(tab().dirty).toBe(true);
    expect(useEditorStore.getState().overlays()).toEqual({ [P]: 'v2' });
    editText(P, 'v1');
    expect(tab().dirty).toBe(false);
  });

  it('gives the engine dirty buffers in their disk form (BOM, CRLF, final newline), E10/E12', async () => {
    const Q = '/p/.claude/skills/CRLF/SKILL.md';
    disk.set(Q, { text: '\uFEFF---\r\ndescription: a\r\n---\r\nbody\r\n', mtimeMs: 5 });
    await openFile(Q);
    editText(Q, '---\ndescription: b\n---\nbody');
    expect(useEditorStore.getState().overlays()[Q]).toBe('\uFEFF---\r\ndescription: b\r\n---\r\nbody\r\n');
  });

  it('saves with the expected content hash and marks the tab clean', async () => {
    editText(P, 'v2');
    expect(await saveFile(P)).toBe(true);
    expect(calls.find(([m]) => m === 'file.save')![1]).toMatchObject({ path: P, text: 'v2', expectedHash: hashOf('v1') });
    expect(tab()).toMatchObject({ dirty: false, savedText: 'v2', diskHash: hashOf('v2') });
  });

  it('keys typed while a save is in flight stay in the buffer (the tab stays dirty)', async () => {
    editText(P, 'v2');
    const saving = saveFile(P);
    editText(P, 'v2 and more');
    expect(await saving).toBe(true);
    expect(disk.get(P)!.text).toBe('v2');
    expect(tab()).toMatchObject({ text: 'v2 and more', savedText: 'v2', dirty: true, diskHash: hashOf('v2') });
  });

  it('the echo of our own save, read while typing, changes nothing', async () => {
    editText(P, 'v2');
    expect(await saveFile(P)).toBe(true);
    const echo = onFileChanged({ path: P, kind: 'change' });
    editText(P, 'v2!');
    await echo;
    expect(tab()).toMatchObject({ text: 'v2!', dirty: true, conflict: null, diskHash: hashOf('v2') });
  });

  it('an outside change read while typing in a clean tab becomes a conflict, not a silent replacement', async () => {
    disk.set(P, { text: 'outside', mtimeMs: 20 });
    const change = onFileChanged({ path: P, kind: 'change' });
    editText(P, 'typed meanwhile');
    await change;
    expect(tab()).toMatchObject({ text: 'typed meanwhile', dirty: true, conflict: { diskText: 'outside', diskHash: hashOf('outside') } });
  });

  it('a clean buffer reloads silently when the file changes on disk', async () => {
    disk.set(P, { text: 'outside', mtimeMs: 20 });
    await onFileChanged({ path: P, kind: 'change' });
    expect(tab()).toMatchObject({ text: 'outside', dirty: false, diskHash: hashOf('outside'), conflict: null });
  });

  it('a dirty buffer gets a conflict; Reload takes the disk', async () => {
    editText(P, 'mine');
    disk.set(P, { text: 'outside', mtimeMs: 20 });
    await onFileChanged({ path: P, kind: 'change' });
    expect(tab().conflict).toEqual({ diskText: 'outside', diskHash: hashOf('outside') });
    await reloadFromDisk(P);
    expect(tab()).toMatchObject({ text: 'outside', dirty: false, conflict: null });
  });

  it('Keep mine: the next save overwrites the disk version the user saw', async () => {
    editText(P, 'mine');
    disk.set(P, { text: 'outside', mtimeMs: 20 });
    expect(await saveFile(P)).toBe(false);
    expect(tab().conflict).toEqual({ diskText: 'outside', diskHash: hashOf('outside') });
    keepMine(P);
    expect(tab()).toMatchObject({ conflict: null, dirty: true, diskHash: hashOf('outside') });
    expect(await saveFile(P)).toBe(true);
    expect(disk.get(P)!.text).toBe('mine');
  });

  it('a file deleted on disk keeps the buffer; saving recreates it', async () => {
    disk.delete(P);
    await onFileChanged({ path: P, kind: 'unlink' });
    // Deleted, not unsaved: nothing was typed (deletedOnDisk.test.ts covers the catalog side).
    expect(tab()).toMatchObject({ deletedOnDisk: true, dirty: false, text: 'v1' });
    expect(await saveFile(P, true)).toBe(true);
    expect(disk.get(P)!.text).toBe('v1');
    // The tab's shape goes along, so main recreates the file as it was (BOM, line endings).
    expect(calls.filter(([m]) => m === 'file.save').at(-1)![1]).toMatchObject({ shape: { eol: 'lf', bom: false } });
    expect(tab()).toMatchObject({ deletedOnDisk: false, dirty: false });
  });

  it('reveal focuses the file and records the position', async () => {
    await revealAt(P, 3, 14);
    expect(useEditorStore.getState().revealRequest).toMatchObject({ path: P, line: 3, column: 14 });
  });
});

// Our own save comes back through the file watcher. When the save changed the text's shape (main
// writes the final newline the file had, which the buffer may lack), that echo must neither rewrite
// the buffer (the cursor would jump to a new line) nor raise a conflict while the user types on.
describe('the echo of our own save', () => {
  beforeEach(async () => {
    useEditorStore.setState({ tabs: [], activePath: null, comparePath: null });
    disk.set(P, { text: 'line one\n', mtimeMs: 10 });
    await openFile(P);
    // The user deletes the final newline and types on the same line.
    editText(P, 'line one X');
    expect(await saveFile(P)).toBe(true);
    expect(disk.get(P)!.text).toBe('line one X\n'); // main keeps the file's final newline
  });

  it('leaves a clean buffer as it is (no newline added under the cursor)', async () => {
    await onFileChanged({ path: P, kind: 'change' });
    expect(tab()).toMatchObject({ text: 'line one X', dirty: false, conflict: null, diskHash: hashOf('line one X\n') });
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
    expect(tab().conflict).toEqual({ diskText: 'someone else\n', diskHash: hashOf('someone else\n') });
  });
});
