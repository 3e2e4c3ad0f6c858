/**
 * The Harnesses view (issue 17 §2): rows are the project's skills, columns
 * the harnesses the user chose (default: those whose folders exist in the
 * project or home); each cell says what that harness does with the file
 * (listed full / cut / name-only / omitted, hidden, inactive, shadowed by
 * which file, skipped and why, not read) and opens Explain for that harness.
 * Column headers are compact (short name and confidence; the tooltip has
 * the full label, verification level and sources); the skill column stays
 * in view when the table scrolls sideways, and the view can be maximised.
 * Main computes the matrix (`matrix.get`, scans on its worker); this view
 * only renders the store.
 */
import { useEffect, useMemo } from 'react';
import { profileChoices, profileKey, profileVerification, type MatrixCell, type MatrixColumn } from '../../../../shared/engine';
import { chooseColumns, explainUnder, loadMatrix, refreshIfStale, showHarnesses } from '../../actions/harnesses';
import { useCatalogStore } from '../../stores/catalog';
import { useHarnessesStore, visibleRows, type MatrixFilter, type MatrixView } from '../../stores/harnesses';
import VirtualList from '../../components/VirtualList';
import { Badge, Empty } from '../listing/ui';
import { choiceLabel } from '../listing/ProfilePicker';
import '../listing/panes.css';
import './harnesses.css';

const ROW_HEIGHT = 46;
const CHOICES = profileChoices();

/** `p` relative to the project when inside it. */
function relTo(p: string, project: string): string {
  return project && p.startsWith(`${project}/`) ? p.slice(project.length + 1) : p;
}

/** What a cell says, in a word or two, and its badge colour. */
function cellWords(c: MatrixCell, project: string): { main: string; sub: string; badge: string } {
  switch (c.status) {
    case 'listed': return { main: 'listed', sub: c.listed ?? '', badge: c.listed === 'cut' ? 'shortened' : c.listed ?? 'full' };
    case 'shadowed': return { main: 'shadowed', sub: c.shadowedBy ? `by ${relTo(c.shadowedBy, project)}` : '', badge: 'shadowed' };
    case 'skipped': return { main: 'skipped', sub: c.reasons[0]?.message ?? '', badge: 'error' };
    case 'not-read': return { main: 'not read', sub: '', badge: 'not-discovered' };
    default: return { main: c.status, sub: c.reasons[0]?.message ?? '', badge: c.status };
  }
}

/** A header's confidence in a word or two; the tooltip holds the full words and the sources. */
const SHORT_LEVEL: Record<MatrixColumn['verification']['level'], string> = { verified: 'measured', source: 'from source', approximate: 'approximate' };

/**
 * The column's short name: the label without a parenthetical ("Cursor
 * (approximate)" → "Cursor") and, for the newest version, without the version
 * ("Gemini CLI 0.61.0" → "Gemini CLI"); an older version keeps it. The
 * tooltip has the full label.
 */
function shortLabel(col: MatrixColumn): string {
  const v = ` ${col.version}`;
  const base = !col.key.includes('@') && col.label.endsWith(v) ? col.label.slice(0, -v.length) : col.label;
  return base.replace(/\s*\([^)]*\)/g, '').trim() || col.label;
}

function Header({ col }: { col: MatrixColumn }) {
  const v = col.verification;
  const title = `${col.label}: ${v.label}\nSources: ${v.sources.join('; ')}\nReads: ${col.reads.join(', ') || 'no folder here'}\n${col.counts.listed} listed · ${col.counts.skipped} skipped · ${col.counts['not-read']} not read`;
  return (
    <div className="hx-head" data-testid="matrix-column" data-profile={col.key} title={title}>
      <strong className="hx-head-label">{shortLabel(col)}</strong>
      <Badge kind={`verify-${v.level}`}><span data-testid="matrix-verification" data-level={v.level}>{SHORT_LEVEL[v.level]}</span></Badge>
    </div>
  );
}

