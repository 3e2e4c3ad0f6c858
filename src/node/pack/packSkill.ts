/**
 * Pack one skill folder: list it (links are not followed, left-out folders
 * are not descended), plan with `planPack` (src/shared/pack/plan.ts), and
 * write the zip only when the plan has no error. Imitates the layouts that
 * docs/packaging.md cites per target.
 */
import fs from 'node:fs';
import path from 'node:path';
import { excludeReason, planPack, type FolderEntry, type PackPlan, type PackTarget } from '../../shared/pack';
import { APP_MAX_TEXT_BYTES } from '../../shared/limits';
import { writeZip } from './zipIo';

/** Most entries listed in one skill folder (a bigger tree is not a skill). */
const MAX_LISTED = 20_000;

/** The entries of `dir`, '/'-separated and relative, without following links. */
export function listFolder(dir: string): FolderEntry[] {
  const out: FolderEntry[] = [];
  const walk = (abs: string, rel: string) => {
    let list: fs.Dirent[];
    try { list = fs.readdirSync(abs, { withFileTypes: true }); } catch { return; }
    for (const d of list) {
      if (out.length >= MAX_LISTED) return;
      const r = rel ? `${rel}/${d.name}` : d.name;
      const p = path.join(abs, d.name);
      if (d.isSymbolicLink()) { out.push({ rel: r, kind: 'symlink', size: 0 }); continue; }
      if (d.isDirectory()) {
        out.push({ rel: r, kind: 'dir', size: 0 });
        if (!excludeReason(`${r}/`)) walk(p, r);
        continue;
      }
      if (d.isFile()) {
        let size = 0;
        try { size = fs.statSync(p).size; } catch { /* vanished: size 0, read fails later */ }
        out.push({ rel: r, kind: 'file', size });
      } else out.push({ rel: r, kind: 'other', size: 0 });
    }
  };
  walk(dir, '');
  return out;
}

/** What {@link packSkill} did. */
export interface PackResult {
  plan: PackPlan;
  /** Absolute archive path (null when nothing was written). */
  out: string | null;
  bytes: number;
}

/** Default archive name: `<folder>.zip` (`.skill` is the same zip; claude.ai accepts both). */
export function defaultOutFile(skillDir: string, cwd: string): string {
  return path.join(cwd, `${path.basename(path.resolve(skillDir))}.zip`);
}

/**
 * Plan and, when it passes, write the archive. `check(absPath)` throws when a
 * write there is not allowed (the app's approved roots); the CLI passes none.
 */
export async function packSkill(skillDir: string, opts: { out: string; target: PackTarget; dryRun?: boolean; check?: (p: string) => void }): Promise<PackResult> {
  const dir = path.resolve(skillDir);
  const entries = listFolder(dir);
  let skillText: string | null = null;
  try {
    const buf = fs.readFileSync(path.join(dir, 'SKILL.md'));
    skillText = buf.length <= APP_MAX_TEXT_BYTES ? buf.toString('utf8') : buf.subarray(0, APP_MAX_TEXT_BYTES).toString('utf8');
  } catch { /* planPack reports pack-no-skill-md */ }
  const plan = planPack({ dirName: path.basename(dir), dir: dir.split(path.sep).join('/'), entries, skillText, target: opts.target });
  if (!plan.ok || opts.dryRun) return { plan, out: null, bytes: 0 };
  const out = path.resolve(opts.out);
  opts.check?.(out);
  const bytes = await writeZip(out, plan.files.map((f) => ({ source: path.join(dir, ...f.rel.split('/')), archivePath: f.archivePath })));
  return { plan, out, bytes };
}
