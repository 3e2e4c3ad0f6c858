/**
 * File actions: open, edit, save (conflict-checked), save all, close (asks
 * when dirty), reload from disk, keep mine, reveal a position. They change
 * the editor store; the live-document pipeline (./liveDocuments.ts) follows
 * the store, so none of them re-checks anything itself.
 */
import { bridge } from '../bridge';
import type { FileText } from '../../../shared/ipc/contract';
import { encodeText, NEW_FILE_SHAPE } from '../../../shared/textShape';
import { shapeChanged, useEditorStore, type EditorTab } from '../stores/editor';
import { ask, useUiStore } from '../stores/ui';
import { tabLabel } from '../utils/paths';
import { discardBuffer, mirrorBuffer, reportDirty } from './buffers';

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Bumped when another project starts to open: a disk read begun for the old
 * project's tabs that fails meanwhile (main no longer reads the old roots)
 * concerns tabs about to close, and is not reported.
 */
let projectEpoch = 0;
/** True from the moment another project starts to open until the old tabs are closed. */
let switching = false;

/** True while another project opens (its old tabs are closing: not a change of the open tabs to remember). */
export function isProjectSwitching(): boolean { return switching; }

/** Another project starts to open (`true`), or its opening ended (`false`); see `projectEpoch`. */
export function projectSwitching(active: boolean): void {
  if (active) projectEpoch++;
  switching = active;
}

/** A tab's state for the disk file `f` as just read: clean, its shape, read-only reason and encoding. */
export function tabFields(f: FileText): Omit<EditorTab, 'path'> {
  const shape = { eol: f.eol, bom: f.bom, finalNewline: f.finalNewline };
  return {
    text: f.text, savedText: f.text, dirty: false, diskHash: f.hash, deletedOnDisk: !f.exists, conflict: null,
    shape, savedShape: shape, skillFiles: f.skillFiles, readOnlyReason: f.readOnlyReason, utf16: f.utf16,
  };
}

/**
 * Open `path` in a tab (or focus its tab). False when main refused or failed
 * to read it (outside the roots, unreadable); `quiet` leaves the error notice
 * to the caller.
 */
export async function openFile(path: string, opts: { quiet?: boolean } = {}): Promise<boolean> {
  const ed = useEditorStore.getState();
  if (ed.tabs.some((t) => t.path === path)) { ed.setActive(path); return true; }
  try {
    const f = await bridge.call('file.read', { path });
    useEditorStore.getState().addTab({ path, ...tabFields(f) });
    return true;
  } catch (e) {
    if (!opts.quiet) useUiStore.getState().notify('error', `Cannot open ${path}: ${errText(e)}`);
    return false;
  }
}

/** The editor changed a buffer: update the store (the pipeline re-checks soon), mirror to main. */
export function editText(path: string, text: string): void {
  const t = useEditorStore.getState().tabs.find((x) => x.path === path);
  if (!t || t.text === text) return;
  useEditorStore.getState().setText(path, text);
  mirrorBuffer(path);
}

/** Move the cursor of `path`'s editor to a 1-based position, opening the file first if needed (Problems list, panes). */
export async function revealAt(path: string, line: number, column: number): Promise<void> {
  if (!useEditorStore.getState().tabs.some((t) => t.path === path) && !(await openFile(path))) return;
  useEditorStore.getState().setReveal(path, line, column);
}

/**
 * Save one buffer. With `force` the disk version is overwritten even if it
 * changed since it was read; otherwise a changed disk turns into a conflict.
 */
export async function saveFile(path: string, force = false): Promise<boolean> {
  const t = useEditorStore.getState().tabs.find((x) => x.path === path);
  if (!t) return false;
  if (t.readOnlyReason) {
    useUiStore.getState().notify('warning', `${tabLabel(path)} is read-only: ${t.readOnlyReason}`);
    return false;
  }
  try {
    const expectedHash = t.deletedOnDisk || !t.diskHash ? undefined : t.diskHash;
    const layout = t.shape && shapeChanged(t) ? { eol: t.shape.eol, bom: t.shape.bom } : undefined;
    const r = await bridge.call('file.save', { path, text: t.text, expectedHash, force: force || undefined, shape: t.shape, ...(layout ? { layout } : {}) });
    if (!r.ok) {
      const disk = await bridge.call('file.read', { path });
      useEditorStore.getState().patchTab(path, { conflict: { diskText: disk.text, diskHash: disk.hash } });
      useUiStore.getState().notify('warning', `${tabLabel(path)} changed on disk: resolve the conflict before saving.`);
      return false;
    }
    // Not markClean: keys typed while the save was in flight must stay in the buffer.
    useEditorStore.getState().markSaved(path, t.text, r.hash);
    const now = useEditorStore.getState().tabs.find((x) => x.path === path);
    if (now && !now.dirty) await discardBuffer(path);
    else if (now) mirrorBuffer(path);
    return true;
  } catch (e) {
    useUiStore.getState().notify('error', `Saving ${tabLabel(path)} failed: ${errText(e)}`);
    return false;
  }
}

