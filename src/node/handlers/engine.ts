/**
 * Handlers that run the engine in main: invocation (reads bodies and checks
 * paths on the real disk, with unsaved buffers overlaid), explanations, JSON
 * Schema, and the user-clicked shell run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Catalog, InvocationRecord, ListingOptions, Profile, ProfileId, VersionSelector } from '../../shared/engine';
import { LATEST, resolveListingOptions } from '../../shared/engine';
import type { ApiInput } from '../../shared/ipc/contract';
import type { AppContext } from '../app/context';
import { ApiError } from '../app/errors';
import { readRegularText } from '../fs/safeRead';
import { listFolder } from '../fs/listFolder';
import { runShell } from '../shell/shell';
import { addHistory, StoreLimitError } from '../stores/stores';
import { isInside, realpathLoose } from '../files/writeGuard';
import type { HandlerTable } from './index';
import { guards } from './files';
import { decodeText, encodeText, NEW_FILE_SHAPE, type TextShape } from '../../shared/textShape';
import { APP_MAX_TEXT_BYTES } from '../../shared/limits';

/** Bodies are read up to the app's own limit, the one the catalog and the editor use. */
const READ_LIMIT = APP_MAX_TEXT_BYTES;

/**
 * Listing options for `profile`: the engine's one rule (`resolveListingOptions`,
 * as the renderer and the CLI use it) with what the user set in the app, the
 * harness settings where the profile reads them, plus usage.
 */
export function effectiveListingOptions(ctx: AppContext, profile: Profile): ListingOptions {
  // The snapshot's harness settings and usage, read without building a snapshot (the matrix asks once per column).
  return resolveListingOptions(profile, ctx.service.harnessSettings(), ctx.stores.settings.get().listing, { usage: ctx.service.usage() }).options;
}

async function overlaid(ctx: AppContext, overlays: Record<string, string> | undefined, profileId?: ProfileId, version?: VersionSelector) {
  const under = await ctx.service.catalogUnder(profileId ?? ctx.service.profileId, version ?? ctx.service.version);
  const profile = under.profile;
  const opts = ctx.service.scanOptions(profile);
  let catalog = under.catalog;
  for (const [p, t] of Object.entries(overlays ?? {})) catalog = ctx.engine.updateSkillText(catalog, p, t, profile, opts);
  return { catalog, profile };
}

/**
 * Unsaved buffers main mirrors (buffers.put), in the form they would be saved
 * (line endings, BOM). A buffer whose file is gone from disk is left out: the
 * harness would not find that skill, so it is not overlaid back (the renderer
 * leaves it out the same way until the user recreates the file).
 */
function mirroredOverlays(ctx: AppContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of ctx.stores.buffers.get()) {
    let shape: TextShape = NEW_FILE_SHAPE;
    const disk = readRegularText(b.path, READ_LIMIT); // never blocks on a FIFO
    if (disk === null && !fs.existsSync(b.path)) continue;
    if (disk !== null) shape = decodeText(disk);
    out[b.path] = encodeText(b.text, shape);
  }
  return out;
}

