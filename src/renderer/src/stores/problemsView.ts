/**
 * Problems view state: which list the Problems panel shows (open files, or the
 * whole project from the catalog) and the project list's filter. State only:
 * actions/problemsView.ts changes it.
 */
import { create } from 'zustand';
import type { ProblemFilter } from '../utils/projectProblems';

export interface ProblemsViewState {
  /** `open`: markers of the open files (live); `project`: every skill's diagnostics from the catalog. */
  view: 'open' | 'project';
  filter: ProblemFilter;
  /** Paths whose group is folded in the project list. */
  folded: Record<string, true>;
}

export const useProblemsViewStore = create<ProblemsViewState>(() => ({
  view: 'open',
  filter: { severities: { error: true, warning: true, info: true }, code: '' },
  folded: {},
}));
