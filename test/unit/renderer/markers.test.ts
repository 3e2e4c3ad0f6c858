import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/shared/engine/types';
import { MARKER_SEVERITY, markerMatches, toMarker, toMarkers } from '../../../src/renderer/src/monaco/markers';

const diag = (over: Partial<Diagnostic> = {}): Diagnostic => ({
  code: 'yaml-recovered', severity: 'warning', message: 'Quote it',
  range: { line: 3, column: 14, endLine: 3, endColumn: 38 }, ...over,
});

describe('toMarkers (the one diagnostics → Monaco adapter)', () => {
  it('maps severities to Monaco MarkerSeverity numbers', () => {
    expect(toMarker(diag({ severity: 'error' })).severity).toBe(8);
    expect(toMarker(diag({ severity: 'warning' })).severity).toBe(4);
    expect(toMarker(diag({ severity: 'info' })).severity).toBe(2);
    expect(MARKER_SEVERITY).toEqual({ error: 8, warning: 4, info: 2 });
  });

  it('keeps exact 1-based ranges with the exclusive end column', () => {
    const m = toMarker(diag({ range: { line: 2, column: 7, endLine: 4, endColumn: 1 } }));
    expect([m.startLineNumber, m.startColumn, m.endLineNumber, m.endColumn]).toEqual([2, 7, 4, 1]);
  });

  it('shows the code and the rendered message', () => {
    const m = toMarker(diag());
    expect(m.code).toBe('yaml-recovered');
    expect(m.message).toBe('Quote it');
    expect(m.source).toBe('Skill Studio');
  });

  it('keeps whole-file (empty) ranges as they are', () => {
    const m = toMarker(diag({ range: { line: 1, column: 1, endLine: 1, endColumn: 1 } }));
    expect([m.startLineNumber, m.startColumn, m.endLineNumber, m.endColumn]).toEqual([1, 1, 1, 1]);
  });

  it('drops diagnostics that point at another file', () => {
    const ms = toMarkers([diag(), diag({ code: 'link-target-missing', path: '/p/other.md' }), diag({ code: 'x', path: '/p/SKILL.md' })], '/p/SKILL.md');
    expect(ms.map((m) => m.code)).toEqual(['yaml-recovered', 'x']);
  });

  it('matches a marker back to its diagnostic by code and range', () => {
    const d = diag();
    expect(markerMatches(toMarker(d), d)).toBe(true);
    expect(markerMatches({ ...toMarker(d), startColumn: 13 }, d)).toBe(false);
    expect(markerMatches({ ...toMarker(d), code: { value: 'yaml-recovered', target: null as never } }, d)).toBe(true);
  });
});
