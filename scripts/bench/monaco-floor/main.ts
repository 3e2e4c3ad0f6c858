/**
 * The floor page of the bench's "key → editor echo painted" row
 * (scripts/bench/monaco-floor.mjs builds it, scripts/bench/browser.mjs drives it):
 * Monaco alone, imported the way src/renderer/src/monaco/setup.ts imports it (same
 * package, features, languages and editor worker), the `skill-md` Monarch language
 * and themes, and an editor created with the app's own EDITOR_OPTIONS. What it
 * leaves out is everything that is ours around the editor: React, the stores, the
 * live-document pipeline, the listing preview, and our completion/hover/code-action
 * providers. The driver calls `window.__floor.open(...)` with the text, the size of
 * the app's editor and its theme, then moves the caret and types the same keys it types in the app.
 */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/yaml/register';
import 'monaco-editor/languages/definitions/markdown/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { SKILL_MD } from '../../../src/renderer/src/monaco/language';
import { EDITOR_OPTIONS, defineSkillMd } from '../../../src/renderer/src/monaco/editorOptions';

(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = { getWorker: () => new EditorWorker() };
defineSkillMd(monaco);

interface FloorOpen { text: string; path: string; width: number; height: number; theme: string }

(window as unknown as { __floor: unknown }).__floor = {
  /** Create the editor at the app editor's size on `text` (model URI = the same file path), focused. */
  open({ text, path, width, height, theme }: FloorOpen): void {
    const host = document.getElementById('host')!;
    host.style.width = `${width}px`;
    host.style.height = `${height}px`;
    monaco.editor.setTheme(theme);
    const e = monaco.editor.create(host, EDITOR_OPTIONS);
    e.setModel(monaco.editor.createModel(text, SKILL_MD, monaco.Uri.file(path)));
    e.focus();
  },
};
