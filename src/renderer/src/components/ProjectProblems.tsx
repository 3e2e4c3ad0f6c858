/**
 * The project list of the Problems panel: every skill's diagnostics from the
 * effective catalog (so unsaved edits count), grouped by file, with severity
 * toggles and a code filter. Rows open the file at the diagnostic's range.
 */
import { useMemo } from 'react';
import { relativeOrAbsolute, type Severity } from '../../../shared/engine';
import { openProblem, setCodeFilter, toggleGroup, toggleSeverity } from '../actions/problemsView';
import { useCatalogStore } from '../stores/catalog';
import { convertToUtf8 } from '../actions/convertUtf8';
import { isUtf16Diagnostic } from '../utils/utf16';
import { useProblemsViewStore } from '../stores/problemsView';
import { countSeverities, filterProblems, groupProblems, problemCodes, SEVERITY_ICON } from '../utils/projectProblems';
const ICON = SEVERITY_ICON;

/** Rows drawn at most (the rest are counted): a project with 20,000 findings stays responsive. */
export const MAX_PROBLEM_ROWS = 500;
const SEVERITIES: Severity[] = ['error', 'warning', 'info'];

export default function ProjectProblems() {
  const catalog = useCatalogStore((s) => s.effective ?? s.baseline);
  const project = useCatalogStore((s) => s.snapshot?.roots.project);
  const filter = useProblemsViewStore((s) => s.filter);
  const folded = useProblemsViewStore((s) => s.folded);
  const all = useMemo(() => groupProblems(catalog), [catalog]);
  const totals = useMemo(() => countSeverities(all.flatMap((g) => g.diagnostics)), [all]);
  const codes = useMemo(() => problemCodes(all), [all]);
  const groups = useMemo(() => filterProblems(all, filter), [all, filter]);
  let budget = MAX_PROBLEM_ROWS;
  let hidden = 0;
  return (
    <div className="project-problems" data-testid="project-problems">
      <div className="problems-filter" role="toolbar" aria-label="Filter problems">
        {SEVERITIES.map((sev) => (
          <button key={sev} type="button" className={`sev-toggle sev ${sev}${filter.severities[sev] ? ' on' : ''}`} aria-pressed={filter.severities[sev]}
            data-testid={`filter-${sev}`} title={`${filter.severities[sev] ? 'Hide' : 'Show'} ${sev}s`} onClick={() => toggleSeverity(sev)}>
            {ICON[sev]} {totals[sev]}
          </button>
        ))}
        <label className="code-filter">
          <span className="muted">Code</span>
          <select data-testid="filter-code" value={filter.code} onChange={(e) => setCodeFilter(e.target.value)}>
            <option value="">all codes</option>
            {codes.map((c) => <option key={c.code} value={c.code}>{c.code} ({c.count})</option>)}
            {filter.code && !codes.some((c) => c.code === filter.code) && <option value={filter.code}>{filter.code} (0)</option>}
          </select>
        </label>
      </div>
      <ul className="problem-list" data-testid="project-problem-list">
        {groups.length === 0 && <li className="muted">{all.length ? 'No problems match the filter.' : 'No problems in the project.'}</li>}
        {groups.map((g) => {
          const isFolded = !!folded[g.path];
          const rows = isFolded ? [] : g.diagnostics.slice(0, Math.max(0, budget));
          budget -= rows.length;
          hidden += isFolded ? 0 : g.diagnostics.length - rows.length;
          const label = g.skillId ?? (g.path ? relativeOrAbsolute(g.path, project) : '(listing)');
          return (
            <li key={g.path} className="problem-group" data-testid="problem-group" data-path={g.path} data-skill={g.skillId ?? ''}>
              <button type="button" className="group-header" aria-expanded={!isFolded} onClick={() => toggleGroup(g.path)} title={g.path}>
                <span className={`codicon codicon-chevron-${isFolded ? 'right' : 'down'}`} aria-hidden />
                <span className="group-name">{label}</span>
                {g.skillId && <span className="where muted">{relativeOrAbsolute(g.path, project)}</span>}
                <span className="group-counts" data-testid="group-counts">
                  {SEVERITIES.filter((s) => g.counts[s]).map((s) => <span key={s} className={`sev ${s}`}>{ICON[s]} {g.counts[s]}</span>)}
                </span>
              </button>
              {rows.length > 0 && (
                <ul className="problem-sublist">
                  {rows.map((d, i) => (
                    <li key={`${d.code}:${d.range.line}:${d.range.column}:${i}`} className="problem-row">
                      <button type="button" className={`problem ${d.severity}`} data-testid="project-problem" data-code={d.code} data-line={d.range.line} data-column={d.range.column}
                        disabled={!g.path} onClick={() => openProblem(g.path, d.range)} title={`${g.path}:${d.range.line}:${d.range.column}`}>
                        <span className={`sev ${d.severity}`}>{ICON[d.severity]}</span>
                        <span className="msg">{d.message}</span>
                        <span className="code">{d.code}</span>
                        <span className="where">[Ln {d.range.line}, Col {d.range.column}]</span>
                      </button>
                      {g.path && isUtf16Diagnostic(d) && (
                        <button type="button" className="icon fix" data-testid="problem-fix" aria-label="Quick fix: Convert to UTF-8" title="Convert to UTF-8"
                          onClick={() => void convertToUtf8(g.path)}><span className="codicon codicon-lightbulb" aria-hidden /></button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
        {hidden > 0 && <li className="muted" data-testid="problems-more">{hidden} more not shown; filter by severity or code to see them.</li>}
      </ul>
    </div>
  );
}
