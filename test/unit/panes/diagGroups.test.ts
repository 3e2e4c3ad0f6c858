/**
 * The Listing pane summarises per-skill listing diagnostics: 4,812 "description
 * dropped" bullets become one line, listing-wide ones stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { groupListingDiagnostics, groupSummary } from '../../../src/renderer/src/panes/listing/lib/diagGroups';
import type { Diagnostic } from '../../../src/shared/engine/types';

const R = { line: 1, column: 1, endLine: 1, endColumn: 1 };
const d = (code: string, path?: string, severity: Diagnostic['severity'] = 'warning'): Diagnostic => ({ code, severity, message: `${code} ${path ?? ''}`, range: R, ...(path ? { path } : {}) });

describe('groupListingDiagnostics', () => {
  it('keeps listing-wide diagnostics and groups per-skill ones by code, most severe and largest first', () => {
    const diags = [
      d('listing-budget-exceeded'),
      ...Array.from({ length: 4812 }, (_, i) => d('listing-description-dropped', `/p/s${i}/SKILL.md`)),
      d('listing-entry-shortened', '/p/a/SKILL.md'),
      d('listing-multiline-description-folded', '/p/b/SKILL.md', 'info'),
    ];
    const { global, groups } = groupListingDiagnostics(diags);
    expect(global.map((x) => x.code)).toEqual(['listing-budget-exceeded']);
    expect(groups.map((g) => [g.code, g.items.length, g.summary])).toEqual([
      ['listing-description-dropped', 4812, '4,812 skills reduced to their name'],
      ['listing-entry-shortened', 1, '1 description shortened by the budget'],
      ['listing-multiline-description-folded', 1, '1 multi-line description folded onto one line'],
    ]);
    expect(groups[2]!.severity).toBe('info');
  });
  it('has a summary for every per-skill listing code', () => {
    for (const code of ['listing-entry-truncated', 'listing-entry-omitted', 'listing-when-truncated', 'listing-when-dropped']) expect(groupSummary(code, 2)).not.toContain(code);
    expect(groupSummary('something-new', 3)).toBe('3 skills: something-new');
  });
});
