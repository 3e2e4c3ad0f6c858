/**
 * The one adapter from engine diagnostics to Monaco markers (house style §8;
 * the role `toMarker` plays in VS Code's promptValidator). Ranges are already
 * 1-based UTF-16 with an exclusive end column, exactly Monaco's convention.
 */
import type { editor } from 'monaco-editor/editor';
import type { Diagnostic, Severity } from '../../../shared/engine';

/** Monaco's MarkerSeverity values (kept numeric so this stays a pure module). */
export const MARKER_SEVERITY: Record<Severity, number> = { error: 8, warning: 4, info: 2 };

/** Owner id of our markers on every model. */
export const MARKER_OWNER = 'skill-studio';

/** One diagnostic as a Monaco marker. */
export function toMarker(d: Diagnostic): editor.IMarkerData {
  return {
    severity: MARKER_SEVERITY[d.severity] ?? MARKER_SEVERITY.warning,
    message: d.message,
    code: d.code,
    source: 'Skill Studio',
    startLineNumber: d.range.line,
    startColumn: d.range.column,
    endLineNumber: d.range.endLine,
    endColumn: d.range.endColumn,
  };
}

/** Diagnostics of one file as Monaco markers (diagnostics about other files dropped). */
export function toMarkers(diagnostics: readonly Diagnostic[], path?: string): editor.IMarkerData[] {
  return diagnostics.filter((d) => !path || !d.path || d.path === path).map(toMarker);
}

/** Whether a marker is the one a diagnostic produced (for code actions). */
export function markerMatches(m: Pick<editor.IMarkerData, 'code' | 'startLineNumber' | 'startColumn' | 'endLineNumber' | 'endColumn'>, d: Diagnostic): boolean {
  const code = typeof m.code === 'string' ? m.code : m.code?.value;
  return code === d.code && m.startLineNumber === d.range.line && m.startColumn === d.range.column
    && m.endLineNumber === d.range.endLine && m.endColumn === d.range.endColumn;
}
