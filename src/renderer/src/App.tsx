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

export default function App() {
  const theme = useUiStore(resolvedTheme);
  const sidebar = useUiStore((s) => s.sidebarVisible);
  const right = useUiStore((s) => s.rightVisible);
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
    <div className={`app${sidebar ? '' : ' no-sidebar'}${right ? '' : ' no-right'}`} data-testid="app">
      <TopBar />
      <div className="workspace">
        {sidebar && <Sidebar />}
        <CenterPane />
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
