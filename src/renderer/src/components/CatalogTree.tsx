/**
 * Skills grouped by scope with a status badge each, then loose "not loaded"
 * files. Rows are windowed (VirtualList): with thousands of skills only the
 * visible ones are in the DOM. Each row's title is the skill's id (the name
 * you invoke; for Claude Code the folder name); the frontmatter name shows as
 * a secondary label when it differs.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { openFile } from '../actions/files';
import { profileRecord, relativeOrAbsolute, type LooseFile, type SkillRecord } from '../../../shared/engine';
import { deleteSkill, duplicateSkill, renameSkill } from '../actions/skills';
import { showSkillProblems } from '../actions/problemsView';
import { openExport } from '../actions/packaging';
import { convertToUtf8 } from '../actions/convertUtf8';
import { isUtf16 } from '../utils/utf16';
import { countSeverities } from '../utils/projectProblems';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { displayRoot, flattenTree, ROW_HEIGHT, SCOPE_LABELS, whereProfileLooks, type CatalogTree as Tree, type TreeRow } from '../utils/catalogTree';
import VirtualList from './VirtualList';
import ContextMenu, { type MenuItem } from './ContextMenu';
import { capRow } from '../utils/displayCap';
import { findByPrefix, treeKey, TYPEAHEAD_MS, type NavRow } from '../utils/treeNav';

/** Row state the tree gives each row: its DOM id (aria-activedescendant), focus and position. */
interface RowAria { id: string; focused: boolean; setsize: number; posinset: number; onMenu(e: MouseEvent): void; onPick(): void }

export const DISPLAY_NAME_TOOLTIP = 'frontmatter name; Claude Code lists the folder name';

const SkillRow = memo(function SkillRow({ skill, active, dirty, aria, where }: { skill: SkillRecord; active: boolean; dirty: boolean; aria: RowAria; where?: string }) {
  const open = openFile;
  const why = skill.reasons.map((r) => r.message).join('\n');
  const id = skill.id;
  return (
    <div className={`skill-row${active ? ' active' : ''}${aria.focused ? ' tree-focused' : ''}`} data-testid="skill-row" data-name={id} data-display-name={skill.name} data-status={skill.status} data-scope={skill.scope}
      role="treeitem" id={aria.id} aria-level={2} aria-setsize={aria.setsize} aria-posinset={aria.posinset} aria-selected={aria.focused}
      aria-label={`${id}, ${skill.status}`} onContextMenu={aria.onMenu} onMouseDown={aria.onPick}>
      <button type="button" tabIndex={-1} className="skill-open" onClick={() => void open(skill.path)} title={`${skill.path}${why ? `\n${why}` : ''}`}>
        <span className="skill-title">
          <span className="skill-name">{id}</span>
          {where && <span className="skill-where" data-testid="skill-where" title={`${skill.id} also exists elsewhere; this one is in ${skill.root}`}>{where}</span>}
          {skill.name !== id && <span className="skill-display-name" data-testid="skill-display-name" title={DISPLAY_NAME_TOOLTIP}>{skill.name}</span>}
          {dirty && <span className="dirty-dot" aria-label="unsaved changes"> ●</span>}
        </span>
        <span className="skill-desc">{capRow(skill.description)}</span>
      </button>
      <ProblemCounts skill={skill} />
      <span className={`badge ${skill.status}`} data-testid="status-badge" title={why || skill.status}>{skill.status}</span>
      <span className="row-actions">
        <button type="button" tabIndex={-1} className="icon" aria-label={`Rename ${id}`} title="Rename" onClick={() => void renameSkill(skill)}><span className="codicon codicon-edit" aria-hidden /></button>
        <button type="button" tabIndex={-1} className="icon" aria-label={`Duplicate ${id}`} title="Duplicate" onClick={() => void duplicateSkill(skill)}><span className="codicon codicon-copy" aria-hidden /></button>
        <button type="button" tabIndex={-1} className="icon" aria-label={`Export ${id}`} title="Export skill…" onClick={() => openExport(skill.path)}><span className="codicon codicon-package" aria-hidden /></button>
        <button type="button" tabIndex={-1} className="icon danger" aria-label={`Delete ${id}`} title="Delete" onClick={() => void deleteSkill(skill)}><span className="codicon codicon-trash" aria-hidden /></button>
      </span>
    </div>
  );
});

