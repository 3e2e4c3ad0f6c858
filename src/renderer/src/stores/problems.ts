/**
 * Problems store: the engine's diagnostics per open file, as the live-document
 * pipeline (../actions/liveDocuments.ts) computed them from the unsaved buffer
 * in disk form, with ranges mapped to the editor's text. The Problems list
 * renders them (`problemRows`); the one Monaco adapter (../monaco/markers.ts)
 * turns the same diagnostics into markers. Nothing is read back from Monaco.
 */
import { create } from 'zustand';
import type { Diagnostic } from '../../../shared/engine';

/** One row of the Problems list: a diagnostic of an open file (1-based editor positions). */
export interface ProblemRow {
  path: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: Diagnostic['severity'];
  message: string;
  code: string;
  /** The engine's diagnostic behind the row (for its quick fixes). */
  diagnostic: Diagnostic;
}

export interface ProblemsState {
  /** Diagnostics per open file (editor ranges). */
  byPath: Record<string, Diagnostic[]>;
  set(path: string, diagnostics: Diagnostic[]): void;
  /** Replace every file's diagnostics at once (one update per pipeline run). */
  setAll(byPath: Record<string, Diagnostic[]>): void;
  drop(path: string): void;
}

/** Same paths, each with the same list object. */
function sameByPath(a: Record<string, Diagnostic[]>, b: Record<string, Diagnostic[]>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}

export const useProblemsStore = create<ProblemsState>((set) => ({
  byPath: {},
  set: (path, diagnostics) => set((s) => ({ byPath: { ...s.byPath, [path]: diagnostics } })),
  // The same lists for the same paths (most keystrokes): the held object stays, so nothing re-renders.
  setAll: (byPath) => set((s) => (sameByPath(s.byPath, byPath) ? s : { byPath })),
  drop: (path) => set((s) => { const byPath = { ...s.byPath }; delete byPath[path]; return { byPath }; }),
}));

/** Every diagnostic as a row, sorted by file, then position (what the Problems list shows). */
export function problemRows(byPath: Readonly<Record<string, readonly Diagnostic[]>>): ProblemRow[] {
  const rows: ProblemRow[] = [];
  for (const [path, list] of Object.entries(byPath)) {
    for (const d of list) {
      if (d.path && d.path !== path) continue;
      rows.push({ path, line: d.range.line, column: d.range.column, endLine: d.range.endLine, endColumn: d.range.endColumn, severity: d.severity, message: d.message, code: d.code, diagnostic: d });
    }
  }
  return rows.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) || a.line - b.line || a.column - b.column);
}
