/** Grouping and filtering of the project-wide Problems list (issue 16). */
import { describe, expect, it } from 'vitest';
import type { Catalog, Diagnostic, SkillRecord } from '../../../src/shared/engine/types';
import { countSeverities, filterProblems, groupProblems, problemCodes } from '../../../src/renderer/src/utils/projectProblems';

const d = (code: string, severity: Diagnostic['severity'], line: number, path?: string): Diagnostic =>
  ({ code, severity, message: code, range: { line, column: 1, endLine: line, endColumn: 5 }, ...(path ? { path } : {}) });
const skill = (id: string, diagnostics: Diagnostic[]) => ({ id, path: `/p/${id}/SKILL.md`, diagnostics }) as unknown as SkillRecord;

const catalog = {
  profile: 'claude-code', roots: [],
  skills: [
    skill('b', [d('x-late', 'warning', 9), d('x-early', 'error', 2)]),
    skill('a', [d('dup', 'info', 1), d('dup', 'info', 1), d('elsewhere', 'warning', 3, '/p/b/SKILL.md')]),
    skill('clean', []),
  ],
  files: [{ path: '/p/loose.md', diagnostics: [d('loose', 'info', 1)] }],
  diagnostics: [d('global', 'warning', 1)],
} as unknown as Catalog;

describe('groupProblems', () => {
  it('groups by file in catalog order, sorts by position, moves `d.path` diagnostics and counts repeats once', () => {
    const g = groupProblems(catalog);
    expect(g.map((x) => [x.path, x.skillId])).toEqual([['/p/b/SKILL.md', 'b'], ['/p/a/SKILL.md', 'a'], ['/p/loose.md', undefined], ['', undefined]]);
    expect(g[0].diagnostics.map((x) => x.code)).toEqual(['x-early', 'elsewhere', 'x-late']);
    expect(g[0].counts).toEqual({ error: 1, warning: 2, info: 0 });
    expect(g[1].diagnostics.map((x) => x.code)).toEqual(['dup']);
    expect(groupProblems(null)).toEqual([]);
  });

  it('filters by severity and code, dropping emptied groups and recounting', () => {
    const g = groupProblems(catalog);
    const warnings = filterProblems(g, { severities: { error: false, warning: true, info: false }, code: '' });
    expect(warnings.map((x) => [x.path, x.counts.warning])).toEqual([['/p/b/SKILL.md', 2], ['', 1]]);
    expect(filterProblems(g, { severities: { error: true, warning: true, info: true }, code: 'loose' }).map((x) => x.path)).toEqual(['/p/loose.md']);
    expect(problemCodes(g)).toEqual([
      { code: 'dup', count: 1 }, { code: 'elsewhere', count: 1 }, { code: 'global', count: 1 },
      { code: 'loose', count: 1 }, { code: 'x-early', count: 1 }, { code: 'x-late', count: 1 },
    ]);
    expect(countSeverities(g.flatMap((x) => x.diagnostics))).toEqual({ error: 1, warning: 3, info: 2 });
  });
});
