/**
 * Explain pane: pick any skill or type any name, including one that does not
 * exist, and read the plain-words chain of why it is (or is not) listed and
 * invocable. Unknown names get the closest names and look-alike files.
 * Mounted by the shell with no props.
 */
import { useEffect, useMemo } from 'react';
import { profileKey, profileVerification } from '../../../../shared/engine';
import { openFile } from '../../actions/files';
import { scheduleExplainUnder } from '../../actions/explain';
import { useCatalogStore } from '../../stores/catalog';
import { useListingStore } from '../../stores/listing';
import type { Explanation } from '../../engine';
import { Badge, CopyButton, Empty, Section } from '../listing/ui';
import { useExplanation } from './useExplain';
import { ProfilePicker, choiceLabel } from '../listing/ProfilePicker';
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
  const appId = useCatalogStore((s) => s.profileId);
  const appVersion = useCatalogStore((s) => s.version);
  const generation = useCatalogStore((s) => s.snapshot?.generation);
  const overlays = useCatalogStore((s) => s.overlays);
  const chosen = useListingStore((s) => s.explainProfile);
  const setChosen = useListingStore((s) => s.setExplainProfile);
  const remote = useListingStore((s) => s.explainRemote);
  // Another harness than the app's: main explains it from that harness's own scan of the same folders.
  const otherKey = chosen ? profileKey(chosen.id, chosen.version) : null;
  const other = chosen && otherKey !== profileKey(appId, appVersion) ? chosen : null;
  const q = name.trim();
  useEffect(() => { if (other && q) scheduleExplainUnder(q, other); }, [other?.id, other?.version, q, generation, overlays]); // eslint-disable-line react-hooks/exhaustive-deps
  const local = useExplanation(other ? '' : q);
  const ex = other ? (remote && remote.name === q && remote.key === otherKey ? remote.result : null) : local;
  const shown = other ?? { id: appId, version: appVersion };
  // The pick list is the app's catalog: under another harness its statuses would mislead, so they are left out.
  const pickOptions = useMemo(() => catalog?.skills.map((s) => <option key={`${s.path}|${s.id}`} value={s.id}>{s.id} — {other ? '' : `${s.status} `}({s.scope})</option>), [catalog, !other]); // eslint-disable-line react-hooks/exhaustive-deps
  const verification = profileVerification(shown.id);
  // The pick list and the name suggestions depend only on the catalog: built once per catalog,
  // not on every keystroke in the name field (5,000 skills = 10,000 <option>s).
  const ids = useMemo(() => new Set(catalog?.skills.map((s) => s.id) ?? []), [catalog]);

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
          <div className="sp-row">
            <ProfilePicker label="Harness" value={shown} testId="explain-profile"
              onChange={(c) => setChosen(c && profileKey(c.id, c.version) !== profileKey(appId, appVersion) ? c : null)} />
            <Badge kind={`verify-${verification.level}`} title={`Sources: ${verification.sources.join('; ')}`}>{verification.label}</Badge>
          </div>
          {other && remote?.error && <div className="field-error" role="alert">{remote.error}</div>}
          {other && q && !ex && remote?.loading && <Empty>Scanning the folders as {choiceLabel(other)} reads them…</Empty>}
          {!ex && !q && <Empty>Pick a skill or type a name to see why it is, or is not, in the listing.</Empty>}
          {ex && (
            <Section title={`Why: ${name}`} testId="explain-result" actions={<CopyButton text={ex.text} />}>
              <Matches ex={ex} />
              <pre className="sp-explain" data-testid="explain-text">{ex.text}</pre>
              <div className="sp-small sp-muted" data-testid="explain-under">{other
                ? `Explained under ${choiceLabel(other)}, from its own scan of the same folders (unsaved edits included); the app keeps ${choiceLabel({ id: appId, version: appVersion })}.`
                : 'Explained on the effective catalog (unsaved edits included) with the listing as previewed.'}</div>
            </Section>
          )}
          {ex && <NotFound ex={ex} />}
        </div>
      </div>
    </div>
  );
}
