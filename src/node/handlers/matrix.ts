/**
 * `matrix.get`: the harness matrix of the open project (issue 17 §2), on
 * demand when the Harnesses view opens. Each column's catalog is the catalog
 * service's scan under that profile (on the scan worker, cached per
 * generation), the renderer's unsaved buffers laid over it; the listing uses
 * the one listing-options rule; the matrix is the engine's pure function.
 */
import type { AppContext } from '../app/context';
import { parseProfileKey, profileKey } from '../../shared/engine';
import { createNodeFsPort } from '../fs/nodeFsPort';
import { defaultMatrixChoices, projectMatrix, type MatrixChoice } from '../matrix/projectMatrix';
import { effectiveListingOptions } from './engine';
import type { HandlerTable } from './index';

const port = createNodeFsPort();

/** The matrix handler. */
export function matrixHandlers(ctx: AppContext): Pick<HandlerTable, 'matrix.get'> {
  return {
    'matrix.get': async ({ profiles, overlays }) => {
      const svc = ctx.service;
      const defaults = defaultMatrixChoices(svc.roots, port, { id: svc.profileId, version: svc.version });
      const asked = profiles ?? ctx.stores.settings.get().harnessColumns;
      // Keys the registry no longer knows (a profile removed since the setting was saved) are left out.
      const chosen = (asked ?? []).map(parseProfileKey).filter((c): c is MatrixChoice => c !== null);
      const m = await projectMatrix(chosen.length ? chosen : defaults, {
        catalog: async (c) => (await svc.catalogUnder(c.id, c.version)).catalog,
        listingOptions: (p) => effectiveListingOptions(ctx, p),
        overlay: (catalog, p) => {
          let out = catalog;
          const opts = svc.scanOptions(p);
          for (const [path, text] of Object.entries(overlays ?? {})) out = ctx.engine.updateSkillText(out, path, text, p, opts);
          return out;
        },
      });
      return { ...m, defaults: defaults.map((c) => profileKey(c.id, c.version)) };
    },
  };
}
