/**
 * Apply an engine quick fix to an open file from outside the editor (the
 * Problems list): text edits go through the model so they can be undone (or
 * into the tab's text before Monaco has a model for it); a layout switch goes
 * to the tab's shape and a folder rename to the skill actions.
 */
import type { Diagnostic } from '../../../shared/engine';
import { applyEdits, quickFixes, type QuickFix } from '../engine';
import { flushLiveDocuments, parseContextFor } from '../actions/liveDocuments';
import { placeSkillIn, renameSkillFolder } from '../actions/skills';
import { setTextShape, shapeOf } from '../actions/textShape';
import { loadedMonaco } from './lazy';
import { useEditorStore } from '../stores/editor';

/**
 * The quick fixes for `d` in the open file `path`, computed on its current editor text: the
 * model's, or the tab's before Monaco has created the model (the Problems list shows a file's
 * diagnostics as soon as it is open, from the live document, not from Monaco's markers).
 * Monaco loads lazily (./lazy.ts): before it has, no file has a model.
 */
export function fixesFor(path: string, d: Diagnostic): QuickFix[] {
  const m = loadedMonaco();
  const model = m?.monaco.editor.getModel(m.modelUri(path));
  const text = model?.getValue() ?? useEditorStore.getState().tabs.find((t) => t.path === path)?.text;
  return text === undefined ? [] : quickFixes(text, d, parseContextFor(path), shapeOf(path));
}

/** Apply one fix to the open file `path`. */
export function applyFix(path: string, fix: QuickFix): void {
  // No text edit: it asks, then main writes (works before Monaco has a model for the file).
  if (fix.placeOp) { void placeSkillIn(path, fix.placeOp.folder, fix.placeOp.target); return; }
  const m = loadedMonaco();
  const model = m?.monaco.editor.getModel(m.modelUri(path));
  if (fix.edits.length && m && model) {
    model.pushStackElement();
    model.pushEditOperations([], fix.edits.map((e) => ({
      range: new m.monaco.Range(e.range.line, e.range.column, e.range.endLine, e.range.endColumn), text: e.text,
    })), () => null);
    model.pushStackElement();
  } else if (fix.edits.length) {
    // Before Monaco has loaded (or made this file's model) the tab's text is the buffer: the fix
    // edits it there, and the model starts from it. (The fix used to be dropped then: a click in
    // the Problems list while the first editor was still loading did nothing.)
    const t = useEditorStore.getState().tabs.find((x) => x.path === path);
    if (!t || t.readOnlyReason) return;
    useEditorStore.getState().setText(path, applyEdits(t.text, fix.edits));
    flushLiveDocuments();
  }
  if (fix.shapeOp) setTextShape(path, fix.shapeOp);
  if (fix.fileOp?.kind === 'rename-dir') void renameSkillFolder(path, fix.fileOp.to);
}
