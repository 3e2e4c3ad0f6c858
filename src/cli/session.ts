/**
 * Turns validated CLI options into what every command needs: the profile, the
 * roots, the scanned catalog and the listing options (CLI flags over Claude
 * Code's settings and environment, as the app does). All file access goes
 * through the engine's node fs port; nothing here loads Electron or renderer code.
 */
import fs from 'node:fs';
import { bodyChecksDuringScan, withBodyDiagnostics } from '../shared/engine';
import os from 'node:os';
import nodePath from 'node:path';
import { z } from 'zod';
import { dictSchema } from '../shared/engine';
import type { Catalog, ListingOptions, ListingRecord, RootSpec, UsageRecords } from '../shared/engine';
import type { Profile } from '../shared/engine';
import type { HarnessSettings, RootsConfig } from '../shared/ipc/contract';
import type { FsPort } from '../shared/engine';
import { getProfile } from '../shared/engine';
import { resolveListingOptions } from '../shared/engine';
import { scanProject } from '../node/catalog/scanProject';
import { renderListing } from '../shared/engine';
import { createNodeFsPort } from '../node/fs/nodeFsPort';
import { readRegularFile, readRegularText } from '../node/fs/safeRead';
import { APP_MAX_TEXT_BYTES } from '../shared/limits';
import { UsageError, type CliOptions } from './args';
import { readHarnessSettings, type SettingsFileRead } from '../shared/harnessSettings';
import { resolveBundledSource, type BundledSource } from '../node/claude/installBundled';
import { defaultDataDir } from '../node/app/dataDir';

/** Everything a command works from. */
export interface Session {
  options: CliOptions;
  profile: Profile;
  config: RootsConfig;
  roots: RootSpec[];
  port: FsPort;
  /**
   * The scan without body checks. The listing reads only names, descriptions,
   * statuses and reasons, never diagnostics, so `listing` renders from this and
   * never pays for the body checks.
   */
  scanned: Catalog;
  /** The scan plus body diagnostics (`scan`, `lint`, `explain`, `invoke`): computed on first read, once. */
  readonly catalog: Catalog;
  /** Claude Code's settings (claude-code profile only). */
  harness: HarnessSettings | null;
  listingOptions: ListingOptions;
  /** Where Claude Code's bundled skills came from (install, capture, unknown, off); null under other profiles. */
  bundledSource: BundledSource | null;
}

/** Usage records as Claude Code keeps them (validated when read from --usage). */
const usageSchema = dictSchema(z.object({
  usageCount: z.number().finite().nonnegative(),
  lastUsedAt: z.number().finite().optional(),
}).passthrough());

/** Absolute, '/'-separated form of `p` against `base`. */
export function absPath(p: string, base: string): string {
  return nodePath.resolve(base, p).split(nodePath.sep).join('/');
}

