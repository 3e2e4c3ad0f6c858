/**
 * The app's harness matrix as one job of plain data in and out, so the scan
 * worker (catalog/scanWorker.ts) runs all of it, scans, overlays, listings
 * and the matrix, and main only receives the result in pieces: 2,000 skills
 * × 5 harnesses is seconds of work that must not hold main's event loop
 * (issue 17; `npm run bench`, loop delay "matrix" row).
 */
import type { HarnessMatrix, ListingOptions, Profile, ProfileId, ScanOptions, VersionSelector } from '../../shared/engine';
import { updateSkillText } from '../../shared/engine';
import type { HarnessSettings, RootsConfig } from '../../shared/ipc/contract';
import { scanProject } from '../catalog/scanProject';
import { projectMatrix } from './projectMatrix';

/** One column of a matrix job: the profile, its bundled folder, and the listing options main resolved for it. */
export interface MatrixJobColumn { profileId: ProfileId; version: VersionSelector; bundledDir: string | null; listing: ListingOptions }

/** What the matrix needs (structured-clone safe). */
export interface MatrixJob {
  roots: RootsConfig;
  columns: MatrixJobColumn[];
  harness: HarnessSettings;
  /** Unsaved buffers (path → disk-form text) laid over each harness's catalog. */
  overlays: Record<string, string>;
}

/** Run a matrix job on the calling thread (the worker, or inline where it cannot start). */
export async function runMatrixJob(job: MatrixJob): Promise<HarnessMatrix> {
  // The choice objects handed to projectMatrix come back to its callbacks: they find their column.
  const choices = job.columns.map((c) => ({ id: c.profileId, version: c.version, column: c }));
  const scanOptions = new Map<Profile, ScanOptions>();
  const listing = new Map<Profile, ListingOptions>();
  return projectMatrix(choices, {
    catalog: (choice, profile) => {
      const column = (choice as (typeof choices)[number]).column;
      const scan = scanProject(job.roots, profile, { bundledDir: column.bundledDir, harness: job.harness });
      scanOptions.set(profile, scan.options);
      listing.set(profile, column.listing);
      return scan.catalog;
    },
    listingOptions: (profile) => listing.get(profile) ?? {},
    overlay: (catalog, profile) => {
      let out = catalog;
      for (const [path, text] of Object.entries(job.overlays)) out = updateSkillText(out, path, text, profile, scanOptions.get(profile));
      return out;
    },
  });
}
