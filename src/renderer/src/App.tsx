/** The shell: top bar, catalog sidebar, editor column, preview panes, status bar and overlays. */
import { useEffect } from 'react';
import { initApp } from './start';
import { useGlobalShortcuts, useSystemTheme } from './hooks';
import { resolvedTheme, useUiStore } from './stores/ui';
import CenterPane from './components/CenterPane';
import CommandPalette from './components/CommandPalette';
import QuickOpen from './components/QuickOpen';
import NewSkillDialog from './components/NewSkillDialog';
import Notices from './components/Notices';
import PromptDialog from './components/PromptDialog';
import PackagingDialog from './components/PackagingDialog';
import RightPanel from './components/RightPanel';
import Sidebar from './components/Sidebar';
import StatusBar from './components/StatusBar';
import TopBar from './components/TopBar';
import Splitter from './components/Splitter';
import { CENTER_MIN, PANE_LIMITS, SPLITTER_PX, useLayoutStore } from './stores/layout';
import { resizePane, saveLayout } from './actions/layout';
import { useHarnessesStore } from './stores/harnesses';

/**
 * The workspace's grid columns: the sidebar's and the right panel's widths
 * come from the layout store; the right panel never squeezes the editor below
 * CENTER_MIN; maximised, the right panel takes the whole row (the sidebar and
 * editor stay mounted but hidden, so Monaco keeps its state).
 */
function columns(sidebar: boolean, right: boolean, max: boolean, sw: number, rw: number): string {
  if (right && max) return 'minmax(0, 1fr)';
  const splitters = (sidebar ? SPLITTER_PX : 0) + (right ? SPLITTER_PX : 0);
  // The sidebar gives way first to the editor's minimum and the right panel's minimum.
  const side = `min(${sw}px, calc(100vw - ${CENTER_MIN + splitters + (right ? PANE_LIMITS.right.min : 0)}px))`;
  const rightCol = `clamp(${PANE_LIMITS.right.min}px, ${rw}px, calc(100vw - ${sidebar ? side : '0px'} - ${CENTER_MIN + splitters}px))`;
  return [...(sidebar ? [side, 'auto'] : []), `minmax(${CENTER_MIN}px, 1fr)`, ...(right ? ['auto', rightCol] : [])].join(' ');
}

export default function App() {
  const theme = useUiStore(resolvedTheme);
  const sidebar = useUiStore((s) => s.sidebarVisible);
  const right = useUiStore((s) => s.rightVisible);
  const sizes = useLayoutStore((s) => s.sizes);
  // The Harnesses view maximised takes the row over the right panel's own maximise.
  const hxMax = useHarnessesStore((s) => s.open && s.maximized);
  const max = useLayoutStore((s) => s.rightMaximized) && right && !hxMax;
  useGlobalShortcuts();
  useSystemTheme();
  useEffect(() => {
    let off: (() => void) | undefined;
    let live = true;
    void initApp().then((o) => { if (live) off = o; else o(); });
    return () => { live = false; off?.(); };
  }, []);
  useEffect(() => { document.documentElement.dataset.theme = theme; }, [theme]);
  return (
    <div className={`app${sidebar ? '' : ' no-sidebar'}${right ? '' : ' no-right'}${max ? ' right-max' : ''}${hxMax ? ' hx-max' : ''}`} data-testid="app">
      <TopBar />
      <div className="workspace" style={{ gridTemplateColumns: hxMax ? 'minmax(0, 1fr)' : columns(sidebar, right, max, sizes.sidebar, sizes.right) }}>
        {sidebar && <Sidebar />}
        {sidebar && !max && !hxMax && (
          <Splitter orientation="vertical" value={sizes.sidebar} min={PANE_LIMITS.sidebar.min} max={PANE_LIMITS.sidebar.max} defaultValue={PANE_LIMITS.sidebar.default}
            direction={1} label="Resize the catalog" testId="splitter-sidebar" onResize={(px) => resizePane('sidebar', px)} onCommit={saveLayout} />
        )}
        <CenterPane />
        {right && !max && !hxMax && (
          <Splitter orientation="vertical" value={sizes.right} min={PANE_LIMITS.right.min} max={PANE_LIMITS.right.max} defaultValue={PANE_LIMITS.right.default}
            direction={-1} label="Resize the preview panes" testId="splitter-right" onResize={(px) => resizePane('right', px)} onCommit={saveLayout} />
        )}
        {right && <RightPanel />}
      </div>
      <StatusBar />
      <CommandPalette />
      <QuickOpen />
      <NewSkillDialog />
      <PromptDialog />
      <PackagingDialog />
      <Notices />
    </div>
  );
}
