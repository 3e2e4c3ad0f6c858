/** Open files as tabs, with a dirty dot and a close button (asks when dirty). */
import { closeTab } from '../actions/files';
import { useEditorStore } from '../stores/editor';
import { tabLabel } from '../utils/paths';

export default function TabBar() {
  const tabs = useEditorStore((s) => s.tabs);
  const active = useEditorStore((s) => s.activePath);
  const setActive = useEditorStore((s) => s.setActive);
  if (!tabs.length) return <div className="tab-bar empty" />;
  return (
    <div className="tab-bar" role="tablist" aria-label="Open files">
      {tabs.map((t) => (
        <div
          key={t.path} role="tab" aria-selected={t.path === active} tabIndex={0} title={t.path}
          className={`tab${t.path === active ? ' active' : ''}${t.dirty ? ' dirty' : ''}${t.conflict ? ' conflict' : ''}`}
          data-testid="tab" data-path={t.path} data-dirty={t.dirty ? 'true' : 'false'}
          onClick={() => setActive(t.path)}
          onKeyDown={(e) => { if (e.key === 'Enter') setActive(t.path); }}
          onAuxClick={(e) => { if (e.button === 1) void closeTab(t.path); }}
        >
          <span className="tab-label">{tabLabel(t.path)}</span>
          {t.dirty && <span className="dirty-dot" aria-label="unsaved changes">●</span>}
          <button type="button" className="tab-close" aria-label={`Close ${tabLabel(t.path)}`} title="Close (Ctrl+Alt+W)"
            onClick={(e) => { e.stopPropagation(); void closeTab(t.path); }}>×</button>
        </div>
      ))}
    </div>
  );
}
