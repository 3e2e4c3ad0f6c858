/**
 * Editor store: open tabs and their buffers. A contract with the panes:
 * `tabs[i].text` is the current (possibly unsaved) text; `activePath` the
 * focused file; `overlays()` maps every dirty path whose file exists on disk
 * to its text (a tab whose file was deleted is not a skill on disk: it is not
 * overlaid until the user recreates the file).
 * Effects (reading, saving, asking) live in ../actions; this file holds state
 * transitions only and imports no action.
 */
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { encodeText, type TextShape } from '../../../shared/textShape';

/** What the disk holds when it differs from a dirty buffer (`diskHash`: its content hash, null when missing). */
export interface DiskConflict { diskText: string; diskHash: string | null }

export interface EditorTab {
  path: string;
  /** Current buffer text. */
  text: string;
  /** Text as last loaded from or saved to disk. */
  savedText: string;
  dirty: boolean;
  /** Content hash of the disk version `savedText` came from (`FileText.hash`; the `expectedHash` of a save). */
  diskHash?: string | null;
  /**
   * The file was deleted on disk. The tab keeps its text (and is dirty only if
   * that differs from what the disk last held, as in VS Code); it is left out
   * of `overlays()`, and saving (Recreate) writes the file again.
   */
  deletedOnDisk?: boolean;
  /** The file changed on disk while the buffer was dirty. */
  conflict?: DiskConflict | null;
  /** Line endings, BOM and final newline of the file on disk (the engine sees the buffer in this form). */
  shape?: TextShape;
  /** The layout the disk holds (what `shape` was loaded or last saved as); `shape` differing from it makes the tab dirty. */
  savedShape?: TextShape;
  /** For a SKILL.md: files below its folder (relative; folders end with '/'), for link checks as you type. */
  skillFiles?: string[];
  /** Set when the file must not be edited (e.g. not UTF-8). */
  readOnlyReason?: string;
  /** The file is UTF-16 on disk (`FileText.utf16`): read-only, and Convert to UTF-8 is offered. */
  utf16?: 'le' | 'be';
}

/** A request to move a file's cursor, consumed by the editor view. */
export interface RevealRequest { path: string; line: number; column: number; nonce: number }

export interface EditorState {
  tabs: EditorTab[];
  activePath: string | null;
  revealRequest: RevealRequest | null;
  /** Path whose disk-vs-buffer diff is shown instead of the editor. */
  comparePath: string | null;
  /** Cursor of the active editor (1-based), for the status bar. */
  cursor: { line: number; column: number };
  setText(path: string, text: string): void;
  /**
   * Focus the open tab `path` and ask its editor to move the cursor to a
   * 1-based position (a file not open yet is opened first by the `revealAt` action).
   */
  setReveal(path: string, line: number, column: number): void;
  /**
   * Dirty buffers as they would be saved (path → text with the file's line
   * endings and BOM), which is what the harness would read. Tabs whose file
   * was deleted on disk are left out: the harness would not find them.
   */
  overlays(): Record<string, string>;
  addTab(tab: EditorTab): void;
  setActive(path: string | null): void;
  removeTab(path: string): void;
  patchTab(path: string, patch: Partial<EditorTab>): void;
  /** After a reload: the buffer becomes `text`, equal to the disk version `diskHash`. */
  markClean(path: string, text: string, diskHash: string | null): void;
  /**
   * After a save of `savedText` (disk now at `diskHash`): the buffer keeps
   * whatever was typed while the save was in flight, and stays dirty if that
   * differs from what was saved.
   */
  markSaved(path: string, savedText: string, diskHash: string | null): void;
  setCompare(path: string | null): void;
  setCursor(line: number, column: number): void;
  /** Recently closed tabs' paths, newest last (Reopen Closed Tab takes from the end; at most CLOSED_TABS_MAX). */
  closed: string[];
  setClosed(paths: string[]): void;
  /** Put the tabs in this order (paths not open are ignored; tabs not listed keep their place after the listed ones). */
  orderTabs(paths: string[]): void;
}

/** How many closed tabs Reopen Closed Tab remembers. */
export const CLOSED_TABS_MAX = 20;

