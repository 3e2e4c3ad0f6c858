/**
 * Every skill's fate with a badge and the reason: what the budget did to the
 * listed ones, and why the rest are hidden, inactive, shadowed, failed or not
 * discovered at all. Inactive skills come with the touched-files editor.
 */
import { openFile } from '../../actions/files';
import { useListingStore } from '../../stores/listing';
import { useUiStore } from '../../stores/ui';
import type { Catalog, ListingRecord } from '../../../../shared/engine';
import type { Profile } from '../../engine';
import { FATE_LABEL, buildFateRows, countKinds, type FateKind, type FateRow } from './lib/fates';
import { TouchedFiles } from './TouchedFiles';
import { Badge, Empty, Section } from './ui';

const ORDER: FateKind[] = ['full', 'shortened', 'name-only', 'omitted', 'hidden', 'inactive', 'shadowed', 'error', 'not-discovered'];

function Row({ row }: { row: FateRow }) {
  const open = openFile;
  const setExplain = useListingStore((s) => s.setExplainTarget);
  const setRightTab = useUiStore((s) => s.setRightTab);
  return (
    <li className="sp-fate" data-testid="fate-row" data-kind={row.kind} data-name={row.name}>
      <div className="sp-fate-head">
        <Badge kind={row.kind}>{FATE_LABEL[row.kind]}</Badge>
        <button type="button" className="sp-link sp-name" title={row.path} onClick={() => void open(row.path)}>{row.name}</button>
        {row.scope && <span className="sp-scope">{row.scope}</span>}
        {row.kind !== 'not-discovered' && <button type="button" className="sp-link sp-right" onClick={() => { setExplain(row.name); setRightTab('explain'); }}>why?</button>}
      </div>
      {row.reasons.length > 0 && <div className="sp-reason" data-testid="fate-reason">{row.reasons.join(' · ')}</div>}
      {row.kind === 'shortened' && row.cutTail && (
        <div className="sp-entry-text" data-testid="cut-tail">{(row.text ?? '').replace(/…$/, '')}<del title="cut by the budget or the per-entry cap">{row.cutTail}</del><span className="sp-muted" title="the harness ends the cut entry with …"> …</span></div>
      )}
      {row.shadowedBy && <div className="sp-reason">by <code>{row.shadowedBy.path}</code>{row.shadowedBy.scope && <> ({row.shadowedBy.scope} scope)</>}</div>}
      {row.paths && row.paths.length > 0 && <div className="sp-reason">paths: {row.paths.map((p) => <code key={p}>{p}</code>)}</div>}
    </li>
  );
}

/** The fates list for `record` over `catalog`. */
export function FatesView({ record, catalog, profile }: { record: ListingRecord; catalog: Catalog; profile: Profile }) {
  const rows = buildFateRows(catalog, record);
  const counts = countKinds(rows);
  const hasInactive = rows.some((r) => r.kind === 'inactive') || profile.discovery.pathsActivation !== 'none';
  return (
    <div className="sp-view">
      <div className="sp-chips" data-testid="fate-summary">
        {ORDER.filter((k) => counts[k]).map((k) => <Badge key={k} kind={k}>{counts[k]} {FATE_LABEL[k]}</Badge>)}
      </div>
      {rows.length ? <ul className="sp-fates">{rows.map((r) => <Row key={r.key} row={r} />)}</ul> : <Empty>No skills found in any root.</Empty>}
      {hasInactive && (
        <Section title="paths activation" testId="paths-activation">
          <TouchedFiles mode={profile.discovery.pathsActivation} />
        </Section>
      )}
    </div>
  );
}
