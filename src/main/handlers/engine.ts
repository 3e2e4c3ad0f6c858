/**
 * Handlers that run the engine in main: invocation (reads bodies and checks
 * paths on the real disk, with unsaved buffers overlaid), explanations, JSON
 * Schema, and the user-clicked shell run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ListingOptions } from '../../shared/engine/types';
import type { AppContext } from '../services/context';
import { ApiError } from '../services/errors';
import { runShell } from '../services/shell';
import { isInside, realpathLoose } from '../services/writeGuard';
import type { HandlerTable } from '../handlers';
import { guards } from './files';

const READ_LIMIT = 5_000_000;

/** Listing options: harness settings first, then what the user set in the app, plus usage. */
export function effectiveListingOptions(ctx: AppContext): ListingOptions {
  const snap = ctx.service.snapshot();
  const h = snap.harnessSettings;
  const s = ctx.stores.settings.get().listing;
  return {
    ...(h.budget ? { budget: h.budget.value } : {}),
    ...(h.budgetFraction ? { budgetFraction: h.budgetFraction.value } : {}),
    ...(h.maxEntryChars ? { maxEntryChars: h.maxEntryChars.value } : {}),
    ...s,
    version: ctx.service.version,
    usage: snap.usage,
  };
}

function overlaid(ctx: AppContext, overlays: Record<string, string> | undefined) {
  const profile = ctx.service.profile();
  const opts = ctx.service.scanOptions();
  let catalog = ctx.service.current();
  for (const [p, t] of Object.entries(overlays ?? {})) catalog = ctx.engine.updateSkillText(catalog, p, t, profile, opts);
  return { catalog, profile };
}

/** Engine and shell handlers: invoke/explain over the overlaid catalog, schema export, the clicked shell run. */
export function engineHandlers(ctx: AppContext): Pick<HandlerTable, 'invoke.simulate' | 'engine.explain' | 'engine.schema' | 'shell.run'> {
  const g = guards(ctx);
  const readText = (overlays: Record<string, string> | undefined) => (p: string): string | null => {
    if (overlays && Object.prototype.hasOwnProperty.call(overlays, p)) return overlays[p];
    // Bodies and referenced files are read only inside roots.
    if (!g.read.rootOf(p)) return null;
    try {
      const st = fs.statSync(p);
      return st.isFile() && st.size <= READ_LIMIT ? fs.readFileSync(p, 'utf8') : null;
    } catch { return null; }
  };
  return {
    'invoke.simulate': async ({ overlays, ...request }) => {
      const { catalog, profile } = overlaid(ctx, overlays);
      return ctx.engine.simulateInvocation(catalog, request, profile, readText(overlays), (p) => fs.existsSync(p));
    },
    'engine.explain': async ({ name, overlays }) => {
      const { catalog, profile } = overlaid(ctx, overlays);
      const listing = ctx.engine.renderListing(catalog, profile, effectiveListingOptions(ctx));
      // The engine's explanation also carries matches/suggestions/look-alikes; pass them through.
      const explanation = ctx.engine.explainName(catalog, listing, name, profile);
      const q = name.trim().replace(/^\//, '');
      const diagnostics = catalog.skills.filter((s) => s.id === q || s.name === q || s.aliases.includes(q)).flatMap((s) => s.diagnostics);
      return { ...explanation, diagnostics };
    },
    'engine.schema': async ({ profile }) => ({ schema: ctx.engine.profileJsonSchema(profile ?? ctx.service.profileId) }),
    'shell.run': async ({ command, skillPath, cwd }) => {
      g.read.check(skillPath);
      // Only a command that really appears in the skill (on disk or in its unsaved buffer) may run.
      const disk = readText(undefined)(skillPath) ?? '';
      const buffer = ctx.stores.buffers.get().find((b) => b.path === skillPath)?.text ?? '';
      if (!disk.includes(command) && !buffer.includes(command)) {
        throw new ApiError('command-not-in-skill', 'refused: that command is not in the skill\'s current text', 403);
      }
      const roots = ctx.service.roots;
      const dir = cwd && cwd.length > 0 ? cwd : roots.cwd ?? roots.project;
      if (!path.isAbsolute(dir) || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
        throw new ApiError('invalid-cwd', `working directory ${dir} is not a folder`);
      }
      const real = realpathLoose(dir);
      const allowed = [roots.project, roots.cwd, path.dirname(skillPath), ...ctx.service.allRootPaths()]
        .filter((x): x is string => !!x).some((r) => isInside(realpathLoose(r), real));
      if (!allowed) throw new ApiError('invalid-cwd', `working directory ${dir} is outside the project and the roots`, 403);
      return runShell(command, dir);
    },
  };
}
