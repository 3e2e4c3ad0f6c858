/**
 * Unsaved buffers survive a reload: each dirty buffer is mirrored to main
 * (`buffers.put`, debounced) and restored from `buffers.list` on start;
 * discarded on save or close. Main is also told whether anything is dirty
 * (`app.setDirty`) so closing the window can ask.
 */
import { bridge } from '../bridge';
import { useEditorStore } from '../stores/editor';
import { keyedDebounce } from '../utils/debounce';

/** Delay before an edited buffer is mirrored to main. */
export const MIRROR_DELAY_MS = 400;
const debounce = keyedDebounce(MIRROR_DELAY_MS);
let lastDirty: string | null = null;

/** Mirror one buffer soon (or discard it if it became clean). */
export function mirrorBuffer(path: string): void {
  debounce.run(path, () => {
    const t = useEditorStore.getState().tabs.find((x) => x.path === path);
    // The base version travels with the text, so a restore can still detect a disk change (conflict-checked save).
    const base = t && !t.deletedOnDisk && t.diskHash ? { baseHash: t.diskHash } : {};
    if (t?.dirty) void bridge.call('buffers.put', { path, text: t.text, ...base }).catch((e) => console.warn('buffers.put failed', e));
    else void discardBuffer(path);
  });
  reportDirty();
}

/**
 * Send every mirror still waiting for its debounce now: the page is going away
 * (reload, close), and keys typed in the last moments must reach main too.
 */
export function flushMirrors(): void {
  debounce.flushAll();
}

/** Forget the mirrored buffer of `path` (after save, reload or close). */
export async function discardBuffer(path: string): Promise<void> {
  debounce.cancel(path);
  await bridge.call('buffers.discard', { path }).catch((e) => console.warn('buffers.discard failed', e));
  reportDirty();
}

/** Tell main which paths are dirty, when that set changed. */
export function reportDirty(): void {
  const paths = useEditorStore.getState().tabs.filter((t) => t.dirty).map((t) => t.path);
  const sig = paths.join('\n');
  if (sig === lastDirty) return;
  lastDirty = sig;
  void bridge.call('app.setDirty', { dirty: paths.length > 0, paths }).catch(() => undefined);
}

/**
 * Reopen every buffer main kept from the last session, as dirty tabs. The tab
 * keeps the disk version the edit was based on, so saving stays conflict-checked;
 * when the disk changed since, the conflict is marked at once (the disk text
 * is what `open` just read).
 */
export async function restoreBuffers(): Promise<number> {
  const list = await bridge.call('buffers.list', {});
  const ed = useEditorStore.getState();
  for (const b of list) {
    await ed.open(b.path);
    const t = useEditorStore.getState().tabs.find((x) => x.path === b.path);
    if (t) {
      useEditorStore.getState().setText(b.path, b.text);
      if (b.baseHash !== undefined && !t.deletedOnDisk && t.diskHash) {
        const changed = t.diskHash !== b.baseHash;
        // Disk already holds exactly the buffer: nothing to resolve, keep the disk version.
        if (changed && t.savedText !== b.text) {
          useEditorStore.getState().patchTab(b.path, { diskHash: b.baseHash, conflict: { diskText: t.savedText, diskHash: t.diskHash } });
        }
      }
    } else {
      // The file is gone: keep the text as a buffer that saving recreates.
      ed.addTab({ path: b.path, text: b.text, savedText: '', dirty: true, deletedOnDisk: true });
    }
  }
  reportDirty();
  return list.length;
}
