/**
 * Every skill's fate in one list: what the budget did to listed skills
 * (full / shortened / name only / left out), why the others are not in the
 * listing at all (hidden, inactive, shadowed, failed to load) and the files
 * that looked like skills but were not discovered.
 */
import type { Catalog, ListingRecord, Reason, Scope, SkillRecord } from '../../../../../shared/engine';
import { skillAt, skillsAt } from './skillIndex';

/** Badge kinds, one per fate or status. */
export type FateKind = 'full' | 'shortened' | 'name-only' | 'omitted' | 'hidden' | 'inactive' | 'shadowed' | 'error' | 'not-discovered';

/** Badge labels in plain words. */
export const FATE_LABEL: Record<FateKind, string> = {
  full: 'listed in full',
  shortened: 'shortened',
  'name-only': 'name only',
  omitted: 'left out',
  hidden: 'hidden from the model',
  inactive: 'inactive',
  shadowed: 'shadowed',
  error: 'failed to load',
  'not-discovered': 'not discovered',
};

/** One row of the fates table. */
export interface FateRow {
  key: string;
  name: string;
  path: string;
  scope?: Scope;
  kind: FateKind;
  /** Plain-words reasons (first is the headline). */
  reasons: string[];
  /** Struck-through tail for shortened entries. */
  cutTail?: string;
  /** Shown text for listed entries. */
  text?: string;
  /** The winning file for shadowed skills, with its scope. */
  shadowedBy?: { path: string; scope?: Scope };
  /** `paths` patterns for inactive skills. */
  paths?: string[];
}

const msgs = (rs: Reason[]): string[] => rs.map((r) => r.message).filter(Boolean);

function errorReasons(s: SkillRecord | undefined, rs: Reason[]): string[] {
  const base = msgs(rs);
  const diags = (s?.diagnostics ?? []).filter((d) => d.severity === 'error' && !base.includes(d.message)).map((d) => `${d.code}: ${d.message}`);
  return [...base, ...diags];
}

function excludedRow(catalog: Catalog, ex: ListingRecord['excluded'][number]): FateRow {
  const at = skillsAt(catalog, ex.path);
  const s = at.find((k) => k.id === ex.id) ?? at[0];
  const kind: FateKind = ex.status === 'listed' ? 'omitted' : ex.status;
  const row: FateRow = { key: `x:${ex.path}:${ex.id}`, name: ex.id, path: ex.path, scope: s?.scope, kind, reasons: msgs(ex.reasons) };
  if (kind === 'error') row.reasons = errorReasons(s, ex.reasons);
  if (kind === 'shadowed' && s?.shadowedBy) {
    const w = skillAt(catalog, s.shadowedBy);
    row.shadowedBy = { path: s.shadowedBy, scope: w?.scope };
  }
  if (kind === 'inactive') row.paths = s?.fields.paths ?? [];
  if (!row.reasons.length && s) row.reasons = msgs(s.reasons);
  return row;
}

/** Build the fates table from the catalog and its rendered listing, in listing order then the rest. */
export function buildFateRows(catalog: Catalog, listing: ListingRecord): FateRow[] {
  const rows: FateRow[] = [];
  const seen = new Set<string>();
  for (const e of listing.entries) {
    const s = skillAt(catalog, e.path);
    seen.add(`${e.path}|${e.id}`);
    rows.push({ key: `e:${e.path}:${e.id}`, name: e.name || e.id, path: e.path, scope: s?.scope, kind: e.fate, reasons: msgs(e.reasons), cutTail: e.cutTail || undefined, text: e.text });
  }
  for (const ex of listing.excluded) {
    seen.add(`${ex.path}|${ex.id}`);
    rows.push(excludedRow(catalog, ex));
  }
  // Skills the listing renderer did not mention (defensive: every skill gets a row).
  for (const s of catalog.skills) {
    if (seen.has(`${s.path}|${s.id}`)) continue;
    rows.push(excludedRow(catalog, { id: s.id, path: s.path, status: s.status, reasons: s.reasons }));
  }
  for (const f of catalog.files) {
    rows.push({ key: `f:${f.path}`, name: baseName(f.path), path: f.path, scope: f.scope, kind: 'not-discovered', reasons: f.diagnostics.map((d) => d.message) });
  }
  return rows;
}

/** Count rows per kind (for the summary chips). */
export function countKinds(rows: FateRow[]): Partial<Record<FateKind, number>> {
  const out: Partial<Record<FateKind, number>> = {};
  for (const r of rows) out[r.kind] = (out[r.kind] ?? 0) + 1;
  return out;
}

/** Last path segment(s) that identify a file: `dir/SKILL.md` or `name.md`. */
export function baseName(p: string): string {
  const parts = p.split('/').filter(Boolean);
  return parts.slice(-2).join('/');
}
