/**
 * `matrix.get`: the harness matrix of the open project (issue 17 §2), on
 * demand when the Harnesses view opens. The catalog service hands the whole
 * job to its scan worker (matrix/matrixJob.ts): each column's scan of the
 * same roots, the renderer's unsaved buffers laid over it, its listing under
 * the one listing-options rule (resolved here), the engine's matrix.
 */
import type { AppContext } from '../app/context';
import { parseProfileKey, profileKey } from '../../shared/engine';
import { createNodeFsPort } from '../fs/nodeFsPort';
import { defaultMatrixChoices, type MatrixChoice } from '../matrix/projectMatrix';
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
      // Scans, listings and the matrix run on the scan worker: main only takes the rows in.
      const m = await svc.matrix(chosen.length ? chosen : defaults, (p) => effectiveListingOptions(ctx, p), overlays ?? {});
      return { ...m, defaults: defaults.map((c) => profileKey(c.id, c.version)) };
    },
  };
}
