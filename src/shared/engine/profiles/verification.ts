/**
 * How sure Skill Studio is of a profile, in the three levels issue 17 asks
 * every view to show: `verified` against the real program (run offline by
 * `npm run conformance`), `source` (read from the harness's source, its spec
 * or the design seed that holds its source), or `approximate` (from
 * documentation only). Read from the record's `confidence` and `sources`,
 * never from its id, so a new record needs no change here; a confidence
 * value this table does not know is shown as `approximate` (the cautious
 * reading).
 */
import type { ProfileId } from '../types';
import { profileRecord } from './index';

/** The three levels a view shows. */
export type VerificationLevel = 'verified' | 'source' | 'approximate';

/** A profile's verification level, its words for a header, and the sources for a tooltip. */
export interface Verification {
  level: VerificationLevel;
  /** Words for a header or badge ("verified against the real program"). */
  label: string;
  /** The record's `sources` (documents, source files, measurements). */
  sources: string[];
}

/** Record confidence → level. `seed`: the seeds are the source of their harnesses (reference README, "seeds"). */
const LEVELS: Partial<Record<string, VerificationLevel>> = {
  measured: 'verified',
  verified: 'verified',
  source: 'source',
  seed: 'source',
};

const WORDS: Record<VerificationLevel, string> = {
  verified: 'verified against the real program',
  source: 'read from source',
  approximate: 'approximate (from documentation)',
};

/** The verification of profile `id` (see the module comment). */
export function profileVerification(id: ProfileId): Verification {
  const r = profileRecord(id);
  const level = LEVELS[r.confidence] ?? 'approximate';
  return { level, label: WORDS[level], sources: [...r.sources] };
}
