/**
 * JSON Schema of a profile's frontmatter, generated with zod 4's
 * `z.toJSONSchema` from a zod schema built from the same field table
 * (house style §10), for editors that validate YAML against a JSON Schema.
 */
import { z } from 'zod';
import type { ProfileId } from '../types';
import type { FieldSpec } from './types';
import { fieldTable } from './table';
import { ASREF_ALLOWED } from './validate';
import { getProfile } from '../profiles';

/** The zod type for one field spec (descriptions carry the hover text). */
function zodFor(f: FieldSpec): z.ZodType {
  let t: z.ZodType;
  const str = () => (f.maxLength ? z.string().max(f.maxLength) : z.string());
  switch (f.type) {
    case 'boolean': t = z.boolean(); break;
    case 'enum': t = f.values && f.closed ? z.enum(f.values as [string, ...string[]]) : z.string(); break;
    case 'string-or-list': t = z.union([z.string(), z.array(z.string())]); break;
    case 'list': t = z.array(z.string()); break;
    case 'string-or-number':
      t = f.values && f.closed ? z.union([z.enum(f.values as [string, ...string[]]), z.number().int()]) : z.union([z.string(), z.number()]);
      break;
    case 'map': t = f.key === 'metadata' ? z.record(z.string(), z.string()) : z.record(z.string(), z.unknown()); break;
    case 'any': t = z.unknown(); break;
    default: t = str();
  }
  if (f.type === 'string' && f.values && !f.closed) t = str(); // suggestions only
  return t.describe(f.doc);
}

/** The zod object schema for `profileId`'s frontmatter. ASref rejects unknown keys; other harnesses ignore them. */
export function profileZodSchema(profileId: ProfileId): z.ZodObject {
  const table = fieldTable(profileId);
  // The ASref validator rejects every key but its allowed ones (§2.1); other harnesses ignore unknown keys.
  const strict = getProfile(profileId).fields.name === 'asref';
  const shape: Record<string, z.ZodType> = {};
  for (const f of table) {
    if (strict && !ASREF_ALLOWED.includes(f.key)) continue;
    shape[f.key] = f.required ? zodFor(f) : zodFor(f).optional();
  }
  const obj = z.object(shape);
  return strict ? obj.strict() : obj.loose();
}

const cache = new Map<ProfileId, object>();

/** JSON Schema (draft 2020-12) of `profileId`'s frontmatter. The returned object is shared. */
export function profileJsonSchema(profileId: ProfileId): object {
  const hit = cache.get(profileId);
  if (hit) return hit;
  const schema = z.toJSONSchema(profileZodSchema(profileId), { unrepresentable: 'any' }) as Record<string, unknown>;
  schema.title = `SKILL.md frontmatter (${profileId})`;
  cache.set(profileId, schema);
  return schema;
}
