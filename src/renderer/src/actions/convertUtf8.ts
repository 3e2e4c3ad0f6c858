/**
 * Convert to UTF-8: the one way out of a UTF-16 file's read-only tab (the
 * read-only bar, the catalog row's menu, the Problems lists). Main rewrites
 * the disk file (`file.convertToUtf8`: approved roots, hash-checked, atomic);
 * the tab then takes the file as read again, editable. The catalog follows
 * through main's `catalog.changed`.
 */
import { bridge } from '../bridge';
import { useEditorStore } from '../stores/editor';
import { useUiStore } from '../stores/ui';
import { tabLabel } from '../utils/paths';
import { openFile, tabFields } from './files';

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const tabOf = (path: string) => useEditorStore.getState().tabs.find((t) => t.path === path);

/**
 * Rewrite the UTF-16 file `path` as UTF-8, opening it first when it is not
 * open (the conversion starts from the version the tab shows). True when
 * converted; a file changed on disk meanwhile is read again instead and
 * nothing is written (the user sees the new version and may convert it).
 */
export async function convertToUtf8(path: string): Promise<boolean> {
  if (!tabOf(path) && !(await openFile(path))) return false;
  const t = tabOf(path);
  if (!t?.utf16 || !t.diskHash) return false;
  const ui = useUiStore.getState();
  try {
    const r = await bridge.call('file.convertToUtf8', { path, expectedHash: t.diskHash });
    const f = await bridge.call('file.read', { path });
    if (tabOf(path)) useEditorStore.getState().patchTab(path, tabFields(f));
    if (!r.ok) {
      ui.notify('warning', `${tabLabel(path)} changed on disk since it was read; nothing was converted. It was read again: check it and convert again.`);
      return false;
    }
    ui.notify('info', `${tabLabel(path)} is UTF-8 now.`);
    return true;
  } catch (e) {
    ui.notify('error', `Converting ${tabLabel(path)} to UTF-8 failed: ${errText(e)}`);
    return false;
  }
}
