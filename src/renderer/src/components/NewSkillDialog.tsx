/** New skill from a template: name validated live, scope root from the snapshot's writable roots. */
import { useEffect, useMemo, useState } from 'react';
import { createSkill } from '../actions/skills';
import { useCatalogStore } from '../stores/catalog';
import { useUiStore } from '../stores/ui';
import { basename, dirname } from '../utils/paths';
import { validateSkillName } from '../utils/skillName';

const NO_ROOTS: { scope: string; path: string }[] = [];

export default function NewSkillDialog() {
  const open = useUiStore((s) => s.newSkillOpen);
  const setOpen = useUiStore((s) => s.setNewSkill);
  const snapshotRoots = useCatalogStore((s) => s.snapshot?.writableRoots);
  const roots = snapshotRoots ?? NO_ROOTS;
  const profileId = useCatalogStore((s) => s.profileId);
  // Only while open: the catalog changes with every keystroke in the editor.
  const skills = useCatalogStore((s) => (open ? s.effective?.skills : undefined));
  const [name, setName] = useState('');
  const [root, setRoot] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // Default to the project's own skills folder: where a new skill usually belongs.
    if (open) { setName(''); setRoot((roots.find((r) => r.scope === 'project') ?? roots[0])?.path ?? ''); }
  }, [open]);
  const taken = useMemo(() => (skills ?? []).filter((s) => s.dir && dirname(s.dir) === root).map((s) => basename(s.dir!)), [skills, root]);
  if (!open) return null;
  const error = validateSkillName(name, profileId, taken);
  const submit = async () => {
    if (error || !root) return;
    setBusy(true);
    const ok = await createSkill(root, name);
    setBusy(false);
    if (ok) setOpen(false);
  };
  return (
    <div className="overlay" onMouseDown={() => setOpen(false)}>
      <form className="dialog" role="dialog" aria-modal="true" aria-label="New skill" data-testid="new-skill-dialog"
        onMouseDown={(e) => e.stopPropagation()} onKeyDown={(e) => { if (e.key === 'Escape') setOpen(false); }}
        onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <h2>New skill</h2>
        <label className="field col">
          <span>Name (folder name)</span>
          <input autoFocus value={name} onChange={(e) => setName(e.target.value)} aria-label="Skill name" data-testid="new-skill-name"
            placeholder="e.g. review-pr" aria-invalid={!!name && !!error} spellCheck={false} />
          <span className={name && error ? 'field-error' : 'muted'} role="status" data-testid="new-skill-error">
            {name && error ? error : `Rules of the ${profileId} profile.`}
          </span>
        </label>
        <label className="field col">
          <span>Where</span>
          <select value={root} onChange={(e) => setRoot(e.target.value)} aria-label="Scope root" data-testid="new-skill-root">
            {roots.map((r) => <option key={r.path} value={r.path}>{r.scope}: {r.path}</option>)}
          </select>
          {roots.length === 0 && <span className="field-error">No writable skills folder in this project.</span>}
        </label>
        <div className="buttons">
          <button type="submit" className="primary" disabled={!!error || !root || busy} data-testid="new-skill-create">Create</button>
          <button type="button" onClick={() => setOpen(false)}>Cancel</button>
        </div>
      </form>
    </div>
  );
}
