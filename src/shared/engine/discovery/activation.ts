/**
 * Which skills `paths` keeps inactive (reference §5, E15), with the reason in
 * plain words. Strategy from `DiscoverySection.pathsActivation`.
 */
import type { Profile } from '../profiles/types';
import type { Reason, SkillRecord } from '../types';
import { cbFirstMatch, ccConditionalPatterns, ccFirstMatch, touchedRelativeToCwd } from '../paths';

/** Inputs of activation (a subset of `ScanOptions`). */
export interface ActivationOptions {
  touched?: string[];
  cwd?: string;
  worktreeFiles?: string[];
  /**
   * Paths of skills that were active in the previous catalog. Used only when
   * the strategy's input (`touched` / `worktreeFiles`) is not given, so an
   * editor overlay without options keeps the activation it had.
   */
  previouslyActive?: Set<string>;
}

const EMPTY: string[] = [];

/**
 * The inactive skills among `skills` and why. CC: only skills-dir skills
 * (not plugin skills or legacy commands) are conditional; a touched file
 * (relative to cwd) must match. codebot: the working tree must hold a match;
 * inactive codebot skills cannot be invoked either.
 */
export function activation(skills: SkillRecord[], profile: Profile, opts: ActivationOptions): { inactive: Map<SkillRecord, Reason> } {
  const inactive = new Map<SkillRecord, Reason>();
  const strategy = profile.discovery.pathsActivation;
  const prev = opts.previouslyActive;
  const input = strategy === 'cc-touched' ? opts.touched : opts.worktreeFiles;
  if (strategy !== 'none' && input === undefined && prev) {
    for (const s of skills) {
      if (s.fields.paths.length && !prev.has(s.path)) inactive.set(s, { code: 'paths-not-matched', message: 'paths has not matched yet, so it stays inactive (§5, E15).' });
    }
    return { inactive };
  }
  if (strategy === 'cc-touched') {
    const rel = touchedRelativeToCwd(opts.touched ?? EMPTY, opts.cwd);
    for (const s of skills) {
      if (s.layout !== 'skill-dirs' || !s.fields.paths.length) continue;
      const patterns = ccConditionalPatterns(s.fields.paths);
      if (!patterns) continue;
      if (ccFirstMatch(patterns, rel)) continue;
      inactive.set(s, {
        code: 'paths-not-matched',
        message: `paths (${patterns.join(', ')}) makes it conditional: Claude Code withholds it from the listing and from /name until the agent reads, writes or edits a file under cwd that matches (gitignore rules, §5, E15). ${rel.length ? `None of the ${rel.length} touched file(s) match.` : 'No file has been touched yet.'} Touch a matching file, or remove paths to make it always available.`,
      });
    }
  } else if (strategy === 'cb-worktree') {
    const files = opts.worktreeFiles ?? EMPTY;
    for (const s of skills) {
      const patterns = s.fields.paths.map((p) => String(p).trim()).filter(Boolean);
      if (!patterns.length) continue;
      if (cbFirstMatch(patterns, files)) continue;
      inactive.set(s, {
        code: 'paths-not-matched',
        message: `paths (${patterns.join(', ')}) matches no file in the working tree${opts.worktreeFiles ? ` (${files.length} files)` : ' (no working-tree list given)'}, so codebot neither lists it nor lets anyone invoke it (§5 CB1). Create a matching file, or remove paths.`,
      });
    }
  }
  return { inactive };
}
