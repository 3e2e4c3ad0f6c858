/** Quick-open by skill name (Ctrl/Cmd+P): type part of a skill's id or name, Enter opens its SKILL.md. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFocusOnShow } from '../hooks';
import { hideQuickOpen, matchSkills, pickSkill } from '../actions/quickOpen';
import { useCatalogStore } from '../stores/catalog';
import { useQuickOpenStore } from '../stores/quickOpen';
import { relativeOrAbsolute } from '../../../shared/engine';

export default function QuickOpen() {
  const open = useQuickOpenStore((s) => s.open);
  const skills = useCatalogStore((s) => (s.effective ?? s.baseline)?.skills);
  const project = useCatalogStore((s) => s.snapshot?.roots.project);
  const [q, setQ] = useState('');
  const [sel, setSel] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const items = useMemo(() => matchSkills(skills ?? [], q), [skills, q]);
  useEffect(() => { if (open) { setQ(''); setSel(0); } }, [open]);
  useFocusOnShow(input, open);
  if (!open) return null;
  return (
    <div className="overlay" onMouseDown={hideQuickOpen}>
      <div className="palette" role="dialog" aria-label="Go to skill" data-testid="quick-open" onMouseDown={(e) => e.stopPropagation()}>
        <input ref={input} aria-label="Skill name" placeholder="Go to skill by name" value={q} data-testid="quick-open-input"
          onChange={(e) => { setQ(e.target.value); setSel(0); }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') hideQuickOpen();
            else if (e.key === 'ArrowDown') { e.preventDefault(); setSel((s) => Math.min(s + 1, items.length - 1)); }
            else if (e.key === 'ArrowUp') { e.preventDefault(); setSel((s) => Math.max(s - 1, 0)); }
            else if (e.key === 'Enter' && items[sel]) pickSkill(items[sel]!);
          }} />
        <ul role="listbox" aria-label="Skills">
          {items.map((s, i) => (
            <li key={s.path} role="option" aria-selected={i === sel} className={i === sel ? 'selected' : ''} data-testid="quick-open-item" data-name={s.id}
              onMouseEnter={() => setSel(i)} onClick={() => pickSkill(s)}>
              <span>{s.id}</span>
              <span className="muted small">{relativeOrAbsolute(s.path, project)}</span>
            </li>
          ))}
          {items.length === 0 && <li className="muted">No matching skill</li>}
        </ul>
      </div>
    </div>
  );
}
