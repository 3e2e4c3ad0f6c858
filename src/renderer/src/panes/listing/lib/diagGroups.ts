/**
 * The listing's diagnostics for display: listing-wide ones (no `path`) as they
 * are, and per-skill ones (with a `path`) grouped by code into one summary
 * line each ("4,812 skills reduced to their name"), the details kept for a
 * collapsed list. Pure.
 */
import type { Diagnostic, Severity } from '../../../../../shared/engine';
import { formatCount } from './options';

export interface DiagGroup { code: string; severity: Severity; summary: string; items: Diagnostic[] }

const fmt = formatCount;
const plural = (n: number, one: string, many: string): string => `${fmt(n)} ${n === 1 ? one : many}`;

/** Summary sentence for `n` diagnostics of `code`. */
export function groupSummary(code: string, n: number): string {
  switch (code) {
    case 'listing-description-dropped': return `${plural(n, 'skill', 'skills')} reduced to their name`;
    case 'listing-entry-shortened': return `${plural(n, 'description', 'descriptions')} shortened by the budget`;
    case 'listing-entry-truncated': return `${plural(n, 'entry', 'entries')} cut at the per-entry cap`;
    case 'listing-entry-omitted': return `${plural(n, 'skill', 'skills')} left out of the listing`;
    case 'listing-when-truncated': return `${plural(n, '"when:" line', '"when:" lines')} cut`;
    case 'listing-when-dropped': return `${plural(n, '"when:" line', '"when:" lines')} left out`;
    case 'listing-multiline-description-folded': return `${plural(n, 'multi-line description', 'multi-line descriptions')} folded onto one line`;
    default: return `${plural(n, 'skill', 'skills')}: ${code}`;
  }
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Split `diagnostics` into listing-wide ones and per-skill groups (most severe, then largest, first). */
export function groupListingDiagnostics(diagnostics: Diagnostic[]): { global: Diagnostic[]; groups: DiagGroup[] } {
  const global: Diagnostic[] = [];
  const by = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    if (!d.path) { global.push(d); continue; }
    let list = by.get(d.code);
    if (!list) { list = []; by.set(d.code, list); }
    list.push(d);
  }
  const groups = [...by].map(([code, items]) => ({
    code, items, summary: groupSummary(code, items.length),
    severity: items.reduce<Severity>((s, d) => (RANK[d.severity] < RANK[s] ? d.severity : s), items[0]!.severity),
  }));
  groups.sort((a, b) => RANK[a.severity] - RANK[b.severity] || b.items.length - a.items.length || a.code.localeCompare(b.code));
  return { global, groups };
}
