/**
 * Problems store: diagnostics per open file, recomputed (debounced) from the
 * unsaved buffer. The Monaco adapter turns them into markers; the Problems
 * list renders them.
 */
import { create } from 'zustand';
import type { Diagnostic } from '../../../shared/engine/types';

export interface ProblemsState {
  byPath: Record<string, Diagnostic[]>;
  set(path: string, diagnostics: Diagnostic[]): void;
  drop(path: string): void;
}

export const useProblemsStore = create<ProblemsState>((set) => ({
  byPath: {},
  set: (path, diagnostics) => set((s) => ({ byPath: { ...s.byPath, [path]: diagnostics } })),
  drop: (path) => set((s) => { const byPath = { ...s.byPath }; delete byPath[path]; return { byPath }; }),
}));
