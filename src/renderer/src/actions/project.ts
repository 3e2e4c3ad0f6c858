/**
 * Project and profile actions: the first load, switching profile/version,
 * opening another project folder, and theme persistence.
 */
import type { ProfileId } from '../../../shared/engine/types';
import { bridge } from '../bridge';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { useUiStore, type ThemeChoice } from '../stores/ui';
import { flushMirrors, restoreBuffers } from './buffers';
import { refreshAll } from './diagnostics';
import { subscribeEvents } from './events';
import { allowWrites } from './approval';

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Load settings, the catalog and the kept buffers; subscribe to events. */
export async function initApp(): Promise<() => void> {
  const offEvents = subscribeEvents();
  // A reload or close right after typing: send the pending buffer mirrors before the page goes.
  const flush = () => flushMirrors();
  const onHidden = () => { if (document.visibilityState === 'hidden') flushMirrors(); };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  const off = () => { offEvents(); window.removeEventListener('pagehide', flush); document.removeEventListener('visibilitychange', onHidden); };
  try {
    const settings = await bridge.call('settings.get', {});
    useUiStore.getState().setTheme(settings.theme);
  } catch (e) { console.warn('settings.get failed', e); }
  try {
    useCatalogStore.getState().setSnapshot(await bridge.call('catalog.get', {}));
  } catch (e) {
    useCatalogStore.getState().setError(`Cannot load the catalog: ${errText(e)}`);
  }
  try { await restoreBuffers(); } catch (e) { console.warn('buffers.list failed', e); }
  try {
    const info = await bridge.call('app.info', {});
    for (const n of info.notices ?? []) useUiStore.getState().notify(n.level, n.message);
  } catch { /* optional */ }
  refreshAll();
  return off;
}

/** Switch profile and/or Claude Code version; main rescans under it. */
export async function configureProfile(profile: ProfileId, version?: 'latest' | '2.1.112'): Promise<void> {
  try {
    const snap = await bridge.call('catalog.configure', { profile, version });
    useCatalogStore.getState().setSnapshot(snap);
    void bridge.call('settings.update', { profile, ...(version ? { version } : {}) }).catch(() => undefined);
    refreshAll();
  } catch (e) {
    useUiStore.getState().notify('error', `Switching profile failed: ${errText(e)}`);
  }
}

/** Open another project folder (open tabs stay; their diagnostics follow the new catalog). */
export async function openProject(path: string): Promise<boolean> {
  try {
    const snap = await bridge.call('project.open', { path });
    useCatalogStore.getState().setSnapshot(snap);
    refreshAll();
    // A folder the user did not pick in a native dialog opens read-only until they allow saving.
    if (snap.unapprovedFolders.includes(snap.roots.project)) void allowWrites(snap.roots.project);
    return true;
  } catch (e) {
    useUiStore.getState().notify('error', `Cannot open ${path}: ${errText(e)}`);
    return false;
  }
}

/** Electron: the native folder picker, then open the chosen folder. */
export async function pickProjectFolder(): Promise<void> {
  try {
    const { path } = await bridge.call('project.pickFolder', {});
    if (path) await openProject(path);
  } catch (e) { useUiStore.getState().notify('error', `Folder picker failed: ${errText(e)}`); }
}

/** Folder completions for the browser's path field. */
export async function completePath(prefix: string): Promise<string[]> {
  try { return (await bridge.call('project.completePath', { prefix })).entries; } catch { return []; }
}

/** Set and persist the theme choice. */
export function setTheme(theme: ThemeChoice): void {
  useUiStore.getState().setTheme(theme);
  void bridge.call('settings.update', { theme }).catch(() => undefined);
}

/** Rescan the project now. */
export async function rescanProject(): Promise<void> {
  try { useCatalogStore.getState().setSnapshot(await bridge.call('catalog.rescan', {})); refreshAll(); }
  catch (e) { useUiStore.getState().notify('error', `Rescan failed: ${errText(e)}`); }
}

/** Close every tab (used by tests and the palette). */
export function activeFile(): string | null { return useEditorStore.getState().activePath; }
