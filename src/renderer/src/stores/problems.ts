/**
 * Problems store: diagnostics per open file, recomputed (debounced) from the
 * unsaved buffer. The Monaco adapter turns them into markers; the Problems
 * list renders them.
 */
import { create } from 'zustand';
import type { Diagnostic } from '../../../shared/engine';

/** A marker as Monaco holds it (what the Problems list shows). */
export interface MarkerRow {
  path: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: 'error' | 'warning' | 'info';
  message: string;
  code: string;
}

export interface ProblemsState {
  /** Diagnostics per file (input of the marker adapter). */
  byPath: Record<string, Diagnostic[]>;
  /** Markers of every open model, read back from Monaco. */
  markers: MarkerRow[];
  setMarkers(rows: MarkerRow[]): void;
  set(path: string, diagnostics: Diagnostic[]): void;
  drop(path: string): void;
}

export const useProblemsStore = create<ProblemsState>((set) => ({
  byPath: {},
  markers: [],
  setMarkers: (markers) => set({ markers }),
  set: (path, diagnostics) => set((s) => ({ byPath: { ...s.byPath, [path]: diagnostics } })),
  drop: (path) => set((s) => { const byPath = { ...s.byPath }; delete byPath[path]; return { byPath }; }),
}));
