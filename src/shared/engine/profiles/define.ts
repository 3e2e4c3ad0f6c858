/**
 * `defineProfile` keeps a record's id and version ids as literal types, so
 * `ProfileId` and `VersionId` (engine types.ts) are derived from the registry
 * instead of being written out by hand.
 */
import type { ProfileRecord } from './types';

/** Identity at run time; at compile time it pins `id` and the version ids to their literals. */
export function defineProfile<const Id extends string, const V extends string = never>(record: ProfileRecord<Id, V>): ProfileRecord<Id, V> {
  return record;
}
