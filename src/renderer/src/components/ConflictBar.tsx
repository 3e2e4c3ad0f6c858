/** The bar above the editor when the open file changed or vanished on disk. */
import { keepMine, reloadFromDisk, saveFile } from '../actions/files';
import { useActiveTabMeta, useEditorStore } from '../stores/editor';

export default function ConflictBar() {
  const tab = useActiveTabMeta();
  const comparing = useEditorStore((s) => s.comparePath === s.activePath && !!s.activePath);
  const setCompare = useEditorStore((s) => s.setCompare);
  if (!tab) return null;
  if (tab.conflict) {
    return (
      <div className="conflict-bar" role="alert" data-testid="conflict-bar">
        <span>This file changed on disk while you were editing it.</span>
        <button type="button" data-testid="conflict-reload" onClick={() => void reloadFromDisk(tab.path)} title="Discard your changes and load the disk version">Reload</button>
        <button type="button" data-testid="conflict-keep" onClick={() => keepMine(tab.path)} title="Keep your buffer; the next save overwrites the disk">Keep mine</button>
        <button type="button" data-testid="conflict-compare" aria-pressed={comparing} onClick={() => setCompare(comparing ? null : tab.path)}>
          {comparing ? 'Close compare' : 'Compare'}
        </button>
      </div>
    );
  }
  if (tab.deletedOnDisk) {
    return (
      <div className="conflict-bar deleted" role="alert" data-testid="deleted-bar">
        <span>This file was deleted on disk. Its text is kept in this tab, but the harness no longer finds it: it is not in the catalog or the listing until you recreate it.</span>
        <button type="button" data-testid="recreate" onClick={() => void saveFile(tab.path, true)} title="Write this text to the file again">Recreate</button>
      </div>
    );
  }
  return null;
}
