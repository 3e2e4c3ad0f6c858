/**
 * Open files as tabs, with a dirty dot and a close button (asks when dirty).
 * A file deleted on disk shows its name struck through with "(deleted)", as
 * VS Code does; it has the dirty dot only when its text differs from what the
 * disk last held. A tab whose unsaved text could not be backed up has a
 * warning mark (the backup bar says why).
 */
import { useState } from 'react';
import { closeTab } from '../actions/files';
import { closeOthers, closeSaved } from '../actions/tabs';
import { formatShortcut } from '../commands';
import ContextMenu from './ContextMenu';
import { useEditorStore } from '../stores/editor';
import { useUiStore } from '../stores/ui';
import { tabLabel } from '../utils/paths';

export default function TabBar() {
  const tabs = useEditorStore((s) => s.tabs);
  const active = useEditorStore((s) => s.activePath);
  const setActive = useEditorStore((s) => s.setActive);
  const backupFailures = useUiStore((s) => s.backupFailures);
  const [menu, setMenu] = useState<{ x: number; y: number; path: string } | null>(null);
  if (!tabs.length) return <div className="tab-bar empty" />;
  return (
    <div className="tab-bar" role="tablist" aria-label="Open files">
      {menu && <ContextMenu x={menu.x} y={menu.y} label="Tab actions" onClose={() => setMenu(null)} items={[
        { id: 'close', label: 'Close', hint: formatShortcut('Mod+Alt+W'), run: () => void closeTab(menu.path) },
        { id: 'close-others', label: 'Close Others', disabled: tabs.length < 2, run: () => void closeOthers(menu.path) },
        { id: 'close-saved', label: 'Close Saved', disabled: !tabs.some((t) => !t.dirty), run: () => void closeSaved() },
      ]} />}
      {tabs.map((t) => {
        const notBackedUp = !!backupFailures[t.path];
        const title = `${t.path}${t.deletedOnDisk ? ' (deleted on disk)' : ''}${notBackedUp ? ' (unsaved changes not backed up)' : ''}`;
        return (
          <div
            key={t.path} role="tab" aria-selected={t.path === active} tabIndex={0} title={title}
            className={`tab${t.path === active ? ' active' : ''}${t.dirty ? ' dirty' : ''}${t.conflict ? ' conflict' : ''}${t.deletedOnDisk ? ' deleted' : ''}`}
            data-testid="tab" data-path={t.path} data-dirty={t.dirty ? 'true' : 'false'} data-deleted={t.deletedOnDisk ? 'true' : 'false'}
            data-backup={notBackedUp ? 'failed' : 'ok'}
            onClick={() => setActive(t.path)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') setActive(t.path);
              if ((e.key === 'F10' && e.shiftKey) || e.key === 'ContextMenu') {
                e.preventDefault();
                const r = e.currentTarget.getBoundingClientRect();
                setMenu({ x: r.left + 8, y: r.bottom, path: t.path });
              }
            }}
            onContextMenu={(e) => { e.preventDefault(); setMenu({ x: e.clientX, y: e.clientY, path: t.path }); }}
            onAuxClick={(e) => { if (e.button === 1) void closeTab(t.path); }}
          >
            <span className="tab-label">{tabLabel(t.path)}</span>
            {t.deletedOnDisk && <span className="tab-deleted">(deleted)</span>}
            {notBackedUp && <span className="tab-backup-failed" aria-label="not backed up">⚠</span>}
            {t.dirty && <span className="dirty-dot" aria-label="unsaved changes">●</span>}
            <button type="button" className="tab-close" aria-label={`Close ${tabLabel(t.path)}`} title="Close (Ctrl+Alt+W)"
              onClick={(e) => { e.stopPropagation(); void closeTab(t.path); }}>×</button>
          </div>
        );
      })}
    </div>
  );
}
