/**
 * Import a skill archive into a skills folder, safely (docs/packaging.md
 * "Import"): the central directory is judged first (`planUnpack`: zip slip,
 * links, duplicates, non-UTF-8 names, bomb limits) and nothing is written
 * when it fails; then every entry is inflated into a fresh temp folder
 * inside the skills folder, counting real bytes against the same limits;
 * only a complete extraction is renamed into place. A name clash is never
 * resolved silently: the caller says rename, replace or cancel. Replace
 * moves the old folder aside first and puts it back when the swap fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { getProfile, parseSkillText, type Diagnostic } from '../../shared/engine';
import { packDiagnostic, planUnpack, UNPACK_LIMITS, type UnpackLimits, type UnpackPlan } from '../../shared/pack';
import { validateSkillName } from '../../shared/skillName';
import { openZip, type OpenArchive } from './zipIo';

/** What to do when the skill's folder already exists. */
export type ClashChoice = 'rename' | 'replace' | 'cancel';

/** What an archive would add, before anything is written. */
export interface ArchiveInspection {
  plan: UnpackPlan;
  /** Folder name the skill gets (null when the archive is refused). */
  name: string | null;
  /** A folder of that name exists in the skills folder. */
  clash: boolean;
  /** A free name for "rename" (`name-2`, `name-3`, …). */
  renameTo: string | null;
  /** SKILL.md's diagnostics as Claude Code's profile reads it. */
  skillDiagnostics: Diagnostic[];
  /** The frontmatter description, for the preview. */
  description: string | null;
  ok: boolean;
}

/** Result of {@link unpackSkill}. */
export interface UnpackResult extends ArchiveInspection {
  /** Absolute folder written (null when nothing was). */
  installed: string | null;
  /** What happened: installed, cancelled (clash), refused (archive failed its checks). */
  outcome: 'installed' | 'cancelled' | 'refused';
}

const MAX_SKILL_MD = 1024 * 1024;

function freeName(into: string, name: string): string {
  for (let i = 2; i < 10_000; i++) if (!fs.existsSync(path.join(into, `${name}-${i}`))) return `${name}-${i}`;
  return `${name}-${randomBytes(4).toString('hex')}`;
}

async function readSmall(zip: OpenArchive, index: number, max: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  try { await zip.read(index, max, (c) => chunks.push(c)); } catch { return null; }
  return Buffer.concat(chunks).toString('utf8');
}

async function inspectOpen(zip: OpenArchive, file: string, into: string, limits: UnpackLimits): Promise<ArchiveInspection> {
  const plan = planUnpack(zip.entries, limits);
  const none: ArchiveInspection = { plan, name: null, clash: false, renameTo: null, skillDiagnostics: [], description: null, ok: false };
  if (!plan.ok) return none;
  const skillEntry = plan.files.find((f) => f.rel === 'SKILL.md');
  const text = skillEntry ? await readSmall(zip, skillEntry.index, MAX_SKILL_MD) : null;
  const parsed = text === null ? null : parseSkillText(text, { profile: getProfile('claude-code'), dirName: plan.topFolder ?? null });
  let name = plan.topFolder;
  if (name === null) {
    const fm = parsed && typeof parsed.data.name === 'string' ? parsed.data.name : '';
    name = fm && !validateSkillName(fm, 'claude-code') ? fm : path.basename(file).replace(/\.(zip|skill)$/i, '');
  }
  const bad = validateSkillName(name, 'claude-code');
  if (bad) {
    const d = packDiagnostic('unpack-bad-folder-name', { name, why: bad });
    return { ...none, plan: { ...plan, ok: false, diagnostics: [...plan.diagnostics, d] } };
  }
  const clash = fs.existsSync(path.join(into, name));
  return {
    plan, name, clash, renameTo: clash ? freeName(into, name) : null,
    skillDiagnostics: parsed?.diagnostics ?? [],
    description: parsed && typeof parsed.fields.description === 'string' ? parsed.fields.description : null,
    ok: true,
  };
}

