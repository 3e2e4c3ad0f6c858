/**
 * Editor tab habits (issue 16 §5): next/previous tab (Ctrl+Tab, Ctrl+PgDn/PgUp),
 * close others / close saved, reopen the last closed tab (Ctrl+Shift+T), and
 * the open tabs of each project kept in `settings.openTabs` so a reload brings
 * them back (dirty ones come back from main's buffers, ./restore.ts).
 */
import { bridge } from '../bridge';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import type { OpenTabs } from '../../../shared/ipc/contract';
import { closeTab, isProjectSwitching, openFile } from './files';

/** Focus the tab `delta` places after the active one (wrapping). */
export function cycleTab(delta: number): void {
  const { tabs, activePath, setActive } = useEditorStore.getState();
  if (tabs.length < 2) return;
  const i = Math.max(0, tabs.findIndex((t) => t.path === activePath));
  setActive(tabs[(i + delta + tabs.length) % tabs.length]!.path);
}

/** Close every tab but `path` (each dirty one asks; a Cancel stops there). */
export async function closeOthers(path: string): Promise<void> {
  for (const t of useEditorStore.getState().tabs.filter((x) => x.path !== path)) if (!(await closeTab(t.path))) return;
  useEditorStore.getState().setActive(path);
}

/** Close the tabs with no unsaved changes. */
export async function closeSaved(): Promise<void> {
  for (const t of useEditorStore.getState().tabs.filter((x) => !x.dirty)) await closeTab(t.path);
}

/** Reopen the most recently closed tab whose file can still be read (those that cannot are dropped). */
export async function reopenClosedTab(): Promise<void> {
  for (;;) {
    const ed = useEditorStore.getState();
    const path = ed.closed.at(-1);
    if (!path) return;
    ed.setClosed(ed.closed.slice(0, -1));
    if (ed.tabs.some((t) => t.path === path)) continue;
    if (await openFile(path, { quiet: true })) return;
  }
}

/** The tabs as saved for `project`. */
function openTabsOf(project: string): OpenTabs {
  const { tabs, activePath } = useEditorStore.getState();
  return { project, paths: tabs.map((t) => t.path), active: activePath };
}

/**
 * Reopen the tabs saved for the open project (after the kept dirty buffers
 * were restored), in their saved order, with the saved active tab. Files that
 * are gone or refused are skipped quietly.
 */
export async function restoreOpenTabs(saved: OpenTabs[] | undefined): Promise<void> {
  const project = useCatalogStore.getState().snapshot?.roots.project;
  const entry = saved?.find((o) => o.project === project);
  if (!entry) return;
  for (const p of entry.paths) if (!useEditorStore.getState().tabs.some((t) => t.path === p)) await openFile(p, { quiet: true });
  const ed = useEditorStore.getState();
  ed.orderTabs(entry.paths);
  if (entry.active && ed.tabs.some((t) => t.path === entry.active)) ed.setActive(entry.active);
}

/** Save the open tabs whenever the set, order or active tab changes (a short pause batches a burst of opens). Returns the unsubscribe function. */
export function persistOpenTabs(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const key = () => { const s = useEditorStore.getState(); return `${s.tabs.map((t) => t.path).join('\n')}\n>${s.activePath ?? ''}`; };
  let last = key();
  const off = useEditorStore.subscribe(() => {
    const k = key();
    if (k === last || isProjectSwitching()) return;
    last = k;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      const project = useCatalogStore.getState().snapshot?.roots.project;
      if (project) void bridge.call('settings.update', { openTabs: [openTabsOf(project)] }).catch((e) => console.warn('saving the open tabs failed', e));
    }, 200);
  });
  return () => { off(); if (timer) clearTimeout(timer); };
}
