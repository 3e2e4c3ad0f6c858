/**
 * Diagnostics about one rendered invocation (reference §9–§12, E7, E8, E22, B26):
 * missing arguments, the `ARGUMENTS:` trailer, skill-dir paths, look-alike
 * variables, shell commands, cleared privileged fields, fork, size.
 */
import type { Diagnostic, InvocationRecord, Range, SkillRecord } from '../types';
import type { Profile } from '../profiles/types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START, LazyLineIndex } from '../text/positions';
import type { Rendered } from './renderTypes';
import { findLookAlikes, MAX_PATH_CHARS, pathAfter } from './vars';
import { cappedList } from '../diagnostics/limits';
import type { DiagnosticCode } from '../diagnostics/catalogue';

/**
 * Every diagnostic of a successful render, each on the skill's file. Those
 * about a place in the body sit on that place in `fileText` (the text the
 * skill was rendered from, via `out.origin`: a command written in the file
 * where it is written, one produced by a substitution on the placeholder);
 * the others, and all of them without `fileText`, at the file start. At most
 * `MAX_PER_CODE` of one code (then a `diagnostics-capped` summary).
 */
export function invocationDiagnostics(skill: SkillRecord, profile: Profile, out: Rendered, rec: InvocationRecord, fileText?: string): Diagnostic[] {
  // At most MAX_PER_CODE of one code per invocation, the rest only counted (5,000 placeholders stay cheap and readable).
  const ds = cappedList();
  const index = fileText !== undefined && out.origin ? new LazyLineIndex(fileText) : null;
  /** The file range `[start, end)` of the body comes from (FILE_START when it has none: inserted text). */
  const place = (start: number, end: number): Range => {
    if (!index || !out.origin) return FILE_START;
    const o = out.origin(start, end);
    return o.end > o.start ? index.range(o.start, o.end) : FILE_START;
  };
  /** Add one diagnostic; `make` (its data and range) runs only when it is kept. */
  const lazy = (code: DiagnosticCode, make: () => { data: Record<string, unknown>; range: Range }) =>
    ds.add(code, () => { const m = make(); return { ...makeDiagnostic(code, m.range, m.data), path: skill.path }; });
  const at = (code: DiagnosticCode, data: Record<string, unknown>, range: Range = FILE_START) => lazy(code, () => ({ data, range }));
  for (const s of out.substitutions) {
    if (!s.flag) continue;
    // Past the cap a placeholder is only counted (no closure, no range): thousands are cheap.
    const code = s.flag === 'path-missing' ? 'skill-dir-path-missing' : 'argument-missing';
    if (!ds.keeps(code)) continue;
    if (s.flag === 'missing-argument-emptied' || s.flag === 'missing-argument-literal') {
      lazy('argument-missing', () => ({ data: { placeholder: s.placeholder, flag: s.flag, start: s.start }, range: place(s.start, s.end) }));
    }
    if (s.flag === 'path-missing') {
      lazy('skill-dir-path-missing', () => {
        const rest = pathAfter(out.body, s.end);
        // Longer than PATH_MAX it cannot exist: the data keeps its start only.
        const path = rest.length > MAX_PATH_CHARS ? `${rest.slice(0, 200)}…` : rest;
        return { data: { variable: s.placeholder, path, resolved: s.value + path, ...(path !== rest ? { tooLong: true } : {}) }, range: place(s.start, s.end + rest.length) };
      });
    }
  }
  if (out.appended) at('arguments-appended', { trailer: out.appended });
  if (out.argsIgnored) at('arguments-ignored', { args: rec.request.args, why: out.argsIgnored });
  // A variable or look-alike left in the body: its first occurrence.
  const first = (text: string): Range => {
    const i = out.body.indexOf(text);
    return i < 0 ? FILE_START : place(i, i + text.length);
  };
  for (const v of out.unavailableVars ?? []) at('skill-dir-unavailable', { placeholder: v }, first(v));
  const known = profile.invocation.variables;
  for (const text of findLookAlikes(out.body, known)) {
    at('variable-look-alike', { text, suggestion: known.find((k) => k.includes('SKILL_DIR')) ?? 'a path relative to the skill folder' }, first(text));
  }
  for (const c of out.shellCommands) {
    const where = place(c.start, c.end);
    if (c.injectedArguments) at('shell-argument-injection', { command: c.command, start: c.start }, where);
    else if (c.wouldRun) at('shell-command-runs', { command: c.command, start: c.start }, where);
    else at('shell-command-inert', { command: c.command, why: c.note ?? 'this harness leaves it as text.' }, where);
  }
  if (rec.delta.cleared.length) at('delta-cleared', { fields: rec.delta.cleared.map((c) => c.field), scope: skill.scope });
  if (out.asksPermission) at('skill-permission-prompt', { fields: out.asksPermission });
  if (rec.fork) at('fork-assumed-output', { agent: rec.fork.agent });
  if (out.tooLarge) at('body-too-large', { length: out.body.length });
  return ds.done();
}