/** Read a settings file for the harness-settings reader (never throws). */
export function nodeSettingsRead(path: string): SettingsFileRead {
  // Non-blocking open + fstat: a FIFO named settings.json must not hang the scan.
  try {
    const r = readRegularFile(path, 4_000_000);
    return r.truncated ? { error: `${path} is too large (${r.size} bytes)` } : { text: r.data.toString('utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? { missing: true } : { error: (e as Error).message };
  }
}

/** The folder holding the simulated harness's bundled skills, if it exists. */
export function bundledDirFor(profileId: string, repoRoot: string): string | null {
  const dir = `${repoRoot}/bundled-skills/${profileId}`;
  try { return fs.statSync(dir).isDirectory() ? dir : null; } catch { return null; }
}

function readUsage(file: string): UsageRecords {
  let text: string;
  try { text = fs.readFileSync(file, 'utf8'); } catch (e) { throw new UsageError(`--usage: cannot read ${file}: ${(e as Error).message}`); }
  let data: unknown;
  try { data = JSON.parse(text); } catch (e) { throw new UsageError(`--usage: ${file} is not JSON: ${(e as Error).message}`); }
  const p = usageSchema.safeParse(data);
  if (!p.success) throw new UsageError(`--usage: ${file}: expected {"<name>": {"usageCount": n, "lastUsedAt": ms}} (${p.error.issues[0]?.message ?? 'invalid'})`);
  return p.data as UsageRecords;
}

/** The roots config the app would build from the same choices. */
export function buildRootsConfig(o: CliOptions, processCwd: string, realHome: string): RootsConfig {
  const project = absPath(o.project ?? '.', processCwd);
  const cwd = absPath(o.cwd ?? project, processCwd);
  return {
    project,
    home: absPath(o.home ?? realHome, processCwd),
    cwd,
    addDirs: o.addDir.map((d) => absPath(d, processCwd)),
    skillsDirs: o.skillsDir.map((d) => absPath(d, processCwd)),
    plugins: o.plugin.map((d) => absPath(d, processCwd)),
    touched: o.touched.map((f) => absPath(f, cwd)),
    bundled: !o.noBundled,
  };
}

/**
 * Listing options: the engine's one rule (`resolveListingOptions`, as the app
 * uses it) with the flags as what the user set, the harness settings where
 * the profile reads them, then the engine's defaults.
 */
export function listingOptionsFrom(o: CliOptions, harness: HarnessSettings | null, profile: Profile = getProfile(o.profile, o.ccVersion)): ListingOptions {
  const set: ListingOptions = {};
  if (o.budget !== undefined) set.budget = o.budget;
  if (o.contextWindow !== undefined) set.contextWindowTokens = o.contextWindow;
  if (o.budgetFraction !== undefined) set.budgetFraction = o.budgetFraction;
  if (o.maxEntryChars !== undefined) set.maxEntryChars = o.maxEntryChars;
  // The model sets the budget: --model, else ANTHROPIC_MODEL / settings `model` (engine/models.ts).
  if (o.model !== undefined) { set.model = o.model; set.modelSource = '--model'; }
  const extra = { ...(o.usage !== undefined ? { usage: readUsage(o.usage) } : {}), ...(o.now !== undefined ? { now: o.now } : {}) };
  return resolveListingOptions(profile, harness, set, extra).options;
}

/** Every folder the flags name must exist (a UsageError names the flag). */
export function checkRootDirs(o: CliOptions, config: RootsConfig): void {
  for (const [flag, dirs] of [['--project', [config.project]], ['--home', o.home !== undefined ? [config.home] : []], ['--cwd', [config.cwd!]], ['--add-dir', config.addDirs], ['--skills-dir', config.skillsDirs], ['--plugin', config.plugins]] as const) {
    for (const d of dirs) {
      let ok = false;
      try { ok = fs.statSync(d).isDirectory(); } catch { ok = false; }
      if (!ok) throw new UsageError(`${flag}: ${d} is not a directory`);
    }
  }
}

/** Claude Code's settings and environment where `profile` reads them, else null. */
export function harnessSettingsFor(profile: Profile, config: RootsConfig, env: Record<string, string | undefined>): HarnessSettings | null {
  return profile.settings === 'claude-code-files'
    ? readHarnessSettings({ home: config.home, project: config.project, env, readFile: nodeSettingsRead })
    : null;
}

/**
 * Open a session: resolve roots, read settings, scan. `checkBodiesInScan`:
 * the command reads every skill's body diagnostics (`catalog`), so they are
 * checked while the scan has each text in hand rather than by reading and
 * parsing every file again afterwards (same diagnostics either way).
 */
export function openSession(o: CliOptions, env: Record<string, string | undefined>, processCwd: string, repoRoot: string, how: { checkBodiesInScan?: boolean } = {}): Session {
  const profile = getProfile(o.profile, o.ccVersion);
  const config = buildRootsConfig(o, processCwd, os.homedir());
  checkRootDirs(o, config);
  const port = createNodeFsPort();
  const harness = harnessSettingsFor(profile, config, env);
  const cc = claudeBundledFor(o, profile, env, processCwd);
  const bundledDir = cc ? cc.dir : config.bundled ? bundledDirFor(o.profile, repoRoot) : null;
  // Batch tools also check bodies (links, ${CLAUDE_SKILL_DIR} paths, size, placeholders in code),
  // lazily: only the commands that print diagnostics read `catalog`.
  const fileExists = (p: string) => fs.existsSync(p);
  const during = how.checkBodiesInScan ? bodyChecksDuringScan(profile, fileExists) : null;
  // The one project scan, as the app's catalog service runs it (node/catalog/scanProject.ts).
  const { specs: roots, catalog: scanned } = scanProject(config, profile, { bundledDir, harness, port, ...(during ? { onParsed: during.hook } : {}) });
  const readText = (p: string): string | null => readRegularText(p, APP_MAX_TEXT_BYTES);
  let catalog: Catalog | null = null;
  const listingOptions = listingOptionsFrom(o, harness, profile);
  return {
    options: o, profile, config, roots, port, scanned, harness, listingOptions, bundledSource: cc?.source ?? null,
    get catalog() { return (catalog ??= withBodyDiagnostics(scanned, profile, readText, fileExists, during?.found)); },
  };
}

/**
 * Claude Code's bundled skills under a profile that imitates a Claude Code release
 * (node/claude/installBundled.ts, as the app does): the install at `--claude` or the one
 * found on PATH, else the last capture in `--data-dir` (default: the app data folder;
 * `--no-store`: none), else unknown. Null under other profiles (their folder in
 * bundled-skills/ is used).
 */
export function claudeBundledFor(o: CliOptions, profile: Profile, env: Record<string, string | undefined>, processCwd: string): { dir: string | null; source: BundledSource } | null {
  if (profile.settings !== 'claude-code-files' || !profile.version) return null;
  const dataDir = o.noStore ? null : nodePath.resolve(processCwd, o.dataDir ?? defaultDataDir(env as NodeJS.ProcessEnv));
  return resolveBundledSource({ off: o.noBundled, claudePath: o.claude ? nodePath.resolve(processCwd, o.claude) : undefined, dataDir, engineVersion: profile.version, env: env as NodeJS.ProcessEnv });
}

/** Render the listing for a session (from the scan: the listing never reads diagnostics). */
export function sessionListing(s: Session): ListingRecord {
  return renderListing(s.scanned, s.profile, s.listingOptions);
}
