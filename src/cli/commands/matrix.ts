/**
 * `matrix`: how each chosen harness sees each skill of the project (issue 17
 * §2): listed (full, cut, name-only, omitted), hidden, inactive, shadowed,
 * skipped, or not read. `--profiles a,b@V` picks the columns (default: every
 * harness whose folders exist in the project or home); `--strict` exits 1
 * when any chosen harness skips a skill, for CI.
 */
import os from 'node:os';
import type { HarnessMatrix, MatrixCell } from '../../shared/engine';
import { getProfile, parseProfileKey, PROFILE_IDS, relativeOrAbsolute } from '../../shared/engine';
import { createNodeFsPort } from '../../node/fs/nodeFsPort';
import { scanProject } from '../../node/catalog/scanProject';
import { defaultMatrixChoices, projectMatrix, type MatrixChoice } from '../../node/matrix/projectMatrix';
import { UsageError, type CliOptions } from '../args';
import { diagnosticJson, makePaint, table, wantColour, type Paint } from '../format';
import { bundledDirFor, buildRootsConfig, checkRootDirs, harnessSettingsFor, listingOptionsFrom } from '../session';
import type { RunEnv } from '../run';
import type { CommandResult } from './types';

/** `--profiles` read against the registry; a UsageError names what is unknown. */
export function parseProfilesFlag(list: string): MatrixChoice[] {
  const out: MatrixChoice[] = [];
  for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
    const c = parseProfileKey(raw);
    if (!c) throw new UsageError(`--profiles: unknown profile "${raw}" (${PROFILE_IDS.join(', ')}; a version as ID@VERSION)`);
    if (!out.some((o) => o.id === c.id && getProfile(o.id, o.version) === getProfile(c.id, c.version))) out.push(c);
  }
  if (!out.length) throw new UsageError('--profiles needs at least one profile');
  return out;
}

/** A cell in one word or two, for the table. */
function cellWord(c: MatrixCell, p: Paint): string {
  switch (c.status) {
    case 'listed': return c.listed === 'full' || c.listed === null ? p.green('listed') : p.yellow(`listed:${c.listed}`);
    case 'skipped': return p.red('SKIPPED');
    case 'not-read': return p.dim('-');
    default: return p.yellow(c.status);
  }
}

/** The JSON form (`--json`): the engine's matrix with diagnostics in the CLI's shape. */
function matrixJson(m: HarnessMatrix) {
  return {
    profiles: m.profiles.map((c) => ({ key: c.key, id: c.id, version: c.version, label: c.label, verification: c.verification, reads: c.reads, counts: c.counts })),
    skills: m.skills.map((r) => ({
      path: r.path, name: r.name, scope: r.scope, skippedAnywhere: r.skippedAnywhere, differs: r.differs,
      cells: Object.fromEntries(Object.entries(r.cells).map(([k, c]) => [k, {
        status: c.status, loaded: c.loaded, id: c.id ?? null, listed: c.listed, reasons: c.reasons,
        shadowedBy: c.shadowedBy ?? null, diagnostics: c.diagnostics.map(diagnosticJson),
      }])),
    })),
  };
}

/** Run `matrix`. Throws UsageError for a bad `--profiles` or a missing folder. */
export async function matrixCommand(o: CliOptions, where: RunEnv): Promise<CommandResult> {
  const config = buildRootsConfig(o, where.cwd, os.homedir());
  checkRootDirs(o, config);
  const port = createNodeFsPort();
  const choices = o.profiles !== undefined ? parseProfilesFlag(o.profiles) : defaultMatrixChoices(config, port, { id: o.profile, version: o.ccVersion });
  const m = await projectMatrix(choices, {
    catalog: (choice, profile) => {
      const harness = harnessSettingsFor(profile, config, where.env);
      const bundledDir = config.bundled ? bundledDirFor(choice.id, where.repoRoot) : null;
      return scanProject(config, profile, { bundledDir, harness, port }).catalog;
    },
    listingOptions: (profile) => listingOptionsFrom(o, harnessSettingsFor(profile, config, where.env), profile),
  });
  const failed = o.strict && m.skills.some((r) => r.skippedAnywhere);
  const code = failed ? 1 : 0;
  if (o.json) return { out: JSON.stringify(matrixJson(m), null, 2) + '\n', code };

  const p = makePaint(wantColour(where.isTTY, where.env));
  const base = config.cwd ?? config.project;
  const lines = [`${m.skills.length} skill(s) under ${m.profiles.length} harness(es):`];
  for (const c of m.profiles) lines.push(`  ${p.bold(c.key)}  ${c.label}, ${c.verification.label}`);
  if (m.skills.length) {
    const rows = [[p.bold('NAME'), ...m.profiles.map((c) => p.bold(c.key)), p.bold('PATH')]];
    for (const r of m.skills) rows.push([r.name, ...m.profiles.map((c) => cellWord(r.cells[c.key]!, p)), relativeOrAbsolute(r.path, base)]);
    lines.push('', table(rows));
  }
  const why: string[] = [];
  for (const r of m.skills) {
    for (const c of m.profiles) {
      const cell = r.cells[c.key]!;
      if (cell.status === 'skipped') why.push(`  ${relativeOrAbsolute(r.path, base)}: ${c.label} skips it: ${cell.reasons.map((x) => x.message).join(' ') || 'no reason given'}`);
      else if (cell.status === 'shadowed' && cell.shadowedBy) why.push(`  ${relativeOrAbsolute(r.path, base)}: under ${c.label} shadowed by ${relativeOrAbsolute(cell.shadowedBy, base)}`);
    }
  }
  if (why.length) lines.push('', ...why);
  if (failed) lines.push('', p.red('--strict: a chosen harness skips a skill'));
  return { out: lines.join('\n') + '\n', code };
}
