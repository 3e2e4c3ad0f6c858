/**
 * The packing plan: from a listing of a skill folder and its SKILL.md, which
 * files go into the archive under which path, which stay out and why, and the
 * diagnostics that stop packing. Pure; `src/node/pack/packSkill.ts` reads the
 * folder and writes the zip only when the plan has no error.
 */
import { checkBody, getProfile, parseSkillText, type Diagnostic } from '../engine';
import { packDiagnostic, hasError } from './codes';
import { ARCHIVE_EXTENSIONS, excludeReason, secretReason, type ExcludeReason } from './exclude';
import { CLAUDE_AI, claudeAiDescriptionProblem, claudeAiNameProblem, type PackTarget } from './targets';

/** One entry of the skill folder, '/'-separated and relative to it (`scripts/run.sh`). */
export interface FolderEntry {
  rel: string;
  kind: 'file' | 'dir' | 'symlink' | 'other';
  /** Bytes (files). */
  size: number;
}

/** What {@link planPack} reads. */
export interface PackInput {
  /** The skill folder's name (Claude Code's skill name, reference §2). */
  dirName: string;
  /** Absolute '/'-separated skill folder (used to resolve the body's references). */
  dir: string;
  /** Every entry under the folder (the walker does not descend into left-out folders it is told about). */
  entries: FolderEntry[];
  /** SKILL.md text, or null when absent. */
  skillText: string | null;
  target: PackTarget;
}

/** One file of the archive. */
export interface PlannedFile {
  /** Path in the skill folder. */
  rel: string;
  /** Path in the archive (`<top>/<rel>`). */
  archivePath: string;
  size: number;
}

/** The result of {@link planPack}. */
export interface PackPlan {
  target: PackTarget;
  /** The archive's one top-level folder. */
  topFolder: string;
  files: PlannedFile[];
  /** Left out, with the reason (not errors). */
  excluded: Array<{ rel: string; reason: ExcludeReason | 'symlink' | 'other' }>;
  diagnostics: Diagnostic[];
  /** No error-severity diagnostic: the archive may be written. */
  ok: boolean;
  totalBytes: number;
}

/** `s` without trailing '/' (a loop, linear: no trailing-run regex on user text). */
const trimSlashes = (s: string) => { let e = s.length; while (e > 0 && s[e - 1] === '/') e--; return s.slice(0, e); };
const isArchive = (rel: string) => ARCHIVE_EXTENSIONS.some((e) => rel.toLowerCase().endsWith(e));

/** Plan the archive of one skill folder for `target`. Never throws. */
export function planPack(input: PackInput): PackPlan {
  const ds: Diagnostic[] = [];
  const files: PlannedFile[] = [];
  const excluded: PackPlan['excluded'] = [];
  const top = input.dirName;
  const dirsOut: string[] = [];
  const sorted = [...input.entries].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  for (const e of sorted) {
    if (dirsOut.some((d) => e.rel.startsWith(d))) continue;
    const probe = e.kind === 'dir' ? `${e.rel}/` : e.rel;
    const reason = excludeReason(probe);
    if (reason) {
      excluded.push({ rel: e.rel, reason });
      if (e.kind === 'dir') dirsOut.push(`${e.rel}/`);
      continue;
    }
    if (e.kind === 'dir') continue;
    const secret = secretReason(e.rel);
    if (secret) { ds.push(packDiagnostic('pack-secret-refused', { file: e.rel, why: secret }, { path: e.rel })); continue; }
    if (e.kind === 'symlink') { excluded.push({ rel: e.rel, reason: 'symlink' }); ds.push(packDiagnostic('pack-symlink-skipped', { file: e.rel }, { path: e.rel })); continue; }
    if (e.kind === 'other') { excluded.push({ rel: e.rel, reason: 'other' }); continue; }
    files.push({ rel: e.rel, archivePath: `${top}/${e.rel}`, size: e.size });
  }
  if (input.skillText === null || !files.some((f) => f.rel === 'SKILL.md')) ds.push(packDiagnostic('pack-no-skill-md'));
  if (input.target === 'claude-ai') ds.push(...claudeAiRules(files, input));
  if (input.skillText !== null) ds.push(...skillChecks(input, files));
  return { target: input.target, topFolder: top, files, excluded, diagnostics: ds, ok: !hasError(ds), totalBytes: files.reduce((n, f) => n + f.size, 0) };
}

