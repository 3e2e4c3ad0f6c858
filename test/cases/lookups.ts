/**
 * Lookups the case checks share: the skill records and listing entries for a
 * name, the entry `/name` reaches, the text an invocation injects, and the
 * diagnostics that belong to a name.
 */
import path from 'node:path';
import type { Diagnostic, InvocationRecord, ListingEntry, SkillRecord } from '../../src/shared/engine/types';
import type { CaseRun } from './harness';

/** Every loaded skill whose key is `name` (else whose alias is), in scan order. */
export function skillsNamed(run: CaseRun, name: string): SkillRecord[] {
  const byId = run.catalog.skills.filter((s) => s.id === name);
  const found = byId.length ? byId : run.catalog.skills.filter((s) => s.aliases.includes(name));
  return found.sort((a, b) => a.order - b.order);
}

/** Listing entries shown under `name` (omitted entries are not in the listing). */
export function entriesNamed(run: CaseRun, name: string): ListingEntry[] {
  return run.listing.entries.filter((e) => e.id === name && e.fate !== 'omitted');
}

/** The skill `/name` reaches: the one the user path resolves to, else the first in scan order. */
export function primary(run: CaseRun, name: string): SkillRecord | undefined {
  const all = skillsNamed(run, name);
  const viaUser = run.invoke(name, 'user').skillPath;
  return all.find((s) => s.path === viaUser) ?? all[0];
}

/** `p` relative to the case root, '/'-separated, matched on the path or its real path. */
export function caseRelative(run: CaseRun, p: string | undefined): string | undefined {
  if (!p) return undefined;
  return path.relative(run.root, p).split(path.sep).join('/');
}

/** The skill record at `p` (path or real path). */
export function skillAt(run: CaseRun, p: string | undefined): SkillRecord | undefined {
  return p ? run.catalog.skills.find((s) => s.path === p || s.realPath === p) : undefined;
}

/**
 * The text the invocation injects: the messages the harness delivers (Base
 * directory line, expanded body, `ARGUMENTS:` trailer), or the body when the
 * record has no messages.
 */
export function injectedText(r: InvocationRecord): string {
  if (!r.allowed) return r.messages.map((m) => m.text).join('\n');
  const carrying = r.messages.filter((m) => r.body !== '' && m.text.includes(r.body));
  if (carrying.length) return carrying.map((m) => m.text).join('\n');
  return r.body;
}

/** Whether `d` is about `name`: its data names it, or a file it refers to sits in a folder called `name` (or is `name.md`). */
function mentions(d: Diagnostic, name: string, filePath?: string): boolean {
  const data = d.data ?? {};
  for (const k of ['name', 'id', 'skill', 'skillId']) if (data[k] === name) return true;
  const names = (data as { names?: unknown }).names;
  if (Array.isArray(names) && names.includes(name)) return true;
  const candidates = [d.path, filePath, data.path, data.kept, data.file].filter((x): x is string => typeof x === 'string');
  for (const p of candidates) {
    const parts = p.split('/');
    const base = parts[parts.length - 1] ?? '';
    const dir = parts[parts.length - 2] ?? '';
    if (dir === name || base.replace(/\.md$/i, '') === name) return true;
  }
  return false;
}

/**
 * Diagnostics for `name`: those of its skill records, listing diagnostics and
 * entries about it, loose files named after it and catalog-wide ones naming it.
 * For `*`: every diagnostic.
 */
export function diagnosticsFor(run: CaseRun, name: string): Diagnostic[] {
  const all = name === '*';
  const out: Diagnostic[] = [];
  const paths = new Set<string>();
  for (const s of run.catalog.skills) {
    if (all || s.id === name) { out.push(...s.diagnostics); paths.add(s.path); }
  }
  const related = (d: Diagnostic, file?: string) => all || (d.path !== undefined && paths.has(d.path)) || mentions(d, name, file);
  for (const f of run.catalog.files) for (const d of f.diagnostics) if (related(d, f.path)) out.push(d);
  for (const d of run.catalog.diagnostics) if (related(d)) out.push(d);
  for (const d of run.listing.diagnostics) if (related(d)) out.push(d);
  return out;
}

const RANK = { info: 0, warning: 1, error: 2 } as const;
/** `level:code` is met when a diagnostic has that code at that severity or higher. */
export function hasDiagnostic(diags: Diagnostic[], spec: string): boolean {
  const [level, code] = spec.includes(':') ? spec.split(':', 2) : ['info', spec];
  const want = RANK[level as keyof typeof RANK];
  if (want === undefined) throw new Error(`bad diagnostic spec ${spec}`);
  return diags.some((d) => d.code === code && RANK[d.severity] >= want);
}

/** The name a rendered listing entry shows (`- name: desc` or `- name`). */
export function shownName(e: ListingEntry): string {
  const first = e.text.trimStart().split('\n', 1)[0] ?? '';
  if (!first.startsWith('-')) return e.name;
  const rest = first.replace(/^-\s*/, '');
  const cut = rest.indexOf(': ');
  return (cut >= 0 ? rest.slice(0, cut) : rest.replace(/:\s*$/, '')).trim();
}
