/**
 * Push events from main: catalog changes (edits by other programs show up
 * without a reload) and file changes of open files (clean buffers reload
 * silently from the text main read and sent with the event, dirty ones get
 * the conflict bar, deleted files keep the buffer). Menu commands are handed
 * to the caller's dispatcher (`onMenuCommand`), so this module needs no
 * command table (the table imports actions, not the other way round).
 */
import type { ApiEvents, FileText } from '../../../shared/ipc/contract';
import { bridge } from '../bridge';
import { useEditorStore } from '../stores/editor';
import { useUiStore } from '../stores/ui';
import { applySnapshot } from './catalog';
import { diskHolds, reloadFromDisk } from './files';

/** React to one `file.changed` event. */
export async function onFileChanged(ev: ApiEvents['file.changed']): Promise<void> {
  const t = useEditorStore.getState().tabs.find((x) => x.path === ev.path);
  if (!t) return;
  const ed = useEditorStore.getState();
  if (ev.kind === 'unlink') {
    // The text stays in the tab, marked deleted; a clean tab stays clean (nothing was typed).
    // It is no longer overlaid on the catalog, which follows the disk.
    ed.patchTab(ev.path, { deletedOnDisk: true, conflict: null });
    return;
  }
  if (!t.dirty) { await reloadFromDisk(ev.path, false, ev.file); return; }
  // Main sends the text it read; only an event without it (main could not read the file) asks again.
  const f: FileText = ev.file ?? await bridge.call('file.read', { path: ev.path });
  if (!f.exists) return;
  // The buffer may have changed while the disk was read: compare with what it is now.
  const now = useEditorStore.getState().tabs.find((x) => x.path === ev.path);
  if (!now) return;
  if (diskHolds(f, now, now.text)) {
    // The disk now holds exactly our buffer (saved elsewhere): nothing to resolve, the text stays.
    useEditorStore.getState().markSaved(ev.path, now.text, f.hash);
    return;
  }
  // The file is back on disk: the buffer is overlaid on the catalog again.
  if (now.deletedOnDisk) useEditorStore.getState().patchTab(ev.path, { deletedOnDisk: false });
  // The echo of our own save while typing on (compared in disk form: the save may add a final newline).
  if (diskHolds(f, now, now.savedText)) { useEditorStore.getState().patchTab(ev.path, { diskHash: f.hash }); return; }
  useEditorStore.getState().patchTab(ev.path, { conflict: { diskText: f.text, diskHash: f.hash } });
}

/** Subscribe to every push event; `onMenuCommand` runs a menu's command id. Returns the unsubscribe function. */
export function subscribeEvents(onMenuCommand: (id: string) => void): () => void {
  const offs = [
    bridge.on('catalog.changed', ({ snapshot }) => { applySnapshot(snapshot); }),
    bridge.on('file.changed', (ev) => { void onFileChanged(ev).catch((e) => console.warn('file.changed', e)); }),
    bridge.on('menu.command', ({ command }) => onMenuCommand(command)),
    bridge.on('app.notice', (n) => useUiStore.getState().notify(n.level, n.message)),
  ];
  return () => offs.forEach((off) => off());
}