/** Errors and warnings of one skill (from the catalog, so unsaved edits count); click lists them in Problems. */
function ProblemCounts({ skill }: { skill: SkillRecord }) {
  const c = countSeverities(skill.diagnostics);
  if (!c.error && !c.warning) return null;
  const label = `${c.error} error${c.error === 1 ? '' : 's'}, ${c.warning} warning${c.warning === 1 ? '' : 's'}`;
  return (
    <button type="button" tabIndex={-1} className="row-counts" data-testid="row-counts" data-errors={c.error} data-warnings={c.warning}
      aria-label={`${skill.id}: ${label}; show in Problems`} title={`${label}: show in Problems`} onClick={() => showSkillProblems(skill.path)}>
      {c.error > 0 && <span className="sev error">⨯{c.error}</span>}
      {c.warning > 0 && <span className="sev warning">⚠{c.warning}</span>}
    </button>
  );
}

function LooseRow({ file, project, aria }: { file: LooseFile; project: string | undefined; aria: RowAria }) {
  const open = openFile;
  return (
    <div className={`skill-row loose-row${aria.focused ? ' tree-focused' : ''}`} data-testid="loose-row" role="treeitem" id={aria.id} aria-level={2}
      aria-setsize={aria.setsize} aria-posinset={aria.posinset} aria-selected={aria.focused} onMouseDown={aria.onPick}>
      <button type="button" tabIndex={-1} className="skill-open" onClick={() => void open(file.path)} title={file.diagnostics.map((d) => d.message).join('\n') || file.path}>
        <span className="skill-name">{relativeOrAbsolute(file.path, project)}</span>
        <span className="skill-desc">{file.diagnostics[0]?.message ?? 'Looks like a skill but is not loaded'}</span>
      </button>
      <span className="badge not-loaded">not loaded</span>
    </div>
  );
}

function GroupHeader({ label, count, collapsed, onToggle, testId, scope, aria }: { label: string; count: number; collapsed: boolean; onToggle(): void; testId: string; scope?: string; aria: RowAria }) {
  return (
    <div className={`scope-header${aria.focused ? ' tree-focused' : ''}`} data-testid={testId} data-scope={scope} role="treeitem" id={aria.id} aria-level={1}
      aria-setsize={aria.setsize} aria-posinset={aria.posinset} aria-expanded={!collapsed} aria-selected={aria.focused} aria-label={`${label}, ${count}`}
      onClick={onToggle} onMouseDown={aria.onPick}>
      <span className={`codicon codicon-chevron-${collapsed ? 'right' : 'down'}`} aria-hidden /> {label} <span className="muted">{count}</span>
    </div>
  );
}

/** Where the active profile looks, for an empty catalog (and scopes with nothing in them). */
function WhereItLooks({ empty }: { empty: boolean }) {
  const snapshot = useCatalogStore((s) => s.snapshot);
  const catalog = useCatalogStore((s) => s.effective);
  if (!snapshot || !catalog) return null;
  const { project, home } = snapshot.roots;
  const roots = snapshot.catalog.roots;
  if (empty) {
    return (
      <div className="muted pad where-it-looks" data-testid="where-it-looks">
        <p>No skills found.</p>
        <p>{whereProfileLooks(profileRecord(snapshot.profile).label, roots, project, home, undefined, true)}</p>
        <p>Put a skill there as <code>&lt;name&gt;/SKILL.md</code>{roots.some((r) => r.layout === 'flat-md' || r.layout === 'codebot-mixed') ? ' (or a flat <name>.md where the profile reads those)' : ''}, or use New skill (+).</p>
      </div>
    );
  }
  const used = new Set(catalog.skills.map((s) => s.root));
  const emptyRoots = roots.filter((r) => (r.scope === 'project' || r.scope === 'user') && (r.depth ?? 0) === 0 && !used.has(r.path));
  if (!emptyRoots.length) return null;
  return (
    <div className="muted pad small where-it-looks" data-testid="where-it-looks">
      {whereProfileLooks(snapshot.profile, emptyRoots, project, home).replace(/\.$/, '')}; nothing there yet.
    </div>
  );
}

const rowHeight = (r: TreeRow) => ROW_HEIGHT[r.kind];
const rowKey = (r: TreeRow) => r.key;

/** The tree's keyboard view of a row: groups expand, skills and loose files open. */
function navRow(r: TreeRow): NavRow {
  switch (r.kind) {
    case 'group': return { key: r.key, kind: 'group', expanded: !r.collapsed, label: SCOPE_LABELS[r.scope] };
    case 'loose-group': return { key: r.key, kind: 'group', expanded: !r.collapsed, label: 'Not loaded' };
    case 'skill': return { key: r.key, kind: 'item', label: r.skill.id };
    case 'loose': return { key: r.key, kind: 'item', label: r.file.path.split('/').slice(-2).join('/') };
  }
}

