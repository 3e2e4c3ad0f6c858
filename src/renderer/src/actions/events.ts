/**
 * Push events from main: catalog changes (edits by other programs show up
 * without a reload) and file changes of open files (clean buffers reload
 * silently, dirty ones get the conflict bar, deleted files keep the buffer).
 */
import type { ApiEvents } from '../../../shared/ipc/contract';
import { bridge } from '../bridge';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { useUiStore } from '../stores/ui';
import { refreshAll } from './diagnostics';
import { diskHolds, reloadFromDisk } from './files';
import { runCommand } from '../commands';

/** React to one `file.changed` event. */
export async function onFileChanged(ev: ApiEvents['file.changed']): Promise<void> {
  const t = useEditorStore.getState().tabs.find((x) => x.path === ev.path);
  if (!t) return;
  const ed = useEditorStore.getState();
  if (ev.kind === 'unlink') {
    // The text stays in the tab, marked deleted; a clean tab stays clean (nothing was typed).
    // It is no longer overlaid on the catalog, which follows the disk.
    ed.patchTab(ev.path, { deletedOnDisk: true, conflict: null });
    refreshAll();
    return;
  }
  if (!t.dirty) { await reloadFromDisk(ev.path, false); return; }
  const f = await bridge.call('file.read', { path: ev.path });
  if (!f.exists) return;
  // The buffer may have changed while the disk was read: compare with what it is now.
  const now = useEditorStore.getState().tabs.find((x) => x.path === ev.path);
  if (!now) return;
  if (diskHolds(f, now, now.text)) {
    // The disk now holds exactly our buffer (saved elsewhere): nothing to resolve, the text stays.
    useEditorStore.getState().markSaved(ev.path, now.text, f.hash);
    if (now.deletedOnDisk) refreshAll();
    return;
  }
  if (now.deletedOnDisk) {
    // The file is back on disk: the buffer is overlaid on the catalog again.
    useEditorStore.getState().patchTab(ev.path, { deletedOnDisk: false });
    refreshAll();
  }
  // The echo of our own save while typing on (compared in disk form: the save may add a final newline).
  if (diskHolds(f, now, now.savedText)) { useEditorStore.getState().patchTab(ev.path, { diskHash: f.hash }); return; }
  useEditorStore.getState().patchTab(ev.path, { conflict: { diskText: f.text, diskHash: f.hash } });
}

/** Subscribe to every push event; returns the unsubscribe function. */
export function subscribeEvents(): () => void {
  const offs = [
    bridge.on('catalog.changed', ({ snapshot }) => {
      useCatalogStore.getState().setSnapshot(snapshot);
      refreshAll();
    }),
    bridge.on('file.changed', (ev) => { void onFileChanged(ev).catch((e) => console.warn('file.changed', e)); }),
    bridge.on('menu.command', ({ command }) => runCommand(command)),
    bridge.on('app.notice', (n) => useUiStore.getState().notify(n.level, n.message)),
  ];
  return () => offs.forEach((off) => off());
}
