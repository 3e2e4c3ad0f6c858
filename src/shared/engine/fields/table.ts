/**
 * One field table per profile, derived from the shared definitions in
 * `defs.ts` (house style §10: the same table drives validation, hover,
 * completion and the JSON Schema).
 */
import type { ProfileId } from '../types';
import type { FieldSpec } from './types';
import { FIELD_DEFS } from './defs';
import { profileRecord } from '../profiles';

/** A profile's label inside a message ("valid for Claude Code, ignored by codebot"), from its registry record. */
export function profileInSentence(id: ProfileId): string {
  return profileRecord(id).inSentence;
}

const cache = new Map<ProfileId, FieldSpec[]>();

/**
 * The keys `profileId`'s harness reads (§2.1 matrix), with that harness's
 * type, values, limits, default, hover text and snippet. The returned array
 * is shared: do not mutate it.
 */
export function fieldTable(profileId: ProfileId): FieldSpec[] {
  const hit = cache.get(profileId);
  if (hit) return hit;
  const table: FieldSpec[] = FIELD_DEFS.filter((d) => d.honouredBy.includes(profileId)).map((d) => {
    const spec: FieldSpec = { key: d.key, type: d.type, doc: d.docs?.[profileId] ?? d.doc, honouredBy: d.honouredBy };
    if (d.values) spec.values = d.values;
    if (d.closed !== undefined) spec.closed = d.closed;
    const max = d.maxLength?.[profileId];
    if (max !== undefined) spec.maxLength = max;
    if (d.required?.includes(profileId)) spec.required = true;
    if (d.default !== undefined) spec.default = d.default;
    if (d.snippet) spec.snippet = d.snippet;
    return spec;
  });
  cache.set(profileId, table);
  return table;
}
