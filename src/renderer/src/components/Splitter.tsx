/**
 * A splitter between two panes (issue 16 §3): drag with the pointer, or focus
 * it and use the arrow keys (Shift: bigger steps), Home/End for the limits;
 * double-click restores the default size. It only reports sizes; the caller
 * decides which pane it sizes and where that is kept. ARIA: a focusable
 * `separator` with its value range (WAI-ARIA window splitter pattern).
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

export interface SplitterProps {
  /** `vertical`: a vertical bar between side-by-side panes (resizes a width); `horizontal`: between stacked panes. */
  orientation: 'vertical' | 'horizontal';
  /** The sized pane's current size in px. */
  value: number;
  min: number;
  max: number;
  defaultValue: number;
  /**
   * +1 when moving the pointer right/down grows the sized pane (it is left of or
   * above the splitter), -1 when it shrinks it (the pane is right of or below).
   */
  direction: 1 | -1;
  label: string;
  testId?: string;
  /** A new size while dragging or on a key. */
  onResize(px: number): void;
  /** The drag or key press is done: persist. */
  onCommit(): void;
}

const STEP = 10;
const BIG_STEP = 50;

export default function Splitter(p: SplitterProps) {
  const drag = useRef<{ start: number; size: number } | null>(null);
  const horizontal = p.orientation === 'horizontal';
  const at = (e: PointerEvent) => (horizontal ? e.clientY : e.clientX);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: at(e), size: p.value };
    document.body.classList.add(horizontal ? 'resizing-rows' : 'resizing-cols');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    p.onResize(drag.current.size + p.direction * (at(e) - drag.current.start));
  };
  const end = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    document.body.classList.remove('resizing-rows', 'resizing-cols');
    p.onCommit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? BIG_STEP : STEP;
    const grow: Record<string, number> = horizontal ? { ArrowDown: 1, ArrowUp: -1 } : { ArrowRight: 1, ArrowLeft: -1 };
    const d = grow[e.key];
    let next: number | null = null;
    if (d !== undefined) next = p.value + d * p.direction * step;
    else if (e.key === 'Home') next = p.min;
    else if (e.key === 'End') next = p.max;
    else if (e.key === 'Enter') next = p.defaultValue;
    if (next === null) return;
    e.preventDefault();
    p.onResize(next);
    p.onCommit();
  };
  return (
    <div className={`splitter ${p.orientation}`} role="separator" tabIndex={0} aria-orientation={p.orientation}
      aria-label={p.label} aria-valuenow={Math.round(p.value)} aria-valuemin={p.min} aria-valuemax={p.max} data-testid={p.testId}
      title={`${p.label}: drag, or focus and use the arrow keys; double-click for the default size`}
      onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={end} onPointerCancel={end} onKeyDown={onKeyDown}
      onDoubleClick={() => { p.onResize(p.defaultValue); p.onCommit(); }} />
  );
}
