/**
 * Resolving a typed or tool-passed name to a skill (reference §8.1, §8.2, §4),
 * as a strategy table keyed by `InvocationSection.model`:
 * - `cc`: leading `/` tolerated; first skill in load order whose id, display
 *   name or alias equals the name (case-sensitive); `paths` skills not yet
 *   activated are not found (§5).
 * - `cb`: name trimmed and lower-cased, equal to the (normalised) id; inactive
 *   skills are not found (§5 CB1).
 * - `oh-raw`: registry keys id, display name and aliases; later registration
 *   overwrites a key (so a shadowed skill can keep keys the winner lacks);
 *   tried exact, then lower case, then Python `str.title()`.
 * - `minimal`: exact directory name (seed 003 map lookup).
 * - `as-content`: exact name or id.
 */
import type { SkillRecord } from '../types';
import type { InvocationSection } from '../profiles/types';

/** A lookup outcome: the skill, the key actually used, and nearby names for "did you mean". */
export interface LookupResult {
  skill?: SkillRecord;
  key: string;
  suggestions: string[];
}

const reachable = (s: SkillRecord) => s.status === 'listed' || s.status === 'hidden';
const keysOf = (s: SkillRecord) => [s.id, s.name, ...(s.aliases ?? [])];
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

type Finder = (skills: SkillRecord[], name: string) => { skill?: SkillRecord; key: string; pool: string[] };

const LOOKUPS: Record<InvocationSection['model'], Finder> = {
  cc: (skills, name) => {
    const key = name.trim().replace(/^\//, '');
    const pool = byOrder(skills.filter(reachable));
    return { skill: pool.find((s) => keysOf(s).includes(key)), key, pool: pool.flatMap(keysOf) };
  },
  cb: (skills, name) => {
    const key = name.trim().toLowerCase().replace(/^\//, '');
    const pool = byOrder(skills.filter(reachable));
    return { skill: pool.find((s) => s.id.toLowerCase() === key), key, pool: pool.map((s) => s.id) };
  },
  'oh-raw': (skills, name) => {
    const pool = byOrder(skills.filter((s) => reachable(s) || s.status === 'shadowed')).reverse();
    for (const key of [name, name.toLowerCase(), pyTitle(name)]) {
      const hit = pool.find((s) => keysOf(s).includes(key));
      if (hit) return { skill: hit, key, pool: [] };
    }
    return { key: name, pool: pool.flatMap(keysOf) };
  },
  minimal: (skills, name) => {
    const pool = skills.filter(reachable);
    return { skill: pool.find((s) => s.id === name), key: name, pool: pool.map((s) => s.id) };
  },
  'as-content': (skills, name) => {
    const pool = byOrder(skills.filter(reachable));
    return { skill: pool.find((s) => s.name === name || s.id === name), key: name, pool: pool.map((s) => s.name) };
  },
};

/** Resolve `name` with the profile's lookup; suggestions within `maxDistance` edits when not found. */
export function lookupSkill(skills: SkillRecord[], name: string, strategy: InvocationSection['model'], maxDistance: number): LookupResult {
  const found = (LOOKUPS[strategy] ?? LOOKUPS.cc)(skills, name);
  if (found.skill || maxDistance <= 0) return { skill: found.skill, key: found.key, suggestions: [] };
  const scored = [...new Set(found.pool)]
    .map((k) => ({ k, d: editDistance(found.key, k, maxDistance) }))
    .filter((x) => x.d <= maxDistance)
    .sort((a, b) => a.d - b.d);
  return { key: found.key, suggestions: scored.map((x) => x.k) };
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
