/**
 * What an archive must pass before anything of it is written (import safety,
 * docs/packaging.md "Import"): every name valid UTF-8 and relative, inside the
 * target (no `..`, no absolute or drive path, no backslash, no control
 * character: zip slip), no symbolic link, no duplicate (also after case
 * folding and Unicode NFC, as a case-insensitive disk would merge them), and
 * limits on count, total size and compression ratio (zip bombs). Then the
 * layout: one top-level folder holding SKILL.md, or SKILL.md at the root.
 * Pure; works on the central directory the zip reader lists. The declared
 * sizes can lie: the reader enforces the same limits on the bytes it inflates.
 */
import type { Diagnostic } from '../engine';
import { hasError, packDiagnostic } from './codes';
import { excludeReason } from './exclude';

/** One central-directory entry as the zip reader reports it. */
export interface ArchiveEntry {
  index: number;
  /** The name's raw bytes. */
  rawName: Uint8Array;
  /** Unix mode from the external attributes (0 when the archive was made elsewhere). */
  unixMode: number;
  compressedSize: number;
  uncompressedSize: number;
}

/** Limits of one import. */
export interface UnpackLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Largest accepted uncompressed ÷ compressed for an entry above `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

/** Defaults: 5,000 entries, 100 MiB in all, 200× above 1 MiB (a skill is text; the claude.ai upload takes 200 files). */
export const UNPACK_LIMITS: UnpackLimits = { maxEntries: 5000, maxTotalBytes: 100 * 1024 * 1024, maxRatio: 200, ratioFloorBytes: 1024 * 1024 };

/** The plan: which entries become which files of the skill folder. */
export interface UnpackPlan {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** The archive's one top-level folder (its name becomes the skill folder's), or null when SKILL.md is at the root. */
  topFolder: string | null;
  files: Array<{ index: number; rel: string; size: number }>;
  dirs: string[];
  /** Entries skipped as OS junk (`__MACOSX/`, `.DS_Store`). */
  skipped: string[];
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Why `name` is unsafe to extract, or null. */
export function unsafeNameReason(name: string): string | null {
  if (name.includes('\\')) return 'contains a backslash';
  if (name.startsWith('/')) return 'is an absolute path';
  if (/^[A-Za-z]:/.test(name)) return 'starts with a drive letter';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'contains a control character';
  const parts = name.replace(/\/$/, '').split('/');
  if (parts.includes('..')) return 'goes up with ".."';
  if (parts.some((p) => p === '' || p === '.')) return 'has an empty or "." segment';
  return null;
}

/** Check `entries` and plan their extraction. Never throws. */
export function planUnpack(entries: readonly ArchiveEntry[], limits: UnpackLimits = UNPACK_LIMITS): UnpackPlan {
  const ds: Diagnostic[] = [];
  const fail = (d: Diagnostic): UnpackPlan => ({ ok: false, diagnostics: [...ds, d], topFolder: null, files: [], dirs: [], skipped: [] });
  if (entries.length > limits.maxEntries) return fail(packDiagnostic('unpack-too-many-entries', { max: limits.maxEntries }));
  const named: Array<{ e: ArchiveEntry; name: string; isDir: boolean }> = [];
  const seen = new Set<string>();
  let total = 0;
  const skipped: string[] = [];
  for (const e of entries) {
    let name: string;
    try { name = decoder.decode(e.rawName); } catch { ds.push(packDiagnostic('unpack-name-not-utf8', { index: e.index })); continue; }
    const bad = unsafeNameReason(name);
    if (bad) { ds.push(packDiagnostic('unpack-unsafe-path', { entry: name, why: bad }, { path: name })); continue; }
    if ((e.unixMode & S_IFMT) === S_IFLNK) { ds.push(packDiagnostic('unpack-symlink', { entry: name }, { path: name })); continue; }
    const isDir = name.endsWith('/');
    const clean = name.replace(/\/$/, '');
    if (clean.split('/')[0] === '__MACOSX' || excludeReason(clean.split('/').pop() ?? '') === 'os-junk') { skipped.push(name); continue; }
    const key = clean.normalize('NFC').toLowerCase();
    if (seen.has(key) && !isDir) { ds.push(packDiagnostic('unpack-duplicate-entry', { entry: name }, { path: name })); continue; }
    seen.add(key);
    total += e.uncompressedSize;
    if (e.uncompressedSize > limits.ratioFloorBytes && e.uncompressedSize / Math.max(1, e.compressedSize) > limits.maxRatio) {
      ds.push(packDiagnostic('unpack-ratio', { entry: name, ratio: Math.round(e.uncompressedSize / Math.max(1, e.compressedSize)), max: limits.maxRatio }, { path: name }));
    }
    named.push({ e, name: clean, isDir });
  }
  if (total > limits.maxTotalBytes) ds.push(packDiagnostic('unpack-too-large', { max: limits.maxTotalBytes }));
  if (hasError(ds)) return { ok: false, diagnostics: ds, topFolder: null, files: [], dirs: [], skipped };
  // A file must not also be a folder prefix of another entry (`a` and `a/b`).
  const fileNames = new Set(named.filter((n) => !n.isDir).map((n) => n.name.normalize('NFC').toLowerCase()));
  for (const n of named) {
    const parts = n.name.normalize('NFC').toLowerCase().split('/');
    for (let i = 1; i < parts.length; i++) {
      if (fileNames.has(parts.slice(0, i).join('/'))) return fail(packDiagnostic('unpack-duplicate-entry', { entry: n.name }, { path: n.name }));
    }
  }
  const tops = new Set(named.map((n) => n.name.split('/')[0]));
  const rootSkill = named.some((n) => !n.isDir && n.name === 'SKILL.md');
  let top: string | null = null;
  if (!rootSkill) {
    if (tops.size !== 1) return fail(tops.size === 0 ? packDiagnostic('unpack-no-skill') : packDiagnostic('unpack-several-folders', { count: tops.size }));
    top = [...tops][0];
    if (!named.some((n) => !n.isDir && n.name === `${top}/SKILL.md`)) return fail(packDiagnostic('unpack-no-skill'));
  }
  const files: UnpackPlan['files'] = [];
  const dirs = new Set<string>();
  for (const n of named) {
    const rel = top === null ? n.name : n.name.slice(top.length + 1);
    if (!rel) continue;
    if (n.isDir) { dirs.add(rel); continue; }
    files.push({ index: n.e.index, rel, size: n.e.uncompressedSize });
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  return { ok: true, diagnostics: ds, topFolder: top, files, dirs: [...dirs].sort(), skipped };
}
