/**
 * The one adapter between main-process services and the pure engine
 * (src/shared/engine). Everything main needs from the engine goes through
 * `Engine`, so services stay testable and compile while engine modules land.
 */
import type { FsPort } from '../../shared/engine';
import type { Profile } from '../../shared/engine';
import { getProfile } from '../../shared/engine';
import { resolveRoots, scanCatalog, updateSkillText, type ScanOptions } from '../../shared/engine';
import { renderListing } from '../../shared/engine';
import { profileJsonSchema } from '../../shared/engine';
import { simulateInvocation } from '../../shared/engine';
import { explainName } from '../../shared/engine';
import type {
  Catalog, Explanation, InvocationRecord, InvocationRequest, ListingOptions, ListingRecord, ProfileId, RootSpec, VersionSelector,
} from '../../shared/engine';
import type { RootsConfig } from '../../shared/ipc/contract';
import { createNodeFsPort } from '../fs/nodeFsPort';

const nodePort = createNodeFsPort();

/** Options of scanCatalog / updateSkillText (ARCHITECTURE.md "Engine API"). */
export type { ScanOptions };

/** The engine functions main uses. */
export interface Engine {
  getProfile(id: ProfileId, version?: VersionSelector): Profile;
  resolveRoots(config: RootsConfig, profile: Profile, bundledDir: string | null): RootSpec[];
  scanCatalog(port: FsPort, roots: RootSpec[], profile: Profile, opts?: ScanOptions): Catalog;
  updateSkillText(catalog: Catalog, path: string, text: string | null, profile: Profile, opts?: ScanOptions): Catalog;
  renderListing(catalog: Catalog, profile: Profile, options: ListingOptions): ListingRecord;
  simulateInvocation(catalog: Catalog, request: InvocationRequest, profile: Profile,
    readText: (path: string) => string | null, fileExists?: (path: string) => boolean,
    listDir?: (path: string) => { name: string; dir: boolean }[] | null): InvocationRecord;
  explainName(catalog: Catalog, listing: ListingRecord, name: string, profile: Profile): Explanation;
  profileJsonSchema(profileId: ProfileId): object;
}

/** The engine as built into this app. */
export const engine: Engine = {
  getProfile,
  // The port lets the engine find git roots and plugin manifests; main always has one.
  resolveRoots: (config, profile, bundledDir) => resolveRoots(config, profile, { bundledDir, port: nodePort }),
  scanCatalog,
  updateSkillText,
  renderListing,
  simulateInvocation,
  explainName,
  profileJsonSchema: (id) => profileJsonSchema(id) as object,
};
