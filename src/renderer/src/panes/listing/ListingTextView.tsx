/**
 * The "Listing" view: the exact text the model sees for the effective catalog
 * (unsaved buffers overlaid) under the preview profile, with Copy and Export,
 * and an optional side-by-side comparison with a second profile.
 */
import { useListingStore, type ProfileChoice } from '../../stores/listing';
import { useCatalogStore } from '../../stores/catalog';
import type { ListingRecord } from '../../../../shared/engine/types';
import { useListingFor, usePreviewChoice } from './useListing';
import { ProfilePicker, choiceLabel } from './ProfilePicker';
import { BudgetMeter } from './BudgetMeter';
import { CopyButton, Empty } from './ui';
import { downloadText } from './lib/download';

function ListingColumn({ choice, testId }: { choice: ProfileChoice; testId: string }) {
  const { record } = useListingFor(choice);
  if (!record) return <Empty>No project loaded.</Empty>;
  return (
    <div className="sp-column" data-testid={testId}>
      <div className="sp-column-head">
        <strong>{choiceLabel(choice)}</strong>
        <div className="sp-actions">
          <CopyButton text={record.text} testId={`${testId}-copy`} />
          <button type="button" className="sp-btn" data-testid={`${testId}-export`}
            onClick={() => downloadText(`listing-${choice.id}${choice.id === 'claude-code' ? `-${choice.version}` : ''}.txt`, record.text)}>Export .txt</button>
        </div>
      </div>
      <BudgetMeter record={record} />
      <Diagnostics record={record} />
      {record.text
        ? <pre className="sp-listing" data-testid={`${testId}-text`}>{record.text}</pre>
        : <Empty>The listing is empty: the model sees no skills.</Empty>}
    </div>
  );
}

function Diagnostics({ record }: { record: ListingRecord }) {
  if (!record.diagnostics.length) return null;
  return (
    <ul className="sp-diags">
      {record.diagnostics.map((d, i) => <li key={i} className={`sp-diag sp-${d.severity}`}><code>{d.code}</code> {d.message}</li>)}
    </ul>
  );
}

/** The listing text view with profile switcher and side-by-side compare. */
export function ListingTextView() {
  const choice = usePreviewChoice();
  const preview = useListingStore((s) => s.preview);
  const compare = useListingStore((s) => s.compare);
  const setPreview = useListingStore((s) => s.setPreview);
  const setCompare = useListingStore((s) => s.setCompare);
  const activeId = useCatalogStore((s) => s.profileId);
  return (
    <div className="sp-view">
      <div className="sp-toolbar">
        <ProfilePicker label="Preview as" value={preview ?? choice} onChange={setPreview} testId="preview-profile" />
        <ProfilePicker label="Compare with" value={compare} onChange={setCompare} allowNone="(no comparison)" testId="compare-profile" />
      </div>
      {(choice.id !== activeId || (compare && compare.id !== activeId)) && (
        <p className="sp-note">Skills are discovered by the active profile ({activeId}); other profiles here apply their own listing format, order and budget to that same set.</p>
      )}
      <div className={compare ? 'sp-side-by-side' : ''}>
        <ListingColumn choice={choice} testId="listing-main" />
        {compare && <ListingColumn choice={compare} testId="listing-compare" />}
      </div>
    </div>
  );
}
