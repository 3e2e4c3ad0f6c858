/**
 * Resolving a typed or tool-passed name to a skill (reference §8.1, §8.2, §4):
 * one function for the invocation simulator and Explain, driven by the
 * profile's `InvocationSection.lookup` rule (profiles/types.ts `LookupRule`):
 * - Claude Code: leading `/` tolerated; the first skill in load order whose
 *   id, display name or alias equals the name, compared exactly (so
 *   `Brainstorming` does not reach `brainstorming`); `paths` skills not yet
 *   activated are not found (§5).
 * - codebot: trimmed and lower-cased, equal to the normalised id; inactive
 *   skills are not found (§5 CB1).
 * - OpenHarness: registry keys id, display name and aliases; a later
 *   registration overwrites a key (so a shadowed skill can keep keys the
 *   winner lacks); tried exact, then lower case, then Python `str.title()`.
 * - minimal: the exact folder name (seed 003 map lookup).
 * - Agent Skills client guide: the exact name or id.
 */
import type { SkillRecord } from '../types';
import type { InvocationSection, LookupRule } from '../profiles/types';
import { MAX_LISTED } from '../diagnostics/lists';

/** A lookup outcome: the skill, the key actually used, and nearby names for "did you mean". */
export interface LookupResult {
  skill?: SkillRecord;
  /** The name as the harness compares it (trimmed, without `/`, lower-cased where the rule says so). */
  key: string;
  /** Nearby names (at most MAX_LISTED, closest first) when nothing was found. */
  suggestions: string[];
  /** `unique-only`: the skills the name matched when more than one did (none is chosen). */
  ambiguous?: SkillRecord[];
}

const reachable = (s: SkillRecord) => s.status === 'listed' || s.status === 'hidden';
const byOrder = (skills: SkillRecord[]) => [...skills].sort((a, b) => a.order - b.order);

/** Python `str.title()`: upper-case the first letter of each run of letters, lower-case the rest. */
export function pyTitle(s: string): string {
  let out = '';
  let prevLetter = false;
  for (const ch of s) {
    const letter = ch.toLowerCase() !== ch.toUpperCase();
    out += letter ? (prevLetter ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    prevLetter = letter;
  }
  return out;
}

/** The keys `s` answers to under `rule` (and offers as suggestions). */
function keysOf(rule: LookupRule, s: SkillRecord): string[] {
  const keys = rule.keys === 'id' ? [s.id] : rule.keys === 'name-or-id' ? [s.name, s.id] : [s.id, s.name, ...(s.aliases ?? [])];
  return rule.foldKeys ? keys.map((k) => k.toLowerCase()) : keys;
}

/** Keys offered as "did you mean" (the client guide's tool lists names). */
function suggestionKeys(rule: LookupRule, s: SkillRecord): string[] {
  return rule.keys === 'name-or-id' ? [s.name] : keysOf(rule, s);
}

const SPELL: Record<LookupRule['spellings'][number], (n: string) => string> = {
  exact: (n) => n,
  lower: (n) => n.toLowerCase(),
  title: pyTitle,
};

/**
 * Resolve `name` with the profile's lookup rule; when nothing answers,
 * suggestions within `section.suggestDistance` edits (none when that is 0).
 * Only `skills` the harness can reach are found (listed or hidden; OH's
 * registry also keeps shadowed ones). Never throws.
 */
export function lookupSkill(skills: SkillRecord[], name: string, section: Pick<InvocationSection, 'lookup' | 'suggestDistance'>): LookupResult {
  const rule = section.lookup;
  const base = rule.trimSlash ? name.trim().replace(/^\//, '') : name;
  const pool = rule.winner === 'last-registered'
    ? byOrder(skills.filter((s) => reachable(s) || s.status === 'shadowed')).reverse()
    : byOrder(skills.filter(reachable));
  // One map per lookup: key → the skill that owns it (the first in pool order).
  const owner = new Map<string, SkillRecord>();
  for (const s of pool) for (const k of keysOf(rule, s)) if (!owner.has(k)) owner.set(k, s);
  let key = SPELL[rule.spellings[0]](base);
  for (const spelling of rule.spellings) {
    const k = SPELL[spelling](base);
    const hit = owner.get(k);
    if (hit && rule.winner === 'unique-only') {
      const all = pool.filter((s) => keysOf(rule, s).includes(k));
      if (all.length > 1) return { key: k, suggestions: [], ambiguous: all };
    }
    if (hit) return { skill: hit, key: k, suggestions: [] };
    if (spelling === rule.spellings[0]) key = k;
  }
  const max = section.suggestDistance;
  if (max <= 0) return { key, suggestions: [] };
  const scored = [...new Set(pool.flatMap((s) => suggestionKeys(rule, s)))]
    .map((k) => ({ k, d: editDistance(key, k, max) }))
    .filter((x) => x.d <= max)
    .sort((a, b) => a.d - b.d);
  return { key, suggestions: scored.slice(0, MAX_LISTED).map((x) => x.k) };
}

/** Levenshtein distance between `a` and `b` (by UTF-16 unit), stopping early above `cap`. */
export function editDistance(a: string, b: string, cap = Infinity): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin > cap) return cap + 1;
    prev = cur;
  }
  return prev[b.length];
}