/** Save the active tab. */
export async function saveActive(): Promise<void> {
  const p = useEditorStore.getState().activePath;
  if (p) await saveFile(p);
}

/** Save every dirty buffer (conflicted ones stay dirty). */
export async function saveAll(): Promise<void> {
  for (const t of useEditorStore.getState().tabs.filter((x) => x.dirty)) await saveFile(t.path);
}

/** Close a tab; a dirty one asks Save / Don't save / Cancel first. */
export async function closeTab(path: string): Promise<boolean> {
  const t = useEditorStore.getState().tabs.find((x) => x.path === path);
  if (!t) return true;
  if (t.dirty) {
    const { choice } = await ask({
      title: 'Unsaved changes',
      message: `Save the changes to ${tabLabel(path)} before closing?`,
      buttons: [{ id: 'save', label: 'Save', primary: true }, { id: 'discard', label: "Don't save", danger: true }, { id: 'cancel', label: 'Cancel' }],
    });
    if (choice === 'save') { if (!(await saveFile(path))) return false; }
    else if (choice !== 'discard') return false;
  }
  const ed = useEditorStore.getState();
  ed.removeTab(path);
  ed.setClosed([...ed.closed.filter((p) => p !== path), path]);
  await discardBuffer(path);
  void bridge.call('file.watch', { paths: useEditorStore.getState().tabs.map((x) => x.path) }).catch(() => undefined);
  return true;
}

/**
 * True when the disk file `f` holds `text` as the tab would write it, compared
 * in disk form (line endings, BOM, final newline): `diskHolds(f, t, t.savedText)`
 * is the echo of our own save, `diskHolds(f, t, t.text)` a disk equal to the buffer.
 */
export function diskHolds(f: FileText, t: EditorTab, text: string): boolean {
  return encodeText(f.text, f) === encodeText(text, t.shape ?? NEW_FILE_SHAPE);
}

/**
 * Replace the buffer with the disk version. `discard` (the Reload button)
 * drops unsaved changes; without it (a clean tab following an outside change)
 * an edit typed while the disk was being read is kept: the disk text becomes a
 * conflict to resolve instead of silently replacing it. `read`: the disk
 * version main already read and sent (`file.changed`), so it is not read again.
 */
export async function reloadFromDisk(path: string, discard = true, read?: FileText): Promise<void> {
  const epoch = projectEpoch;
  try {
    const before = useEditorStore.getState().tabs.find((x) => x.path === path)?.text;
    const f = read ?? await bridge.call('file.read', { path });
    if (!f.exists) { useEditorStore.getState().patchTab(path, { deletedOnDisk: true, conflict: null }); return; }
    const now = useEditorStore.getState().tabs.find((x) => x.path === path);
    if (!now) return;
    if (!discard && diskHolds(f, now, now.savedText)) {
      // Our own save echoing back (the disk may add the final newline the buffer lacks):
      // the buffer, and the cursor in it, stay as they are.
      useEditorStore.getState().patchTab(path, { diskHash: f.hash, deletedOnDisk: false });
      return;
    }
    if (!discard && now.text !== before) {
      // Typed while the disk was read: an outside change becomes a conflict, not a replacement.
      useEditorStore.getState().patchTab(path, { conflict: { diskText: f.text, diskHash: f.hash } });
      return;
    }
    useEditorStore.getState().markClean(path, f.text, f.hash);
    useEditorStore.getState().setCompare(null);
    await discardBuffer(path);
  } catch (e) {
    // A change that arrived as its tab closed (another project opened meanwhile) concerns no one.
    if (switching || epoch !== projectEpoch || !useEditorStore.getState().tabs.some((x) => x.path === path)) return;
    useUiStore.getState().notify('error', `Reloading ${tabLabel(path)} failed: ${errText(e)}`);
  }
}

/** Keep the buffer: the next save overwrites the disk version the user has seen. */
export function keepMine(path: string): void {
  const t = useEditorStore.getState().tabs.find((x) => x.path === path);
  if (!t?.conflict) return;
  const { diskText, diskHash } = t.conflict;
  useEditorStore.getState().patchTab(path, { conflict: null, diskHash, savedText: diskText, dirty: t.text !== diskText });
  useEditorStore.getState().setCompare(null);
  reportDirty();
}
