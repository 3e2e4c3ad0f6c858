/**
 * The harness matrix of a project (issue 17 §2), shared by the app's
 * `matrix.get` handler and the CLI's `matrix` command: each chosen harness's
 * catalog comes from the one project scan (catalog/scanProject.ts, on the
 * app's scan worker or inline in the CLI), its listing from the engine's one
 * rule for listing options, then the engine's pure `harnessMatrix`.
 */
import type { Catalog, FsPort, HarnessMatrix, ListingOptions, Profile, ProfileId, VersionSelector } from '../../shared/engine';
import { getProfile, harnessFolders, harnessMatrix, LATEST, ownHarnessFolders, PROFILE_IDS, renderListing } from '../../shared/engine';
import type { RootsConfig } from '../../shared/ipc/contract';

/** One chosen column: a profile and the version it imitates. */
export interface MatrixChoice { id: ProfileId; version: VersionSelector }

/**
 * The default columns, in registry order: every harness one of whose own
 * folders exists in the project or the home (`ownHarnessFolders`: folders no
 * more than one other harness reads, and Claude Code's `.claude`; shared
 * folders such as `.agents/skills` and `.claude/skills` mark no one). When
 * none does, the harnesses whose behaviour was measured against the real
 * program that read a folder found here (`harnessFolders`), with `fallback`
 * (the app's active profile, the CLI's `--profile`) always among them; with
 * no skills folder at all, `fallback` alone. Used by the app (`matrix.get`)
 * and the CLI (`skill-studio matrix`).
 */
export function defaultMatrixChoices(config: RootsConfig, port: FsPort, fallback: MatrixChoice): MatrixChoice[] {
  const latest = (id: ProfileId): MatrixChoice => ({ id, version: LATEST });
  const own = PROFILE_IDS.filter((id) => ownHarnessFolders(config, getProfile(id), port).length > 0);
  if (own.length) return own.map(latest);
  const measured = PROFILE_IDS.filter((id) => id !== fallback.id && getProfile(id).confidence === 'measured' && harnessFolders(config, getProfile(id), port).length > 0);
  if (!measured.length) return [fallback];
  return PROFILE_IDS.filter((id) => id === fallback.id || measured.includes(id)).map((id) => (id === fallback.id ? fallback : latest(id)));
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
