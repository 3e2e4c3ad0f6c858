/** Browser: a project path field with folder completion (`project.completePath`). */
import { useEffect, useId, useState } from 'react';
import { completePath, openProject } from '../actions/project';

export default function ProjectPathField({ current }: { current: string }) {
  const [value, setValue] = useState(current);
  const [entries, setEntries] = useState<string[]>([]);
  const listId = useId();
  useEffect(() => setValue(current), [current]);
  useEffect(() => {
    if (!value || value === current) { setEntries([]); return; }
    let live = true;
    const t = setTimeout(() => { void completePath(value).then((e) => { if (live) setEntries(e); }); }, 120);
    return () => { live = false; clearTimeout(t); };
  }, [value, current]);
  return (
    <form className="project" onSubmit={(e) => {
      e.preventDefault();
      // A failed Open (missing folder, not a folder) puts the current project back in the field.
      if (value && value !== current) void openProject(value).then((ok) => { if (!ok) setValue(current); });
    }}>
      <input className="project-input" aria-label="Project folder" data-testid="project-path" list={listId} value={value}
        spellCheck={false} onChange={(e) => setValue(e.target.value)} title="Type a folder path; Enter opens it" />
      <datalist id={listId}>{entries.map((e) => <option key={e} value={e} />)}</datalist>
      <button type="submit" data-testid="open-project" disabled={!value || value === current}>Open</button>
    </form>
  );
}
