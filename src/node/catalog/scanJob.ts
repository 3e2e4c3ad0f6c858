/**
 * One full catalog scan as plain data in and out, so it can run on a worker
 * thread (scanWorker.ts) or inline (tests, hosts without the worker file):
 * the one project scan (scanProject.ts), as the CLI runs it too.
 */
import type { HarnessSettings, RootsConfig } from '../../shared/ipc/contract';
import { FILE_START, makeDiagnostic, type Catalog, type ProfileId, type VersionSelector } from '../../shared/engine';
import type { Engine } from './engine';
import { scanProject, type ProjectScan } from './scanProject';

/** What a scan needs (structured-clone safe). */
export interface ScanRequest {
  roots: RootsConfig;
  profileId: ProfileId;
  version: VersionSelector;
  bundledDir: string | null;
  /** The harness settings read in main (small files); the scan applies the `skillOverrides` its profile reads. */
  harness: HarnessSettings;
}

/** What a scan gives: the resolved roots, the catalog, and the options it was resolved with. */
export type ScanResult = ProjectScan;

/** Run one scan synchronously (on whatever thread calls it): the one project scan, scanProject.ts. */
export function runScan(engine: Engine, req: ScanRequest): ScanResult {
  return scanProject(req.roots, engine.getProfile(req.profileId, req.version), { bundledDir: req.bundledDir, harness: req.harness });
}

/** The catalog shown when a scan failed: empty, with one `catalog-scan-failed` error saying why. */
export function failedCatalog(profile: ProfileId, e: unknown): Catalog {
  return {
    profile, roots: [], skills: [], files: [],
    diagnostics: [makeDiagnostic('catalog-scan-failed', FILE_START, { error: String((e as Error)?.message ?? e) })],
  };
}
