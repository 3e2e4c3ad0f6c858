/**
 * Turns validated CLI options into what every command needs: the profile, the
 * roots, the scanned catalog and the listing options (CLI flags over Claude
 * Code's settings and environment, as the app does). All file access goes
 * through the engine's node fs port; nothing here loads Electron or renderer code.
 */
import fs from 'node:fs';
import { listWorktree } from '../node/fs/worktree';
import { withBodyDiagnostics } from '../shared/engine/body/catalog';
import os from 'node:os';
import nodePath from 'node:path';
import { z } from 'zod';
import { dictSchema } from '../shared/engine/dict';
import type { Catalog, ListingOptions, ListingRecord, RootSpec, UsageRecords } from '../shared/engine/types';
import type { Profile } from '../shared/engine/profiles/types';
import type { HarnessSettings, RootsConfig } from '../shared/ipc/contract';
import type { FsPort } from '../shared/engine/fsport';
import { getProfile } from '../shared/engine/profiles';
import { resolveRoots, scanCatalog } from '../shared/engine/discovery';
import { renderListing } from '../shared/engine/listing';
import { createNodeFsPort } from '../node/fs/nodeFsPort';
import { readRegularFile, readRegularText } from '../node/fs/safeRead';
import { APP_MAX_TEXT_BYTES } from '../shared/limits';
import { UsageError, type CliOptions } from './args';
import { mergedOverrides, readHarnessSettings, type SettingsFileRead } from '../shared/harnessSettings';

/** Everything a command works from. */
export interface Session {
  options: CliOptions;
  profile: Profile;
  config: RootsConfig;
  roots: RootSpec[];
  port: FsPort;
  catalog: Catalog;
  /** Claude Code's settings (claude-code profile only). */
  harness: HarnessSettings | null;
  listingOptions: ListingOptions;
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
 * Listing options: explicit flags win; otherwise Claude Code's environment and
 * settings files (claude-code profile only); otherwise the engine's defaults.
 */
export function listingOptionsFrom(o: CliOptions, harness: HarnessSettings | null): ListingOptions {
  const lo: ListingOptions = { version: o.ccVersion };
  const budget = o.budget ?? harness?.budget?.value;
  if (budget !== undefined) lo.budget = budget;
  if (o.contextWindow !== undefined) lo.contextWindowTokens = o.contextWindow;
  // The model sets the budget: --model, else ANTHROPIC_MODEL / settings `model` (engine/models.ts).
  if (o.model !== undefined) { lo.model = o.model; lo.modelSource = '--model'; } else if (harness?.model) { lo.model = harness.model.value; lo.modelSource = harness.model.source; }
  const fraction = o.budgetFraction ?? harness?.budgetFraction?.value;
  if (fraction !== undefined) lo.budgetFraction = fraction;
  const cap = o.maxEntryChars ?? harness?.maxEntryChars?.value;
  if (cap !== undefined) lo.maxEntryChars = cap;
  if (o.usage !== undefined) lo.usage = readUsage(o.usage);
  if (o.now !== undefined) lo.now = o.now;
  return lo;
}

/** Open a session: resolve roots, read settings, scan. */
export function openSession(o: CliOptions, env: Record<string, string | undefined>, processCwd: string, repoRoot: string): Session {
  const profile = getProfile(o.profile, o.ccVersion);
  const config = buildRootsConfig(o, processCwd, os.homedir());
  for (const [flag, dirs] of [['--project', [config.project]], ['--home', o.home !== undefined ? [config.home] : []], ['--cwd', [config.cwd!]], ['--add-dir', config.addDirs], ['--skills-dir', config.skillsDirs], ['--plugin', config.plugins]] as const) {
    for (const d of dirs) {
      let ok = false;
      try { ok = fs.statSync(d).isDirectory(); } catch { ok = false; }
      if (!ok) throw new UsageError(`${flag}: ${d} is not a directory`);
    }
  }
  const port = createNodeFsPort();
  const harness = o.profile === 'claude-code'
    ? readHarnessSettings({ home: config.home, project: config.project, env, readFile: nodeSettingsRead })
    : null;
  const bundledDir = config.bundled ? bundledDirFor(o.profile, repoRoot) : null;
  const roots = resolveRoots(config, profile, { bundledDir, port });
  const overrides = harness ? mergedOverrides(harness) : undefined;
  const scanned = scanCatalog(port, roots, profile, {
    touched: config.touched,
    cwd: config.cwd,
    // codebot activates `paths` skills when the working tree already has a match (§5 CB1).
    ...(profile.discovery.pathsActivation === 'cb-worktree' ? { worktreeFiles: listWorktree(config.cwd ?? config.project) } : {}),
    ...(overrides && Object.keys(overrides).length ? { overrides } : {}),
  });
  // Batch tools also check bodies (links, ${CLAUDE_SKILL_DIR} paths, size, placeholders in code).
  const readText = (p: string): string | null => readRegularText(p, APP_MAX_TEXT_BYTES);
  const catalog = withBodyDiagnostics(scanned, profile, readText, (p) => fs.existsSync(p));
  return { options: o, profile, config, roots, port, catalog, harness, listingOptions: listingOptionsFrom(o, harness) };
}

/** Render the listing for a session. */
export function sessionListing(s: Session): ListingRecord {
  return renderListing(s.catalog, s.profile, s.listingOptions);
}
