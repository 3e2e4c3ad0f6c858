/**
 * Profile records assembled from their sections. `getProfile` is the only way
 * the engine learns how a harness behaves (reference README, "Profiles").
 */
import type { ProfileId } from '../types';
import type { Profile } from './types';
import { FIELD_RULES, PARSE_SECTIONS } from './sections/parse';
import { DISCOVERY_SECTIONS } from './sections/discovery';
import { LISTING_SECTIONS } from './sections/listing';
import { CC_MESSAGES_2_1_112, INVOCATION_SECTIONS } from './sections/invocation';

export const PROFILE_IDS: ProfileId[] = ['claude-code', 'agent-skills', 'codebot', 'openharness', 'minimal'];

const LABELS: Record<ProfileId, { label: string; imitates: string }> = {
  'claude-code': { label: 'Claude Code', imitates: 'CC 2.1.112 / CC332' },
  'agent-skills': { label: 'Agent Skills spec', imitates: 'AS / ASref' },
  codebot: { label: 'codebot', imitates: 'CB1 (seed 000)' },
  openharness: { label: 'OpenHarness', imitates: 'OH (seed 004)' },
  minimal: { label: 'Minimal loader', imitates: 'seed 003' },
};

/** True for a known profile id. */
export function isProfileId(v: string): v is ProfileId {
  return (PROFILE_IDS as string[]).includes(v);
}

/**
 * The profile record for `id`. For `claude-code`, `version` selects 2.1.112
 * behaviour (even shortening, `$N` emptied) or `latest` (2.1.332: priority
 * truncation, literal missing `$N`, `\$` escapes; reference §6.2, §9.2).
 */
export function getProfile(id: ProfileId, version: 'latest' | '2.1.112' = 'latest'): Profile {
  const base: Profile = {
    id,
    ...LABELS[id],
    parse: PARSE_SECTIONS[id],
    fields: FIELD_RULES[id],
    discovery: DISCOVERY_SECTIONS[id],
    listing: LISTING_SECTIONS[id],
    invocation: INVOCATION_SECTIONS[id],
  };
  if (id !== 'claude-code') return base;
  if (version === '2.1.112') {
    return {
      ...base,
      version,
      imitates: 'CC 2.1.112',
      // 2.1.112 (measured): newlines of descriptions kept, no escaping, no display suffix, scan order.
      listing: { ...base.listing, overflow: 'cc-even', defaultModel: 'claude-sonnet-4-6', order: 'load', whitespace: 'keep-newlines', escapeAngles: false, displaySuffix: false, delivery: 'cc-system-reminder' },
      invocation: { ...base.invocation, args: 'cc-2.1.112', refusals: 'cc-2.1.112', ccMessages: CC_MESSAGES_2_1_112 },
      // 2.1.112 loads a 20 MB SKILL.md, legacy command and plugin skill whole (measured): no size limit.
      discovery: { ...base.discovery, maxFileBytes: undefined, skillOverrides: 'ignored' },
    };
  }
  return { ...base, version: 'latest', imitates: 'CC 2.1.332' };
}

export type { Profile } from './types';