const collapseKey = (r: TreeRow) => (r.kind === 'group' ? r.scope : 'loose');

/**
 * The catalog as an ARIA tree (issue 16 §4): one Tab stop (the tree keeps the
 * focus and points at the focused row with aria-activedescendant), arrows,
 * Home/End, Enter opens, Left/Right collapse and expand, typing finds a row by
 * its name; a row's actions are in its context menu (right-click, Shift+F10 or
 * the menu key), F2 renames and Delete deletes.
 */
export default function CatalogTree({ tree, filtered }: { tree: Tree; filtered: boolean }) {
  const active = useEditorStore((s) => s.activePath);
  // The dirty paths as one string, not the tabs: a keystroke changes a tab's text, not which are
  // dirty, so the tree does not re-render as the user types.
  const dirtyKey = useEditorStore((s) => s.tabs.filter((t) => t.dirty).map((t) => t.path).join('\u0000'));
  const dirty = useMemo(() => new Set(dirtyKey ? dirtyKey.split('\u0000') : []), [dirtyKey]);
  const project = useCatalogStore((s) => s.snapshot?.roots.project);
  const loaded = useCatalogStore((s) => !!s.snapshot);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((key: string) => setCollapsed((c) => {
    const n = new Set(c);
    if (n.has(key)) n.delete(key); else n.add(key);
    return n;
  }), []);
  const rows = useMemo(() => flattenTree(tree, collapsed), [tree, collapsed]);
  const nav = useMemo(() => rows.map(navRow), [rows]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ x: number; y: number; skill: SkillRecord } | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const treeRef = useRef<HTMLDivElement | null>(null);
  // The skill opened in the editor becomes the tree's focused row (selection follows the editor).
  useEffect(() => { if (active) setFocusKey(active); }, [active]);
  const focusIndex = rows.findIndex((r) => r.key === focusKey);
  const shownFocus = focusIndex >= 0 ? focusKey : null;
  const positions = useMemo(() => {
    const m = new Map<string, { setsize: number; posinset: number }>();
    let groupStart = 0;
    const groups = rows.filter((r) => r.kind === 'group' || r.kind === 'loose-group').length;
    let g = 0;
    rows.forEach((r, i) => {
      if (r.kind === 'group' || r.kind === 'loose-group') { m.set(r.key, { setsize: groups, posinset: ++g }); groupStart = i; return; }
      const parent = rows[groupStart]!;
      const size = parent.kind === 'group' || parent.kind === 'loose-group' ? parent.count : 1;
      m.set(r.key, { setsize: size, posinset: i - groupStart });
    });
    return m;
  }, [rows]);
  const skillOf = (key: string | null) => { const r = rows.find((x) => x.key === key); return r?.kind === 'skill' ? r.skill : null; };
  const openMenu = (skill: SkillRecord, x: number, y: number) => setMenu({ skill, x, y });
  const openRow = (key: string) => {
    const r = rows.find((x) => x.key === key);
    if (r?.kind === 'skill') void openFile(r.skill.path);
    else if (r?.kind === 'loose') void openFile(r.file.path);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const skill = skillOf(shownFocus);
    if ((e.key === 'F10' && e.shiftKey) || e.key === 'ContextMenu') {
      if (!skill) return;
      e.preventDefault();
      const el = document.getElementById(`catalog-row-${focusIndex}`)?.getBoundingClientRect();
      openMenu(skill, (el?.left ?? 0) + 24, (el?.bottom ?? 0) - 4);
      return;
    }
    if (e.key === 'F2' && skill) { e.preventDefault(); void renameSkill(skill); return; }
    if (e.key === 'Delete' && skill) { e.preventDefault(); void deleteSkill(skill); return; }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const r = e.key === ' ' && typed.current.text && Date.now() - typed.current.at < TYPEAHEAD_MS ? null : treeKey(nav, shownFocus, e.key);
    if (r) {
      e.preventDefault();
      typed.current = { text: '', at: 0 };
      if (r.focus) setFocusKey(r.focus);
      if (r.toggle) { const row = rows.find((x) => x.key === r.toggle); if (row) toggle(collapseKey(row)); }
      if (r.open) openRow(r.open);
      return;
    }
    if (e.key.length === 1) {
      const now = Date.now();
      const t = now - typed.current.at < TYPEAHEAD_MS ? typed.current.text + e.key : e.key;
      typed.current = { text: t, at: now };
      // A longer prefix may still match the focused row; a fresh letter moves on to the next match.
      const hit = findByPrefix(nav, shownFocus, t, t.length > 1);
      if (hit) { e.preventDefault(); setFocusKey(hit); }
    }
  };
  const ariaFor = (r: TreeRow, i: number): RowAria => ({
    id: `catalog-row-${i}`, focused: r.key === shownFocus, ...positions.get(r.key)!,
    onPick: () => setFocusKey(r.key),
    onMenu: (e) => { if (r.kind !== 'skill') return; e.preventDefault(); setFocusKey(r.key); openMenu(r.skill, e.clientX, e.clientY); },
  });
  const index = useMemo(() => new Map(rows.map((r, i) => [r.key, i])), [rows]);
  const home = useCatalogStore((s) => s.snapshot?.roots.home);
  // Ids shown more than once (a shadowed copy, the same skill under .agents/ and .claude/) say where each lives.
  const where = useMemo(() => {
    const n = new Map<string, number>();
    for (const r of rows) if (r.kind === 'skill') n.set(r.skill.id, (n.get(r.skill.id) ?? 0) + 1);
    const m = new Map<string, string>();
    for (const r of rows) if (r.kind === 'skill' && n.get(r.skill.id)! > 1) m.set(r.key, displayRoot(r.skill.root, project, home).replace(/^<project>\//, ''));
    return m;
  }, [rows, project, home]);
  const render = (r: TreeRow) => {
    const aria = ariaFor(r, index.get(r.key)!);
    switch (r.kind) {
      case 'group': return <GroupHeader label={SCOPE_LABELS[r.scope]} count={r.count} collapsed={r.collapsed} onToggle={() => toggle(r.scope)} testId="scope-group" scope={r.scope} aria={aria} />;
      case 'skill': return <SkillRow skill={r.skill} active={r.skill.path === active} dirty={dirty.has(r.skill.path)} aria={aria} where={where.get(r.key)} />;
      case 'loose-group': return <GroupHeader label="Not loaded" count={r.count} collapsed={r.collapsed} onToggle={() => toggle('loose')} testId="loose-files" aria={aria} />;
      case 'loose': return <LooseRow file={r.file} project={project} aria={aria} />;
    }
  };
  if (!loaded) return <div className="tree muted pad">Loading…</div>;
  const nothing = tree.groups.length === 0 && tree.loose.length === 0;
  const emptyCatalog = tree.total === 0;
  const items: MenuItem[] = menu ? [
    { id: 'open', label: 'Open', hint: 'Enter', run: () => void openFile(menu.skill.path) },
    { id: 'problems', label: 'Show Problems', run: () => showSkillProblems(menu.skill.path) },
    { id: 'rename', label: 'Rename…', hint: 'F2', run: () => void renameSkill(menu.skill) },
    { id: 'duplicate', label: 'Duplicate', run: () => void duplicateSkill(menu.skill) },
    { id: 'export', label: 'Export skill…', run: () => openExport(menu.skill.path) },
    ...(isUtf16(menu.skill) ? [{ id: 'convert-utf8', label: 'Convert to UTF-8', run: () => void convertToUtf8(menu.skill.path) }] : []),
    { id: 'delete', label: 'Delete…', hint: 'Delete', danger: true, run: () => void deleteSkill(menu.skill) },
  ] : [];
  return (
    <>
      <div className="tree-wrap" ref={treeRef}>
        <VirtualList className="tree" testId="catalog-tree" ariaLabel="Skills by scope" items={rows} height={rowHeight} itemKey={rowKey} render={render}
          role="tree" activeDescendant={focusIndex >= 0 ? `catalog-row-${focusIndex}` : undefined} revealKey={shownFocus} onKeyDown={onKeyDown}
          onFocus={(e) => { if (e.target === e.currentTarget && focusIndex < 0 && rows.length) setFocusKey(rows.find((r) => r.kind === 'skill')?.key ?? rows[0]!.key); }}
          header={nothing && !emptyCatalog ? <div className="muted pad" data-testid="no-match">No skills match.</div> : undefined}
          footer={emptyCatalog || !filtered ? <WhereItLooks empty={emptyCatalog} /> : undefined} />
      </div>
      {menu && <ContextMenu x={menu.x} y={menu.y} label={`${menu.skill.id} actions`} items={items}
        onClose={() => { setMenu(null); treeRef.current?.querySelector<HTMLElement>('[role=tree]')?.focus(); }} />}
    </>
  );
}
