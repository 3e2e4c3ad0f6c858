/**
 * Which skills reach the listing, and in what order (reference §6.1, §7).
 *
 * Only skills with `visibleToModel` and status `listed` are listed; everything
 * else goes to `excluded` with its reasons. Claude Code does no name-level
 * dedupe, so two same-named listed skills are both kept (§4, E13).
 */
import { basename, stemOf } from '../discovery/pathutil';
import type { ListingOptions, ListingRecord, Reason, Scope, SkillRecord } from '../types';
import { makeReason } from '../diagnostics/reasons';
import type { ListingSection } from '../profiles/types';
import { compareEn } from '../text/collator';

/** A skill excluded from the listing, with why. */
export type ExcludedSkill = ListingRecord['excluded'][number];

/** Split the catalog's skills into those the listing shows and those it leaves out. */
export function partitionSkills(skills: SkillRecord[]): { included: SkillRecord[]; excluded: ExcludedSkill[] } {
  const included: SkillRecord[] = [];
  const excluded: ExcludedSkill[] = [];
  for (const s of skills) {
    if (s.status === 'listed' && s.visibleToModel) {
      included.push(s);
      continue;
    }
    const status = s.status === 'listed' ? 'hidden' : s.status;
    const reasons: Reason[] = s.reasons.length
      ? s.reasons
      : [makeReason(s.visibleToModel ? status : 'not-visible-to-model', { status, disableModelInvocation: s.fields.disableModelInvocation, shadowedBy: s.shadowedBy })];
    excluded.push({ id: s.id, path: s.path, status, reasons });
  }
  return { included, excluded };
}

/**
 * Compare two strings by Unicode code point, which equals UTF-8 byte order
 * (Go `sort.Strings`, Python `sorted`); JavaScript's default compares UTF-16 units.
 */
