/**
 * Usage what-if: pick real usage (the snapshot), a local what-if table, or
 * none; record simulated invocations with dates; see the order and the
 * usage-priority truncation change (CC latest priority mode, codebot order).
 */
import { useState } from 'react';
import { useCatalogStore } from '../../stores/catalog';
import { useListingStore, type UsageSource } from '../../stores/listing';
import { saveUsage } from '../../actions/catalog';
import { usageScore, type Profile } from '../../engine';
import type { ListingRecord, UsageRecords } from '../../../../shared/engine';
import { Badge, Section } from './ui';

const toInputDate = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60000).toISOString().slice(0, 16);
const fromInputDate = (s: string) => new Date(s).getTime();

function SourcePicker() {
  const source = useListingStore((s) => s.usageSource);
  const setSource = useListingStore((s) => s.setUsageSource);
  const opts: [UsageSource, string][] = [['none', 'No usage'], ['real', 'Real usage (Claude Code records)'], ['whatif', 'What-if table']];
  return (
    <div className="sp-seg" role="radiogroup" data-testid="usage-source">
      {opts.map(([v, l]) => <button key={v} type="button" role="radio" aria-checked={source === v} className={`sp-seg-btn${source === v ? ' sp-on' : ''}`} onClick={() => setSource(v)}>{l}</button>)}
    </div>
  );
}

function RecordForm({ names, now }: { names: string[]; now: number }) {
  const record = useListingStore((s) => s.recordWhatIf);
  const [name, setName] = useState(names[0] ?? '');
  const [at, setAt] = useState(toInputDate(now));
  return (
    <form className="sp-row" onSubmit={(e) => { e.preventDefault(); if (name) record(name, fromInputDate(at)); }}>
      <select data-testid="whatif-name" value={name} onChange={(e) => setName(e.target.value)}>{names.map((n) => <option key={n}>{n}</option>)}</select>
      <input type="datetime-local" data-testid="whatif-date" value={at} onChange={(e) => setAt(e.target.value)} />
      <button type="submit" className="sp-btn" data-testid="whatif-record">Record invocation</button>
    </form>
  );
}

/** The usage view for the preview `record` under `profile`. */
export function UsageView({ record, profile, usage }: { record: ListingRecord; profile: Profile; usage: UsageRecords | undefined }) {
  const snapshotUsage = useCatalogStore((s) => s.snapshot?.usage);
  const whatIf = useListingStore((s) => s.whatIf);
  const setWhatIf = useListingStore((s) => s.setWhatIf);
  const setRow = useListingStore((s) => s.setWhatIfRow);
  const nowSet = useListingStore((s) => s.now);
  const setNow = useListingStore((s) => s.setNow);
  const [saved, setSaved] = useState<string | null>(null);
  const now = nowSet ?? Date.now();
  const names = [...new Set(record.entries.map((e) => e.name || e.id))];
  const usesUsage = profile.listing.overflow === 'cc-priority' || profile.listing.order === 'cb-usage';
  return (
    <div className="sp-view" data-testid="usage-view">
      <p className="sp-small">{usesUsage
        ? `${profile.label} uses usage scores (count × max(0.5^(days/${profile.listing.usageHalfLifeDays}), ${profile.listing.usageFloor})) ${profile.listing.order === 'cb-usage' ? 'to order the listing' : 'to pick which descriptions survive when the budget is short'}.`
        : `${profile.label} ignores usage for the listing.`}</p>
      <SourcePicker />
      <div className="sp-row">
        <label className="sp-field sp-inline"><span>Now</span>
          <input type="datetime-local" data-testid="usage-now" value={toInputDate(now)} onChange={(e) => setNow(e.target.value ? fromInputDate(e.target.value) : null)} /></label>
        {nowSet !== null && <button type="button" className="sp-link" onClick={() => setNow(null)}>use current time</button>}
      </div>
      <Section title="What-if table" actions={<>
        <button type="button" className="sp-btn" data-testid="whatif-load-real" onClick={() => setWhatIf({ ...(snapshotUsage ?? {}) })}>Load real usage</button>
        <button type="button" className="sp-btn" onClick={() => setWhatIf({})}>Clear</button>
        <button type="button" className="sp-btn" data-testid="whatif-save" title="usage.set: store this table as the app's usage records"
          onClick={() => void saveUsage(whatIf).then(() => setSaved('Saved as the app\'s usage records.'), (e) => setSaved(String(e)))}>Save as usage records</button>
      </>}>
        <RecordForm names={names} now={now} />
        {saved && <p className="sp-small sp-muted">{saved}</p>}
        <table className="sp-table" data-testid="whatif-table">
          <thead><tr><th>skill</th><th className="num">count</th><th>last used</th><th className="num">score now</th><th /></tr></thead>
          <tbody>{Object.entries(whatIf).map(([n, r]) => (
            <tr key={n}><td>{n}</td>
              <td className="num"><input type="number" min={0} value={r.usageCount} onChange={(e) => setRow(n, { ...r, usageCount: Number(e.target.value) })} /></td>
              <td>{r.lastUsedAt ? new Date(r.lastUsedAt).toLocaleString() : '—'}</td>
              <td className="num">{usageScore(r, now, profile.listing.usageHalfLifeDays, profile.listing.usageFloor).toFixed(2)}</td>
              <td><button type="button" className="sp-link" onClick={() => setRow(n, null)}>remove</button></td></tr>
          ))}</tbody>
        </table>
      </Section>
      <Section title="Resulting listing order">
        <ol className="sp-plain" data-testid="usage-order">
          {record.entries.map((e) => (
            <li key={`${e.path}|${e.id}`} data-testid="usage-entry" data-name={e.name || e.id}>
              <Badge kind={e.fate}>{e.fate}</Badge> {e.name || e.id} <span className="sp-muted">score {usageScore(usage?.[e.name] ?? usage?.[e.id], now, profile.listing.usageHalfLifeDays, profile.listing.usageFloor).toFixed(2)} · cost {e.cost}</span>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
