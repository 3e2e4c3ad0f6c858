/**
 * A context menu (issue 16 §4, §5): a fixed-position `menu` at a point, with
 * the first item focused; Up/Down/Home/End move, Enter or a click runs an
 * item, Escape, Tab or a click outside closes it. The caller owns where it is
 * open and gets `onClose` to restore its focus.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuItem { id: string; label: string; hint?: string; danger?: boolean; disabled?: boolean; run(): void }

export default function ContextMenu({ x, y, items, label, onClose }: { x: number; y: number; items: MenuItem[]; label: string; onClose(): void }) {
  const ref = useRef<HTMLUListElement>(null);
  const enabled = items.map((it, i) => (it.disabled ? -1 : i)).filter((i) => i >= 0);
  const [focus, setFocus] = useState(enabled[0] ?? 0);
  const [pos, setPos] = useState({ x, y });
  // Keep the menu inside the window.
  useLayoutEffect(() => {
    const r = ref.current?.getBoundingClientRect();
    if (!r) return;
    setPos({ x: Math.max(0, Math.min(x, innerWidth - r.width - 4)), y: Math.max(0, Math.min(y, innerHeight - r.height - 4)) });
  }, [x, y]);
  useEffect(() => { (ref.current?.children[focus] as HTMLElement | undefined)?.focus(); }, [focus]);
  useEffect(() => {
    const down = (e: MouseEvent) => { if (!ref.current?.contains(e.target as Node)) onClose(); };
    window.addEventListener('mousedown', down, true);
    return () => window.removeEventListener('mousedown', down, true);
  }, [onClose]);
  const run = (it: MenuItem) => { if (it.disabled) return; onClose(); it.run(); };
  const onKey = (e: KeyboardEvent) => {
    const k = enabled.indexOf(focus);
    const move = (j: number) => { e.preventDefault(); setFocus(enabled[(j + enabled.length) % enabled.length]!); };
    if (e.key === 'ArrowDown') move(k + 1);
    else if (e.key === 'ArrowUp') move(k - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(enabled.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') { e.preventDefault(); e.stopPropagation(); onClose(); }
    else if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); e.stopPropagation(); if (items[focus]) run(items[focus]!); }
  };
  return (
    <ul ref={ref} className="context-menu" role="menu" aria-label={label} data-testid="context-menu" style={{ left: pos.x, top: pos.y }} onKeyDown={onKey}
      onContextMenu={(e) => e.preventDefault()}>
      {items.map((it, i) => (
        <li key={it.id} role="menuitem" tabIndex={-1} aria-disabled={it.disabled || undefined} data-testid={`menu-${it.id}`}
          className={`${it.danger ? 'danger' : ''}${i === focus ? ' focused' : ''}`} onMouseEnter={() => !it.disabled && setFocus(i)} onClick={() => run(it)}>
          <span>{it.label}</span>{it.hint && <kbd>{it.hint}</kbd>}
        </li>
      ))}
    </ul>
  );
}
