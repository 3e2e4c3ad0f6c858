/**
 * One full catalog scan as plain data in and out, so it can run on a worker
 * thread (scanWorker.ts) or inline (tests, hosts without the worker file):
 * the one project scan (scanProject.ts), as the CLI runs it too.
 */
import type { HarnessSettings, RootsConfig } from '../../shared/ipc/contract';
import { FILE_START, makeDiagnostic, type Catalog, type ProfileId, type RootSpec, type VersionSelector } from '../../shared/engine';
import type { Engine } from './engine';
import { scanProject, type ProjectScan } from './scanProject';
import { sameNameCopies } from './sameNameCopies';

/** What a scan needs (structured-clone safe). */
export interface ScanRequest {
  roots: RootsConfig;
  profileId: ProfileId;
  version: VersionSelector;
  bundledDir: string | null;
  /** The harness settings read in main (small files); the scan applies the `skillOverrides` its profile reads. */
  harness: HarnessSettings;
  /**
   * Every other registry profile with its bundled folder (resolved in main), when the scan is
   * also to give the root specs under them and the same-name copies over all those roots (the
   * catalog service's own full scans: both are tens of ms of stats on 2,000 skills, which then
   * stay off main's event loop); absent for a scan under another profile (`catalogUnder`).
   */
  others?: { profileId: ProfileId; bundledDir: string | null }[];
}

/**
 * What a scan gives: the resolved roots, the catalog, and the options it was resolved with;
 * with `others` asked for, also the root specs of the same roots config under those profiles
 * (`otherSpecs`, as `CatalogService.anyProfileSpecs` lists them after the active profile's) and
 * `sameNameCopies` of the catalog over all of them (`copies`, the snapshot's `copies`).
 */
export interface ScanResult extends ProjectScan { otherSpecs?: RootSpec[]; copies?: Record<string, string[]> }

/**
 * The root specs of `roots` under each of `others` (same version), in that order; a profile
 * whose roots cannot be resolved adds none. Reads the disk (a few stats, plugin manifests).
 */
export function otherProfileSpecs(engine: Engine, roots: RootsConfig, version: VersionSelector, others: NonNullable<ScanRequest['others']>): RootSpec[] {
  const out: RootSpec[] = [];
  for (const o of others) {
    try {
      out.push(...engine.resolveRoots(roots, engine.getProfile(o.profileId, version), o.bundledDir));
    } catch { /* a profile whose roots cannot be resolved adds none */ }
  }
  return out;
}

/** Run one scan synchronously (on whatever thread calls it): the one project scan, scanProject.ts (and `others`, see ScanRequest). */
export function runScan(engine: Engine, req: ScanRequest): ScanResult {
  const scan = scanProject(req.roots, engine.getProfile(req.profileId, req.version), { bundledDir: req.bundledDir, harness: req.harness });
  if (!req.others) return scan;
  const otherSpecs = otherProfileSpecs(engine, req.roots, req.version, req.others);
  return { ...scan, otherSpecs, copies: sameNameCopies(scan.catalog, [...scan.specs, ...otherSpecs]) };
}

/** The catalog shown when a scan failed: empty, with one `catalog-scan-failed` error saying why. */
export function failedCatalog(profile: ProfileId, e: unknown): Catalog {
  return {
    profile, roots: [], skills: [], files: [],
    diagnostics: [makeDiagnostic('catalog-scan-failed', FILE_START, { error: String((e as Error)?.message ?? e) })],
  };
}
