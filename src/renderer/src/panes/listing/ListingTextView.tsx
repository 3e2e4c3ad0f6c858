/**
 * The "Listing" view: the exact text the model sees for the effective catalog
 * (unsaved buffers overlaid) under the preview profile, with Copy and Export,
 * and an optional side-by-side comparison with a second profile.
 */
import { Fragment, memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { useListingStore, type ProfileChoice } from '../../stores/listing';
import { useCatalogStore } from '../../stores/catalog';
import type { ListingRecord } from '../../../../shared/engine';
import { hasVersions } from '../../../../shared/engine';
import { useListingFor, usePreviewChoice } from './useListing';
import { ProfilePicker, choiceLabel } from './ProfilePicker';
import { BudgetMeter } from './BudgetMeter';
import { CopyButton, Empty } from './ui';
import { downloadText } from './lib/download';
import { groupListingDiagnostics, type DiagGroup } from './lib/diagGroups';
import { DeliveryNote, TouchDeltas } from './DeliveryView';
import { estimateChunkHeight, textChunks, WINDOW_FROM_CHUNKS } from './lib/textChunks';
import { visibleRange } from '../../components/VirtualList';
import { capLines } from '../../utils/displayCap';

const ListingChunk = memo(function ListingChunk({ text }: { text: string }) {
  return <span className="sp-listing-chunk">{text}</span>;
});

/**
 * One line of a windowed listing. An empty line holds a `<br>` (no text, so `textContent` is
 * unchanged): an empty block adds no line break to a selection's text, and a copy of the
 * header's blank line lost it.
 */
const ListingLine = memo(function ListingLine({ text, index }: { text: string; index: number }) {
  return <span className="sp-listing-line" data-l={index}>{text || <br />}</span>;
});

/**
 * A block of a windowed listing, one element per line (with the same hidden line
 * breaks between them): a keystroke changes one line's text, and the browser
 * lays out that line again instead of the block's tens of thousands of
 * characters (measured: 0.1 ms against 3.9 ms for a block of 16,000).
 */
const WindowedChunk = memo(function WindowedChunk({ text, index, measure }: { text: string; index: number; measure: (el: HTMLElement | null) => void }) {
  const lines = text.split('\n');
  return (
    <span className="sp-listing-chunk" data-i={index} ref={measure}>
      {lines.map((l, j) => <Fragment key={j}>{j > 0 && <span className="sp-listing-nl">{'\n'}</span>}<ListingLine text={l} index={j} /></Fragment>)}
    </span>
  );
});

/** Characters in the probe that measures one character's width and the line height. */
const PROBE_CHARS = 100;
/** Pixels rendered above and below the viewport of a windowed listing. */
const OVERSCAN_PX = 800;

/** A windowed view's geometry in px: scroll position, viewport height, content width, one character's width, line height. */
interface Geometry { scrollTop: number; viewport: number; width: number; charW: number; lineH: number }

/**
 * A long listing (`WINDOW_FROM_CHUNKS` blocks or more), windowed: only the blocks
 * within `OVERSCAN_PX` of the viewport are in the DOM, the others are empty
 * spacers of their height, so a keystroke lays out and paints one screen of
 * text, not the whole listing. A block's height is measured once it has been
 * rendered (ResizeObserver: read after the browser's own layout, forcing none),
 * else estimated from its line lengths (`estimateChunkHeight`, monospace).
 * What is in the DOM is whole blocks and the line breaks between them, so a
 * selection or copy of what is on screen is the listing text; Copy and Export
 * give all of it.
 */
function WindowedText({ chunks, testId }: { chunks: string[]; testId: string }) {
  const ref = useRef<HTMLPreElement | null>(null);
  const probe = useRef<HTMLPreElement | null>(null);
  const [geo, setGeo] = useState<Geometry>({ scrollTop: 0, viewport: 600, width: 800, charW: 7.2, lineH: 15 });
  // The last measured height of the block at each index, with the text and width it had then.
  const measured = useRef(new Map<number, { text: string; width: number; h: number }>());
  const [version, setVersion] = useState(0);
  const latest = useRef({ chunks, width: geo.width });
  latest.current = { chunks, width: geo.width };
  const observer = useRef<ResizeObserver | null>(null);
  const ro = useCallback((): ResizeObserver => observer.current ??= new ResizeObserver((entries) => {
    let moved = false;
    for (const e of entries) {
      const t = e.target as HTMLElement;
      if (t === ref.current) {
        const width = e.contentRect.width;
        const viewport = t.clientHeight;
        setGeo((g) => (g.width === width && g.viewport === viewport ? g : { ...g, width, viewport, scrollTop: t.scrollTop }));
      } else if (t === probe.current) {
        const charW = e.contentRect.width / PROBE_CHARS;
        const lineH = e.contentRect.height;
        if (charW > 0 && lineH > 0) setGeo((g) => (g.charW === charW && g.lineH === lineH ? g : { ...g, charW, lineH }));
      } else if (t.dataset.i !== undefined) {
        const i = Number(t.dataset.i);
        const text = latest.current.chunks[i];
        const h = e.borderBoxSize?.[0]?.blockSize ?? t.offsetHeight;
        const m = measured.current.get(i);
        if (text === undefined || (m && m.text === text && m.width === latest.current.width && m.h === h)) continue;
        if (!m || m.h !== h || m.width !== latest.current.width) moved = true;
        measured.current.set(i, { text, width: latest.current.width, h });
      }
    }
    if (moved) setVersion((v) => v + 1);
  }), []);
  useEffect(() => {
    const o = ro();
    if (ref.current) o.observe(ref.current);
    if (probe.current) o.observe(probe.current);
    return () => { o.disconnect(); observer.current = null; };
  }, [ro]);
  const measure = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const o = ro();
    o.observe(el, { box: 'border-box' });
    return () => o.unobserve(el);
  }, [ro]);
  const { offsets, total } = useMemo(() => {
    const cols = geo.width / geo.charW;
    const o = new Array<number>(chunks.length);
    let y = 0;
    for (let i = 0; i < chunks.length; i++) {
      o[i] = y;
      const c = chunks[i]!;
      const m = measured.current.get(i);
      const est = estimateChunkHeight(c, cols, geo.lineH);
      // An edited block keeps its measured height while the edit does not change its estimated rows.
      y += m && m.width === geo.width && (m.text === c || estimateChunkHeight(m.text, cols, geo.lineH) === est) ? m.h : est;
    }
    return { offsets: o, total: y };
  }, [chunks, geo.width, geo.charW, geo.lineH, version]); // eslint-disable-line react-hooks/exhaustive-deps
  const [start, end] = visibleRange(offsets, total, geo.scrollTop, geo.viewport, OVERSCAN_PX);
  const before = offsets[start] ?? 0;
  const after = total - (end < offsets.length ? offsets[end]! : total);
  const onScroll = (e: UIEvent<HTMLPreElement>) => { const top = e.currentTarget.scrollTop; setGeo((g) => (g.scrollTop === top ? g : { ...g, scrollTop: top })); };
  const shown: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    shown.push(<Fragment key={i}>{i > start && <span className="sp-listing-nl">{'\n'}</span>}<WindowedChunk text={chunks[i]!} index={i} measure={measure} /></Fragment>);
  }
  return (
    <>
      <pre className="sp-listing" data-testid={testId} data-windowed="true" ref={ref} onScroll={onScroll}>
        <span className="sp-listing-gap" style={{ height: before }} />
        {shown}
        <span className="sp-listing-gap" style={{ height: after }} />
      </pre>
      <pre className="sp-listing-probe" aria-hidden ref={probe}>{'x'.repeat(PROBE_CHARS)}</pre>
    </>
  );
}

