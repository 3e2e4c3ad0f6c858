/**
 * Packaging actions (docs/packaging.md): check and save a skill's zip, inspect
 * an archive before importing it and import it with the user's clash choice,
 * create a plugin. Main does the work (pack.export, pack.import, plugin.init);
 * the catalog is refreshed from the snapshot main returns.
 */
import { bridge } from '../bridge';
import { useEditorStore } from '../stores/editor';
import { usePackagingStore } from '../stores/packaging';
import { useUiStore } from '../stores/ui';
import { dirname } from '../utils/paths';
import { applySnapshot } from './catalog';
import { openFile } from './files';

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const store = () => usePackagingStore.getState();

/** Open the export dialog for `skillPath`'s folder (a catalog row), else the active tab's skill. */
export function openExport(skillPath?: string): void {
  const p = skillPath ?? useEditorStore.getState().activePath;
  if (!p || !/SKILL\.md$/i.test(p)) { useUiStore.getState().notify('warning', 'Open a SKILL.md first: Export Skill packs the folder of the active skill.'); return; }
  store().open('export', dirname(p));
}

/** Plan the archive for `target` (main writes nothing). */
export async function checkExport(target: 'claude-ai' | 'plain'): Promise<void> {
  const dir = store().exportDir;
  if (!dir) return;
  store().set({ busy: true, message: null });
  try { store().set({ exportResult: await bridge.call('pack.export', { dir, target }) }); } catch (e) { store().set({ message: `Export failed: ${errText(e)}` }); }
  store().set({ busy: false });
}

/**
 * Save the checked archive: in Electron through main's native save dialog
 * (`pack.saveAs`, main packs again and writes where the user chose), in the
 * browser as a download.
 */
export async function saveExport(target: 'claude-ai' | 'plain'): Promise<void> {
  const r = store().exportResult;
  const dir = store().exportDir;
  if (!r?.dataBase64 || !dir) return;
  if (bridge.host === 'electron') {
    store().set({ busy: true });
    try {
      const s = await bridge.call('pack.saveAs', { dir, target });
      store().set({ message: s.saved ? `Saved ${s.saved} (${s.files} files).` : s.ok ? 'Not saved (cancelled).' : 'Not saved: the archive has errors.' });
    } catch (e) { store().set({ message: `Export failed: ${errText(e)}` }); }
    store().set({ busy: false });
    return;
  }
  const bytes = Uint8Array.from(atob(r.dataBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  const a = document.createElement('a');
  a.href = url; a.download = r.fileName;
  document.body.appendChild(a); a.click(); a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  store().set({ message: `Saved ${r.fileName} (${r.files.length} files).` });
}

async function toBase64(file: Blob): Promise<string> {
  const buf = new Uint8Array(await file.arrayBuffer());
  let s = '';
  for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
  return btoa(s);
}

/** Inspect a picked or dropped archive for import into `into`: nothing is written yet. */
export async function inspectImport(file: File, into: string): Promise<void> {
  store().set({ busy: true, message: null, pending: null });
  try {
    const dataBase64 = await toBase64(file);
    const inspection = await bridge.call('pack.import', { into, fileName: file.name, dataBase64, dryRun: true });
    store().set({ pending: { fileName: file.name, dataBase64, into, inspection } });
  } catch (e) { store().set({ message: `Import failed: ${errText(e)}` }); }
  store().set({ busy: false });
}

/** Import the inspected archive; `choice` decides a clash (never decided for the user). */
export async function confirmImport(choice: 'rename' | 'replace' | 'cancel'): Promise<void> {
  const p = store().pending;
  if (!p) return;
  if (choice === 'cancel') { store().set({ pending: null, message: 'Import cancelled; nothing was written.' }); return; }
  store().set({ busy: true });
  try {
    const r = await bridge.call('pack.import', { into: p.into, fileName: p.fileName, dataBase64: p.dataBase64, onClash: choice });
    if (r.snapshot) applySnapshot(r.snapshot);
    store().set({ pending: null, message: r.outcome === 'installed' ? `Imported ${r.name}.` : `Not imported (${r.outcome}).` });
    if (r.installed) await openFile(`${r.installed}/SKILL.md`);
  } catch (e) { store().set({ message: `Import failed: ${errText(e)}` }); }
  store().set({ busy: false });
}

/** Create `<root>/<name>` as a plugin with one skill and open its manifest. */
export async function createPlugin(root: string, name: string): Promise<void> {
  store().set({ busy: true, message: null });
  try {
    const r = await bridge.call('plugin.init', { dir: `${root}/${name}`, name });
    if (!r.ok) store().set({ message: r.error ?? 'Not created.' });
    else {
      if (r.snapshot) applySnapshot(r.snapshot);
      store().close();
      await openFile(r.files[0]);
    }
  } catch (e) { store().set({ message: `Creating the plugin failed: ${errText(e)}` }); }
  store().set({ busy: false });
}
