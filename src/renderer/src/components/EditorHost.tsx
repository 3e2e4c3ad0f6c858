/**
 * The editor area. Monaco (./MonacoEditor.tsx) is a separate chunk, loaded
 * only once the catalog is in the store and a frame has shown it (issue 14
 * target 2: the catalog paints without waiting for 9 MB of editor), so until
 * then the area shows its empty state, and a tab opened in that short window
 * waits for the editor. A chunk that fails to load says so here.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { formatShortcut } from '../commands';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { loadMonaco } from '../monaco/lazy';

export default function EditorHost() {
  const activePath = useEditorStore((s) => s.activePath);
  // The catalog (or the error that replaced it) is in the store: fetch the editor after its paint.
  const catalogShown = useCatalogStore((s) => s.snapshot !== null || s.error !== null);
  const [Editor, setEditor] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!catalogShown) return;
    let live = true;
    // Two frames: the first paints the catalog, the second starts after that paint.
    let id = requestAnimationFrame(() => {
      id = requestAnimationFrame(() => {
        // Through loadMonaco, so the editor and the Problems list's fixes share one initialised Monaco.
        loadMonaco().then(() => import('./MonacoEditor')).then(
          (m) => { if (live) setEditor(() => m.default); },
          (e: unknown) => { if (live) setFailed(e instanceof Error ? e.message : String(e)); });
      });
    });
    return () => { live = false; cancelAnimationFrame(id); };
  }, [catalogShown]);
  return (
    <div className="editor-host" data-testid="editor" aria-label="SKILL.md editor">
      {Editor && <Editor />}
      {failed && <div className="editor-empty" role="alert"><p>The editor could not load: {failed}</p></div>}
      {!failed && (!activePath || !Editor) && (
        <div className="editor-empty">
          <p>{activePath ? 'Loading the editor…' : <>Open a skill from the catalog, or create one with <kbd>{formatShortcut('Mod+Alt+N')}</kbd>.</>}</p>
        </div>
      )}
    </div>
  );
}
