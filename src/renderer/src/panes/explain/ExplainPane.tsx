/**
 * Explain pane: pick any skill or type any name, including one that does not
 * exist, and read the plain-words chain of why it is (or is not) listed and
 * invocable. Unknown names get the closest names and look-alike files.
 * Mounted by the shell with no props.
 */
import { useCatalogStore } from '../../stores/catalog';
import { useEditorStore } from '../../stores/editor';
import { useListingStore } from '../../stores/listing';
import { Badge, CopyButton, Empty, Section } from '../listing/ui';
import { allNames, closestNames, lookAlikeFiles, nameExists } from './lib/closest';
import { useExplanation } from './useExplain';
import '../listing/panes.css';

function NotFound({ name }: { name: string }) {
  const catalog = useCatalogStore((s) => s.effective);
  const setName = useListingStore((s) => s.setExplainTarget);
  const open = useEditorStore((s) => s.open);
  if (!catalog || nameExists(catalog, name)) return null;
  const close = closestNames(catalog, name);
  const files = lookAlikeFiles(catalog, name);
  return (
    <Section title="No skill answers to this name" testId="explain-not-found">
      {close.length > 0
        ? <div data-testid="closest-names">Closest names: {close.map((n) => <button key={n} type="button" className="sp-link" onClick={() => setName(n)}>{n}</button>)}</div>
        : <div className="sp-muted">No similar names in the catalog.</div>}
      {files.length > 0 && (
        <ul className="sp-plain" data-testid="lookalike-files">
          {files.map((f) => (
            <li key={f.path}><Badge kind="not-discovered">not discovered</Badge> <button type="button" className="sp-link" onClick={() => void open(f.path)}><code>{f.path}</code></button>
              <div className="sp-reason">{f.diagnostics.map((d) => d.message).join(' · ')}</div></li>
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
  const { text, source, error } = useExplanation(name.trim());
  const names = catalog ? allNames(catalog) : [];
  return (
    <div className="sp-pane" data-testid="explain-pane">
      <div className="sp-pane-body">
        <div className="sp-view">
          <div className="sp-row">
            <label className="sp-field sp-inline"><span>Skill</span>
              <select data-testid="explain-pick" value={names.includes(name) ? name : ''} onChange={(e) => setName(e.target.value)}>
                <option value="">(pick a skill)</option>
                {catalog?.skills.map((s) => <option key={`${s.path}|${s.id}`} value={s.id}>{s.id} — {s.status}</option>)}
              </select></label>
            <label className="sp-field sp-inline"><span>or any name</span>
              <input data-testid="explain-name" value={name} placeholder="e.g. deploy" list="sp-explain-names" onChange={(e) => setName(e.target.value)} /></label>
            <datalist id="sp-explain-names">{names.map((n) => <option key={n} value={n} />)}</datalist>
          </div>
          {!name.trim() && <Empty>Pick a skill or type a name to see why it is, or is not, in the listing.</Empty>}
          {error && <div className="sp-error">{error}</div>}
          {text && (
            <Section title={`Why: ${name}`} testId="explain-result" actions={<CopyButton text={text} />}>
              <pre className="sp-explain" data-testid="explain-text">{text}</pre>
              <div className="sp-small sp-muted">Explained {source === 'renderer' ? 'on the effective catalog (unsaved edits included)' : 'by the main process'}.</div>
            </Section>
          )}
          {name.trim() && <NotFound name={name.trim()} />}
        </div>
      </div>
    </div>
  );
}
