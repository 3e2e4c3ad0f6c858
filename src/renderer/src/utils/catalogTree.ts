/**
 * The sidebar's tree as data: skills grouped by scope (in the catalog's root
 * order), filtered by a query over id, name, description and status, plus the
 * loose files ("not loaded" look-alikes); then flattened into fixed-height
 * rows for the windowed list. Pure.
 *
 * Cost: each record's lowercase search text is computed once and cached on the
 * record object (records are immutable and `updateSkillText` keeps unchanged
 * ones), so a keystroke is one `includes` per skill and word.
 */
import type { Catalog, LooseFile, RootSpec, Scope, SkillRecord, SkillStatus } from '../../../shared/engine';

export interface ScopeGroup { scope: Scope; skills: SkillRecord[] }
export interface CatalogTree { groups: ScopeGroup[]; loose: LooseFile[]; total: number; shown: number }

export const SCOPE_LABELS: Record<Scope, string> = {
  bundled: 'Bundled', managed: 'Managed', user: 'User', project: 'Project', 'add-dir': 'Added directories',
  plugin: 'Plugins', 'legacy-command': 'Legacy commands', extra: 'Extra skills folders',
};

export const STATUSES: SkillStatus[] = ['listed', 'hidden', 'shadowed', 'inactive', 'error'];

const haystacks = new WeakMap<SkillRecord, string>();

/** The lowercase text a query word is looked up in (id, name, description), cached per record. */
export function searchText(skill: SkillRecord): string {
  let h = haystacks.get(skill);
  if (h === undefined) {
    h = `${skill.id}\n${skill.name}\n${skill.description}`.toLowerCase();
    haystacks.set(skill, h);
  }
  return h;
}

type Word = { status: string } | { text: string };
function parseQuery(query: string): Word[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean).map((w) => {
    const m = /^status:(\w+)$/.exec(w);
    return m ? { status: m[1]! } : { text: w };
  });
}
function matchWords(skill: SkillRecord, words: Word[]): boolean {
  for (const w of words) {
    if ('status' in w) { if (skill.status !== w.status) return false; continue; }
    if (skill.status !== w.text && !searchText(skill).includes(w.text)) return false;
  }
  return true;
}

/**
 * The `status:` words of `query` that name no status (`status:hiden`): they
 * match nothing, so the sidebar says so instead of showing an empty tree.
 */
export function unknownStatuses(query: string): string[] {
  const known = new Set<string>(STATUSES);
  return parseQuery(query).flatMap((w) => ('status' in w && !known.has(w.status) ? [w.status] : []));
}

/**
 * Does `skill` match `query`? Words must all match (AND); a word matches the
 * name, id, description, or the status (also as `status:listed`).
 */
export function matchesQuery(skill: SkillRecord, query: string): boolean {
  return matchWords(skill, parseQuery(query));
}

/** Skills of `catalog` grouped by scope in root order, each group in load order; cached per catalog. */
const grouped = new WeakMap<Catalog, ScopeGroup[]>();
function groupsOf(catalog: Catalog): ScopeGroup[] {
  let g = grouped.get(catalog);
  if (g) return g;
  const by = new Map<Scope, SkillRecord[]>();
  for (const r of catalog.roots) if (!by.has(r.scope)) by.set(r.scope, []);
  for (const s of catalog.skills) {
    let list = by.get(s.scope);
    if (!list) { list = []; by.set(s.scope, list); }
    list.push(s);
  }
  g = [...by].map(([scope, skills]) => ({ scope, skills: skills.sort((a, b) => a.order - b.order) }));
  grouped.set(catalog, g);
  return g;
}

/** Above this many replaced records the tree is built again rather than updated. */
const TREE_SWAPS_MAX = 64;

/** The last tree built and what it was built from (see `updatedTree`). */
let lastTree: { catalog: Catalog; query: string; status: SkillStatus | 'all'; tree: CatalogTree } | null = null;

/**
 * Build the tree for `catalog` under a text query and a status filter. After a
 * keystroke the catalog is the last one with the edited record replaced, and
 * the tree is the last one with that record swapped in (`updatedTree`); any
 * other change builds it again. Both give the same tree.
 */
export function buildTree(catalog: Catalog | null, query: string, status: SkillStatus | 'all'): CatalogTree {
  if (!catalog) return { groups: [], loose: [], total: 0, shown: 0 };
  const prev = lastTree;
  const tree = (prev && prev.query === query && prev.status === status ? updatedTree(prev.catalog, prev.tree, catalog, parseQuery(query), status) : null)
    ?? fullTree(catalog, query, status);
  lastTree = { catalog, query, status, tree };
  return tree;
}

/** Forget the last tree (tests compare updated and fresh trees). */
export function clearTreeMemo(): void {
  lastTree = null;
}

/**
 * `tree` (built from `prev` under the same query and status filter) brought up
 * to `catalog`, or null when only a fresh build is known to give the same
 * result. It applies when `catalog` has the same roots and loose files as
 * `prev` and the same number of skills, each the same record or one replaced
 * at its index with the same path, scope and load order and the same filter
 * outcome (a keystroke in a skill file): the groups, their order and what they
 * hold are then unchanged but for the replaced records, which take the old
 * ones' places (a fresh build sorts each group by load order, stable, so they
 * would land there too).
 */
