/** Command palette (Ctrl/Cmd+Shift+P): every command with its shortcut, filtered as you type. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFocusOnShow } from '../hooks';
import { COMMANDS, formatShortcut, runCommand } from '../commands';
import { useUiStore } from '../stores/ui';

export default function CommandPalette() {
  const open = useUiStore((s) => s.paletteOpen);
  const setOpen = useUiStore((s) => s.setPalette);
  const [q, setQ] = useState('');
  const [sel, setSel] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const items = useMemo(() => {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    return COMMANDS.filter((c) => words.every((w) => c.title.toLowerCase().includes(w) || c.id.includes(w)));
  }, [q]);
  useEffect(() => { if (open) { setQ(''); setSel(0); } }, [open]);
  useFocusOnShow(input, open);
  if (!open) return null;
  const run = (id: string) => { setOpen(false); runCommand(id); };
  return (
    <div className="overlay" onMouseDown={() => setOpen(false)}>
      <div className="palette" role="dialog" aria-label="Command palette" data-testid="palette" onMouseDown={(e) => e.stopPropagation()}>
        <input ref={input} aria-label="Type a command" placeholder="Type a command" value={q}
          onChange={(e) => { setQ(e.target.value); setSel(0); }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
            else if (e.key === 'ArrowDown') { e.preventDefault(); setSel((s) => Math.min(s + 1, items.length - 1)); }
            else if (e.key === 'ArrowUp') { e.preventDefault(); setSel((s) => Math.max(s - 1, 0)); }
            else if (e.key === 'Enter' && items[sel]) run(items[sel]!.id);
          }} />
        <ul role="listbox" aria-label="Commands">
          {items.map((c, i) => (
            <li key={c.id} role="option" aria-selected={i === sel} className={i === sel ? 'selected' : ''} data-testid="palette-item"
              onMouseEnter={() => setSel(i)} onClick={() => run(c.id)}>
              <span>{c.title}</span>
              {c.shortcut && <kbd>{formatShortcut(c.shortcut)}</kbd>}
            </li>
          ))}
          {items.length === 0 && <li className="muted">No matching command</li>}
        </ul>
      </div>
    </div>
  );
}
