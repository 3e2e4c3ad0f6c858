/**
 * Handlers for packaging (docs/packaging.md): export a skill as a zip (the
 * bytes go back to the page, nothing is written in the roots), import an
 * archive into a writable skills root (inspect first; the clash choice is the
 * caller's), and create a plugin. Every path goes through the write guard.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../app/context';
import { packSkill } from '../pack/packSkill';
import { inspectArchive, unpackSkill } from '../pack/unpackSkill';
import { initPlugin } from '../pack/pluginInit';
import { ApiError } from '../app/errors';
import { guards } from './files';
import type { HandlerTable } from './index';

/** A private temp folder for one call, removed afterwards (outside the user's roots). */
async function withTemp<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skill-studio-pack-'));
  try { return await fn(dir); } finally { fs.rmSync(dir, { recursive: true, force: true }); }
}

/** The packaging handlers. */
export function packagingHandlers(ctx: AppContext): Pick<HandlerTable, 'pack.export' | 'pack.saveAs' | 'pack.import' | 'plugin.init'> {
  const g = guards(ctx);
  return {
    'pack.export': async ({ dir, target }) => {
      const real = g.read.check(dir);
      return withTemp(async (tmp) => {
        const fileName = `${path.basename(real)}.zip`;
        const r = await packSkill(real, { out: path.join(tmp, fileName), target });
        return {
          ok: r.plan.ok, fileName,
          ...(r.out ? { dataBase64: fs.readFileSync(r.out).toString('base64') } : {}),
          files: r.plan.files.map((f) => ({ archivePath: f.archivePath, size: f.size })),
          excluded: r.plan.excluded, diagnostics: r.plan.diagnostics,
        };
      });
    },
    'pack.saveAs': async ({ dir, target }) => {
      const save = ctx.saveFileAs;
      if (!save) throw new ApiError('unsupported', 'this host has no save dialog: the archive is saved as a download', 400);
      const real = g.read.check(dir);
      return withTemp(async (tmp) => {
        const fileName = `${path.basename(real)}.zip`;
        const r = await packSkill(real, { out: path.join(tmp, fileName), target });
        if (!r.out) return { ok: false, saved: null, fileName, files: 0 };
        // The user picks the file in main's own dialog: the page never names a path to write.
        const saved = await save(fileName, fs.readFileSync(r.out));
        return { ok: r.plan.ok, saved, fileName, files: r.plan.files.length };
      });
    },
    'pack.import': async ({ into, fileName, dataBase64, onClash, dryRun }) => {
      const root = g.write.check(into);
      return withTemp(async (tmp) => {
        const file = path.join(tmp, path.basename(fileName).replace(/[^\w.-]/g, '_') || 'archive.zip');
        fs.writeFileSync(file, Buffer.from(dataBase64, 'base64'));
        if (dryRun) {
          const i = await inspectArchive(file, root);
          return { outcome: i.ok ? 'inspected' as const : 'refused' as const, name: i.name, clash: i.clash, renameTo: i.renameTo, installed: null, files: i.plan.files.map((f) => f.rel), diagnostics: i.plan.diagnostics, skillDiagnostics: i.skillDiagnostics };
        }
        const r = await unpackSkill(file, root, { onClash: onClash ?? 'cancel', check: (p) => { g.write.check(p); } });
        const snapshot = r.outcome === 'installed' ? await ctx.service.rescan() : undefined;
        return { outcome: r.outcome, name: r.name, clash: r.clash, renameTo: r.renameTo, installed: r.installed, files: r.plan.files.map((f) => f.rel), diagnostics: r.plan.diagnostics, skillDiagnostics: r.skillDiagnostics, ...(snapshot ? { snapshot } : {}) };
      });
    },
    'plugin.init': async ({ dir, name }) => {
      g.write.check(dir);
      const r = initPlugin(dir, name, (p) => { g.write.check(p); });
      if (!r.ok) return { ok: false, files: [], error: r.error };
      return { ok: true, files: r.files, snapshot: await ctx.service.rescan() };
    },
  };
}