/** Look at `file` as an import into `into` without writing anything. */
export async function inspectArchive(file: string, into: string, limits: UnpackLimits = UNPACK_LIMITS): Promise<ArchiveInspection> {
  let zip: OpenArchive;
  try { zip = await openZip(file, limits.maxEntries); } catch (e) {
    const plan: UnpackPlan = { ok: false, diagnostics: [packDiagnostic('unpack-not-zip', { error: (e as Error).message })], topFolder: null, files: [], dirs: [], skipped: [] };
    return { plan, name: null, clash: false, renameTo: null, skillDiagnostics: [], description: null, ok: false };
  }
  try { return await inspectOpen(zip, file, path.resolve(into), limits); } finally { zip.close(); }
}

/**
 * Import `file` into the skills folder `into` (which must exist). `onClash`
 * decides a clash (default `cancel`); `check(absPath)` throws when writing
 * there is not allowed (the app's approved roots).
 */
export async function unpackSkill(file: string, into: string, opts: { onClash?: ClashChoice; limits?: UnpackLimits; check?: (p: string) => void } = {}): Promise<UnpackResult> {
  const limits = opts.limits ?? UNPACK_LIMITS;
  const root = path.resolve(into);
  let zip: OpenArchive;
  try { zip = await openZip(file, limits.maxEntries); } catch (e) {
    const plan: UnpackPlan = { ok: false, diagnostics: [packDiagnostic('unpack-not-zip', { error: (e as Error).message })], topFolder: null, files: [], dirs: [], skipped: [] };
    return { plan, name: null, clash: false, renameTo: null, skillDiagnostics: [], description: null, ok: false, installed: null, outcome: 'refused' };
  }
  try {
    const ins = await inspectOpen(zip, file, root, limits);
    if (!ins.ok || !ins.name) return { ...ins, installed: null, outcome: 'refused' };
    const choice = ins.clash ? (opts.onClash ?? 'cancel') : 'rename';
    if (ins.clash && choice === 'cancel') return { ...ins, installed: null, outcome: 'cancelled' };
    const name = ins.clash && choice === 'rename' ? (ins.renameTo as string) : ins.name;
    const dest = path.join(root, name);
    opts.check?.(dest);
    const tmp = path.join(root, `.skill-studio-unpack-${randomBytes(6).toString('hex')}`);
    fs.mkdirSync(tmp);
    try {
      await extractInto(zip, ins.plan, tmp, limits);
      if (ins.clash && choice === 'replace') swapIn(tmp, dest, root);
      else fs.renameSync(tmp, dest);
    } catch (e) {
      fs.rmSync(tmp, { recursive: true, force: true });
      const d = packDiagnostic('unpack-size-mismatch', { entry: '', error: (e as Error).message });
      return { ...ins, ok: false, plan: { ...ins.plan, ok: false, diagnostics: [...ins.plan.diagnostics, d] }, installed: null, outcome: 'refused' };
    }
    return { ...ins, name, installed: dest, outcome: 'installed' };
  } finally { zip.close(); }
}

/** Write the plan's folders and files below `tmp` (a fresh, empty folder), never following a link. */
async function extractInto(zip: OpenArchive, plan: UnpackPlan, tmp: string, limits: UnpackLimits): Promise<void> {
  for (const d of plan.dirs) fs.mkdirSync(path.join(tmp, ...d.split('/')), { recursive: true });
  let total = 0;
  for (const f of plan.files) {
    const target = path.join(tmp, ...f.rel.split('/'));
    // Defence in depth: planUnpack already refused anything that could leave tmp.
    if (path.relative(tmp, target).startsWith('..')) throw new Error(`entry outside the folder: ${f.rel}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const fd = fs.openSync(target, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0), 0o644);
    try {
      total += await zip.read(f.index, Math.min(limits.maxTotalBytes - total, limits.maxTotalBytes), (c) => { fs.writeSync(fd, c); });
    } finally { fs.closeSync(fd); }
  }
}

/** Replace `dest` by `fresh`: the old folder is moved aside, then removed only once the new one is in place. */
function swapIn(fresh: string, dest: string, root: string): void {
  const aside = path.join(root, `.skill-studio-replaced-${randomBytes(6).toString('hex')}`);
  fs.renameSync(dest, aside);
  try { fs.renameSync(fresh, dest); } catch (e) { fs.renameSync(aside, dest); throw e; }
  fs.rmSync(aside, { recursive: true, force: true });
}
