/**
 * `scan` (every skill and loose file, with status and diagnostics) and `lint`
 * (diagnostics only; exit 1 when any has severity `error`).
 */
import type { Diagnostic, SkillRecord } from '../../shared/engine';
import { relativeOrAbsolute } from '../../shared/engine';
import { diagnosticJson, diagnosticLine, table } from '../format';
import { sessionListing } from '../session';
import type { CommandContext, CommandResult } from './types';
import { portabilityByFile } from './portability';
import { parseProfilesFlag } from './matrix';

/** The JSON form of one skill (the shape in the CLI issue, plus a few extras). */
export function skillJson(s: SkillRecord) {
  return {
    id: s.id,
    name: s.name,
    scope: s.scope,
    path: s.path,
    description: s.description,
    whenToUse: s.whenToUse ?? null,
    argumentHint: s.argumentHint ?? null,
    visibleToModel: s.visibleToModel,
    invocableByUser: s.invocableByUser,
    invocableByModel: s.invocableByModel,
    inUserMenu: s.inUserMenu,
    status: s.status,
    shadowedBy: s.shadowedBy ?? null,
    reasons: s.reasons,
    diagnostics: s.diagnostics.map(diagnosticJson),
  };
}

/** `scan`. */
export function scanCommand(ctx: CommandContext): CommandResult {
  const { catalog, options } = ctx.session;
  if (options.json) {
    const out = {
      profile: catalog.profile,
      roots: catalog.roots,
      skills: catalog.skills.map(skillJson),
      files: catalog.files.map((f) => ({ path: f.path, scope: f.scope ?? null, diagnostics: f.diagnostics.map(diagnosticJson) })),
      diagnostics: catalog.diagnostics.map(diagnosticJson),
    };
    return { out: JSON.stringify(out, null, 2) + '\n', code: 0 };
  }
  const p = ctx.paint;
  const lines: string[] = [];
  const statusWord = (s: SkillRecord['status']) => (s === 'listed' ? p.green(s) : s === 'error' ? p.red(s) : p.yellow(s));
  const rows = [[p.bold('NAME'), p.bold('SCOPE'), p.bold('STATUS'), p.bold('PATH')]];
  // Each skill's shown path, worked out once (the table and its diagnostics header both print it).
  const shown = catalog.skills.map((s) => relativeOrAbsolute(s.path, ctx.base));
  catalog.skills.forEach((s, i) => rows.push([s.id, s.scope, statusWord(s.status), shown[i]!]));
  lines.push(`${catalog.skills.length} skill(s), profile ${catalog.profile}`);
  if (catalog.skills.length) lines.push(table(rows));
  catalog.skills.forEach((s, i) => {
    const extra = [...s.reasons.map((r) => `  ${p.dim(r.message)}`)];
    if (!s.diagnostics.length && !extra.length) return;
    lines.push('', `${p.bold(s.id)} ${p.dim(shown[i]!)}`);
    lines.push(...extra);
    if (s.diagnostics.length) lines.push(table(s.diagnostics.map((d) => diagnosticLine(d, p))));
  });
  if (catalog.files.length) {
    lines.push('', p.bold(`${catalog.files.length} file(s) not loaded:`));
    for (const f of catalog.files) {
      lines.push(`${relativeOrAbsolute(f.path, ctx.base)}`);
      if (f.diagnostics.length) lines.push(table(f.diagnostics.map((d) => diagnosticLine(d, p))));
    }
  }
  if (catalog.diagnostics.length) lines.push('', table(catalog.diagnostics.map((d) => diagnosticLine(d, p, ''))));
  return { out: lines.join('\n') + '\n', code: 0 };
}

/** One diagnostic with the file it belongs to. */
interface Located { path: string; diagnostic: Diagnostic }

/** Every diagnostic of the catalog and the listing, de-duplicated. */
export function allDiagnostics(ctx: CommandContext): Located[] {
  const { catalog } = ctx.session;
  const out: Located[] = [];
  // Seen (file, code, position, message), by file then code and position: no key
  // string holding the whole path and message is built per diagnostic.
  const seen = new Map<string, Map<string, string[]>>();
  const add = (path: string, d: Diagnostic) => {
    const file = d.path ?? path;
    let inFile = seen.get(file);
    if (!inFile) seen.set(file, (inFile = new Map()));
    const at = `${d.code}|${d.range.line}:${d.range.column}`;
    const messages = inFile.get(at);
    if (!messages) inFile.set(at, [d.message]);
    else if (messages.includes(d.message)) return;
    else messages.push(d.message);
    out.push({ path: file, diagnostic: d });
  };
  for (const s of catalog.skills) for (const d of s.diagnostics) add(s.path, d);
  for (const f of catalog.files) for (const d of f.diagnostics) add(f.path, d);
  for (const d of catalog.diagnostics) add(d.path ?? '', d);
  for (const d of sessionListing(ctx.session).diagnostics) add(d.path ?? '', d);
  return out;
}

/** `lint`. */
export function lintCommand(ctx: CommandContext): CommandResult {
  const diags = allDiagnostics(ctx);
  // `--profiles` is read against the registry the way `matrix` reads it (ID or ID@VERSION); lint checks each id.
  const chosen = ctx.session.options.profiles !== undefined ? [...new Set(parseProfilesFlag(ctx.session.options.profiles).map((c) => c.id))] : undefined;
  if (chosen?.length) for (const l of portabilityByFile(ctx, chosen)) diags.push(l);
  const errors = diags.filter((l) => l.diagnostic.severity === 'error').length;
  const warnings = diags.filter((l) => l.diagnostic.severity === 'warning').length;
  const code = errors > 0 ? 1 : 0;
  if (ctx.session.options.json) {
    const out = { profile: ctx.session.catalog.profile, ...(chosen?.length ? { profiles: chosen } : {}), errors, warnings, diagnostics: diags.map((l) => ({ ...diagnosticJson(l.diagnostic), path: l.path || null })) };
    return { out: JSON.stringify(out, null, 2) + '\n', code };
  }
  const p = ctx.paint;
  const byFile = new Map<string, Diagnostic[]>();
  for (const l of diags) byFile.set(l.path, [...(byFile.get(l.path) ?? []), l.diagnostic]);
  const lines: string[] = [];
  for (const [file, ds] of byFile) {
    lines.push(p.bold(file ? relativeOrAbsolute(file, ctx.base) : '(listing)'));
    lines.push(table(ds.map((d) => diagnosticLine(d, p))), '');
  }
  lines.push(`${errors} error(s), ${warnings} warning(s), ${diags.length - errors - warnings} info`);
  return { out: lines.join('\n') + '\n', code };
}
