/** Skills grouped by scope with a status badge each, then loose "not loaded" files. */
import { useMemo } from 'react';
import type { SkillRecord } from '../../../shared/engine/types';
import { deleteSkill, duplicateSkill, renameSkill } from '../actions/skills';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { SCOPE_LABELS, type CatalogTree as Tree } from '../utils/catalogTree';
import { relativeTo } from '../utils/paths';

function SkillRow({ skill, active, dirty }: { skill: SkillRecord; active: boolean; dirty: boolean }) {
  const open = useEditorStore((s) => s.open);
  const why = skill.reasons.map((r) => r.message).join('\n');
  return (
    <li className={`skill-row${active ? ' active' : ''}`} data-testid="skill-row" data-name={skill.name} data-status={skill.status}>
      <button type="button" className="skill-open" onClick={() => void open(skill.path)} title={`${skill.path}${why ? `\n${why}` : ''}`}>
        <span className="skill-name">{skill.name}{dirty && <span className="dirty-dot" aria-label="unsaved changes"> ●</span>}</span>
        <span className="skill-desc">{skill.description}</span>
      </button>
      <span className={`badge ${skill.status}`} data-testid="status-badge" title={why || skill.status}>{skill.status}</span>
      <span className="row-actions">
        <button type="button" className="icon" aria-label={`Rename ${skill.name}`} title="Rename" onClick={() => void renameSkill(skill)}><span className="codicon codicon-edit" aria-hidden /></button>
        <button type="button" className="icon" aria-label={`Duplicate ${skill.name}`} title="Duplicate" onClick={() => void duplicateSkill(skill)}><span className="codicon codicon-copy" aria-hidden /></button>
        <button type="button" className="icon danger" aria-label={`Delete ${skill.name}`} title="Delete" onClick={() => void deleteSkill(skill)}><span className="codicon codicon-trash" aria-hidden /></button>
      </span>
    </li>
  );
}

export default function CatalogTree({ tree }: { tree: Tree }) {
  const active = useEditorStore((s) => s.activePath);
  const tabs = useEditorStore((s) => s.tabs);
  const dirty = useMemo(() => new Set(tabs.filter((t) => t.dirty).map((t) => t.path)), [tabs]);
  const open = useEditorStore((s) => s.open);
  const project = useCatalogStore((s) => s.snapshot?.roots.project);
  const loaded = useCatalogStore((s) => !!s.snapshot);
  if (!loaded) return <div className="tree muted pad">Loading…</div>;
  return (
    <nav className="tree" aria-label="Skills by scope" data-testid="catalog-tree">
      {tree.groups.length === 0 && tree.loose.length === 0 && <div className="muted pad">No skills match.</div>}
      {tree.groups.map((g) => (
        <details key={g.scope} open className="scope-group" data-testid="scope-group" data-scope={g.scope}>
          <summary>{SCOPE_LABELS[g.scope]} <span className="muted">{g.skills.length}</span></summary>
          <ul>{g.skills.map((s) => <SkillRow key={s.path} skill={s} active={s.path === active} dirty={dirty.has(s.path)} />)}</ul>
        </details>
      ))}
      {tree.loose.length > 0 && (
        <details open className="scope-group loose" data-testid="loose-files">
          <summary>Not loaded <span className="muted">{tree.loose.length}</span></summary>
          <ul>
            {tree.loose.map((f) => (
              <li key={f.path} className="skill-row loose-row" data-testid="loose-row">
                <button type="button" className="skill-open" onClick={() => void open(f.path)} title={f.diagnostics.map((d) => d.message).join('\n') || f.path}>
                  <span className="skill-name">{relativeTo(project, f.path)}</span>
                  <span className="skill-desc">{f.diagnostics[0]?.message ?? 'Looks like a skill but is not loaded'}</span>
                </button>
                <span className="badge not-loaded">not loaded</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </nav>
  );
}
