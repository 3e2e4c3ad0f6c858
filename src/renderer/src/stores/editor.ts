/**
 * Editor store: open tabs and their buffers. A contract with the panes:
 * `tabs[i].text` is the current (possibly unsaved) text; `activePath` the
 * focused file; `overlays()` maps every dirty path to its text.
 */
import { create } from 'zustand';

export interface EditorTab {
  path: string;
  /** Current buffer text. */
  text: string;
  /** Text as last loaded from or saved to disk. */
  savedText: string;
  dirty: boolean;
}

export interface EditorState {
  tabs: EditorTab[];
  activePath: string | null;
  open(path: string): Promise<void>;
  setText(path: string, text: string): void;
  /** Move the cursor of the file's editor to a 1-based position (Problems list, panes). */
  reveal(path: string, line: number, column: number): void;
  /** Dirty buffers: path → text. */
  overlays(): Record<string, string>;
}

export const useEditorStore = create<EditorState>((set, get) => ({
  tabs: [],
  activePath: null,
  open: async () => { /* implemented by the renderer shell */ },
  setText: (path, text) => set((s) => ({ tabs: s.tabs.map((t) => (t.path === path ? { ...t, text, dirty: text !== t.savedText } : t)) })),
  reveal: () => { /* implemented by the renderer shell */ },
  overlays: () => Object.fromEntries(get().tabs.filter((t) => t.dirty).map((t) => [t.path, t.text])),
}));
