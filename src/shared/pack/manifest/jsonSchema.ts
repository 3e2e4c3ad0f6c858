/**
 * JSON Schema of plugin.json and marketplace.json for editors (Monaco's JSON
 * language service), generated from the zod schemas with zod 4's
 * `z.toJSONSchema` (input side: what a file may contain).
 */
import { z } from 'zod';
import { marketplaceSchema, pluginManifestSchema } from './schemas';
import type { ManifestKind } from './validate';

/** The JSON Schema (draft 2020-12) of a manifest kind. Refinements are not representable and left out. */
export function manifestJsonSchema(kind: ManifestKind): Record<string, unknown> {
  return z.toJSONSchema(kind === 'plugin' ? pluginManifestSchema : marketplaceSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