function updatedTree(prev: Catalog, tree: CatalogTree, catalog: Catalog, words: Word[], status: SkillStatus | 'all'): CatalogTree | null {
  if (prev === catalog) return tree;
  if (prev.roots !== catalog.roots || prev.files !== catalog.files || prev.skills.length !== catalog.skills.length) return null;
  const shows = (s: SkillRecord) => (status === 'all' || s.status === status) && matchWords(s, words);
  let swaps: Map<SkillRecord, SkillRecord> | null = null;
  const scopes = new Set<Scope>();
  for (let i = 0; i < catalog.skills.length; i++) {
    const a = prev.skills[i]!;
    const b = catalog.skills[i]!;
    if (a === b) continue;
    if (a.path !== b.path || a.scope !== b.scope || a.order !== b.order || shows(a) !== shows(b)) return null;
    swaps ??= new Map();
    if (swaps.size >= TREE_SWAPS_MAX) return null;
    swaps.set(a, b);
    scopes.add(a.scope);
  }
  if (!swaps) return tree;
  const m = swaps;
  const groups = tree.groups.map((g) => (scopes.has(g.scope) && g.skills.some((s) => m.has(s)) ? { scope: g.scope, skills: g.skills.map((s) => m.get(s) ?? s) } : g));
  return { groups, loose: tree.loose, total: tree.total, shown: tree.shown };
}

/** The tree of `catalog` built from its records (no earlier tree). */
function fullTree(catalog: Catalog, query: string, status: SkillStatus | 'all'): CatalogTree {
  const words = parseQuery(query);
  const all = status === 'all' && words.length === 0;
  let shown = 0;
  const groups: ScopeGroup[] = [];
  for (const g of groupsOf(catalog)) {
    const skills = all ? g.skills : g.skills.filter((s) => (status === 'all' || s.status === status) && matchWords(s, words));
    shown += skills.length;
    if (skills.length) groups.push({ scope: g.scope, skills });
  }
  const q = query.toLowerCase().trim();
  const loose = status === 'all' || status === 'error'
    ? catalog.files.filter((f) => !q || f.path.toLowerCase().includes(q))
    : [];
  return { groups, loose, total: catalog.skills.length, shown };
}

/** One line of the windowed tree. */
export type TreeRow =
  | { kind: 'group'; key: string; scope: Scope; count: number; collapsed: boolean }
  | { kind: 'skill'; key: string; skill: SkillRecord }
  | { kind: 'loose-group'; key: string; count: number; collapsed: boolean }
  | { kind: 'loose'; key: string; file: LooseFile };

/** Row heights in px (the windowed list positions rows by these; CSS sets the same heights). */
export const ROW_HEIGHT: Record<TreeRow['kind'], number> = { group: 24, skill: 40, 'loose-group': 24, loose: 40 };

/** Flatten `tree` into rows; groups whose key is in `collapsed` show only their header. */
export function flattenTree(tree: CatalogTree, collapsed: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  for (const g of tree.groups) {
    const c = collapsed.has(g.scope);
    rows.push({ kind: 'group', key: `g:${g.scope}`, scope: g.scope, count: g.skills.length, collapsed: c });
    if (!c) for (const s of g.skills) rows.push({ kind: 'skill', key: s.path, skill: s });
  }
  if (tree.loose.length) {
    const c = collapsed.has('loose');
    rows.push({ kind: 'loose-group', key: 'g:loose', count: tree.loose.length, collapsed: c });
    if (!c) for (const f of tree.loose) rows.push({ kind: 'loose', key: `l:${f.path}`, file: f });
  }
  return rows;
}

/** `p` shown relative to the project (`<project>/…`) or home (`~/…`) when inside them. */
export function displayRoot(p: string, project: string | undefined, home: string | undefined): string {
  const under = (base: string | undefined): string | null => {
    if (!base) return null;
    const b = base.replace(/\/+$/, '');
    return p === b || p.startsWith(`${b}/`) ? p.slice(b.length) : null;
  };
  const inProject = under(project);
  if (inProject !== null) return `<project>${inProject}`;
  const inHome = under(home);
  if (inHome !== null) return `~${inHome}`;
  return p;
}

/**
 * Where the active profile looks for skills, in words: "codebot reads
 * ~/.codebot/skills (user) and <project>/.codebot/skills (project)". Bundled
 * roots are left out (they ship with the harness; nothing to put there), and
 * so are project roots found by walking up past the project folder. `real`:
 * the folders as absolute paths (the empty-catalog help, issue 16 §10: a path
 * to create, not `<project>` or `~`).
 */
export function whereProfileLooks(profile: string, roots: RootSpec[], project: string | undefined, home: string | undefined, scope?: Scope, real = false): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const r of roots) {
    if (r.scope === 'bundled' || (r.depth ?? 0) > 0 || (scope && r.scope !== scope)) continue;
    const shown = `${real ? r.path : displayRoot(r.path, project, home)} (${SCOPE_LABELS[r.scope].toLowerCase()})`;
    if (seen.has(shown)) continue;
    seen.add(shown);
    parts.push(shown);
  }
  if (!parts.length) return `${profile} reads no skills folder for this project.`;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${profile} reads ${list}.`;
}
