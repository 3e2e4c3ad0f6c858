/**
 * Harnesses view store (issue 17 §2): whether the view is open, the matrix
 * main computed (`matrix.get`), the filter and the name search. State only:
 * ../actions/harnesses.ts asks main and writes here.
 */
import { create } from 'zustand';
import type { ApiOutputs } from '../../../shared/ipc/contract';

/** The matrix as main sends it (`defaults`: the columns used when none are chosen). */
export type MatrixView = ApiOutputs['matrix.get'];

/** Which rows show: all, those some harness skips, those the harnesses disagree on. */
export type MatrixFilter = 'all' | 'skipped' | 'differs';

export interface HarnessesState {
  open: boolean;
  matrix: MatrixView | null;
  /** The catalog generation the matrix was computed at (a newer one asks again). */
  generation: number | null;
  loading: boolean;
  error: string | null;
  filter: MatrixFilter;
  query: string;
  /** The column chooser is shown. */
  choosing: boolean;
  /** The view takes the whole window row (catalog and preview panes hidden, still mounted), as the Listing pane's maximise does. */
  maximized: boolean;
  setOpen(open: boolean): void;
  setFilter(f: MatrixFilter): void;
  setQuery(q: string): void;
  setChoosing(c: boolean): void;
  setMaximized(on: boolean): void;
}

export const useHarnessesStore = create<HarnessesState>((set) => ({
  open: false,
  matrix: null,
  generation: null,
  loading: false,
  error: null,
  filter: 'all',
  query: '',
  choosing: false,
  maximized: false,
  setOpen: (open) => set({ open }),
  setFilter: (filter) => set({ filter }),
  setQuery: (query) => set({ query }),
  setChoosing: (choosing) => set({ choosing }),
  setMaximized: (maximized) => set({ maximized }),
}));

/** The rows the filter and the search leave (search: name or path, case-insensitive). */
export function visibleRows(m: MatrixView, filter: MatrixFilter, query: string): MatrixView['skills'] {
  const q = query.trim().toLowerCase();
  return m.skills.filter((r) => (filter === 'all' || (filter === 'skipped' ? r.skippedAnywhere : r.differs))
    && (!q || r.name.toLowerCase().includes(q) || r.path.toLowerCase().includes(q)));
}
