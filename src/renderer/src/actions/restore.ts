/**
 * Restoring the unsaved buffers main kept from the last session (see
 * ./buffers.ts for how they are mirrored): each reopens as a dirty tab.
 */
import { bridge } from '../bridge';
import { useEditorStore } from '../stores/editor';
import { useUiStore } from '../stores/ui';
import { reportDirty } from './buffers';
import { openFile } from './files';

/**
 * Reopen every buffer main kept from the last session, as dirty tabs. The tab
 * keeps the disk version the edit was based on, so saving stays conflict-checked;
 * when the disk changed since, the conflict is marked at once (the disk text
 * is what `open` just read). A buffer of a file main will not read now (it
 * belongs to another project's roots) stays in main untouched and is listed
 * in the UI store's `strandedBuffers`, so the user knows it is kept and
 * where: opening that project restores it. Files already open are left as
 * they are (their tab is newer than the mirror).
 */
export async function restoreBuffers(): Promise<number> {
  const list = await bridge.call('buffers.list', {});
  const stranded: string[] = [];
  for (const b of list) {
    // An open tab is newer than its mirror (the mirror waits for a pause in typing): keep the tab.
    if (useEditorStore.getState().tabs.some((t) => t.path === b.path)) continue;
    if (!(await openFile(b.path, { quiet: true }))) { stranded.push(b.path); continue; }
    const t = useEditorStore.getState().tabs.find((x) => x.path === b.path);
    if (!t) continue;
    useEditorStore.getState().setText(b.path, b.text);
    if (b.baseHash !== undefined && !t.deletedOnDisk && t.diskHash) {
      const changed = t.diskHash !== b.baseHash;
      // Disk already holds exactly the buffer: nothing to resolve, keep the disk version.
      if (changed && t.savedText !== b.text) {
        useEditorStore.getState().patchTab(b.path, { diskHash: b.baseHash, conflict: { diskText: t.savedText, diskHash: t.diskHash } });
      }
    }
  }
  useUiStore.getState().setStrandedBuffers(stranded);
  reportDirty();
  return list.length - stranded.length;
}
