/**
 * Left sidebar: filter controls and the catalog tree. The filter field updates
 * at once; the store's filter follows ~100 ms after the last keystroke and the
 * tree is built from a deferred copy, so typing never waits for the tree.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { SkillStatus } from '../../../shared/engine';
import { useCatalogStore } from '../stores/catalog';
import { useUiStore } from '../stores/ui';
import { buildTree, STATUSES, unknownStatuses } from '../utils/catalogTree';
import CatalogTree from './CatalogTree';

/** Delay between the last keystroke in the filter field and filtering the tree. */
export const FILTER_DEBOUNCE_MS = 100;

export default function Sidebar() {
  const catalog = useCatalogStore((s) => s.effective);
  const filter = useUiStore((s) => s.filter);
  const status = useUiStore((s) => s.statusFilter);
  const setFilter = useUiStore((s) => s.setFilter);
  const setStatus = useUiStore((s) => s.setStatusFilter);
  const setNewSkill = useUiStore((s) => s.setNewSkill);
  const [text, setText] = useState(filter);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Another part of the app may set the filter (e.g. a command); follow it.
  useEffect(() => { if (!timer.current) setText(filter); }, [filter]);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);
  const onText = (v: string) => {
    setText(v);
    if (timer.current) clearTimeout(timer.current);
    // Clearing the field applies at once (nothing to wait for).
    if (!v) { timer.current = null; setFilter(''); return; }
    timer.current = setTimeout(() => { timer.current = null; setFilter(v); }, FILTER_DEBOUNCE_MS);
  };
  const query = useDeferredValue(filter);
  // The first catalog is built at once (there is nothing on screen yet to keep responsive), so it
  // paints in the commit that brings it; later ones are built from the deferred copy.
  const deferredCatalog = useDeferredValue(catalog);
  const treeCatalog = deferredCatalog ?? catalog;
  const tree = useMemo(() => buildTree(treeCatalog, query, status), [treeCatalog, query, status]);
  const unknown = useMemo(() => unknownStatuses(query), [query]);
  return (
    <aside className="sidebar" aria-label="Catalog">
      <header className="panel-header">
        <span>Catalog</span>
        <span className="muted" data-testid="catalog-count">{tree.shown}/{tree.total}</span>
        <span className="spacer" />
        <button type="button" className="icon" aria-label="New skill" title="New Skill… (Ctrl+Alt+N)" data-testid="new-skill" onClick={() => setNewSkill(true)}><span className="codicon codicon-add" aria-hidden /></button>
      </header>
      <div className="filters">
        <input type="search" placeholder="Filter by name, description, status" aria-label="Filter skills" data-testid="catalog-filter"
          value={text} onChange={(e) => onText(e.target.value)} />
        <select aria-label="Status filter" data-testid="status-filter" value={status} onChange={(e) => setStatus(e.target.value as SkillStatus | 'all')}>
          <option value="all">All statuses</option>
          {STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
      </div>
      {unknown.length > 0 && (
        <div className="muted pad small" role="status" data-testid="unknown-status">
          Unknown status {unknown.map((u) => `"${u}"`).join(', ')}; the statuses are {STATUSES.join(', ')}.
        </div>
      )}
      <CatalogTree tree={tree} filtered={!!query.trim() || status !== 'all'} />
    </aside>
  );
}
