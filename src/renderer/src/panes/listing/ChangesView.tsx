/**
 * "What changed": the listing before (saved files) and after the unsaved
 * edits, as a line diff, with the other skills that lost space named.
 */
import { useMemo } from 'react';
import { useListingFor, usePreviewChoice, useEditedPaths } from './useListing';
import { diffLines, hasChanges } from './lib/lineDiff';
import { collateralSentence, listingImpact, type EntryImpact } from './lib/impact';
import { Badge, Empty, Section } from './ui';

const KIND_WORDS: Record<EntryImpact['kind'], string> = {
  shorter: 'shorter', longer: 'longer', dropped: 'dropped', added: 'added', 'name-only': 'name only now', restored: 'description back', changed: 'text changed',
};

/** The diff view. */
export function ChangesView() {
  const choice = usePreviewChoice();
  const before = useListingFor(choice, 'baseline').record;
  const after = useListingFor(choice, 'effective').record;
  const edited = useEditedPaths();
  const diff = useMemo(() => (before && after ? diffLines(before.text, after.text) : []), [before, after]);
  const impacts = useMemo(() => (before && after ? listingImpact(before, after, edited) : []), [before, after, edited]);
  if (!before || !after) return <Empty>No project loaded.</Empty>;
  if (!edited.length) return <Empty>No unsaved edits: the listing is the same as on disk.</Empty>;
  const sentence = collateralSentence(impacts);
  return (
    <div className="sp-view" data-testid="changes-view">
      <p className="sp-small">Unsaved: {edited.map((p) => <code key={p}>{p}</code>)} · used {before.used.toLocaleString('en-US')} → {after.used.toLocaleString('en-US')}</p>
      {sentence && <p className="sp-warn" data-testid="collateral">{sentence}</p>}
      {impacts.length > 0 && (
        <ul className="sp-plain" data-testid="impacts">
          {impacts.map((i) => (
            <li key={`${i.path}|${i.id}`} data-testid="impact" data-kind={i.kind}>
              <Badge kind={i.kind === 'dropped' || i.kind === 'shorter' || i.kind === 'name-only' ? 'shortened' : 'full'}>{KIND_WORDS[i.kind]}</Badge>{' '}
              <strong>{i.id}</strong>{i.edited && <span className="sp-muted"> (edited)</span>}{' '}
              <span className="sp-muted">{i.before ? `${i.before.fate} ${i.before.cost}` : 'absent'} → {i.after ? `${i.after.fate} ${i.after.cost}` : 'absent'}</span>
            </li>
          ))}
        </ul>
      )}
      <Section title="Listing diff (saved → with unsaved edits)">
        {hasChanges(diff) ? (
          <pre className="sp-diff" data-testid="listing-diff">
            {diff.map((l, i) => <div key={i} className={`sp-diff-${l.kind}`}>{l.kind === 'add' ? '+ ' : l.kind === 'del' ? '- ' : '  '}{l.text}</div>)}
          </pre>
        ) : <Empty>The edits do not change the listing text.</Empty>}
      </Section>
    </div>
  );
}
