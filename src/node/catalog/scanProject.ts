/**
 * The one Node scan of a project (issue 12 point 3), used by the app's
 * catalog service (on its worker thread, scanJob.ts) and by the CLI
 * (cli/session.ts), so both see the same catalog: roots from the roots
 * config, the harness settings' `skillOverrides` where the profile reads them,
 * codebot's working tree where the profile activates `paths` by it, then
 * `scanCatalog` over the node fs port.
 */
import type { Catalog, FsPort, Profile, RootSpec, ScanOptions } from '../../shared/engine';
import { resolveRoots, scanCatalog } from '../../shared/engine';
import type { HarnessSettings, RootsConfig } from '../../shared/ipc/contract';
import { skillOverridesFor } from '../../shared/harnessSettings';
import { createNodeFsPort } from '../fs/nodeFsPort';
import { listWorktree } from '../fs/worktree';

/** What a project scan gives: the resolved roots, the catalog, and the options it was resolved with. */
export interface ProjectScan { specs: RootSpec[]; catalog: Catalog; options: ScanOptions }

/**
 * Scan `config` under `profile`. `bundledDir` is the profile's bundled
 * folder (null: none or switched off); `harness` the harness settings read
 * for this project (null: none); `onParsed` sees each file's text and parse
 * (`ScanOptions.onParsed`). Reads the disk; throws only on a bug.
 */
export function scanProject(
  config: RootsConfig, profile: Profile, o: { bundledDir: string | null; harness: HarnessSettings | null; port?: FsPort; onParsed?: ScanOptions['onParsed'] },
): ProjectScan {
  const port = o.port ?? createNodeFsPort();
  const cwd = config.cwd ?? config.project;
  const overrides = skillOverridesFor(profile, o.harness);
  const options: ScanOptions = {
    touched: config.touched ?? [],
    cwd,
    ...(overrides ? { overrides } : {}),
    // codebot activates `paths` skills when the working tree already has a match (§5 CB1).
    ...(profile.discovery.pathsActivation === 'cb-worktree' ? { worktreeFiles: listWorktree(cwd) } : {}),
  };
  const specs = resolveRoots(config, profile, { bundledDir: o.bundledDir, port });
  // `onParsed` (the CLI's body checks) is for this scan only, not part of the options handed back.
  return { specs, catalog: scanCatalog(port, specs, profile, o.onParsed ? { ...options, onParsed: o.onParsed } : options), options };
}
