/**
 * The Monaco editor for the active tab, inside ./EditorHost.tsx, which loads
 * this module (and Monaco with it) lazily, as its own chunk. One editor, one model per open file
 * (URI = file path); models follow the editor store, markers follow the
 * problems store through the one adapter (`toMarkers`). Markers are output
 * only: the Problems list reads the same diagnostics from the store.
 */
import { useEffect, useRef } from 'react';
import { editText } from '../actions/files';
import { commandForEvent } from '../commands';
import { useEditorStore } from '../stores/editor';
import { useProblemsStore } from '../stores/problems';
import { resolvedTheme, useUiStore } from '../stores/ui';
import { MARKER_OWNER, toMarkers } from '../monaco/markers';
import { modelUri, monaco, setupMonaco } from '../monaco/setup';
import { SKILL_MD } from '../monaco/language';
import type { Diagnostic } from '../../../shared/engine';
import { EDITOR_OPTIONS } from '../monaco/editorOptions';

type Ed = ReturnType<typeof monaco.editor.create>;

export default function MonacoEditor() {
  const host = useRef<HTMLDivElement>(null);
  const ed = useRef<Ed | null>(null);
  const syncing = useRef(false);
  const views = useRef(new Map<string, ReturnType<Ed['saveViewState']>>());
  // Per path, the text the model is known to hold (the editor's own edit, or the last sync), and
  // the model, its version and the diagnostics whose markers are set. The effects below run on every keystroke
  // (the tabs change); with these, a key costs neither a getValue of every open model (a join of
  // all its lines) nor a re-set of every other tab's markers, only what changed.
  const synced = useRef(new Map<string, string>());
  const marked = useRef(new Map<string, { model: monaco.editor.ITextModel; version: number; diagnostics: Diagnostic[] | undefined }>());
  const tabs = useEditorStore((s) => s.tabs);
  const activePath = useEditorStore((s) => s.activePath);
  const reveal = useEditorStore((s) => s.revealRequest);
  const byPath = useProblemsStore((s) => s.byPath);
  const theme = useUiStore(resolvedTheme);

  useEffect(() => {
    setupMonaco();
    // The options live in ../monaco/editorOptions.ts, shared with the bench's Monaco-alone floor page.
    const e = monaco.editor.create(host.current!, EDITOR_OPTIONS);
    ed.current = e;
    e.onDidChangeModelContent(() => {
      const m = e.getModel();
      if (m && !syncing.current) {
        const text = m.getValue();
        synced.current.set(m.uri.path, text);
        editText(m.uri.path, text);
      }
    });
    e.onDidChangeCursorPosition((p) => useEditorStore.getState().setCursor(p.position.lineNumber, p.position.column));
    // Saving closes the suggest list (the app's shortcut handler takes Ctrl+S before Monaco sees it).
    const onKey = (k: KeyboardEvent) => {
      const id = commandForEvent(k)?.id;
      if (id === 'file.save' || id === 'file.saveAll') e.trigger('save', 'hideSuggestWidget', {});
    };
    window.addEventListener('keydown', onKey, true);
    return () => { window.removeEventListener('keydown', onKey, true); e.dispose(); ed.current = null; };
  }, []);

  // Models follow the tabs: create, update from outside edits, dispose closed ones.
  useEffect(() => {
    const open = new Set(tabs.map((t) => t.path));
    for (const t of tabs) {
      const uri = modelUri(t.path);
      const existing = monaco.editor.getModel(uri);
      // The same string as last time (what the editor itself stored): the model already holds it.
      if (existing && synced.current.get(t.path) === t.text) continue;
      const m = existing ?? monaco.editor.createModel(t.text, SKILL_MD, uri);
      if (m.getValue() !== t.text) {
        syncing.current = true;
        m.pushEditOperations([], [{ range: m.getFullModelRange(), text: t.text }], () => null);
        syncing.current = false;
      }
      synced.current.set(t.path, t.text);
    }
    for (const m of monaco.editor.getModels()) {
      if (m.getLanguageId() === SKILL_MD && m.uri.scheme === 'file' && !open.has(m.uri.path)) {
        views.current.delete(m.uri.path);
        synced.current.delete(m.uri.path);
        marked.current.delete(m.uri.path);
        // Markers outlive their model in Monaco: clear them with it.
        monaco.editor.setModelMarkers(m, MARKER_OWNER, []);
        m.dispose();
      }
    }
  }, [tabs]);

  useEffect(() => {
    const e = ed.current;
    if (!e) return;
    const cur = e.getModel();
    const next = activePath ? monaco.editor.getModel(modelUri(activePath)) : null;
    // Before the same-model return: the active tab itself may stop being read-only (Convert to UTF-8).
    const tab = tabs.find((t) => t.path === activePath);
    // Only when it changes: this runs on every keystroke (the tabs change), and an options update
    // with the same value still walks Monaco's whole option set.
    const readOnly = !!tab?.readOnlyReason;
    if (readOnly !== e.getOption(monaco.editor.EditorOption.readOnly)) e.updateOptions({ readOnly });
    if (cur === next) return;
    if (cur && !cur.isDisposed()) views.current.set(cur.uri.path, e.saveViewState());
    e.setModel(next);
    if (next && activePath) { const v = views.current.get(activePath); if (v) e.restoreViewState(v); e.focus(); }
  }, [activePath, tabs]);

  useEffect(() => {
    for (const t of tabs) {
      const m = monaco.editor.getModel(modelUri(t.path));
      if (!m) continue;
      const diagnostics = byPath[t.path];
      // Unchanged model text and the same list: Monaco's markers are where they were set. An edited
      // model is always re-marked (its markers moved with the edit, the list may not have).
      const version = m.getVersionId();
      const last = marked.current.get(t.path);
      if (last && last.model === m && last.version === version && last.diagnostics === diagnostics) continue;
      monaco.editor.setModelMarkers(m, MARKER_OWNER, toMarkers(diagnostics ?? [], t.path));
      marked.current.set(t.path, { model: m, version, diagnostics });
    }
  }, [byPath, tabs]);

  useEffect(() => {
    const e = ed.current;
    if (!e || !reveal || reveal.path !== activePath) return;
    e.setPosition({ lineNumber: reveal.line, column: reveal.column });
    e.revealPositionInCenter({ lineNumber: reveal.line, column: reveal.column });
    e.focus();
  }, [reveal, activePath]);

  useEffect(() => { setupMonaco(); monaco.editor.setTheme(theme === 'dark' ? 'studio-dark' : 'studio-light'); }, [theme]);

  return <div ref={host} className="monaco-host" />;
}