/** The claude.ai upload's layout rules (targets.ts). */
function claudeAiRules(files: PlannedFile[], input: PackInput): Diagnostic[] {
  const ds: Diagnostic[] = [];
  for (const f of files) {
    if (f.rel === '.claude-plugin' || f.rel.startsWith('.claude-plugin/')) ds.push(packDiagnostic('pack-plugin-manifest', { file: f.rel }, { path: f.rel }));
    else if (f.rel !== 'SKILL.md' && /(^|\/)SKILL\.md$/.test(f.rel)) ds.push(packDiagnostic('pack-nested-skill-md', { file: f.rel }, { path: f.rel }));
    if (isArchive(f.rel)) ds.push(packDiagnostic('pack-nested-archive', { file: f.rel }, { path: f.rel }));
  }
  if (files.length > CLAUDE_AI.maxFiles) ds.push(packDiagnostic('pack-too-many-files', { count: files.length, max: CLAUDE_AI.maxFiles }));
  if (input.skillText !== null) {
    const parsed = parseSkillText(input.skillText, { profile: getProfile('agent-skills'), dirName: input.dirName });
    const name = typeof parsed.data.name === 'string' ? parsed.data.name : '';
    const desc = typeof parsed.data.description === 'string' ? parsed.data.description : '';
    const np = claudeAiNameProblem(name);
    if (np) ds.push(packDiagnostic('pack-name-invalid', { name, why: np }, { path: 'SKILL.md', range: parsed.keys.name?.value ?? undefined }));
    const dp = claudeAiDescriptionProblem(desc);
    if (dp) ds.push(packDiagnostic('pack-description-invalid', { why: dp }, { path: 'SKILL.md', range: parsed.keys.description?.value ?? undefined }));
  }
  return ds;
}

/**
 * SKILL.md as Claude Code reads it: its error diagnostics stop packing; a
 * link to a file that will not be in the archive (outside the folder, left
 * out, or missing) becomes `pack-reference-outside`.
 */
function skillChecks(input: PackInput, files: PlannedFile[]): Diagnostic[] {
  const text = input.skillText ?? '';
  const parsed = parseSkillText(text, { profile: getProfile('claude-code'), dirName: input.dirName });
  const out: Diagnostic[] = [];
  for (const d of parsed.diagnostics) {
    if (d.severity === 'error') out.push(packDiagnostic('pack-frontmatter-error', { message: d.message, code: d.code }, { path: 'SKILL.md', range: d.range }));
  }
  const base = trimSlashes(input.dir);
  const inside = new Set(files.map((f) => `${base}/${f.rel}`));
  for (const f of files) {
    // Folders of included files count as present too (a link may name a folder).
    const parts = f.rel.split('/');
    for (let i = 1; i < parts.length; i++) inside.add(`${base}/${parts.slice(0, i).join('/')}`);
  }
  const body = checkBody(text, parsed, { dir: base, fileExists: (p) => inside.has(p), profileId: 'claude-code' });
  for (const d of body) {
    if (d.code === 'link-target-missing' || d.code === 'skill-dir-path-missing') {
      const target = String((d.data as Record<string, unknown> | undefined)?.target ?? (d.data as Record<string, unknown> | undefined)?.path ?? '');
      out.push(packDiagnostic('pack-reference-outside', { target }, { path: 'SKILL.md', range: d.range }));
    }
  }
  return out;
}
