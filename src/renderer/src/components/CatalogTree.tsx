/**
 * Skills grouped by scope with a status badge each, then loose "not loaded"
 * files. Rows are windowed (VirtualList): with thousands of skills only the
 * visible ones are in the DOM. Each row's title is the skill's id (the name
 * you invoke; for Claude Code the folder name); the frontmatter name shows as
 * a secondary label when it differs.
 */
import { memo, useCallback, useMemo, useState } from 'react';
import { openFile } from '../actions/files';
import { relativeOrAbsolute, type LooseFile, type SkillRecord } from '../../../shared/engine';
import { deleteSkill, duplicateSkill, renameSkill } from '../actions/skills';
import { showSkillProblems } from '../actions/problemsView';
import { countSeverities } from '../utils/projectProblems';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { flattenTree, ROW_HEIGHT, SCOPE_LABELS, whereProfileLooks, type CatalogTree as Tree, type TreeRow } from '../utils/catalogTree';
import VirtualList from './VirtualList';

export const DISPLAY_NAME_TOOLTIP = 'frontmatter name; Claude Code lists the folder name';

const SkillRow = memo(function SkillRow({ skill, active, dirty }: { skill: SkillRecord; active: boolean; dirty: boolean }) {
  const open = openFile;
  const why = skill.reasons.map((r) => r.message).join('\n');
  const id = skill.id;
  return (
    <div className={`skill-row${active ? ' active' : ''}`} data-testid="skill-row" data-name={id} data-display-name={skill.name} data-status={skill.status} data-scope={skill.scope}>
      <button type="button" className="skill-open" onClick={() => void open(skill.path)} title={`${skill.path}${why ? `\n${why}` : ''}`}>
        <span className="skill-title">
          <span className="skill-name">{id}</span>
          {skill.name !== id && <span className="skill-display-name" data-testid="skill-display-name" title={DISPLAY_NAME_TOOLTIP}>{skill.name}</span>}
          {dirty && <span className="dirty-dot" aria-label="unsaved changes"> ●</span>}
        </span>
        <span className="skill-desc">{skill.description}</span>
      </button>
      <ProblemCounts skill={skill} />
      <span className={`badge ${skill.status}`} data-testid="status-badge" title={why || skill.status}>{skill.status}</span>
      <span className="row-actions">
        <button type="button" className="icon" aria-label={`Rename ${id}`} title="Rename" onClick={() => void renameSkill(skill)}><span className="codicon codicon-edit" aria-hidden /></button>
        <button type="button" className="icon" aria-label={`Duplicate ${id}`} title="Duplicate" onClick={() => void duplicateSkill(skill)}><span className="codicon codicon-copy" aria-hidden /></button>
        <button type="button" className="icon danger" aria-label={`Delete ${id}`} title="Delete" onClick={() => void deleteSkill(skill)}><span className="codicon codicon-trash" aria-hidden /></button>
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
    <button type="button" className="row-counts" data-testid="row-counts" data-errors={c.error} data-warnings={c.warning}
      aria-label={`${skill.id}: ${label}; show in Problems`} title={`${label}: show in Problems`} onClick={() => showSkillProblems(skill.path)}>
      {c.error > 0 && <span className="sev error">⨯{c.error}</span>}
      {c.warning > 0 && <span className="sev warning">⚠{c.warning}</span>}
    </button>
  );
}

function LooseRow({ file, project }: { file: LooseFile; project: string | undefined }) {
  const open = openFile;
  return (
    <div className="skill-row loose-row" data-testid="loose-row">
      <button type="button" className="skill-open" onClick={() => void open(file.path)} title={file.diagnostics.map((d) => d.message).join('\n') || file.path}>
        <span className="skill-name">{relativeOrAbsolute(file.path, project)}</span>
        <span className="skill-desc">{file.diagnostics[0]?.message ?? 'Looks like a skill but is not loaded'}</span>
      </button>
      <span className="badge not-loaded">not loaded</span>
    </div>
  );
}

function GroupHeader({ label, count, collapsed, onToggle, testId, scope }: { label: string; count: number; collapsed: boolean; onToggle(): void; testId: string; scope?: string }) {
  return (
    <button type="button" className="scope-header" data-testid={testId} data-scope={scope} aria-expanded={!collapsed} onClick={onToggle}>
      <span className={`codicon codicon-chevron-${collapsed ? 'right' : 'down'}`} aria-hidden /> {label} <span className="muted">{count}</span>
    </button>
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
        <p>{whereProfileLooks(snapshot.profile, roots, project, home)}</p>
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

export default function CatalogTree({ tree, filtered }: { tree: Tree; filtered: boolean }) {
  const active = useEditorStore((s) => s.activePath);
  const tabs = useEditorStore((s) => s.tabs);
  const dirty = useMemo(() => new Set(tabs.filter((t) => t.dirty).map((t) => t.path)), [tabs]);
  const project = useCatalogStore((s) => s.snapshot?.roots.project);
  const loaded = useCatalogStore((s) => !!s.snapshot);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((key: string) => setCollapsed((c) => {
    const n = new Set(c);
    if (n.has(key)) n.delete(key); else n.add(key);
    return n;
  }), []);
  const rows = useMemo(() => flattenTree(tree, collapsed), [tree, collapsed]);
  const render = useCallback((r: TreeRow) => {
    switch (r.kind) {
      case 'group': return <GroupHeader label={SCOPE_LABELS[r.scope]} count={r.count} collapsed={r.collapsed} onToggle={() => toggle(r.scope)} testId="scope-group" scope={r.scope} />;
      case 'skill': return <SkillRow skill={r.skill} active={r.skill.path === active} dirty={dirty.has(r.skill.path)} />;
      case 'loose-group': return <GroupHeader label="Not loaded" count={r.count} collapsed={r.collapsed} onToggle={() => toggle('loose')} testId="loose-files" />;
      case 'loose': return <LooseRow file={r.file} project={project} />;
    }
  }, [active, dirty, project, toggle]);
  if (!loaded) return <div className="tree muted pad">Loading…</div>;
  const nothing = tree.groups.length === 0 && tree.loose.length === 0;
  const emptyCatalog = tree.total === 0;
  return (
    <VirtualList className="tree" testId="catalog-tree" ariaLabel="Skills by scope" items={rows} height={rowHeight} itemKey={rowKey} render={render}
      header={nothing && !emptyCatalog ? <div className="muted pad" data-testid="no-match">No skills match.</div> : undefined}
      footer={emptyCatalog || !filtered ? <WhereItLooks empty={emptyCatalog} /> : undefined} />
  );
}
