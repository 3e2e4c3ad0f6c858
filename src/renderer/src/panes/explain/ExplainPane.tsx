/**
 * Explain pane: pick any skill or type any name, including one that does not
 * exist, and read the plain-words chain of why it is (or is not) listed and
 * invocable. Unknown names get the closest names and look-alike files.
 * Mounted by the shell with no props.
 */
import { useMemo } from 'react';
import { openFile } from '../../actions/files';
import { useCatalogStore } from '../../stores/catalog';
import { useListingStore } from '../../stores/listing';
import type { Explanation } from '../../engine';
import { Badge, CopyButton, Empty, Section } from '../listing/ui';
import { useExplanation } from './useExplain';
import '../listing/panes.css';

function Matches({ ex }: { ex: Explanation }) {
  const open = openFile;
  if (!ex.matches.length) return null;
  return (
    <ul className="sp-plain" data-testid="explain-matches">
      {ex.matches.map((m) => (
        <li key={m.path}>
          <Badge kind={m.status === 'listed' ? (m.fate ?? 'full') : m.status}>{m.status}{m.fate ? ` · ${m.fate}` : ''}</Badge>{' '}
          <button type="button" className="sp-link" title={m.path} onClick={() => void open(m.path)}><strong>{m.id}</strong></button>
          <span className="sp-scope">{m.scope}</span>{m.reached && <span className="sp-muted sp-small"> · /{m.id} reaches this file</span>}
        </li>
      ))}
    </ul>
  );
}

function NotFound({ ex }: { ex: Explanation }) {
  const setName = useListingStore((s) => s.setExplainTarget);
  const open = openFile;
  if (ex.matches.length) return null;
  return (
    <Section title="No skill answers to this name" testId="explain-not-found">
      {ex.suggestions.length > 0
        ? <div data-testid="closest-names">Closest names: {ex.suggestions.map((n) => <button key={n} type="button" className="sp-link" onClick={() => setName(n)}>{n}</button>)}</div>
        : <div className="sp-muted">No similar names in the catalog.</div>}
      {ex.lookAlikes.length > 0 && (
        <ul className="sp-plain" data-testid="lookalike-files">
          {ex.lookAlikes.map((f) => (
            <li key={f.path}><Badge kind="not-discovered">not discovered</Badge> <button type="button" className="sp-link" onClick={() => void open(f.path)}><code>{f.path}</code></button>
              <span className="sp-muted sp-small"> {f.codes.join(', ')}</span></li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The explain pane (default export, no props). */
export default function ExplainPane() {
  const name = useListingStore((s) => s.explainTarget);
  const setName = useListingStore((s) => s.setExplainTarget);
  const catalog = useCatalogStore((s) => s.effective);
  const ex = useExplanation(name.trim());
  // The pick list and the name suggestions depend only on the catalog: built once per catalog,
  // not on every keystroke in the name field (5,000 skills = 10,000 <option>s).
  const ids = useMemo(() => new Set(catalog?.skills.map((s) => s.id) ?? []), [catalog]);
  const pickOptions = useMemo(() => catalog?.skills.map((s) => <option key={`${s.path}|${s.id}`} value={s.id}>{s.id} — {s.status} ({s.scope})</option>), [catalog]);
  const nameOptions = useMemo(() => [...ids].map((n) => <option key={n} value={n} />), [ids]);
  return (
    <div className="sp-pane" data-testid="explain-pane">
      <div className="sp-pane-body">
        <div className="sp-view">
          <div className="sp-row">
            <label className="sp-field sp-inline"><span>Skill</span>
              <select data-testid="explain-pick" value={ids.has(name) ? name : ''} onChange={(e) => setName(e.target.value)}>
                <option value="">(pick a skill)</option>
                {pickOptions}
              </select></label>
            <label className="sp-field sp-inline"><span>or any name</span>
              <input data-testid="explain-name" value={name} placeholder="e.g. deploy" list="sp-explain-names" onChange={(e) => setName(e.target.value)} /></label>
            <datalist id="sp-explain-names">{nameOptions}</datalist>
          </div>
          {!ex && <Empty>Pick a skill or type a name to see why it is, or is not, in the listing.</Empty>}
          {ex && (
            <Section title={`Why: ${name}`} testId="explain-result" actions={<CopyButton text={ex.text} />}>
              <Matches ex={ex} />
              <pre className="sp-explain" data-testid="explain-text">{ex.text}</pre>
              <div className="sp-small sp-muted">Explained on the effective catalog (unsaved edits included) with the listing as previewed.</div>
            </Section>
          )}
          {ex && <NotFound ex={ex} />}
        </div>
      </div>
    </div>
  );
}