function Row({ row, columns, project, grid }: { row: MatrixView['skills'][number]; columns: MatrixColumn[]; project: string; grid: { gridTemplateColumns: string; minWidth: number } }) {
  return (
    <div className="hx-row" role="row" data-testid="matrix-row" data-path={row.path} style={{ height: ROW_HEIGHT, ...grid }}>
      <div className="hx-name" role="rowheader" title={row.path}>
        <strong>{row.name}</strong>
        <span className="sp-small sp-muted">{relTo(row.path, project)}</span>
      </div>
      {columns.map((col) => {
        const c = row.cells[col.key]!;
        const w = cellWords(c, project);
        const why = [c.id && c.id !== row.name ? `called ${c.id}` : '', ...c.reasons.map((r) => r.message)].filter(Boolean).join('\n');
        return (
          <button key={col.key} type="button" role="cell" className={`hx-cell hx-${c.status}`} data-testid="matrix-cell" data-profile={col.key} data-status={c.status}
            data-listed={c.listed ?? ''} title={`${col.label}: ${w.main}${w.sub ? ` ${w.sub}` : ''}${why ? `\n${why}` : ''}\nClick to explain under ${col.label}`}
            onClick={() => explainUnder(col.key, c.id ?? row.name)}>
            <Badge kind={w.badge}>{w.main}</Badge>
            {w.sub && <span className="hx-sub">{w.sub}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** The column chooser: every registry choice with its verification level; saved in the settings. */
function Chooser({ matrix }: { matrix: MatrixView }) {
  const current = matrix.profiles.map((c) => c.key);
  const toggle = (key: string) => {
    const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
    if (next.length) void chooseColumns(next);
  };
  return (
    <div className="hx-chooser" data-testid="matrix-chooser">
      {CHOICES.map((c) => {
        const key = profileKey(c.id, c.version);
        const v = profileVerification(c.id);
        return (
          <label key={`${c.id}@${c.version}`} className="hx-choice" title={`Sources: ${v.sources.join('; ')}`}>
            <input type="checkbox" data-testid={`matrix-choose-${key}`} checked={current.includes(key)} onChange={() => toggle(key)} />
            {choiceLabel(c)} <span className="sp-small sp-muted">({v.label}{matrix.defaults.includes(key) ? '; a default column here' : ''})</span>
          </label>
        );
      })}
      <button type="button" className="sp-btn" data-testid="matrix-defaults" onClick={() => void chooseColumns(null)} title="Harnesses whose own folders exist in the project or home, and Claude Code when .claude exists; if none, the measured harnesses that read a folder found here">Default columns</button>
    </div>
  );
}

const FILTERS: { id: MatrixFilter; label: string }[] = [
  { id: 'all', label: 'All' }, { id: 'skipped', label: 'Skipped anywhere' }, { id: 'differs', label: 'Differs between harnesses' },
];

/** The view (no props); the center column shows it over the editor. */
export default function HarnessesView() {
  const h = useHarnessesStore();
  const project = useCatalogStore((s) => s.snapshot?.roots.project ?? '');
  const generation = useCatalogStore((s) => s.snapshot?.generation);
  useEffect(() => { refreshIfStale(); }, [generation]);
  const m = h.matrix;
  const rows = useMemo(() => (m ? visibleRows(m, h.filter, h.query) : []), [m, h.filter, h.query]);
  const counts = useMemo(() => ({ all: m?.skills.length ?? 0, skipped: m?.skills.filter((r) => r.skippedAnywhere).length ?? 0, differs: m?.skills.filter((r) => r.differs).length ?? 0 }), [m]);
  const grid = m ? { gridTemplateColumns: `minmax(160px, 1.3fr) repeat(${m.profiles.length}, minmax(112px, 1fr))` } : undefined;
  // Many harnesses scroll sideways: header and rows share one minimum width; the skill column stays (sticky).
  const minWidth = m ? 160 + 112 * m.profiles.length : 0;
  const maxTitle = h.maximized ? 'Restore: show the catalog and the preview panes' : 'Maximise: use the whole window for the matrix';
  return (
    <div className="sp-pane hx-view" data-testid="harnesses-view" aria-label="Harnesses">
      <div className="hx-toolbar">
        <h2>Harnesses</h2>
        <div className="hx-filters" role="radiogroup" aria-label="Rows">
          {FILTERS.map((f) => (
            <button key={f.id} type="button" role="radio" aria-checked={h.filter === f.id} data-testid={`matrix-filter-${f.id}`}
              className={`sp-btn${h.filter === f.id ? ' active' : ''}`} onClick={() => h.setFilter(f.id)}>{f.label} ({counts[f.id]})</button>
          ))}
        </div>
        <input className="hx-search" data-testid="matrix-search" placeholder="Filter by name or path" value={h.query} onChange={(e) => h.setQuery(e.target.value)} />
        <span className="spacer" />
        <button type="button" className="sp-btn" data-testid="matrix-columns" aria-expanded={h.choosing} onClick={() => h.setChoosing(!h.choosing)}>Columns…</button>
        <button type="button" className="sp-btn" data-testid="matrix-refresh" disabled={h.loading} onClick={() => void loadMatrix()}>{h.loading ? 'Computing…' : 'Refresh'}</button>
        <button type="button" className="icon pane-max" data-testid="matrix-maximize" aria-pressed={h.maximized} aria-label={maxTitle} title={maxTitle}
          onClick={() => h.setMaximized(!h.maximized)}><span className={`codicon codicon-${h.maximized ? 'screen-normal' : 'screen-full'}`} aria-hidden /></button>
        <button type="button" className="sp-btn" data-testid="matrix-close" onClick={() => showHarnesses(false)}>Close</button>
      </div>
      {h.error && <div className="field-error pad" role="alert">{h.error}</div>}
      {m && h.choosing && <Chooser matrix={m} />}
      {!m && <Empty>{h.loading ? 'Scanning the project under each harness…' : 'No matrix yet.'}</Empty>}
      {m && (
        <div className="hx-table" role="table" aria-label="How each harness sees each skill">
          {/* One scroll container for both axes: the header sticks to the top, the skill column to the left. */}
          <VirtualList items={rows} height={() => ROW_HEIGHT} itemKey={(r) => r.path} className="hx-rows" testId="matrix-rows"
            header={(
              <div className="hx-row hx-header" role="row" style={{ ...grid, minWidth }}>
                <div className="hx-name" role="columnheader"><strong>Skill</strong><span className="sp-small sp-muted">{rows.length} of {m.skills.length}</span></div>
                {m.profiles.map((c) => <div role="columnheader" key={c.key}><Header col={c} /></div>)}
              </div>
            )}
            footer={rows.length === 0 ? <Empty>{m.skills.length ? 'No skill matches this filter.' : 'No skills in the folders these harnesses read.'}</Empty> : undefined}
            render={(r) => <Row row={r} columns={m.profiles} project={project} grid={{ ...grid!, minWidth }} />} />
        </div>
      )}
    </div>
  );
}
