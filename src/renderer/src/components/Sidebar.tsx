/** Left sidebar: filter controls and the catalog tree. */
import { useMemo } from 'react';
import type { SkillStatus } from '../../../shared/engine/types';
import { useCatalogStore } from '../stores/catalog';
import { useUiStore } from '../stores/ui';
import { buildTree, STATUSES } from '../utils/catalogTree';
import CatalogTree from './CatalogTree';

export default function Sidebar() {
  const catalog = useCatalogStore((s) => s.effective);
  const filter = useUiStore((s) => s.filter);
  const status = useUiStore((s) => s.statusFilter);
  const setFilter = useUiStore((s) => s.setFilter);
  const setStatus = useUiStore((s) => s.setStatusFilter);
  const setNewSkill = useUiStore((s) => s.setNewSkill);
  const tree = useMemo(() => buildTree(catalog, filter, status), [catalog, filter, status]);
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
          value={filter} onChange={(e) => setFilter(e.target.value)} />
        <select aria-label="Status filter" data-testid="status-filter" value={status} onChange={(e) => setStatus(e.target.value as SkillStatus | 'all')}>
          <option value="all">All statuses</option>
          {STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
      </div>
      <CatalogTree tree={tree} />
    </aside>
  );
}
