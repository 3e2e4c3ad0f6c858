/**
 * The sidebar's tree as data: skills grouped by scope (in the catalog's root
 * order), filtered by a query over name, description and status, plus the
 * loose files ("not loaded" look-alikes). Pure.
 */
import type { Catalog, LooseFile, Scope, SkillRecord, SkillStatus } from '../../../shared/engine/types';

export interface ScopeGroup { scope: Scope; skills: SkillRecord[] }
export interface CatalogTree { groups: ScopeGroup[]; loose: LooseFile[]; total: number; shown: number }

export const SCOPE_LABELS: Record<Scope, string> = {
  bundled: 'Bundled', managed: 'Managed', user: 'User', project: 'Project', 'add-dir': 'Added directories',
  plugin: 'Plugins', 'legacy-command': 'Legacy commands', extra: 'Extra skills folders',
};

export const STATUSES: SkillStatus[] = ['listed', 'hidden', 'shadowed', 'inactive', 'error'];

/**
 * Does `skill` match `query`? Words must all match (AND); a word matches the
 * name, id, description, or the status (also as `status:listed`).
 */
export function matchesQuery(skill: SkillRecord, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((w) => {
    const m = /^status:(\w+)$/.exec(w);
    if (m) return skill.status === m[1];
    return skill.name.toLowerCase().includes(w) || skill.id.toLowerCase().includes(w)
      || skill.description.toLowerCase().includes(w) || skill.status === w;
  });
}

/** Build the tree for `catalog` under a text query and a status filter. */
export function buildTree(catalog: Catalog | null, query: string, status: SkillStatus | 'all'): CatalogTree {
  if (!catalog) return { groups: [], loose: [], total: 0, shown: 0 };
  const order: Scope[] = [];
  for (const r of catalog.roots) if (!order.includes(r.scope)) order.push(r.scope);
  for (const s of catalog.skills) if (!order.includes(s.scope)) order.push(s.scope);
  const keep = catalog.skills.filter((s) => (status === 'all' || s.status === status) && matchesQuery(s, query));
  const groups = order
    .map((scope) => ({ scope, skills: keep.filter((s) => s.scope === scope).sort((a, b) => a.order - b.order) }))
    .filter((g) => g.skills.length > 0);
  const q = query.toLowerCase().trim();
  const loose = status === 'all' || status === 'error'
    ? catalog.files.filter((f) => !q || f.path.toLowerCase().includes(q))
    : [];
  return { groups, loose, total: catalog.skills.length, shown: keep.length };
}