/** Engine and shell handlers: invoke/explain over the overlaid catalog, schema export, the clicked shell run. */
export function engineHandlers(ctx: AppContext): Pick<HandlerTable, 'invoke.simulate' | 'engine.explain' | 'engine.schema' | 'shell.run'> {
  const g = guards(ctx);
  // Bodies, referenced files and folders are read only inside roots (or a file the catalog lists through a link),
  // including the roots of the profile being simulated when it is not the app's active one.
  const mayRead = (p: string, simulated?: Catalog): boolean => {
    const inSimulated = !!simulated && (simulated.skills.some((s) => s.path === p)
      || simulated.roots.some((r) => p === r.path || p.startsWith(`${r.path.replace(/\/$/, '')}/`)));
    return !!g.read.rootOf(p) || ctx.service.knowsFile(p) || inSimulated;
  };
  const readText = (overlays: Record<string, string> | undefined, simulated?: Catalog) => (p: string): string | null => {
    if (overlays && Object.prototype.hasOwnProperty.call(overlays, p)) return overlays[p];
    if (!mayRead(p, simulated)) return null;
    // Non-blocking open + fstat (safeRead.ts): a FIFO or device reads as missing, never hangs main.
    return readRegularText(p, READ_LIMIT);
  };
  const simulate = async ({ overlays, profile, version, ...request }: Omit<ApiInput<'invoke.simulate'>, 'save'>): Promise<InvocationRecord> => {
    const under = await overlaid(ctx, overlays, profile, version);
    const read = readText(overlays, under.catalog);
    // Folders are listed under the same rule as files are read (inside a root, or a skill the catalog lists).
    const listDir = (p: string) => (mayRead(p, under.catalog) ? listFolder(p) : null);
    return ctx.engine.simulateInvocation(under.catalog, request, under.profile, read, (p) => fs.existsSync(p), listDir);
  };
  return {
    'invoke.simulate': async ({ save, ...input }) => {
      const record = await simulate(input);
      if (!save) return record;
      // The history keeps the record main produced, never one a client sends.
      try {
        const entry = await addHistory(ctx.stores.history, { profile: input.profile ?? ctx.service.profileId, skillPath: record.skillPath, record });
        return { ...record, historyId: entry.id };
      } catch (e) {
        if (e instanceof StoreLimitError) return { ...record, historyNote: `not kept in the history: ${e.message}` };
        throw e;
      }
    },
    'engine.explain': async ({ name, overlays, profile: profileId, version }) => {
      const { catalog, profile } = await overlaid(ctx, overlays, profileId, version);
      const listing = ctx.engine.renderListing(catalog, profile, effectiveListingOptions(ctx, profile));
      // The engine's explanation also carries matches/suggestions/look-alikes; pass them through.
      const explanation = ctx.engine.explainName(catalog, listing, name, profile);
      const q = name.trim().replace(/^\//, '');
      const diagnostics = catalog.skills.filter((s) => s.id === q || s.name === q || s.aliases.includes(q)).flatMap((s) => s.diagnostics);
      return { ...explanation, diagnostics, profile: profile.id, version: profile.version ?? LATEST };
    },
    'engine.schema': async ({ profile }) => ({ schema: ctx.engine.profileJsonSchema(profile ?? ctx.service.profileId) }),
    'shell.run': async ({ invocation, index, command, cwd }) => {
      // The command is taken from main's own simulation (unsaved buffers from
      // main's mirror, in their disk form), never from the caller, and must be
      // what the user saw: a stale or swapped view is refused, not run.
      const record = await simulate({ ...invocation, overlays: mirroredOverlays(ctx) });
      const cmd = record.shellCommands[index];
      if (!record.allowed || !record.skillPath || !cmd) {
        throw new ApiError('command-not-in-skill', 'refused: the invocation has no such shell command', 403);
      }
      if (cmd.command !== command) {
        throw new ApiError('command-changed', 'refused: the skill or its arguments changed since this command was shown; invoke again and run the command you see', 409);
      }
      g.read.check(record.skillPath);
      if (!cmd.wouldRun) {
        throw new ApiError('command-not-run-by-harness', `refused: ${cmd.note ?? 'the harness would not run this command for this scope'}`, 403);
      }
      const roots = ctx.service.roots;
      const dir = cwd || invocation.cwd || roots.cwd || roots.project;
      if (!path.isAbsolute(dir) || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
        throw new ApiError('invalid-cwd', `working directory ${dir} is not a folder`);
      }
      const real = realpathLoose(dir);
      const allowed = [roots.project, roots.cwd, path.dirname(record.skillPath), ...ctx.service.allRootPaths()]
        .filter((x): x is string => !!x).some((r) => isInside(realpathLoose(r), real));
      if (!allowed) throw new ApiError('invalid-cwd', `working directory ${dir} is outside the project and the roots`, 403);
      return runShell(cmd.command, dir);
    },
  };
}