/**
 * The listing text in blocks (lib/textChunks.ts): an edit re-renders and
 * re-lays out only the block it changed. The line
 * break between two blocks is a hidden span, so `textContent` and `innerText`
 * (and a copy) are the listing text exactly, except that a line over
 * `LINE_DISPLAY_CAP` is shown cut (utils/displayCap.ts; Copy and Export give it whole).
 * From `WINDOW_FROM_CHUNKS` blocks on, only the blocks near the viewport are
 * rendered (`WindowedText`), and the DOM holds those only.
 */
function ListingText({ text: whole, testId }: { text: string; testId: string }) {
  const text = useMemo(() => capLines(whole), [whole]);
  const chunks = useMemo(() => textChunks(text), [text]);
  if (chunks.length === 1) return <pre className="sp-listing" data-testid={testId}>{text}</pre>;
  if (chunks.length >= WINDOW_FROM_CHUNKS) return <WindowedText chunks={chunks} testId={testId} />;
  return (
    <pre className="sp-listing" data-testid={testId}>
      {chunks.map((c, i) => <Fragment key={i}>{i > 0 && <span className="sp-listing-nl">{'\n'}</span>}<ListingChunk text={c} /></Fragment>)}
    </pre>
  );
}

function ListingColumn({ choice, testId, deltas }: { choice: ProfileChoice; testId: string; deltas?: boolean }) {
  const { record, profile, resolved } = useListingFor(choice);
  if (!record) return <Empty>No project loaded.</Empty>;
  return (
    <div className="sp-column" data-testid={testId}>
      <div className="sp-column-head">
        <strong>{choiceLabel(choice)}</strong>
        <div className="sp-actions">
          <CopyButton text={record.text} testId={`${testId}-copy`} />
          <button type="button" className="sp-btn" data-testid={`${testId}-export`}
            onClick={() => downloadText(`listing-${choice.id}${hasVersions(choice.id) ? `-${choice.version}` : ''}.txt`, record.text)}>Export .txt</button>
        </div>
      </div>
      <BudgetMeter record={record} />
      {record.text
        ? <ListingText text={record.text} testId={`${testId}-text`} />
        : <Empty>The listing is empty: the model sees no skills.</Empty>}
      <DeliveryNote record={record} profile={profile} testId={`${testId}-delivery`} />
      <Diagnostics record={record} testId={`${testId}-diagnostics`} />
      {deltas && <TouchDeltas profile={profile} options={resolved.options} />}
    </div>
  );
}

