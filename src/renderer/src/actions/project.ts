/**
 * Project and profile actions: switching profile/version, opening another
 * project folder, and theme persistence (the first load is ../start.ts).
 */
import type { ProfileId, VersionSelector } from '../../../shared/engine';
import { bridge } from '../bridge';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { ask, useUiStore, type ThemeChoice } from '../stores/ui';
import { tabLabel } from '../utils/paths';
import { discardBuffer, retryBackup } from './buffers';
import { restoreBuffers } from './restore';
import { applySnapshot } from './catalog';
import { allowWrites } from './approval';
import { projectSwitching, saveFile } from './files';
import { restoreOpenTabs } from './tabs';

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Switch profile and/or Claude Code version; main rescans under it. */
export async function configureProfile(profile: ProfileId, version?: VersionSelector): Promise<void> {
  try {
    applySnapshot(await bridge.call('catalog.configure', { profile, version }));
    // Buffers kept for files outside the old profile's folders may be inside the new one's.
    if (useUiStore.getState().strandedBuffers.length) await restoreBuffers().catch((e) => console.warn('buffers.list failed', e));
    // The roots changed with the profile: back up every unsaved tab again, so one main no longer
    // takes (outside the new profile's folders) shows in the backup bar now, and one it takes again clears.
    for (const t of useEditorStore.getState().tabs) if (t.dirty) retryBackup(t.path);
    void bridge.call('settings.update', { profile, ...(version ? { version } : {}) }).catch(() => undefined);
  } catch (e) {
    useUiStore.getState().notify('error', `Switching profile failed: ${errText(e)}`);
  }
}

/**
 * Before another project opens: every unsaved tab is either saved or, by the
 * user's choice, dropped. One prompt names them all (Save / Don't save /
 * Cancel, as desktop editors ask); `'keep'` means nothing is dirty, `'save'`
 * that all were saved, `'discard'` that the user chose to drop them, `null`
 * to stay (Cancel, or a save failed: its own notice says why).
 */
async function settleUnsaved(target: string): Promise<'keep' | 'save' | 'discard' | null> {
  const dirty = useEditorStore.getState().tabs.filter((t) => t.dirty);
  if (!dirty.length) return 'keep';
  const names = dirty.map((t) => `${tabLabel(t.path)}${t.deletedOnDisk ? ' (deleted on disk)' : ''}`);
  const { choice } = await ask({
    title: 'Unsaved changes',
    message: `Save the changes to ${dirty.length === 1 ? names[0] : `${dirty.length} files (${names.join(', ')})`} before opening ${target}? `
      + 'The tabs of this project close when another project opens.',
    buttons: [{ id: 'save', label: dirty.length === 1 ? 'Save' : 'Save all', primary: true }, { id: 'discard', label: "Don't save", danger: true }, { id: 'cancel', label: 'Cancel' }],
  });
  if (choice === 'discard') return 'discard';
  if (choice !== 'save') return null;
  for (const t of dirty) {
    if (!(await saveFile(t.path))) {
      useUiStore.getState().notify('warning', `${tabLabel(t.path)} was not saved, so ${target} was not opened: your changes are still here.`);
      return null;
    }
  }
  return 'save';
}

/** Close every tab of the project that was open (after a switch); their backups go with them. */
async function closeProjectTabs(): Promise<void> {
  const tabs = useEditorStore.getState().tabs;
  for (const t of tabs) {
    useEditorStore.getState().removeTab(t.path);
  }
  useEditorStore.getState().setCompare(null);
  await Promise.all(tabs.map((t) => discardBuffer(t.path)));
  void bridge.call('file.watch', { paths: [] }).catch(() => undefined);
}

/**
 * Open another project folder. Unsaved tabs are settled first (saved, or
 * dropped by the user's choice; Cancel keeps everything as it is); when the
 * folder opens, every tab of the old project closes, so Problems, "What
 * changed" and the Sandbox hold only the new project, and unsaved buffers
 * kept for the new project's files are restored. A folder that cannot be
 * opened changes nothing: the tabs and their unsaved text stay.
 */
export async function openProject(path: string): Promise<boolean> {
  const current = useCatalogStore.getState().snapshot?.roots.project;
  if (path === current) return true;
  const settled = await settleUnsaved(path);
  if (settled === null) return false;
  let snap;
  projectSwitching(true);
  try {
    snap = await bridge.call('project.open', { path });
  } catch (e) {
    projectSwitching(false);
    useUiStore.getState().notify('error', `Cannot open ${path}: ${errText(e)}`);
    return false;
  }
  const saved = await bridge.call('settings.get', {}).then((s) => s.openTabs, () => undefined);
  await closeProjectTabs();
  projectSwitching(false);
  applySnapshot(snap);
  try { await restoreBuffers(); } catch (e) { console.warn('buffers.list failed', e); }
  await restoreOpenTabs(saved);
  // A folder the user did not pick in a native dialog opens read-only until they allow saving.
  if (snap.unapprovedFolders.includes(snap.roots.project)) void allowWrites(snap.roots.project);
  return true;
}

/**
 * Open Project Folder (Ctrl/Cmd+O). Electron: the native folder picker, then
 * open the chosen folder. Browser (no native dialog): focus the project path
 * field with its text selected, where typing completes folders (issue 16 §6).
 */
export async function pickProjectFolder(): Promise<void> {
  if (bridge.host === 'web') {
    const field = document.querySelector<HTMLInputElement>('[data-testid="project-path"]');
    field?.focus();
    field?.select();
    return;
  }
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
