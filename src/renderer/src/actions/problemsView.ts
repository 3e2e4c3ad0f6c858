/** Problems view actions: switch list, filter the project list, open a problem at its range. */
import type { Range, Severity } from '../../../shared/engine';
import { revealAt } from './files';
import { useProblemsViewStore } from '../stores/problemsView';
import { useUiStore } from '../stores/ui';

/** Show the open files' markers or the whole project's diagnostics (opens the panel). */
export function setProblemsView(view: 'open' | 'project'): void {
  useProblemsViewStore.setState({ view });
  if (!useUiStore.getState().problemsVisible) useUiStore.getState().toggle('problemsVisible');
}

/** Switch one severity on or off in the project list. */
export function toggleSeverity(sev: Severity): void {
  useProblemsViewStore.setState((s) => ({ filter: { ...s.filter, severities: { ...s.filter.severities, [sev]: !s.filter.severities[sev] } } }));
}

/** Show only diagnostics with `code` ('' for every code). */
export function setCodeFilter(code: string): void {
  useProblemsViewStore.setState((s) => ({ filter: { ...s.filter, code } }));
}

/** Fold or unfold one file's group. */
export function toggleGroup(path: string): void {
  useProblemsViewStore.setState((s) => {
    const folded = { ...s.folded };
    if (folded[path]) delete folded[path]; else folded[path] = true;
    return { folded };
  });
}

/** Open `path` in the editor with the cursor at the start of `range`. */
export function openProblem(path: string, range: Range): void {
  if (!path) return;
  void revealAt(path, range.line, range.column);
}

/** Show the project list filtered to one skill's file (the catalog row's counts open this). */
export function showSkillProblems(path: string): void {
  setProblemsView('project');
  useProblemsViewStore.setState({ folded: {} });
  openProblemsFor(path);
}

/** Scroll the project list to `path`'s group once it is rendered. */
function openProblemsFor(path: string): void {
  requestAnimationFrame(() => document.querySelector(`[data-testid="problem-group"][data-path="${CSS.escape(path)}"]`)?.scrollIntoView({ block: 'start' }));
}
