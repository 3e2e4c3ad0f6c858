/**
 * Checks on files the body points at (reference §6.3 progressive disclosure,
 * §8.3 base directory, §9.1 step 8 `${CLAUDE_SKILL_DIR}`):
 * - `link-target-missing`: a relative Markdown link/image/definition whose file is absent;
 * - `skill-dir-path-missing`: `${CLAUDE_SKILL_DIR}/x` (or the profile's other `*_SKILL_DIR`
 *   variables) naming an absent file — checked in code too, since the harness expands it everywhere;
 * - `reference-too-deep`: a referenced file more than one folder below the skill folder.
 * Offsets are 0-based UTF-16 in the body; `toRange` maps them to whole-file ranges.
 */
import type { Diagnostic, Range } from '../types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { type CodeRegion, linkTargets } from './markdown';
import { depthBelowSkill, isIgnoredTarget, joinPath, linkPath } from './paths';
import { trimEndChars } from '../text/trim';

export interface ReferenceContext {
  /** Absolute skill folder; null for flat files (no folder to resolve against: nothing is checked). */
  dir: string | null;
  /** True when something (file or folder) exists at the absolute path. Must not throw. */
  fileExists: (absPath: string) => boolean;
  /** Variables the profile expands to the skill folder, e.g. `${CLAUDE_SKILL_DIR}`. */
  skillDirVariables: string[];
}

/** Characters that end a path after `${CLAUDE_SKILL_DIR}` (quotes, brackets, backticks, whitespace). */
const PATH_CHARS = /^[^\s"'`()<>[\]{}|;,]*/;
/** Trailing sentence punctuation is not part of a path. */
const TRAILING = '.,:;!?';

function exists(ctx: ReferenceContext, path: string): boolean {
  try {
    return ctx.fileExists(path);
  } catch {
    // A misbehaving port is not the author's mistake: report nothing.
    return true;
  }
}

/** Diagnostics for links and skill-dir paths in `body`. */
export function checkReferences(
  body: string,
  regions: CodeRegion[],
  ctx: ReferenceContext,
  toRange: (start: number, end: number) => Range,
): Diagnostic[] {
  const dir = ctx.dir;
  if (!dir) return [];
  const out: Diagnostic[] = [];
  for (const link of linkTargets(body, regions)) {
    if (isIgnoredTarget(link.target)) continue;
    const rel = linkPath(link.target);
    if (!rel) continue;
    const range = toRange(link.start, link.end);
    const resolved = joinPath(dir, rel);
    if (!exists(ctx, resolved)) {
      out.push(makeDiagnostic('link-target-missing', range, { target: link.target, resolved }));
    }
    const depth = depthBelowSkill(rel);
    if (depth > 1) out.push(makeDiagnostic('reference-too-deep', range, { target: link.target, depth }));
  }
  for (const variable of ctx.skillDirVariables) {
    let from = 0;
    for (;;) {
      const at = body.indexOf(variable, from);
      if (at < 0) break;
      from = at + variable.length;
      if (body[from] !== '/' && body[from] !== '\\') continue;
      const raw = PATH_CHARS.exec(body.slice(from, from + 4096))?.[0] ?? '';
      const path = trimEndChars(raw, TRAILING);
      // A bare `${CLAUDE_SKILL_DIR}/`, a glob, or a template (`$1`, `<name>`, `{x}`) is not one file.
      if (path.length <= 1 || /[*?$]/.test(path) || /^[<{[]/.test(body.slice(from + raw.length, from + raw.length + 1))) continue;
      const range = toRange(at, from + path.length);
      const resolved = joinPath(dir, path);
      if (!exists(ctx, resolved)) {
        out.push(makeDiagnostic('skill-dir-path-missing', range, { variable, path, resolved }));
      }
      const depth = depthBelowSkill(path);
      if (depth > 1) out.push(makeDiagnostic('reference-too-deep', range, { target: variable + path, depth }));
    }
  }
  return out;
}
