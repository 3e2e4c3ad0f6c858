/**
 * Listing preview pane: exactly what the model sees under its budget, and why
 * every skill is or is not there. Sub-views: the listing text, every skill's
 * fate, the budget (knobs, meter, chart), what the unsaved edits changed,
 * and the usage what-if. Mounted by the shell with no props.
 */
import { hasVersions } from '../../../../shared/engine';
import { useCatalogStore } from '../../stores/catalog';
import { useListingStore, type ListingTab } from '../../stores/listing';
import { usePreviewListing, useUsage } from './useListing';
import { ListingTextView } from './ListingTextView';
import { FatesView } from './FatesView';
import { BudgetPanel } from './BudgetPanel';
import { BudgetMeter } from './BudgetMeter';
import { BudgetChart } from './BudgetChart';
import { ChangesView } from './ChangesView';
import { UsageView } from './UsageView';
import { Empty } from './ui';
import { choiceLabel } from './ProfilePicker';
import { CaptureButton, CapturePanel } from '../../components/capture/CapturePanel';
import { bundledNote } from './lib/bundledNote';
import './panes.css';

const TABS: [ListingTab, string][] = [['listing', 'Listing'], ['skills', 'Skills'], ['budget', 'Budget'], ['changes', 'What changed'], ['usage', 'Usage']];

/** Sub-tab strip. */
function Tabs() {
  const tab = useListingStore((s) => s.tab);
  const setTab = useListingStore((s) => s.setTab);
  const dirty = useCatalogStore((s) => s.effective !== s.baseline);
  return (
    <nav className="sp-tabs" role="tablist">
      {TABS.map(([t, label]) => (
        <button key={t} type="button" role="tab" aria-selected={tab === t} data-testid={`listing-tab-${t}`} className={`sp-tab${tab === t ? ' sp-on' : ''}`} onClick={() => setTab(t)}>
          {label}{t === 'changes' && dirty && <span className="sp-dot" title="unsaved edits" />}
        </button>
      ))}
    </nav>
  );
}

/** Banner when the preview uses another profile than the app's (the store resets it when the app's profile changes). */
function PreviewBanner() {
  const preview = useListingStore((s) => s.preview);
  const setPreview = useListingStore((s) => s.setPreview);
  const profileId = useCatalogStore((s) => s.profileId);
  const version = useCatalogStore((s) => s.version);
  if (!preview || (preview.id === profileId && (!hasVersions(profileId) || preview.version === version))) return null;
  return (
    <div className="sp-banner" data-testid="preview-banner">
      Previewing as <strong>{choiceLabel(preview)}</strong>; the app's profile is {choiceLabel({ id: profileId, version })}.
      <button type="button" className="sp-link" onClick={() => setPreview(null)}>follow the app</button>
    </div>
  );
}

/** Where Claude Code's bundled skills came from, or that they are unknown (shown while the preview follows the app). */
function BundledLine({ previewProfile }: { previewProfile: string | undefined }) {
  const source = useCatalogStore((s) => s.snapshot?.bundledSource);
  const appProfile = useCatalogStore((s) => s.profileId);
  const note = previewProfile === appProfile ? bundledNote(source) : null;
  if (!note) return null;
  return <div className={note.tone === 'warning' ? 'sp-banner' : 'sp-small sp-muted'} data-testid="bundled-source" data-kind={source?.kind}>{note.text}</div>;
}

/** The listing pane (default export, no props). */
export default function ListingPane() {
  const tab = useListingStore((s) => s.tab);
  const { record, catalog, profile, resolved } = usePreviewListing();
  const usage = useUsage();
  return (
    <div className="sp-pane" data-testid="listing-pane">
      <Tabs />
      <PreviewBanner />
      <div className="sp-pane-body">
        <div className="sp-toolbar sp-capture-bar"><CaptureButton origin="listing" /></div>
        <CapturePanel origin="listing" />
        <BundledLine previewProfile={profile?.id} />
        {!record || !catalog ? <Empty>Open a project to see its listing.</Empty> : (
          <>
            {tab === 'listing' && <ListingTextView />}
            {tab === 'skills' && <FatesView record={record} catalog={catalog} profile={profile} />}
            {tab === 'budget' && (
              <div className="sp-view">
                <BudgetMeter record={record} />
                <BudgetPanel resolved={resolved} record={record} />
                <BudgetChart record={record} catalog={catalog} />
              </div>
            )}
            {tab === 'changes' && <ChangesView />}
            {tab === 'usage' && <UsageView record={record} profile={profile} usage={usage} />}
          </>
        )}
      </div>
    </div>
  );
}