export function compareCodePoints(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const cx = x.value.codePointAt(0)!;
    const cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

/**
 * Usage score of one record (§7, CC and CB1 use the same formula):
 * `usageCount × max(0.5^(days since last use / halfLifeDays), floor)`.
 * No `lastUsedAt` → the raw count (CB1); a future timestamp counts as age 0.
 * Non-finite or negative counts score 0.
 */
export function usageScore(
  rec: { usageCount: number; lastUsedAt?: number } | undefined,
  now: number,
  halfLifeDays: number,
  floor: number,
): number {
  if (!rec || !Number.isFinite(rec.usageCount) || rec.usageCount <= 0) return 0;
  if (rec.lastUsedAt === undefined || !Number.isFinite(rec.lastUsedAt)) return rec.usageCount;
  const days = Math.max(0, now - rec.lastUsedAt) / 86_400_000;
  const decay = halfLifeDays > 0 ? Math.pow(0.5, days / halfLifeDays) : 1;
  return rec.usageCount * Math.max(decay, floor);
}

/** The usage score of a skill under `options` (looked up by id, then lower-cased id as CB1 normalises names). */
export function skillScore(s: SkillRecord, options: ListingOptions, section: ListingSection): number {
  const usage = options.usage ?? {};
  const rec = Object.prototype.hasOwnProperty.call(usage, s.id)
    ? usage[s.id]
    : Object.prototype.hasOwnProperty.call(usage, s.id.toLowerCase()) ? usage[s.id.toLowerCase()] : undefined;
  return usageScore(rec, options.now ?? Date.now(), section.usageHalfLifeDays, section.usageFloor);
}

/** CB1 `sourcePriority`: project 0 < user 1 < bundled 2 < anything else 3. */
export function cbSourcePriority(scope: Scope): number {
  return scope === 'project' ? 0 : scope === 'user' ? 1 : scope === 'bundled' ? 2 : 3;
}

const byLoad = (a: SkillRecord, b: SkillRecord): number => a.order - b.order;

/**
 * The key a skill is filed under on disk: its folder name, or the stem of a
 * flat file (OH `command_name`: `path.parent.name` / `path.stem`, §6.1, E4).
 */
export function commandName(s: SkillRecord): string {
  return s.dir ? basename(s.dir) : stemOf(basename(s.path));
}

/**
 * Order strategies keyed by `ListingSection.order`:
 * - `load`: the harness's scan order (CC 2.1.112, §7).
 * - `locale-per-root`: roots in scan order, each root's skills by `en` collation of the id, those of a
 *   `loadOrderLayouts` layout in load order (CC 2.1.332, measured).
 * - `name`: command name (folder name, or file stem for flat files) by code point
 *   (OH `list_skills` sorts by `command_name`; seed 003 `sort.Strings` over folder names).
 * - `cb-usage`: CB1 `OrderForPrompt` — active skills first (no `paths` counts as active), usage score
 *   desc, source priority, name (stable sort over load order).
 */
/** The skill's folder (else its file), lower-cased: Crush's sort key. */
function folderLower(s: SkillRecord): string {
  return (s.dir ?? s.path).toLowerCase();
}

export const ORDERS: Record<ListingSection['order'], (skills: SkillRecord[], o: ListingOptions, s: ListingSection, all?: SkillRecord[]) => SkillRecord[]> = {
  // Codex 0.171.0 (measured): scopes in `scopeRank` order, then name by code point (Rust `str` order), then path.
  'scope-then-name': (skills, _o, section) => {
    const rank = (s: SkillRecord): number => { const i = (section.scopeRank ?? []).indexOf(s.scope); return i < 0 ? Infinity : i; };
    return [...skills].sort((a, b) => rank(a) - rank(b) || compareCodePoints(a.name, b.name) || compareCodePoints(a.path, b.path) || byLoad(a, b));
  },
  // Gemini CLI skillManager.ts:124-147: a later copy replaces the earlier in a Map, keeping the first copy's slot.
  // Roo Code: each name at its first slot in discovery order (its `ranked` precedence sets `slot`).
  'first-slot': (skills, _o, _s, all = []) => {
    const slot = new Map<string, number>();
    for (const s of all) if (s.status === 'listed' || s.status === 'shadowed') slot.set(s.id, Math.min(slot.get(s.id) ?? Infinity, s.slot ?? s.order));
    const at = (s: SkillRecord): number => Math.min(slot.get(s.id) ?? Infinity, s.slot ?? s.order);
    return [...skills].sort((a, b) => at(a) - at(b) || byLoad(a, b));
  },
  // OpenCode skill/index.ts `available`: names sorted with `localeCompare` (measured: `… user-skill, Wrong_Name`).
  'locale-name': (skills) => [...skills].sort((a, b) => compareEn(a.name, b.name) || byLoad(a, b)),
  load: (skills) => [...skills].sort(byLoad),
  // Copilot CLI 1.0.102 (measured, rules-input): the project skills of all its roots sorted together by
  // name (code point), then every other root in scan order, each by name (~/.copilot before ~/.agents).
  'project-name-then-roots': (skills) => {
    const first = new Map<string, number>();
    const group = (s: SkillRecord): string => (s.scope === 'project' ? '\u0000project' : s.root);
    for (const s of skills) first.set(group(s), Math.min(first.get(group(s)) ?? Infinity, s.order));
    return [...skills].sort((a, b) => first.get(group(a))! - first.get(group(b))! || compareCodePoints(a.name, b.name) || byLoad(a, b));
  },
  'locale-per-root': (skills, _o, section) => {
    // Roots keep their scan order (the first skill of each); inside a root, `en` collation of the id,
    // except in the layouts the profile says keep their load order (`loadOrderLayouts`: Claude Code's
    // plugin commands, sorted by path folder by folder at discovery; measured, inputs/plugin-commands).
    // The same for the scopes in `loadOrderScopes` (Claude Code 2.1.332's built-ins, in its own order).
    const keep = new Set(section.loadOrderLayouts ?? []);
    const keepScope = new Set(section.loadOrderScopes ?? []);
    const first = new Map<string, number>();
    for (const s of skills) first.set(s.root, Math.min(first.get(s.root) ?? Infinity, s.order));
    return [...skills].sort((a, b) => first.get(a.root)! - first.get(b.root)! || (a.root === b.root && !keep.has(a.layout) && !keepScope.has(a.scope) ? compareEn(a.id, b.id) : 0) || byLoad(a, b));
  },
  name: (skills) => [...skills].sort((a, b) => compareCodePoints(commandName(a), commandName(b)) || byLoad(a, b)),
  // Goose client.rs get_instructions: `sort_by` (name, path), Rust byte order.
  'name-path': (skills) => [...skills].sort((a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.path, b.path) || byLoad(a, b)),
  // Crush skills.go:285-292: lower-cased folder path, then lower-cased name (root order lost).
  'path-lower': (skills) => [...skills].sort((a, b) => compareCodePoints(folderLower(a), folderLower(b)) || compareCodePoints(a.name.toLowerCase(), b.name.toLowerCase()) || byLoad(a, b)),
  'cb-usage': (skills, o, section) => {
    const score = new Map(skills.map((s) => [s, skillScore(s, o, section)] as const));
    return [...skills].sort(byLoad).sort((a, b) => {
      // CB1 skillIsActive is true for skills without `paths` too, so among listed
      // (active) skills this key never separates anything; kept for fidelity.
      const pa = a.status === 'inactive' ? 1 : 0;
      const pb = b.status === 'inactive' ? 1 : 0;
      if (pa !== pb) return pa - pb;
      const ua = score.get(a)!;
      const ub = score.get(b)!;
      if (ua !== ub) return ub - ua;
      const sa = cbSourcePriority(a.scope);
      const sb = cbSourcePriority(b.scope);
      if (sa !== sb) return sa - sb;
      return compareCodePoints(a.id, b.id);
    });
  },
};
