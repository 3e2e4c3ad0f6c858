/**
 * One full catalog scan as plain data in and out, so it can run on a worker
 * thread (scanWorker.ts) or inline (tests, hosts without the worker file):
 * roots from the roots config, then `scanCatalog` over the node fs port, and
 * codebot's working tree when the profile needs it.
 */
import type { RootsConfig } from '../../shared/ipc/contract';
import type { Catalog, ProfileId, RootSpec, VersionSelector } from '../../shared/engine';
import type { Engine, ScanOptions } from './engine';
import { createNodeFsPort } from '../fs/nodeFsPort';
import { listWorktree } from '../fs/worktree';

/** What a scan needs (structured-clone safe). */
export interface ScanRequest {
  roots: RootsConfig;
  profileId: ProfileId;
  version: VersionSelector;
  bundledDir: string | null;
  /** touched, cwd, overrides (the harness settings are read in main, they are small). */
  opts: ScanOptions;
  /** codebot `paths` activation: list this folder's working tree into `worktreeFiles`. */
  worktreeCwd: string | null;
}

/** What a scan gives: the resolved roots, the catalog, and the options it was resolved with. */
export interface ScanResult { specs: RootSpec[]; catalog: Catalog; options: ScanOptions }

/** Run one scan synchronously (on whatever thread calls it). */
export function runScan(engine: Engine, req: ScanRequest): ScanResult {
  const profile = engine.getProfile(req.profileId, req.version);
  const options: ScanOptions = { ...req.opts, ...(req.worktreeCwd !== null ? { worktreeFiles: listWorktree(req.worktreeCwd) } : {}) };
  const specs = engine.resolveRoots(req.roots, profile, req.bundledDir);
  return { specs, catalog: engine.scanCatalog(createNodeFsPort(), specs, profile, options), options };
}

/** The catalog shown when a scan failed: empty, with one `catalog-scan-failed` error saying why. */
export function failedCatalog(profile: ProfileId, e: unknown): Catalog {
  const message = `catalog unavailable: ${(e as Error)?.message ?? e}`;
  return {
    profile, roots: [], skills: [], files: [],
    diagnostics: [{ code: 'catalog-scan-failed', severity: 'error', message, range: { line: 1, column: 1, endLine: 1, endColumn: 1 } }],
  };
}
