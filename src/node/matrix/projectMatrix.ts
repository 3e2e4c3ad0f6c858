/**
 * The harness matrix of a project (issue 17 §2), shared by the app's
 * `matrix.get` handler and the CLI's `matrix` command: each chosen harness's
 * catalog comes from the one project scan (catalog/scanProject.ts, on the
 * app's scan worker or inline in the CLI), its listing from the engine's one
 * rule for listing options, then the engine's pure `harnessMatrix`.
 */
import type { Catalog, FsPort, HarnessMatrix, ListingOptions, Profile, ProfileId, VersionSelector } from '../../shared/engine';
import { getProfile, harnessFolders, harnessMatrix, LATEST, PROFILE_IDS, renderListing } from '../../shared/engine';
import type { RootsConfig } from '../../shared/ipc/contract';

/** One chosen column: a profile and the version it imitates. */
export interface MatrixChoice { id: ProfileId; version: VersionSelector }

/**
 * The default columns: every profile whose own discovery folders exist in
 * the project or the home (`harnessFolders`, from the record's roots), in
 * registry order; when none does, `fallback` (the app's active profile).
 */
export function defaultMatrixChoices(config: RootsConfig, port: FsPort, fallback: MatrixChoice): MatrixChoice[] {
  const found = PROFILE_IDS.filter((id) => harnessFolders(config, getProfile(id), port).length > 0).map((id) => ({ id, version: LATEST as VersionSelector }));
  return found.length ? found : [fallback];
}

/** How to get one harness's catalog and listing options. */
export interface MatrixSources {
  /** The catalog of the roots config under `profile` (a scan; may run on a worker). */
  catalog(choice: MatrixChoice, profile: Profile): Promise<Catalog> | Catalog;
  listingOptions(profile: Profile): ListingOptions;
  /** Unsaved texts to lay over each catalog (path → text), as the app mirrors them. */
  overlay?(catalog: Catalog, profile: Profile): Catalog;
}

/**
 * The matrix for `choices` (columns in that order). Scans one harness after
 * the other (each scan is the heavy part; the matrix itself is linear in
 * skills × harnesses). Throws only when a scan throws.
 */
export async function projectMatrix(choices: MatrixChoice[], src: MatrixSources): Promise<HarnessMatrix> {
  const inputs = [];
  for (const choice of choices) {
    const profile = getProfile(choice.id, choice.version);
    let catalog = await src.catalog(choice, profile);
    if (src.overlay) catalog = src.overlay(catalog, profile);
    inputs.push({ profile, catalog, listing: renderListing(catalog, profile, src.listingOptions(profile)) });
  }
  return harnessMatrix(inputs);
}
