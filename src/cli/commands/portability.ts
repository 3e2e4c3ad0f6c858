/**
 * `lint --profiles a,b`: the portability verdicts (engine `harnessVerdicts`)
 * of every skill file any of the chosen harnesses (or the session's profile)
 * finds, as info diagnostics on that file. Each chosen profile scans its own
 * roots, so a skill only one harness reads is judged too.
 */
import { getProfile, harnessVerdicts, portabilityDiagnostics, type Diagnostic, type ProfileId } from '../../shared/engine';
import { scanProject } from '../../node/catalog/scanProject';
import { readRegularText } from '../../node/fs/safeRead';
import { APP_MAX_TEXT_BYTES } from '../../shared/limits';
import type { CommandContext } from './types';

/** The skill files found by the session and by each of `profiles`, in first-found order. */
function skillFiles(ctx: CommandContext, profiles: readonly ProfileId[]): string[] {
  const s = ctx.session;
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (p: string) => { if (!seen.has(p)) { seen.add(p); out.push(p); } };
  for (const k of s.scanned.skills) add(k.path);
  for (const id of profiles) {
    const { catalog } = scanProject(s.config, getProfile(id), { bundledDir: null, harness: null, port: s.port });
    for (const k of catalog.skills) add(k.path);
  }
  return out;
}

/** Portability diagnostics by file for `lint --profiles`. */
export function portabilityByFile(ctx: CommandContext, profiles: readonly ProfileId[]): { path: string; diagnostic: Diagnostic }[] {
  const { config } = ctx.session;
  const out: { path: string; diagnostic: Diagnostic }[] = [];
  for (const path of skillFiles(ctx, profiles)) {
    const text = readRegularText(path, APP_MAX_TEXT_BYTES);
    if (text === null) continue;
    const verdicts = harnessVerdicts({ path, text, home: config.home, project: config.project, cwd: config.cwd }, profiles);
    for (const d of portabilityDiagnostics(verdicts)) out.push({ path, diagnostic: d });
  }
  return out;
}
