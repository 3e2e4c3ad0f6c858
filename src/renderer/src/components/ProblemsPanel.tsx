/**
 * Problems: the open files' diagnostics (the problems store, not Monaco's
 * markers; live, with quick fixes), or every diagnostic of the project from
 * the catalog, grouped by skill, filtered by severity and code. Click a row to
 * open its file at the range.
 */
import { memo, useDeferredValue, useMemo } from 'react';
import { revealAt } from '../actions/files';
import { setProblemsView } from '../actions/problemsView';
import { useProblemsViewStore } from '../stores/problemsView';
import ProjectProblems from './ProjectProblems';
import PortabilityPicker from './PortabilityPicker';
import { SEVERITY_ICON } from '../utils/projectProblems';
import { problemRows, useProblemsStore, type ProblemRow } from '../stores/problems';
import { applyFix, fixesFor } from '../monaco/applyFix';
import { useUiStore } from '../stores/ui';
import { convertToUtf8 } from '../actions/convertUtf8';
import { isUtf16Diagnostic } from '../utils/utf16';
import { useLayoutStore } from '../stores/layout';
import { tabLabel } from '../utils/paths';

const ICON = SEVERITY_ICON;

/**
 * The preferred quick fix for a row's diagnostic, if the engine has one. Memoised on the row
 * (rows are rebuilt only when the diagnostics change): a fix is computed on the editor text, and
 * recomputing every row's on each render cost a model read and a URI parse per row per keystroke.
 */
const FixButton = memo(function FixButton({ row }: { row: ProblemRow }) {
  // Not a text edit: rewriting a UTF-16 file as UTF-8 is done by main (actions/convertUtf8.ts).
  if (isUtf16Diagnostic(row.diagnostic)) {
    return (
      <button type="button" className="icon fix" data-testid="problem-fix" aria-label="Quick fix: Convert to UTF-8" title="Convert to UTF-8"
        onClick={(e) => { e.stopPropagation(); void convertToUtf8(row.path); }}><span className="codicon codicon-lightbulb" aria-hidden /></button>
    );
  }
  const fixes = fixesFor(row.path, row.diagnostic);
  const fix = fixes.find((f) => f.isPreferred) ?? fixes[0];
  if (!fix) return null;
  return (
    <button type="button" className="icon fix" data-testid="problem-fix" aria-label={`Quick fix: ${fix.title}`} title={`${fix.title} (or Ctrl+. in the editor)`}
      // Recomputed on the text of the moment of the click (the shown one was computed when the diagnostics last changed).
      onClick={(e) => { e.stopPropagation(); applyFix(row.path, fixesFor(row.path, row.diagnostic).find((f) => f.title === fix.title) ?? fix); }}><span className="codicon codicon-lightbulb" aria-hidden /></button>
  );
});

export default function ProblemsPanel() {
  // Deferred: the list follows in a pass after the keystroke's frame has painted the editor and the listing.
  const byPath = useDeferredValue(useProblemsStore((s) => s.byPath));
  const rows = useMemo(() => problemRows(byPath), [byPath]);
  const visible = useUiStore((s) => s.problemsVisible);
  const toggle = useUiStore((s) => s.toggle);
  const view = useProblemsViewStore((s) => s.view);
  const height = useLayoutStore((s) => s.sizes.problems);
  const counts = { error: 0, warning: 0, info: 0 };
  for (const m of rows) counts[m.severity]++;
  return (
    <section className={`problems${visible ? '' : ' collapsed'}`} aria-label="Problems" data-testid="problems"
      style={visible ? { height } : undefined}>
      <header className="panel-header">
        <button type="button" className="link" onClick={() => toggle('problemsVisible')} title="Toggle Problems (Ctrl+Shift+M)" aria-expanded={visible}>
          Problems
        </button>
        <span className="problems-views" role="tablist" aria-label="Problems list">
          <button type="button" role="tab" aria-selected={view === 'open'} className={`view-tab${view === 'open' ? ' on' : ''}`} data-testid="problems-view-open" onClick={() => setProblemsView('open')}>Open files</button>
          <button type="button" role="tab" aria-selected={view === 'project'} className={`view-tab${view === 'project' ? ' on' : ''}`} data-testid="problems-view-project" onClick={() => setProblemsView('project')}>Project</button>
        </span>
        {view === 'open' && <span className="counts">
          <span className="sev error">{ICON.error} {counts.error}</span>
          <span className="sev warning">{ICON.warning} {counts.warning}</span>
          <span className="sev info">{ICON.info} {counts.info}</span>
        </span>}
        {view === 'open' && <PortabilityPicker />}
      </header>
      {visible && view === 'project' && <ProjectProblems />}
      {visible && view === 'open' && (
        <ul className="problem-list">
          {rows.length === 0 && <li className="muted">No problems in open files.</li>}
          {rows.map((m, i) => (
            <li key={`${m.path}:${m.line}:${m.column}:${m.code}:${i}`} className="problem-row">
              <button type="button" className={`problem ${m.severity}`} data-testid="problem" data-code={m.code} data-line={m.line} data-column={m.column}
                onClick={() => void revealAt(m.path, m.line, m.column)} title={`${m.path}:${m.line}:${m.column}`}>
                <span className={`sev ${m.severity}`}>{ICON[m.severity]}</span>
                <span className="msg">{m.message}</span>
                <span className="code">{m.code}</span>
                <span className="where">{tabLabel(m.path)} [Ln {m.line}, Col {m.column}]</span>
              </button>
              <FixButton row={m} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
