/**
 * Files Claude Code has touched so far (`paths` activation): an editable
 * list that reconfigures the catalog in main (`setTouchedFiles`).
 */
import { useState } from 'react';
import { useCatalogStore } from '../../stores/catalog';
import { setTouchedFiles } from '../../actions/catalog';

const NONE: string[] = [];

/** Editable touched-files list; `mode` says how the active profile activates `paths`. */
export function TouchedFiles({ mode }: { mode: 'cc-touched' | 'cb-worktree' | 'none' }) {
  const touched = useCatalogStore((s) => s.snapshot?.roots.touched ?? NONE);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (mode === 'none') return <p className="sp-muted sp-small">This profile ignores <code>paths</code>.</p>;
  if (mode === 'cb-worktree') {
    return <p className="sp-muted sp-small" data-testid="worktree-note">codebot activates a skill with <code>paths</code> when the working tree already contains a matching file; add or remove files in the project to change it.</p>;
  }
  const apply = async (next: string[]) => {
    setError(null);
    try { await setTouchedFiles(next); } catch (e) { setError(String((e as Error).message ?? e)); }
  };
  return (
    <div className="sp-touched" data-testid="touched-files">
      <div className="sp-small sp-muted">Files Claude Code has read, written or edited so far (relative to cwd). A skill with <code>paths</code> becomes active once one matches.</div>
      <ul className="sp-plain">
        {touched.map((f) => (
          <li key={f}><code>{f}</code> <button type="button" className="sp-link" aria-label={`remove ${f}`} onClick={() => void apply(touched.filter((x) => x !== f))}>remove</button></li>
        ))}
      </ul>
      <form className="sp-row" onSubmit={(e) => { e.preventDefault(); const v = draft.trim(); if (v && !touched.includes(v)) void apply([...touched, v]); setDraft(''); }}>
        <input data-testid="touched-input" value={draft} placeholder="src/app.ts" onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="sp-btn" data-testid="touched-add">Touch file</button>
      </form>
      {error && <div className="sp-error">{error}</div>}
    </div>
  );
}
