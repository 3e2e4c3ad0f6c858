/**
 * Questions answered from the profile registry (registry.ts): which ids and
 * versions exist, what each is called, and `getProfile`, the only way the
 * engine learns how a harness behaves (reference README, "Profiles"). No
 * function here knows any profile by its id.
 */
import type { ProfileId, VersionId, VersionSelector } from '../types';
import type { Profile, ProfileRecord, ProfileVersion } from './types';
import { PROFILES } from './registry';

const RECORDS: readonly ProfileRecord[] = PROFILES;

/** Every profile id, in picker order; a non-empty tuple so it can feed `z.enum`. */
export const PROFILE_IDS = PROFILES.map((p) => p.id) as [ProfileId, ...ProfileId[]];

/** The profile used when none is chosen (the registry's first). */
export const DEFAULT_PROFILE_ID: ProfileId = PROFILE_IDS[0];

/** The selector that means "the newest version" of a profile. */
export const LATEST = 'latest';

/** Every accepted version selector: `latest` and each version id of any profile; a tuple for `z.enum`. */
export const VERSION_SELECTORS = [LATEST, ...new Set(RECORDS.flatMap((r) => (r.versions ?? []).map((v) => v.id)))] as [VersionSelector, ...VersionSelector[]];

/** True for a known profile id. */
export function isProfileId(v: string): v is ProfileId {
  return (PROFILE_IDS as string[]).includes(v);
}

/** True for a known version selector (`latest` or a version id). */
export function isVersionSelector(v: string): v is VersionSelector {
  return (VERSION_SELECTORS as string[]).includes(v);
}

/** The registry record of `id`. */
export function profileRecord(id: ProfileId): ProfileRecord {
  return RECORDS.find((r) => r.id === id)!;
}

/** The version `selector` names in `record` (`latest`, absent or unknown: the newest), or undefined for a profile without versions. */
function versionOf(record: ProfileRecord, selector: string | undefined): ProfileVersion | undefined {
  const list = record.versions;
  if (!list?.length) return undefined;
  return list.find((v) => v.id === selector) ?? list[list.length - 1];
}

/**
 * A version choice for pickers: `latest` (labelled with the release it means)
 * and each older version, newest first. Empty for a profile without versions.
 */
export function versionChoices(id: ProfileId): { id: VersionSelector; label: string }[] {
  const list = profileRecord(id).versions ?? [];
  if (!list.length) return [];
  const newest = list[list.length - 1];
  return [{ id: LATEST, label: `${LATEST} (${newest.label})` }, ...list.slice(0, -1).reverse().map((v) => ({ id: v.id as VersionId, label: v.label }))];
}

/**
 * Every (profile, version) pair a picker offers, in registry order: one per
 * version choice of a profile with versions, else one with `latest`.
 */
export function profileChoices(): { id: ProfileId; version: VersionSelector }[] {
  return PROFILE_IDS.flatMap((id) => {
    const versions = versionChoices(id);
    return versions.length ? versions.map((v) => ({ id, version: v.id })) : [{ id, version: LATEST as VersionSelector }];
  });
}

const cache = new Map<string, Profile>();

/**
 * The profile for `id` under version `version` (a selector: `latest`, the
 * default, is the newest; a profile without versions ignores it): the
 * record's sections with that version's overrides applied. Shared: do not
 * mutate.
 */
export function getProfile(id: ProfileId, version: VersionSelector | string = LATEST): Profile {
  const r = profileRecord(id);
  const v = versionOf(r, version);
  const key = `${id}@${v?.id ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const o = v?.overrides ?? {};
  const profile: Profile = {
    id,
    label: r.label,
    inSentence: r.inSentence,
    imitates: v?.imitates ?? r.imitates,
    confidence: r.confidence,
    skillNameRule: r.skillNameRule,
    settings: r.settings,
    parse: { ...r.parse, ...o.parse },
    fields: { ...r.fields, ...o.fields },
    discovery: { ...r.discovery, ...o.discovery },
    listing: { ...r.listing, ...o.listing },
    invocation: { ...r.invocation, ...o.invocation },
    ...(v ? { version: v.id as VersionId } : {}),
  };
  cache.set(key, profile);
  return profile;
}

/**
 * `getProfile` for an id read from outside (stale settings, an old file): an
 * unknown id falls back to the default profile rather than throwing.
 */
export function profileOrDefault(id: string, version?: string): Profile {
  return getProfile(isProfileId(id) ? id : DEFAULT_PROFILE_ID, version);
}

/** True when the app can check the profile against the user's own harness (the record's `capture`). */
export function hasCapture(id: ProfileId): boolean {
  return profileRecord(id).capture === true;
}

/** The profiles that have a capture (their labels name what "Check with my …" runs). */
export function captureProfiles(): ProfileId[] {
  return PROFILE_IDS.filter(hasCapture);
}

/** True when the profile imitates more than one version (pickers show a version choice). */
export function hasVersions(id: ProfileId): boolean {
  // One pinned release (a probed harness) is no choice.
  return (profileRecord(id).versions?.length ?? 0) > 1;
}

export { PROFILES } from './registry';
export type { Profile, ProfileRecord, ProfileVersion, ListingSection, ProbeCheck, ProbeRelease } from './types';
