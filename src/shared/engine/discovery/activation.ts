/**
 * Which skills `paths` keeps inactive (reference §5, E15), with the reason in
 * plain words. Strategy from `DiscoverySection.pathsActivation`.
 */
import type { Profile } from '../profiles/types';
import type { Reason, SkillRecord } from '../types';
import { makeReason } from '../diagnostics/reasons';
import { CcPathsIndex, cbFirstMatch, ccConditionalPatterns, touchedRelativeToCwd } from '../paths';

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

/** A CC-conditional skill with its reduced patterns and the reasons already worded (by touched-file count). */
interface CcConditional { skill: SkillRecord; patterns: string[]; reasons: Map<number, Reason> }

// Per skills array (a catalog's list is passed again for every touched file):
// which skills are conditional, their reduced patterns, and the prefix-bucketed
// matcher over them, so an event costs only the candidate matches.
// The matcher is compiled on the first touched file: with none (a CLI scan, the
// app before any edit) no skill can match, and compiling every skill's patterns
// cost ~20 ms of a 2,000-skill scan for an answer known without it.
interface CcIndex { conditional: CcConditional[]; index: CcPathsIndex | null }
const ccIndexes = new WeakMap<SkillRecord[], CcIndex>();

function ccIndexOf(skills: SkillRecord[]): CcIndex {
  let cc = ccIndexes.get(skills);
  if (cc) return cc;
  const conditional: CcConditional[] = [];
  for (const s of skills) {
    if (s.layout !== 'skill-dirs' || !s.fields.paths.length) continue;
    const patterns = ccConditionalPatterns(s.fields.paths);
    if (patterns) conditional.push({ skill: s, patterns, reasons: new Map() });
  }
  cc = { conditional, index: null };
  ccIndexes.set(skills, cc);
  return cc;
}

/** Indexes of the conditional skills one of `rel` matches (`CcPathsIndex.matching`; none for no files). */
function ccMatching(cc: CcIndex, rel: readonly string[]): ReadonlySet<number> {
  if (!rel.length) return NO_HITS;
  cc.index ??= new CcPathsIndex(cc.conditional.map((c) => c.patterns));
  return cc.index.matching(rel);
}
const NO_HITS: ReadonlySet<number> = new Set();

function ccReason(c: CcConditional, touchedCount: number, harness: string): Reason {
  let r = c.reasons.get(touchedCount);
  if (!r) {
    r = makeReason('paths-not-matched', { rule: 'cc-touched', harness, patterns: c.patterns, touched: touchedCount });
    if (c.reasons.size > 8) c.reasons.clear();
    c.reasons.set(touchedCount, r);
  }
  return r;
}

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
      if (s.fields.paths.length && !prev.has(s.path)) inactive.set(s, makeReason('paths-not-matched', { rule: 'previous' }));
    }
    return { inactive };
  }
  if (strategy === 'cc-touched') {
    const rel = touchedRelativeToCwd(opts.touched ?? EMPTY, opts.cwd);
    const cc = ccIndexOf(skills);
    const hit = ccMatching(cc, rel);
    cc.conditional.forEach((c, i) => {
      if (!hit.has(i)) inactive.set(c.skill, ccReason(c, rel.length, profile.inSentence));
    });
  } else if (strategy === 'cb-worktree') {
    const files = opts.worktreeFiles ?? EMPTY;
    for (const s of skills) {
      const patterns = s.fields.paths.map((p) => String(p).trim()).filter(Boolean);
      if (!patterns.length) continue;
      if (cbFirstMatch(patterns, files)) continue;
      inactive.set(s, makeReason('paths-not-matched', {
        rule: 'cb-worktree', harness: profile.inSentence, patterns, files: opts.worktreeFiles ? files.length : undefined,
      }));
    }
  }
  return { inactive };
}
