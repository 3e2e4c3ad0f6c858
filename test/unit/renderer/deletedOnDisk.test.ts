/**
 * A skill folder deleted on disk while its tab is open (issue 11 point 9): the
 * catalog follows the disk (the open buffer is not overlaid back as if the
 * file existed), the tab keeps its text, is marked deleted and stays clean
 * when nothing was typed, and Recreate writes it back.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge());
vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
const { disk } = fake;

const { useEditorStore } = await import('../../../src/renderer/src/stores/editor');
const { useCatalogStore } = await import('../../../src/renderer/src/stores/catalog');
const { useSandboxStore } = await import('../../../src/renderer/src/stores/sandbox');
const { simulateRequest } = await import('../../../src/renderer/src/actions/sandbox');
const { editText, openFile, saveFile } = await import('../../../src/renderer/src/actions/files');
const { onFileChanged } = await import('../../../src/renderer/src/actions/events');
const { applySnapshot } = await import('../../../src/renderer/src/actions/catalog');
const { flushLiveDocuments, startLiveDocuments } = await import('../../../src/renderer/src/actions/liveDocuments');
startLiveDocuments();

const A = '/p/.claude/skills/alpha/SKILL.md';
const B = '/p/.claude/skills/beta/SKILL.md';
const skill = (name: string, desc: string) => `---\nname: ${name}\ndescription: ${desc}\n---\nBody of ${name}.\n`;
const tab = () => useEditorStore.getState().tabs.find((t) => t.path === A)!;
const ids = () => useCatalogStore.getState().effective!.skills.map((s) => s.id).sort();

/** What the app does on `catalog.changed`: main rescanned the disk. */
function mainRescanned(): void {
  applySnapshot(fake.snapshot());
}

/** The folder goes away on disk; main's rescan and the file event arrive in `order`. */
async function deleteOnDisk(order: 'catalog-first' | 'file-first'): Promise<void> {
  disk.delete(A);
  if (order === 'catalog-first') mainRescanned();
  await onFileChanged({ path: A, kind: 'unlink' });
  if (order === 'file-first') mainRescanned();
}

beforeEach(async () => {
  fake.reset();
  useEditorStore.setState({ tabs: [], activePath: null, comparePath: null });
  disk.set(A, { text: skill('alpha', 'First skill.'), mtimeMs: 10 });
  disk.set(B, { text: skill('beta', 'Second skill.'), mtimeMs: 10 });
  mainRescanned();
  await openFile(A);
});

describe('a skill deleted on disk while its tab is open', () => {
  for (const order of ['catalog-first', 'file-first'] as const) {
    it(`leaves the catalog with a clean tab (${order}): deleted, not unsaved`, async () => {
      expect(ids()).toEqual(['alpha', 'beta']);
      await deleteOnDisk(order);
      expect(tab()).toMatchObject({ deletedOnDisk: true, dirty: false, text: skill('alpha', 'First skill.') });
      expect(useEditorStore.getState().overlays()).toEqual({});
      expect(ids()).toEqual(['beta']);
    });

    it(`leaves the catalog with a dirty tab too (${order}); the text stays and Recreate brings it back`, async () => {
      editText(A, skill('alpha', 'Edited before the delete.'));
      flushLiveDocuments();
      expect(useCatalogStore.getState().effective!.skills.find((s) => s.id === 'alpha')!.description).toBe('Edited before the delete.');
      await deleteOnDisk(order);
      expect(tab()).toMatchObject({ deletedOnDisk: true, dirty: true, text: skill('alpha', 'Edited before the delete.') });
      expect(useEditorStore.getState().overlays()).toEqual({});
      expect(ids()).toEqual(['beta']);
      // Recreate: the file is written again and the skill is back, with the edit.
      expect(await saveFile(A, true)).toBe(true);
      expect(disk.get(A)!.text).toBe(skill('alpha', 'Edited before the delete.'));
      mainRescanned();
      expect(tab()).toMatchObject({ deletedOnDisk: false, dirty: false });
      expect(useCatalogStore.getState().effective!.skills.find((s) => s.id === 'alpha')!.description).toBe('Edited before the delete.');
    });
  }

  it('typing into the deleted tab makes it unsaved but still not a skill on disk', async () => {
    await deleteOnDisk('catalog-first');
    editText(A, skill('alpha', 'Typed after the delete.'));
    flushLiveDocuments();
    expect(tab()).toMatchObject({ deletedOnDisk: true, dirty: true });
    expect(ids()).toEqual(['beta']);
    // The Sandbox simulates what the harness would find: no overlay for the deleted file either.
    useSandboxStore.setState((s) => ({ inputs: { ...s.inputs, name: 'alpha' } }));
    expect(simulateRequest(useSandboxStore.getState().inputs).overlays).toEqual({});
  });

  it('a file put back by another program with the same text clears the mark and is a skill again', async () => {
    const before = disk.get(A)!.text;
    await deleteOnDisk('catalog-first');
    disk.set(A, { text: before, mtimeMs: 30 });
    await onFileChanged({ path: A, kind: 'add' });
    mainRescanned();
    expect(tab()).toMatchObject({ deletedOnDisk: false, dirty: false });
    expect(ids()).toEqual(['alpha', 'beta']);
  });
});
