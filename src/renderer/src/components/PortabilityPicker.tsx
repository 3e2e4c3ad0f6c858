/**
 * The harnesses to check every open skill against (issue 17 portability
 * diagnostics): a drop-down of check boxes, one per profile, labelled with the
 * harness's name (documentation-only ones say "(approximate)"). The choice is
 * saved in settings; each chosen harness that reads a skill differently adds
 * an info diagnostic to the Problems list. The list is placed inside the
 * window (fixed position, on the side of the header with more room, scrolling
 * when even that is too short), never clipped by the window edge.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { PROFILES } from '../../../shared/engine';
import { togglePortabilityProfile } from '../actions/portability';
import { usePortabilityStore } from '../stores/portability';

/** How each profile's behaviour was learnt, in words (the record's `confidence`). */
const HOW: Record<string, string> = { measured: 'measured against the real program', source: 'read from source', seed: 'from a design seed', approximate: 'from documentation only' };

const MARGIN = 8;

/**
 * Where the open list goes: above or below `anchor`, whichever has more room,
 * right-aligned with it but moved left or right to stay `MARGIN` px inside the
 * window; `maxHeight` is the room on that side (the list scrolls beyond it).
 */
export function popoverPlace(anchor: { top: number; bottom: number; right: number }, width: number, win: { width: number; height: number }): CSSProperties {
  const above = anchor.top - MARGIN;
  const below = win.height - anchor.bottom - MARGIN;
  const left = Math.max(MARGIN, Math.min(anchor.right - width, win.width - width - MARGIN));
  return above >= below
    ? { position: 'fixed', left, bottom: win.height - anchor.top, top: 'auto', right: 'auto', maxHeight: Math.max(0, above), overflowY: 'auto' }
    : { position: 'fixed', left, top: anchor.bottom, bottom: 'auto', right: 'auto', maxHeight: Math.max(0, below), overflowY: 'auto' };
}

export default function PortabilityPicker() {
  const chosen = usePortabilityStore((s) => s.profiles);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);
  const summary = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const at = () => {
      const a = summary.current?.getBoundingClientRect();
      if (a && list.current) setPlace(popoverPlace(a, list.current.offsetWidth, { width: window.innerWidth, height: window.innerHeight }));
    };
    at();
    window.addEventListener('resize', at);
    return () => window.removeEventListener('resize', at);
  }, [open]);
  return (
    <details className="portability-picker" data-testid="portability-picker" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary ref={summary} title="Check each open skill against these harnesses: which skip it, never read its folder, cut it or name it otherwise">
        Harnesses{chosen.length ? ` (${chosen.length})` : ''}
      </summary>
      {/* Mounted only while open: a closed <details> still lays its content out in Chromium, so the
          hidden check boxes sat outside the window (layout.test.ts). */}
      {open && (
      <ul ref={list} role="group" aria-label="Harnesses to check skills against" data-testid="portability-list" style={place}>
        {PROFILES.map((p) => (
          <li key={p.id}>
            <label>
              <input type="checkbox" data-testid={`portability-${p.id}`} checked={chosen.includes(p.id)}
                onChange={(e) => togglePortabilityProfile(p.id, e.currentTarget.checked)} />
              {' '}{p.label}
              <span className="muted" data-testid={`portability-how-${p.id}`}> · {HOW[p.confidence] ?? p.confidence}</span>
            </label>
          </li>
        ))}
      </ul>
      )}
    </details>
  );
}
