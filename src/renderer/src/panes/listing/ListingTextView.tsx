/**
 * The "Listing" view: the exact text the model sees for the effective catalog
 * (unsaved buffers overlaid) under the preview profile, with Copy and Export,
 * and an optional side-by-side comparison with a second profile.
 */
import { Fragment, memo, useDeferredValue, useMemo, useState } from 'react';
import { useListingStore, type ProfileChoice } from '../../stores/listing';
import { useCatalogStore } from '../../stores/catalog';
import type { ListingRecord } from '../../../../shared/engine';
import { hasVersions } from '../../../../shared/engine';
import { useListingFor, usePreviewChoice } from './useListing';
import { ProfilePicker, choiceLabel } from './ProfilePicker';
import { BudgetMeter } from './BudgetMeter';
import { CopyButton, Empty } from './ui';
import { downloadText } from './lib/download';
import { groupListingDiagnostics, type DiagGroup } from './lib/diagGroups';
import { DeliveryNote, TouchDeltas } from './DeliveryView';
import { textChunks } from './lib/textChunks';
import { capLines } from '../../utils/displayCap';

const ListingChunk = memo(function ListingChunk({ text }: { text: string }) {
  return <span className="sp-listing-chunk">{text}</span>;
});

/**
 * The listing text in blocks (lib/textChunks.ts): an edit re-renders and
 * re-lays out only the block it changed. The line
 * break between two blocks is a hidden span, so `textContent` and `innerText`
 * (and a copy) are the listing text exactly, except that a line over
 * `LINE_DISPLAY_CAP` is shown cut (utils/displayCap.ts; Copy and Export give it whole).
 */
function ListingText({ text: whole, testId }: { text: string; testId: string }) {
  const text = useMemo(() => capLines(whole), [whole]);
  const chunks = useMemo(() => textChunks(text), [text]);
  if (chunks.length === 1) return <pre className="sp-listing" data-testid={testId}>{text}</pre>;
  return (
    <pre className="sp-listing" data-testid={testId}>
      {chunks.map((c, i) => <Fragment key={i}>{i > 0 && <span className="sp-listing-nl">{'\n'}</span>}<ListingChunk text={c} /></Fragment>)}
    </pre>
  );
}

function ListingColumn({ choice, testId, deltas }: { choice: ProfileChoice; testId: string; deltas?: boolean }) {
  const { record, profile, resolved } = useListingFor(choice);
  if (!record) return <Empty>No project loaded.</Empty>;
  return (
    <div className="sp-column" data-testid={testId}>
      <div className="sp-column-head">
        <strong>{choiceLabel(choice)}</strong>
        <div className="sp-actions">
          <CopyButton text={record.text} testId={`${testId}-copy`} />
          <button type="button" className="sp-btn" data-testid={`${testId}-export`}
            onClick={() => downloadText(`listing-${choice.id}${hasVersions(choice.id) ? `-${choice.version}` : ''}.txt`, record.text)}>Export .txt</button>
        </div>
      </div>
      <BudgetMeter record={record} />
      {record.text
        ? <ListingText text={record.text} testId={`${testId}-text`} />
        : <Empty>The listing is empty: the model sees no skills.</Empty>}
      <DeliveryNote record={record} profile={profile} testId={`${testId}-delivery`} />
      <Diagnostics record={record} testId={`${testId}-diagnostics`} />
      {deltas && <TouchDeltas profile={profile} options={resolved.options} />}
    </div>
  );
}

/** Per-skill details shown when a group is opened (bounded; the Skills tab has every one). */
const GROUP_DETAILS_MAX = 200;

/**
 * Listing-wide diagnostics as they are; per-skill ones summarised into one
 * line per code, the details collapsed (rendered only when opened).
 */
function Diagnostics({ record, testId }: { record: ListingRecord; testId: string }) {
  // Deferred: the summary follows in a pass after the keystroke's frame has painted the text.
  const diagnostics = useDeferredValue(record.diagnostics);
  const { global, groups } = useMemo(() => groupListingDiagnostics(diagnostics), [diagnostics]);
  const setTab = useListingStore((s) => s.setTab);
  if (!global.length && !groups.length) return null;
  return (
    <ul className="sp-diags" data-testid={testId}>
      {global.map((d, i) => <li key={i} className={`sp-diag sp-${d.severity}`}><code>{d.code}</code> {d.message}</li>)}
      {groups.map((g) => <DiagGroupLine key={g.code} group={g} onSkills={() => setTab('skills')} />)}
    </ul>
  );
}

function DiagGroupLine({ group, onSkills }: { group: DiagGroup; onSkills(): void }) {
  const [open, setOpen] = useState(false);
  const shown = open ? group.items.slice(0, GROUP_DETAILS_MAX) : [];
  return (
    <li className={`sp-diag sp-${group.severity}`} data-testid="listing-diag-group" data-code={group.code} data-count={group.items.length}>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary><code>{group.code}</code> {group.summary} — see <button type="button" className="sp-link" onClick={(e) => { e.preventDefault(); onSkills(); }}>Skills tab</button></summary>
        {open && (
          <ul className="sp-diags">
            {shown.map((d, i) => <li key={i} className={`sp-diag sp-${d.severity}`}>{d.message}</li>)}
            {group.items.length > shown.length && <li className="sp-diag sp-info">… and {(group.items.length - shown.length).toLocaleString('en-US')} more in the Skills tab.</li>}
          </ul>
        )}
      </details>
    </li>
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
        <ListingColumn choice={choice} testId="listing-main" deltas />
        {compare && <ListingColumn choice={compare} testId="listing-compare" />}
      </div>
    </div>
  );
}
