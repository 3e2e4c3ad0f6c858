/** Monaco diff editor: the disk version (left, read-only) against the buffer (right, editable). */
import { useEffect, useRef } from 'react';
import { loadMonaco } from '../monaco/lazy';
import { SKILL_MD } from '../monaco/language';

export interface DiffViewProps { path: string; diskText: string }

export default function DiffView({ path, diskText }: DiffViewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Monaco is a lazy chunk (../monaco/lazy.ts); a conflict is compared in a tab the editor
    // already shows, so it has loaded by now and this resolves at once.
    let live = true;
    let dispose = () => {};
    void loadMonaco().then(({ monaco, modelUri }) => {
      if (!live || !host.current) return;
      const modified = monaco.editor.getModel(modelUri(path));
      if (!modified) return;
      const original = monaco.editor.createModel(diskText, SKILL_MD, monaco.Uri.from({ scheme: 'disk', path }));
      const diff = monaco.editor.createDiffEditor(host.current, {
        automaticLayout: true, renderSideBySide: true, originalEditable: false, minimap: { enabled: false }, fontSize: 13,
        // Always two columns, as the labels say (Monaco would switch to one inline column under
        // 900 px, the usual width of the centre pane), with long lines wrapped so no change hides off-screen.
        useInlineViewWhenSpaceIsLimited: false, wordWrap: 'on', diffWordWrap: 'on',
      });
      diff.setModel({ original, modified });
      dispose = () => { diff.dispose(); original.dispose(); };
    });
    return () => { live = false; dispose(); };
  }, [path, diskText]);
  return (
    <div className="diff-view" data-testid="diff-view" aria-label="Disk version compared with your buffer">
      <div className="diff-labels"><span>On disk</span><span>Your buffer</span></div>
      <div ref={host} className="monaco-host" />
    </div>
  );
}
