/** Right-hand panel with the Listing, Sandbox and Explain panes (owned by the panes' engineer). */
import { Component, type ReactNode } from 'react';
import ListingPane from '../panes/listing/ListingPane';
import SandboxPane from '../panes/sandbox/SandboxPane';
import ExplainPane from '../panes/explain/ExplainPane';
import { useUiStore, type RightTab } from '../stores/ui';
import { useLayoutStore } from '../stores/layout';
import { toggleRightMaximized } from '../actions/layout';
import { formatShortcut } from '../commands';

const TABS: { id: RightTab; label: string }[] = [{ id: 'listing', label: 'Listing' }, { id: 'sandbox', label: 'Sandbox' }, { id: 'explain', label: 'Explain' }];

/** Keeps a crashing pane from taking the editor down with it. */
class PaneBoundary extends Component<{ children: ReactNode; name: string }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(e: unknown) { return { error: String(e) }; }
  render() {
    return this.state.error ? <div className="pad field-error" role="alert">The {this.props.name} pane failed: {this.state.error}</div> : this.props.children;
  }
}

export default function RightPanel() {
  const tab = useUiStore((s) => s.rightTab);
  const setTab = useUiStore((s) => s.setRightTab);
  const max = useLayoutStore((s) => s.rightMaximized);
  const maxTitle = `${max ? 'Restore' : 'Maximise'} the preview panes (${formatShortcut('Mod+Alt+M')})`;
  return (
    <aside className="right-panel" aria-label="Preview panes">
      <div className="tab-bar" role="tablist" aria-label="Panes">
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} data-testid={`pane-tab-${t.id}`}
            className={`tab${tab === t.id ? ' active' : ''}`} onClick={() => setTab(t.id)}>{t.label}</button>
        ))}
        <span className="spacer" />
        <button type="button" className="icon pane-max" data-testid="pane-maximize" aria-pressed={max} aria-label={maxTitle} title={maxTitle}
          onClick={toggleRightMaximized}><span className={`codicon codicon-${max ? 'screen-normal' : 'screen-full'}`} aria-hidden /></button>
      </div>
      <div className="pane-body" role="tabpanel">
        <PaneBoundary key={tab} name={tab}>
          {tab === 'listing' ? <ListingPane /> : tab === 'sandbox' ? <SandboxPane /> : <ExplainPane />}
        </PaneBoundary>
      </div>
    </aside>
  );
}
