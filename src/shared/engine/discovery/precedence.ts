/**
 * Same-name handling (`DiscoverySection.sameName`, reference §4, E13):
 * - `cc-no-dedupe`: every file stays loaded and listed; a name reaches the first
 *   skill whose id, display name or alias matches, in the lookup order bundled →
 *   managed → user → project (nearest first) → add-dir → legacy commands →
 *   plugin. Losers keep status `listed` but cannot be reached by name.
 * - `last-wins` (OH, CB1, AS guide): later registration replaces earlier, key by
 *   key (OH's registry has several keys per skill, so a later skill can take
 *   only some of them). A skill that lost every key is `shadowed`.
 * - `first-wins`: the first registration keeps the key.
 * - `most-trusted` (CB2): project 0 < user 1 < bundled 2 < other 3; among equal, later wins.
 */
import type { DiscoverySection } from '../profiles/types';
import type { Scope, SkillRecord } from '../types';

/** What precedence decided for one losing skill. */
export interface Loss {
  /** The skill that owns this skill's id. */
  winner: SkillRecord;
  /** `lookup`: still listed, but the name reaches the winner (CC); `replaced`: lost every key; `partial`: lost some keys. */
  kind: 'lookup' | 'replaced' | 'partial';
  /** Keys this skill lost. */
  keys: string[];
}

/** CC lookup order by scope (§4); `extra` (--skills-dir) sits with add-dir. */
const CC_LOOKUP_RANK: Record<Scope, number> = {
  bundled: 0, managed: 1, user: 2, project: 3, 'add-dir': 4, extra: 5, 'legacy-command': 6, plugin: 7,
};

/** A root's `lookupRank` that puts its skills after every input scope in lookup (RootTemplate.lookupRank: Claude Code's built-ins). */
export const CC_LOOKUP_AFTER_INPUT = Math.max(...Object.values(CC_LOOKUP_RANK)) + 1;

/** CB2 `sourcePriority` (§4). */
const TRUST_RANK: Partial<Record<Scope, number>> = { project: 0, user: 1, bundled: 2 };

/** The keys a skill answers to: its id, then its aliases. */
export function keysOf(s: SkillRecord): string[] {
  return [s.id, ...s.aliases.filter((a) => a !== s.id)];
}

/**
 * Claim keys in `ordered` sequence: the first claimant of a key owns it.
 * Returns key → owner.
 */
function claimFirst(ordered: SkillRecord[]): Map<string, SkillRecord> {
  const owner = new Map<string, SkillRecord>();
  for (const s of ordered) for (const k of keysOf(s)) if (!owner.has(k)) owner.set(k, s);
  return owner;
}

const byLoadOrder = (a: SkillRecord, b: SkillRecord): number => a.order - b.order;
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Crush skills.go:285-292: lower-cased folder path, then lower-cased name. */
const byPathLower = (a: SkillRecord, b: SkillRecord): number =>
  cmp((a.dir ?? a.path).toLowerCase(), (b.dir ?? b.path).toLowerCase()) || cmp(a.name.toLowerCase(), b.name.toLowerCase()) || a.order - b.order;

/** The skills participating, in the order the strategy registers or looks them up. */
function registrationOrder(strategy: DiscoverySection['sameName'], skills: SkillRecord[], registration: DiscoverySection['registration'] = 'scan'): SkillRecord[] {
  const base = registration === 'path-lower' ? byPathLower : byLoadOrder;
  const byOrder = [...skills].sort(base);
  switch (strategy) {
    case 'cc-no-dedupe':
      // A root's own lookupRank (RootTemplate.lookupRank: Claude Code's built-ins after the input's) before its scope's.
      return byOrder.sort((a, b) => (a.lookupRank ?? CC_LOOKUP_RANK[a.scope]) - (b.lookupRank ?? CC_LOOKUP_RANK[b.scope]) || a.order - b.order);
    case 'last-wins':
      return byOrder.reverse(); // the last registration is the one a lookup finds
    case 'ranked':
      return byOrder.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || base(b, a));
    case 'most-trusted':
      return byOrder.sort((a, b) => (TRUST_RANK[a.scope] ?? 3) - (TRUST_RANK[b.scope] ?? 3) || b.order - a.order);
    default:
      return byOrder;
  }
}

/**
 * Decide, for `skills` (the ones that take part: loaded, and active where the
 * profile filters before registering), which lose keys to which. Returns the
 * losses keyed by skill path, and the key → owner map (what a lookup reaches).
 */
export function applySameName(
  strategy: DiscoverySection['sameName'],
  skills: SkillRecord[],
  registration?: DiscoverySection['registration'],
): { losses: Map<string, Loss>; owners: Map<string, SkillRecord> } {
  const owners = claimFirst(registrationOrder(strategy, skills, registration));
  const losses = new Map<string, Loss>();
  for (const s of skills) {
    const keys = keysOf(s);
    const lost = keys.filter((k) => owners.get(k) !== s);
    if (!lost.length) continue;
    const idOwner = owners.get(s.id);
    const winner = idOwner && idOwner !== s ? idOwner : owners.get(lost[0])!;
    if (strategy === 'cc-no-dedupe') {
      // Only the id matters for reaching a CC skill by name; losing an alias is just a display quirk.
      if (idOwner !== s) losses.set(s.path, { winner, kind: 'lookup', keys: lost });
    } else {
      losses.set(s.path, { winner, kind: lost.length === keys.length ? 'replaced' : 'partial', keys: lost });
    }
  }
  return { losses, owners };
}
