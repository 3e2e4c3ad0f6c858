/**
 * Project-wide Problems: every diagnostic the catalog holds (each skill's,
 * each loose file's, the catalog-wide ones), grouped by file, the same set the
 * CLI `lint` prints (src/cli/commands/scan.ts `allDiagnostics`). Pure: the
 * Problems view and the catalog row counts both read it.
 */
import type { Catalog, Diagnostic, Severity } from '../../../shared/engine';

/** Diagnostics of one file (a skill's SKILL.md, a loose file, or another file a diagnostic names). */
export interface ProblemGroup {
  /** Absolute path of the file the diagnostics are in ('' for listing-wide ones). */
  path: string;
  /** The skill id when the file is a skill's file, else undefined. */
  skillId?: string;
  diagnostics: Diagnostic[];
  counts: SeverityCounts;
}

/** Diagnostics per severity. */
export type SeverityCounts = Record<Severity, number>;

/** What the Problems view shows: severities switched on, and one code (or every code when empty). */
export interface ProblemFilter {
  severities: Record<Severity, boolean>;
  code: string;
}

/** Count `diags` per severity. */
export function countSeverities(diags: readonly Diagnostic[]): SeverityCounts {
  const c: SeverityCounts = { error: 0, warning: 0, info: 0 };
  for (const d of diags) c[d.severity]++;
  return c;
}

const dedupKey = (path: string, d: Diagnostic) => `${path}\0${d.code}\0${d.range.line}:${d.range.column}-${d.range.endLine}:${d.range.endColumn}\0${d.message}`;

/**
 * Every diagnostic of `catalog` grouped by file, groups in catalog order
 * (skills, then loose files, then catalog-wide), each group's diagnostics by
 * position. A diagnostic naming another file (`d.path`) goes to that file's
 * group; the same code at the same range with the same message counts once.
 */
export function groupProblems(catalog: Catalog | null): ProblemGroup[] {
  if (!catalog) return [];
  const groups = new Map<string, ProblemGroup>();
  const seen = new Set<string>();
  const skillOf = new Map(catalog.skills.map((s) => [s.path, s.id]));
  const add = (file: string, d: Diagnostic) => {
    const path = d.path ?? file;
    const k = dedupKey(path, d);
    if (seen.has(k)) return;
    seen.add(k);
    let g = groups.get(path);
    if (!g) { g = { path, skillId: skillOf.get(path), diagnostics: [], counts: { error: 0, warning: 0, info: 0 } }; groups.set(path, g); }
    g.diagnostics.push(d);
    g.counts[d.severity]++;
  };
  for (const s of catalog.skills) for (const d of s.diagnostics) add(s.path, d);
  for (const f of catalog.files) for (const d of f.diagnostics) add(f.path, d);
  for (const d of catalog.diagnostics) add('', d);
  const byPos = (a: Diagnostic, b: Diagnostic) => a.range.line - b.range.line || a.range.column - b.range.column;
  return [...groups.values()].map((g) => ({ ...g, diagnostics: [...g.diagnostics].sort(byPos) }));
}

/** `groups` narrowed to `filter` (groups left empty are dropped; counts follow the filter). */
export function filterProblems(groups: readonly ProblemGroup[], filter: ProblemFilter): ProblemGroup[] {
  const out: ProblemGroup[] = [];
  for (const g of groups) {
    const diagnostics = g.diagnostics.filter((d) => filter.severities[d.severity] && (!filter.code || d.code === filter.code));
    if (diagnostics.length) out.push({ ...g, diagnostics, counts: countSeverities(diagnostics) });
  }
  return out;
}

/** The distinct codes in `groups`, sorted, with how many diagnostics have each. */
export function problemCodes(groups: readonly ProblemGroup[]): Array<{ code: string; count: number }> {
  const m = new Map<string, number>();
  for (const g of groups) for (const d of g.diagnostics) m.set(d.code, (m.get(d.code) ?? 0) + 1);
  return [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([code, count]) => ({ code, count }));
}

/** The glyph each severity shows with (as VS Code's Problems view). */
export const SEVERITY_ICON: Record<Severity, string> = { error: '⨯', warning: '⚠', info: 'ℹ' };
