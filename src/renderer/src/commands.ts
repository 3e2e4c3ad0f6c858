/**
 * Every user action in one table: the command palette lists it, shortcuts
 * dispatch through it, tooltips show its key, and main's menus send its id
 * (`menu.command`). Shortcuts use `Mod` for Ctrl (Cmd on macOS).
 */
import { showHarnesses } from './actions/harnesses';
import { useHarnessesStore } from './stores/harnesses';
import { useEditorStore } from './stores/editor';
import { useUiStore } from './stores/ui';
import { closeTab, saveActive, saveAll } from './actions/files';
import { pickProjectFolder, setTheme } from './actions/project';
import { allowWritesHere } from './actions/approval';
import { exportSchema, rescanProject } from './actions/catalog';
import { resolvedTheme } from './stores/ui';
import { openExport } from './actions/packaging';
import { usePackagingStore } from './stores/packaging';
import { showQuickOpen } from './actions/quickOpen';
import { toggleRightMaximized } from './actions/layout';
import { closeSaved, cycleTab, reopenClosedTab } from './actions/tabs';

export interface Command {
  id: string;
  title: string;
  /** e.g. `Mod+S`, `Mod+Alt+S`, `Mod+Shift+P`. */
  shortcut?: string;
  /** More keys for the same command (shown nowhere; e.g. Ctrl+PgDn next to Ctrl+Tab). */
  alsoKeys?: string[];
  run(): void | Promise<void>;
}

const ui = () => useUiStore.getState();

/** The command table. */
export const COMMANDS: Command[] = [
  { id: 'file.save', title: 'Save', shortcut: 'Mod+S', run: saveActive },
  { id: 'file.saveAll', title: 'Save All', shortcut: 'Mod+Alt+S', run: saveAll },
  { id: 'file.close', title: 'Close Tab', shortcut: 'Mod+Alt+W', run: () => { const p = useEditorStore.getState().activePath; if (p) void closeTab(p); } },
  { id: 'editor.nextTab', title: 'Next Tab', shortcut: 'Mod+Tab', alsoKeys: ['Mod+PageDown'], run: () => cycleTab(1) },
  { id: 'editor.previousTab', title: 'Previous Tab', shortcut: 'Mod+Shift+Tab', alsoKeys: ['Mod+PageUp'], run: () => cycleTab(-1) },
  { id: 'editor.reopenClosed', title: 'Reopen Closed Tab', shortcut: 'Mod+Shift+T', run: reopenClosedTab },
  { id: 'editor.closeSaved', title: 'Close Saved Tabs', run: closeSaved },
  { id: 'skill.new', title: 'New Skill…', shortcut: 'Mod+Alt+N', run: () => ui().setNewSkill(true) },
  { id: 'skill.export', title: 'Export Skill…', run: () => openExport() },
  { id: 'skill.import', title: 'Import Skill…', run: () => usePackagingStore.getState().open('import') },
  { id: 'plugin.new', title: 'New Plugin…', run: () => usePackagingStore.getState().open('plugin') },
  { id: 'file.exportSchema', title: 'Export JSON Schema of the Frontmatter…', shortcut: 'Mod+Shift+E', run: exportSchema },
  { id: 'project.open', title: 'Open Project Folder…', shortcut: 'Mod+O', run: pickProjectFolder },
  { id: 'project.allowWrites', title: 'Allow Saving in This Project…', run: allowWritesHere },
  { id: 'catalog.rescan', title: 'Rescan Project', run: rescanProject },
  { id: 'skill.quickOpen', title: 'Go to Skill…', shortcut: 'Mod+P', run: showQuickOpen },
  { id: 'palette.open', title: 'Show All Commands', shortcut: 'Mod+Shift+P', run: () => ui().setPalette(true) },
  { id: 'view.sidebar', title: 'Toggle Catalog Sidebar', shortcut: 'Mod+B', run: () => ui().toggle('sidebarVisible') },
  { id: 'view.problems', title: 'Toggle Problems', shortcut: 'Mod+Shift+M', run: () => ui().toggle('problemsVisible') },
  { id: 'view.right', title: 'Toggle Right Panel', shortcut: 'Mod+Alt+B', run: () => ui().toggle('rightVisible') },
  { id: 'view.maximizeRight', title: 'Maximise/Restore the Listing/Sandbox Pane', shortcut: 'Mod+Alt+M', run: () => { if (!ui().rightVisible) ui().toggle('rightVisible'); toggleRightMaximized(); } },
  { id: 'view.listing', title: 'Show Listing', run: () => ui().setRightTab('listing') },
  { id: 'view.sandbox', title: 'Show Sandbox', run: () => ui().setRightTab('sandbox') },
  { id: 'view.explain', title: 'Show Explain', run: () => ui().setRightTab('explain') },
  { id: 'view.harnesses', title: 'Show Harnesses (how each harness sees each skill)', run: () => showHarnesses(!useHarnessesStore.getState().open) },
  { id: 'theme.system', title: 'Theme: Follow System', run: () => setTheme('system') },
  { id: 'theme.light', title: 'Theme: Light', run: () => setTheme('light') },
  { id: 'theme.dark', title: 'Theme: Dark', run: () => setTheme('dark') },
  { id: 'view.toggleTheme', title: 'Toggle Light/Dark Theme', run: () => setTheme(resolvedTheme(ui()) === 'dark' ? 'light' : 'dark') },
];

/** Run a command by id (unknown ids are ignored with a warning). */
export function runCommand(id: string): void {
  const c = COMMANDS.find((x) => x.id === id);
  if (!c) { console.warn(`unknown command ${id}`); return; }
  void Promise.resolve(c.run()).catch((e) => console.error(`command ${id} failed`, e));
}

/** True on macOS, where `Mod` is Cmd. */
export const IS_MAC = /Mac|iPhone|iPad/.test((globalThis as { navigator?: { platform?: string } }).navigator?.platform ?? '');

/** The fields of a keyboard event that decide a shortcut. */
export interface KeyLike { ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; key: string; code: string }

/** `Mod+Shift+P` → `Ctrl+Shift+P` (or `⌘⇧P` on macOS). */
export function formatShortcut(s: string | undefined, mac = IS_MAC): string {
  if (!s) return '';
  if (!mac) return s.replace('Mod', 'Ctrl');
  return s.replace('Mod+', '⌘').replace('Shift+', '⇧').replace('Alt+', '⌥');
}

/** The normalised shortcut of a keyboard event, e.g. `Mod+Alt+S`. */
export function eventShortcut(e: KeyLike, mac = IS_MAC): string {
  const parts: string[] = [];
  if (mac ? e.metaKey : e.ctrlKey) parts.push('Mod');
  if (e.altKey) parts.push('Alt');
  if (e.shiftKey) parts.push('Shift');
  // Alt changes `key` on some layouts (Alt+S = ß on macOS): use the physical key.
  const k = /^Key[A-Z]$/.test(e.code) ? e.code.slice(3) : e.key.length === 1 ? e.key.toUpperCase() : e.key;
  parts.push(k);
  return parts.join('+');
}

/** The command bound to a keyboard event, if any. */
export function commandForEvent(e: KeyLike, mac = IS_MAC): Command | undefined {
  const s = eventShortcut(e, mac);
  // Table order is Mod, Alt, Shift; eventShortcut emits the same order.
  const norm = (x: string) => x.split('+').sort().join('+');
  return COMMANDS.find((c) => [c.shortcut, ...(c.alsoKeys ?? [])].some((k) => k && norm(k) === norm(s)));
}