/** Per-skill details shown when a group is opened (bounded; the Skills tab has every one). */
const GROUP_DETAILS_MAX = 200;

/**
 * Listing-wide diagnostics as they are; per-skill ones summarised into one
 * line per code, the details collapsed (rendered only when opened).
 */
function Diagnostics({ record, testId }: { record: ListingRecord; testId: string }) {
  // Deferred: the summary follows in a pass after the keystroke's frame has painted the text.
  const diagnostics = useDeferredValue(record.diagnostics);
  const { global, groups } = useMemo(() => groupListingDiagnostics(diagnostics), [diagnostics]);
  const setTab = useListingStore((s) => s.setTab);
  if (!global.length && !groups.length) return null;
  return (
    <ul className="sp-diags" data-testid={testId}>
      {global.map((d, i) => <li key={i} className={`sp-diag sp-${d.severity}`}><code>{d.code}</code> {d.message}</li>)}
      {groups.map((g) => <DiagGroupLine key={g.code} group={g} onSkills={() => setTab('skills')} />)}
    </ul>
  );
}

function DiagGroupLine({ group, onSkills }: { group: DiagGroup; onSkills(): void }) {
  const [open, setOpen] = useState(false);
  const shown = open ? group.items.slice(0, GROUP_DETAILS_MAX) : [];
  return (
    <li className={`sp-diag sp-${group.severity}`} data-testid="listing-diag-group" data-code={group.code} data-count={group.items.length}>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary><code>{group.code}</code> {group.summary} — see <button type="button" className="sp-link" onClick={(e) => { e.preventDefault(); onSkills(); }}>Skills tab</button></summary>
        {open && (
          <ul className="sp-diags">
            {shown.map((d, i) => <li key={i} className={`sp-diag sp-${d.severity}`}>{d.message}</li>)}
            {group.items.length > shown.length && <li className="sp-diag sp-info">… and {(group.items.length - shown.length).toLocaleString('en-US')} more in the Skills tab.</li>}
          </ul>
        )}
      </details>
    </li>
  );
}

/**
 * The listing text view with profile switcher and side-by-side compare. Memoised (it has no
 * props): the pane re-renders on every keystroke for its other views, and this one's own
 * subscriptions (and its columns', which render the listing) bring every change it shows.
 */
export const ListingTextView = memo(function ListingTextView() {
  const choice = usePreviewChoice();
  const preview = useListingStore((s) => s.preview);
  const compare = useListingStore((s) => s.compare);
  const setPreview = useListingStore((s) => s.setPreview);
  const setCompare = useListingStore((s) => s.setCompare);
  const activeId = useCatalogStore((s) => s.profileId);
  return (
    <div className="sp-view">
      <div className="sp-toolbar">
        <ProfilePicker label="Preview as" value={preview ?? choice} onChange={setPreview} testId="preview-profile" />
        <ProfilePicker label="Compare with" value={compare} onChange={setCompare} allowNone="(no comparison)" testId="compare-profile" />
      </div>
      {(choice.id !== activeId || (compare && compare.id !== activeId)) && (
        <p className="sp-note">Skills are discovered by the active profile ({activeId}); other profiles here apply their own listing format, order and budget to that same set.</p>
      )}
      <div className={compare ? 'sp-side-by-side' : ''}>
        <ListingColumn choice={choice} testId="listing-main" deltas />
        {compare && <ListingColumn choice={compare} testId="listing-compare" />}
      </div>
    </div>
  );
});
