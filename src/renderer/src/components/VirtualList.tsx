/**
 * A small windowed list: rows of known fixed heights (per row), rendered only
 * when they are within the scroll viewport (plus an overscan margin), with
 * spacers above and below so the scrollbar is right. Below `windowFrom` rows
 * everything is rendered (small catalogs keep every row in the DOM, so find
 * in page and screen readers see them all).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type UIEvent } from 'react';

export interface VirtualListProps<T> {
  items: T[];
  height(item: T): number;
  itemKey(item: T): string;
  render(item: T): ReactNode;
  /** Render everything when there are fewer items than this. */
  windowFrom?: number;
  /** Extra pixels rendered above and below the viewport. */
  overscan?: number;
  className?: string;
  testId?: string;
  ariaLabel?: string;
  /** Rendered after the rows, inside the scroll container. */
  footer?: ReactNode;
  /** Rendered before the rows, inside the scroll container. */
  header?: ReactNode;
  /** The container's ARIA role (default `navigation`); a `tree` container takes the focus itself (tabIndex 0). */
  role?: string;
  /** `aria-activedescendant`: the id of the focused row, for a container that keeps the focus. */
  activeDescendant?: string;
  /** Scroll so that the row with this key is in view (rendered when windowed). */
  revealKey?: string | null;
  onKeyDown?(e: KeyboardEvent<HTMLDivElement>): void;
  onFocus?(e: FocusEvent<HTMLDivElement>): void;
}

/** Index of the last offset ≤ y (binary search over ascending `offsets`). */
export function indexAt(offsets: number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= y) lo = mid; else hi = mid - 1;
  }
  return lo;
}

/** Which rows [start, end) to render for a viewport at `scrollTop` of `viewport` px. */
export function visibleRange(offsets: number[], total: number, scrollTop: number, viewport: number, overscan: number): [number, number] {
  const n = offsets.length;
  if (!n) return [0, 0];
  const start = indexAt(offsets, Math.max(0, scrollTop - overscan));
  const bottom = Math.min(total, scrollTop + viewport + overscan);
  const end = Math.min(n, indexAt(offsets, bottom) + 1);
  return [start, end];
}

export default function VirtualList<T>(p: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(800);
  const windowed = p.items.length >= (p.windowFrom ?? 200);
  const { offsets, total } = useMemo(() => {
    const o = new Array<number>(p.items.length);
    let y = 0;
    for (let i = 0; i < p.items.length; i++) { o[i] = y; y += p.height(p.items[i]!); }
    return { offsets: o, total: y };
  }, [p.items, p.height]);
  const headerH = useRef<HTMLDivElement>(null);
  const rows = useRef<HTMLDivElement>(null);
  // The header's height, from the observer (never read from the DOM while rendering: that forces a layout).
  const [listTop, setListTop] = useState(0);
  const hasHeader = !!p.header;
  // Sizes come from a ResizeObserver, whose callbacks run after the browser's own layout, so
  // reading them (and scrollTop) there forces none. The rows box changes height when the content
  // shrinks (a filter): the browser then clamps scrollTop, not always with a scroll event, so it
  // is re-read there and the window matches what is shown. (A scrollTop read in a layout effect
  // after each commit forced a layout of the whole page: 470 ms at start-up with 2,000 skills.)
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver((entries) => {
      for (const e of entries) {
        if (e.target === el) setViewport(e.contentRect.height || 800);
        else if (e.target === headerH.current) setListTop(e.borderBoxSize?.[0]?.blockSize ?? headerH.current.offsetHeight);
        else if (e.target === rows.current) setScrollTop(el.scrollTop);
      }
    });
    ro.observe(el);
    if (headerH.current) ro.observe(headerH.current, { box: 'border-box' });
    if (rows.current) ro.observe(rows.current, { box: 'border-box' });
    if (!headerH.current) setListTop(0);
    return () => ro.disconnect();
  }, [hasHeader]);
  // Bring the focused row into view (its offset is known without rendering it). Only when the
  // key or its place changed: new items (a keystroke's catalog) with the row where it was read
  // no scroll position, which would force a layout.
  const revealed = useRef<{ key: string; top: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !p.revealKey) { revealed.current = null; return; }
    const i = p.items.findIndex((it) => p.itemKey(it) === p.revealKey);
    if (i < 0) return;
    const top = (offsets[i] ?? 0) + listTop;
    if (revealed.current?.key === p.revealKey && revealed.current.top === top) return;
    revealed.current = { key: p.revealKey, top };
    const h = p.height(p.items[i]!);
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + h > el.scrollTop + el.clientHeight) el.scrollTop = top + h - el.clientHeight;
    if (windowed && el.scrollTop !== scrollTop) setScrollTop(el.scrollTop);
  }, [p.revealKey, offsets]); // eslint-disable-line react-hooks/exhaustive-deps
  const onScroll = windowed ? (e: UIEvent<HTMLDivElement>) => setScrollTop(e.currentTarget.scrollTop) : undefined;
  // Rows are measured from the top of the list, after the header (if any).
  const [start, end] = windowed ? visibleRange(offsets, total, Math.max(0, scrollTop - listTop), viewport, p.overscan ?? 400) : [0, p.items.length];
  const before = windowed ? (offsets[start] ?? 0) : 0;
  const after = windowed ? total - (end < offsets.length ? offsets[end]! : total) : 0;
  return (
    <div ref={ref} className={p.className} data-testid={p.testId} aria-label={p.ariaLabel} role={p.role ?? 'navigation'} onScroll={onScroll}
      tabIndex={p.role === 'tree' ? 0 : undefined} aria-activedescendant={p.activeDescendant} onKeyDown={p.onKeyDown} onFocus={p.onFocus} data-windowed={windowed ? 'true' : 'false'}>
      {p.header && <div ref={headerH}>{p.header}</div>}
      <div ref={rows} style={{ paddingTop: before, paddingBottom: after }}>
        {p.items.slice(start, end).map((it) => <div key={p.itemKey(it)} style={{ height: p.height(it) }}>{p.render(it)}</div>)}
      </div>
      {p.footer}
    </div>
  );
}