/** True when the tab's layout (BOM, line endings) was switched away from what the disk holds. */
export function shapeChanged(t: Pick<EditorTab, 'shape' | 'savedShape'>): boolean {
  return !!t.shape && !!t.savedShape && (t.shape.bom !== t.savedShape.bom || t.shape.eol !== t.savedShape.eol);
}

/** A tab's text in its disk form (line endings, BOM, final newline as on disk). */
export function diskForm(t: Pick<EditorTab, 'text' | 'shape'>): string {
  return t.shape ? encodeText(t.text, t.shape) : t.text;
}

let nonce = 0;

export const useEditorStore = create<EditorState>((set, get) => ({
  tabs: [],
  activePath: null,
  revealRequest: null,
  comparePath: null,
  cursor: { line: 1, column: 1 },
  setText: (path, text) => set((s) => ({ tabs: s.tabs.map((t) => (t.path === path ? { ...t, text, dirty: text !== t.savedText || shapeChanged(t) } : t)) })),
  setReveal: (path, line, column) => set({ activePath: path, revealRequest: { path, line, column, nonce: ++nonce } }),
  overlays: () => Object.fromEntries(get().tabs.filter((t) => t.dirty && !t.deletedOnDisk).map((t) => [t.path, diskForm(t)])),
  addTab: (tab) => set((s) => ({ tabs: s.tabs.some((t) => t.path === tab.path) ? s.tabs : [...s.tabs, tab], activePath: tab.path })),
  setActive: (activePath) => set({ activePath }),
  removeTab: (path) => set((s) => {
    const i = s.tabs.findIndex((t) => t.path === path);
    const tabs = s.tabs.filter((t) => t.path !== path);
    const activePath = s.activePath === path ? (tabs[Math.min(i, tabs.length - 1)]?.path ?? null) : s.activePath;
    return { tabs, activePath, comparePath: s.comparePath === path ? null : s.comparePath };
  }),
  patchTab: (path, patch) => set((s) => ({ tabs: s.tabs.map((t) => (t.path === path ? { ...t, ...patch } : t)) })),
  markClean: (path, text, diskHash) => set((s) => ({
    tabs: s.tabs.map((t) => (t.path === path ? { ...t, text, savedText: text, dirty: false, diskHash, conflict: null, deletedOnDisk: false } : t)),
  })),
  markSaved: (path, savedText, diskHash) => set((s) => ({
    tabs: s.tabs.map((t) => (t.path === path ? { ...t, savedText, savedShape: t.shape, dirty: t.text !== savedText, diskHash, conflict: null, deletedOnDisk: false } : t)),
  })),
  setCompare: (comparePath) => set({ comparePath }),
  setCursor: (line, column) => set({ cursor: { line, column } }),
  closed: [],
  setClosed: (closed) => set({ closed: closed.slice(-CLOSED_TABS_MAX) }),
  orderTabs: (paths) => set((s) => {
    const rank = new Map(paths.map((p, i) => [p, i]));
    const listed = s.tabs.filter((t) => rank.has(t.path)).sort((a, b) => rank.get(a.path)! - rank.get(b.path)!);
    return { tabs: [...listed, ...s.tabs.filter((t) => !rank.has(t.path))] };
  }),
}));

/** The active tab, if any. */
export function activeTab(s: Pick<EditorState, 'tabs' | 'activePath'>): EditorTab | undefined {
  return s.tabs.find((t) => t.path === s.activePath);
}

/** The active tab without its buffer (`text`, `savedText`, `dirty`): what a view shows that does not show the text. */
export type TabMeta = Omit<EditorTab, 'text' | 'savedText' | 'dirty'>;

/**
 * The active tab's fields other than its buffer, compared field by field: a keystroke makes a new
 * tab object with the same `shape`, `conflict`, `skillFiles`..., so views reading this (the
 * status bar, the centre column, the conflict bar) do not re-render as the user types.
 */
export function useActiveTabMeta(): TabMeta | undefined {
  return useEditorStore(useShallow((s: EditorState) => {
    const t = activeTab(s);
    if (!t) return undefined;
    const { text: _text, savedText: _saved, dirty: _dirty, ...meta } = t;
    return meta;
  }));
}
