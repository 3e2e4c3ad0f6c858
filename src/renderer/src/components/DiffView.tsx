/** Monaco diff editor: the disk version (left, read-only) against the buffer (right, editable). */
import { useEffect, useRef } from 'react';
import { monaco, modelUri, setupMonaco } from '../monaco/setup';
import { SKILL_MD } from '../monaco/language';

export interface DiffViewProps { path: string; diskText: string }

export default function DiffView({ path, diskText }: DiffViewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setupMonaco();
    const original = monaco.editor.createModel(diskText, SKILL_MD, monaco.Uri.from({ scheme: 'disk', path }));
    const modified = monaco.editor.getModel(modelUri(path));
    if (!modified) { original.dispose(); return; }
    const diff = monaco.editor.createDiffEditor(host.current!, {
      automaticLayout: true, renderSideBySide: true, originalEditable: false, minimap: { enabled: false }, fontSize: 13,
      // Always two columns, as the labels say (Monaco would switch to one inline column under
      // 900 px, the usual width of the centre pane), with long lines wrapped so no change hides off-screen.
      useInlineViewWhenSpaceIsLimited: false, wordWrap: 'on', diffWordWrap: 'on',
    });
    diff.setModel({ original, modified });
    return () => { diff.dispose(); original.dispose(); };
  }, [path, diskText]);
  return (
    <div className="diff-view" data-testid="diff-view" aria-label="Disk version compared with your buffer">
      <div className="diff-labels"><span>On disk</span><span>Your buffer</span></div>
      <div ref={host} className="monaco-host" />
    </div>
  );
}
