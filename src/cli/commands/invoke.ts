/**
 * `invoke NAME` (simulate `/NAME args` or the model's skill tool), `explain NAME`
 * and `schema`.
 */
import fs from 'node:fs';
import type { InvocationRecord } from '../../shared/engine';
import { simulateInvocation } from '../../shared/engine';
import { closestNames, explainName } from '../../shared/engine';
import { profileJsonSchema } from '../../shared/engine';
import { readRegularText } from '../../node/fs/safeRead';
import { listFolder } from '../../node/fs/listFolder';
import { APP_MAX_TEXT_BYTES } from '../../shared/limits';
import { UsageError } from '../args';
import { diagnosticJson, diagnosticLine, table } from '../format';
import { sessionListing } from '../session';
import type { CommandContext, CommandResult } from './types';

/** Read a file as UTF-8 text, or null (for the invocation simulator). */
function readText(path: string): string | null {
  return readRegularText(path, APP_MAX_TEXT_BYTES); // never blocks on a FIFO
}
function fileExists(path: string): boolean {
  try { fs.statSync(path); return true; } catch { return false; }
}

function oneName(ctx: CommandContext, cmd: string): string {
  if (ctx.positionals.length !== 1) throw new UsageError(`${cmd} needs exactly one NAME (got ${ctx.positionals.length})`);
  const n = ctx.positionals[0].replace(/^\//, '');
  if (!n) throw new UsageError(`${cmd}: empty NAME`);
  return n;
}

/** The JSON form of an invocation record (the shape in the CLI issue, plus resolution details). */
export function invocationJson(r: InvocationRecord) {
  return {
    allowed: r.allowed,
    reason: r.reason ?? null,
    ...(r.sentAsText ? { sentAsText: true } : {}),
    skillId: r.skillId ?? null,
    skillPath: r.skillPath ?? null,
    suggestions: r.suggestions,
    mode: r.mode,
    messages: r.messages.map((m) => ({ role: m.role, text: m.text, hidden: m.hidden, ...(m.label ? { label: m.label } : {}), ...(m.isError ? { isError: true } : {}) })),
    body: r.body,
    argv: r.argv,
    named: r.named,
    substitutions: r.substitutions,
    shellCommands: r.shellCommands,
    delta: r.delta,
    fork: r.fork ?? null,
    diagnostics: r.diagnostics.map(diagnosticJson),
  };
}

/**
 * The stderr line when no skill answers to `name` (exit 1), with the nearest ids: the
 * harness's own suggestions when it makes some, else the three closest reachable ids.
 * Undefined when a skill was found (refused or not) or the harness refused the path itself.
 */
function unknownName(ctx: CommandContext, name: string, rec: InvocationRecord): string | undefined {
  if (rec.skillId || rec.diagnostics.some((d) => d.code === 'invoke-refused')) return undefined;
  const ids = [...new Set((ctx.session.catalog.skills ?? []).filter((s) => s.status !== 'error').map((s) => s.id))];
  const near = rec.suggestions.length ? rec.suggestions : closestNames(name, ids, 3, Number.MAX_SAFE_INTEGER);
  return `skill-studio: no skill is named "${name}"${near.length ? `; nearest: ${near.join(', ')}` : ' (no skills were found: see skill-studio scan)'}\n`;
}

/** `invoke NAME --as model|user [--args STRING] [--session-id ID] [--print] [--allowed-tools RULE]… [--fork-result TEXT]`. */
export function invokeCommand(ctx: CommandContext): CommandResult {
  const name = oneName(ctx, 'invoke');
  const o = ctx.session.options;
  const rec = simulateInvocation(ctx.session.catalog, {
    name, as: o.as, ...(o.args !== undefined ? { args: o.args } : {}),
    ...(o.sessionId ? { sessionId: o.sessionId } : {}), cwd: ctx.session.config.cwd,
    ...(o.print ? { session: 'print' as const } : {}),
    ...(o.allowedTools.length ? { allowedTools: o.allowedTools } : {}),
    ...(o.forkResult !== undefined ? { forkResult: o.forkResult } : {}),
  }, ctx.session.profile, readText, fileExists, listFolder);
  const missing = unknownName(ctx, name, rec);
  if (o.json) return { out: JSON.stringify(invocationJson(rec), null, 2) + '\n', code: missing ? 1 : 0, ...(missing ? { err: missing } : {}) };
  const p = ctx.paint;
  const lines: string[] = [];
  lines.push(rec.allowed ? p.green(`${o.as === 'user' ? '/' : 'skill tool: '}${name}: loaded (${rec.mode})`) : rec.sentAsText ? p.yellow(`/${name}: sent to the model as text`) : p.red(`${name}: refused`));
  if (rec.reason) lines.push(rec.reason);
  if (rec.suggestions.length) lines.push(`did you mean: ${rec.suggestions.join(', ')}`);
  if (rec.skillPath) lines.push(p.dim(rec.skillPath));
  for (const m of rec.messages) {
    const hiddenNote = m.hidden && !/hidden/i.test(m.label ?? '') ? ', hidden from the transcript' : '';
    lines.push('', p.bold(`--- ${m.role}${m.label ? `: ${m.label}` : ''}${hiddenNote} ---`), m.text);
  }
  if (rec.substitutions.length) {
    lines.push('', p.bold('Substitutions:'), table(rec.substitutions.map((s) => [`  ${s.placeholder || `(${s.source})`}`, JSON.stringify(s.value), s.flag ?? ''])));
  }
  if (rec.shellCommands.length) {
    lines.push('', p.bold('Shell commands (not run):'), table(rec.shellCommands.map((c) => [`  ${c.command}`, c.wouldRun ? 'would run' : 'would not run', c.note ?? ''])));
  }
  const d = rec.delta;
  const deltaRows: string[][] = [];
  if (d.allowedTools.length) deltaRows.push(['  allowed tools', d.allowedTools.join(', ')]);
  if (d.disallowedTools.length) deltaRows.push(['  disallowed tools', d.disallowedTools.join(', ')]);
  if (d.model !== undefined) deltaRows.push(['  model', String(d.model)]);
  if (d.effort !== undefined) deltaRows.push(['  effort', String(d.effort)]);
  if (d.paths.length) deltaRows.push(['  paths', d.paths.join(', ')]);
  for (const c of d.cleared) deltaRows.push([`  cleared ${c.field}`, c.reason]);
  if (deltaRows.length) lines.push('', p.bold('Session changes:'), table(deltaRows));
  if (rec.fork) lines.push('', p.bold(`Forked to agent ${rec.fork.agent}${rec.fork.model ? ` (${rec.fork.model})` : ''}`));
  if (rec.diagnostics.length) lines.push('', table(rec.diagnostics.map((x) => diagnosticLine(x, p, ''))));
  return { out: lines.join('\n') + '\n', code: missing ? 1 : 0, ...(missing ? { err: missing } : {}) };
}

/** `explain NAME`. */
export function explainCommand(ctx: CommandContext): CommandResult {
  const name = oneName(ctx, 'explain');
  const listing = sessionListing(ctx.session);
  const { text } = explainName(ctx.session.catalog, listing, name, ctx.session.profile);
  if (ctx.session.options.json) return { out: JSON.stringify({ name, text }, null, 2) + '\n', code: 0 };
  return { out: text.endsWith('\n') ? text : text + '\n', code: 0 };
}

/** `schema`: the profile's field table as JSON Schema (JSON in both modes). */
export function schemaCommand(profileId: Parameters<typeof profileJsonSchema>[0]): CommandResult {
  return { out: JSON.stringify(profileJsonSchema(profileId), null, 2) + '\n', code: 0 };
}
