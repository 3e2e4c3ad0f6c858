/**
 * Diagnostics about one rendered invocation (reference §9–§12, E7, E8, E22, B26):
 * missing arguments, the `ARGUMENTS:` trailer, skill-dir paths, look-alike
 * variables, shell commands, cleared privileged fields, fork, size.
 */
import type { Diagnostic, InvocationRecord, SkillRecord } from '../types';
import type { Profile } from '../profiles/types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import type { Rendered } from './render-types';
import { findLookAlikes } from './vars';

const PATH_AFTER = /^\/[^\s`'"<>|;,)\]}]+/;

/** Every diagnostic of a successful render, each on the skill's file. */
export function invocationDiagnostics(skill: SkillRecord, profile: Profile, out: Rendered, rec: InvocationRecord): Diagnostic[] {
  const ds: Diagnostic[] = [];
  const at = (code: string, data: Record<string, unknown>) => ds.push({ ...makeDiagnostic(code, FILE_START, data), path: skill.path });
  for (const s of out.substitutions) {
    if (s.flag === 'missing-argument-emptied' || s.flag === 'missing-argument-literal') {
      at('argument-missing', { placeholder: s.placeholder, flag: s.flag, start: s.start });
    }
    if (s.flag === 'path-missing') {
      const rest = PATH_AFTER.exec(out.body.slice(s.end))?.[0] ?? '';
      at('skill-dir-path-missing', { variable: s.placeholder, path: rest, resolved: s.value + rest });
    }
  }
  if (out.appended) at('arguments-appended', { trailer: out.appended });
  if (out.argsIgnored) at('arguments-ignored', { args: rec.request.args, why: out.argsIgnored });
  for (const v of out.unavailableVars ?? []) at('skill-dir-unavailable', { placeholder: v });
  const known = profile.invocation.variables;
  for (const text of findLookAlikes(out.body, known)) {
    at('variable-look-alike', { text, suggestion: known.find((k) => k.includes('SKILL_DIR')) ?? 'a path relative to the skill folder' });
  }
  for (const c of out.shellCommands) {
    if (c.injectedArguments) at('shell-argument-injection', { command: c.command, start: c.start });
    else if (c.wouldRun) at('shell-command-runs', { command: c.command, start: c.start });
    else at('shell-command-inert', { command: c.command, why: c.note ?? 'this harness leaves it as text.' });
  }
  if (rec.delta.cleared.length) at('delta-cleared', { fields: rec.delta.cleared.map((c) => c.field), scope: skill.scope });
  if (out.asksPermission) at('skill-permission-prompt', { fields: out.asksPermission });
  if (rec.fork) at('fork-assumed-output', { agent: rec.fork.agent });
  if (out.tooLarge) at('body-too-large', { length: out.body.length });
  return ds;
}
