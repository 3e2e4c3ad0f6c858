/**
 * Monaco, offline (reference toolchain.md): bundled from node_modules, workers
 * built by Vite (`?worker`), never the CDN loader. Registers the `skill-md`
 * language and its providers, and the light/dark themes. Call `setupMonaco()`
 * once before creating an editor.
 */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/yaml/register';
import 'monaco-editor/languages/definitions/markdown/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { loader } from '@monaco-editor/react';
import { registerProviders } from './providers';
import { registerManifestCompletion } from './manifestCompletion';
import { defineSkillMd } from './editorOptions';

let done = false;

/** Initialise Monaco once; returns the module. */
export function setupMonaco(): typeof monaco {
  if (done) return monaco;
  done = true;
  // Only the base editor worker is needed: skill-md's smarts run on the main
  // thread from the engine, and the diff editor computes in this worker.
  (self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
    getWorker: () => new EditorWorker(),
  };
  // Any @monaco-editor/react component (panes) uses this bundled copy, not the CDN.
  loader.config({ monaco });
  defineSkillMd(monaco);
  registerProviders(monaco);
  registerManifestCompletion(monaco);
  return monaco;
}

/** The model URI of a file path. */
export function modelUri(path: string): monaco.Uri {
  return monaco.Uri.file(path);
}

export { monaco };
