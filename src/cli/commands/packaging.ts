/**
 * `pack`, `unpack` and `plugin validate|init|schema`: packaging commands
 * (docs/packaging.md). They need no session (no roots, no profile), only the
 * node packaging services; pack and unpack are asynchronous (zip I/O).
 * Exit codes: 0 done, 1 refused (an error diagnostic, a clash cancelled,
 * files that exist), 2 bad usage.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../shared/engine';
import { manifestJsonSchema, validatePluginDir, type PluginReport } from '../../shared/pack';
import { createNodeFsPort } from '../../node/fs/nodeFsPort';
import { defaultOutFile, packSkill } from '../../node/pack/packSkill';
import { unpackSkill } from '../../node/pack/unpackSkill';
import { initPlugin } from '../../node/pack/pluginInit';
import { UsageError, type ParsedArgs } from '../args';
import { relativeOrAbsolute } from '../../shared/engine';
import { diagnosticJson } from '../format';
import type { CommandResult } from './types';


const line = (d: Diagnostic, base: string) => `  ${d.severity} ${d.code}${d.path ? ` ${relativeOrAbsolute(d.path, base)}` : ''}${d.range.line > 1 || d.range.column > 1 ? `:${d.range.line}:${d.range.column}` : ''}: ${d.message}`;
const json = (v: unknown): CommandResult => ({ out: `${JSON.stringify(v, null, 2)}\n`, code: 0 });
const toPosix = (p: string) => p.split(path.sep).join('/');

function mustBeDir(p: string, what: string): string {
  const abs = path.resolve(p);
  let st: fs.Stats;
  try { st = fs.statSync(abs); } catch { throw new UsageError(`${what} ${p} does not exist`); }
  if (!st.isDirectory()) throw new UsageError(`${what} ${p} is not a folder`);
  return abs;
}

/** Run a packaging command. */
export function packagingCommand(parsed: ParsedArgs, cwd: string): CommandResult | Promise<CommandResult> {
  const o = parsed.options;
  const [first, second] = parsed.positionals;
  const at = (p: string) => path.resolve(cwd, p);
  if (parsed.command === 'pack') return pack(mustBeDir(at(first), 'SKILL_DIR'), o.out ? at(o.out) : defaultOutFile(at(first), cwd), o.target, o.dryRun, o.json, cwd);
  if (parsed.command === 'unpack') {
    if (!o.into) throw new UsageError('unpack needs --into SKILLS_DIR');
    return unpack(at(first), mustBeDir(at(o.into), '--into'), o.onClash, o.json, cwd);
  }
  if (first === 'validate') return validate(mustBeDir(at(second), 'DIR'), o.json, cwd);
  if (first === 'init') {
    if (!o.name) throw new UsageError('plugin init needs --name N');
    const r = initPlugin(at(second), o.name);
    if (o.json) return { ...json(r), code: r.ok ? 0 : 1 };
    return r.ok ? { out: `Created plugin ${o.name}:\n${r.files.map((f) => `  ${relativeOrAbsolute(f, cwd)}`).join('\n')}\n`, code: 0 } : { out: `Not created: ${r.error}\n`, code: 1 };
  }
  if (first === 'schema') {
    if (second !== 'plugin' && second !== 'marketplace') throw new UsageError('plugin schema takes plugin or marketplace');
    return json(manifestJsonSchema(second));
  }
  throw new UsageError(`unknown plugin subcommand "${first}" (validate, init, schema)`);
}

async function pack(dir: string, out: string, target: 'claude-ai' | 'plain', dryRun: boolean, asJson: boolean, cwd: string): Promise<CommandResult> {
  const r = await packSkill(dir, { out, target, dryRun });
  const code = r.plan.ok ? 0 : 1;
  if (asJson) return { out: `${JSON.stringify({ ok: r.plan.ok, target, out: r.out, bytes: r.bytes, topFolder: r.plan.topFolder, files: r.plan.files, excluded: r.plan.excluded, diagnostics: r.plan.diagnostics.map(diagnosticJson) }, null, 2)}\n`, code };
  const lines = [r.plan.ok ? (r.out ? `Packed ${r.plan.files.length} files (${r.plan.totalBytes} bytes) for ${target} into ${relativeOrAbsolute(r.out, cwd)} (${r.bytes} bytes):` : `Would pack ${r.plan.files.length} files for ${target}:`) : `Not packed for ${target}:`];
  for (const d of r.plan.diagnostics) lines.push(line(d, dir));
  if (r.plan.ok) for (const f of r.plan.files) lines.push(`  + ${f.archivePath} (${f.size} bytes)`);
  for (const e of r.plan.excluded) lines.push(`  - ${e.rel} (left out: ${e.reason})`);
  return { out: `${lines.join('\n')}\n`, code };
}

async function unpack(file: string, into: string, onClash: 'rename' | 'replace' | 'cancel', asJson: boolean, cwd: string): Promise<CommandResult> {
  const r = await unpackSkill(file, into, { onClash });
  const code = r.outcome === 'installed' ? 0 : 1;
  const all = [...r.plan.diagnostics, ...r.skillDiagnostics];
  if (asJson) return { out: `${JSON.stringify({ outcome: r.outcome, name: r.name, installed: r.installed, clash: r.clash, renameTo: r.renameTo, files: r.plan.files.map((f) => f.rel), diagnostics: r.plan.diagnostics.map(diagnosticJson), skillDiagnostics: r.skillDiagnostics.map(diagnosticJson) }, null, 2)}\n`, code };
  const head = r.outcome === 'installed' ? `Imported ${r.name} into ${relativeOrAbsolute(r.installed as string, cwd)} (${r.plan.files.length} files).`
    : r.outcome === 'cancelled' ? `Not imported: ${r.name} already exists in ${relativeOrAbsolute(into, cwd)}. Run again with --on-clash rename (as ${r.renameTo}) or --on-clash replace.`
      : 'Not imported: the archive failed its checks; nothing was written.';
  return { out: `${[head, ...all.map((d) => line(d, cwd))].join('\n')}\n`, code };
}

function reportLines(r: PluginReport, cwd: string, out: string[]): void {
  out.push(`${r.kind === 'marketplace' ? 'Marketplace' : 'Plugin'} ${r.name ?? ''} ${r.manifestPath ? relativeOrAbsolute(r.manifestPath, cwd) : ''}`.trim());
  for (const s of r.skills) out.push(`  skill ${s.id}`);
  for (const d of r.diagnostics) out.push(line(d, cwd));
  for (const p of r.plugins) reportLines(p, cwd, out);
}

function validate(dir: string, asJson: boolean, cwd: string): CommandResult {
  const r = validatePluginDir(createNodeFsPort(), toPosix(dir));
  const code = r.ok ? 0 : 1;
  if (asJson) return { ...json(r), code };
  const out: string[] = [];
  reportLines(r, cwd, out);
  out.push(r.ok ? 'Validation passed' : 'Validation failed');
  return { out: `${out.join('\n')}\n`, code };
}
