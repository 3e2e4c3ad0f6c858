/**
 * zod schemas of Claude Code's plugin manifest (`.claude-plugin/plugin.json`)
 * and marketplace file (`.claude-plugin/marketplace.json`). Field names,
 * types and rules are facts read from Claude Code 2.1.112's bundled schema
 * (`cli.js`) and measured against 2.1.332's `claude plugin validate --json`
 * (docs/packaging.md, "Plugin manifest"): no text of theirs is copied. The
 * same schemas drive validation (`validate.ts`) and the JSON Schema for
 * editors (`jsonSchema.ts`).
 */
import { z } from 'zod';

/** Component paths are relative to the plugin root and start with `./` (CC `Lr`: `startsWith("./")`). */
export const relPath = z.string().startsWith('./', { error: 'must start with "./"' });
const mdPath = relPath.endsWith('.md', { error: 'must end with .md' });
const jsonPath = relPath.endsWith('.json', { error: 'must end with .json' });
const oneOrMany = <T extends z.ZodType>(t: T) => z.union([t, z.array(t)]);

/** A plugin or marketplace name: non-empty, no spaces (CC: kebab-case advised). */
export const pluginName = z.string().min(1, { error: 'cannot be empty' }).refine((s) => !s.includes(' '), { error: 'cannot contain spaces (use kebab-case, e.g. "my-plugin")' });

/** `author` / `owner`: an object with a non-empty `name` (a bare string is refused). */
export const person = z.object({
  name: z.string().min(1, { error: 'author name cannot be empty' }),
  email: z.string().optional(),
  url: z.string().optional(),
});

/** A dependency: `name`, `name@marketplace` (optionally `@^range`), or `{ name, marketplace? }`. */
const dependency = z.union([
  z.string().regex(/^[a-z0-9][-a-z0-9._]*(@[a-z0-9][-a-z0-9._]*)?(@\^[^@]*)?$/i, { error: 'must be a plugin name, optionally name@marketplace' }),
  z.looseObject({ name: z.string().min(1).regex(/^[a-z0-9][-a-z0-9._]*$/i), marketplace: z.string().min(1).regex(/^[a-z0-9][-a-z0-9._]*$/i).optional() }),
]);

/** An inline command entry: exactly one of `source` and `content`. */
const commandEntry = z.object({
  source: relPath.optional(),
  content: z.string().optional(),
  description: z.string().optional(),
  argumentHint: z.string().optional(),
  model: z.string().optional(),
  allowedTools: z.array(z.string()).optional(),
}).refine((c) => (c.source !== undefined) !== (c.content !== undefined), { error: 'a command needs either "source" or "content", not both' });

/** Metadata fields (2.1.112 `an5` plus `$schema`, `displayName`, `icon` accepted by 2.1.332). */
const metadataShape = {
  $schema: z.string().optional(),
  name: pluginName,
  displayName: z.string().optional(),
  version: z.string().optional(),
  description: z.string().optional(),
  author: person.optional(),
  homepage: z.url().optional(),
  repository: z.string().optional(),
  license: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  icon: z.unknown().optional(),
  dependencies: z.array(dependency).optional(),
};

/** Component fields: where the plugin's parts are, in addition to (or instead of) the default folders. */
const componentShape = {
  skills: oneOrMany(relPath).optional(),
  commands: z.union([relPath, z.array(relPath), z.record(z.string(), commandEntry)]).optional(),
  agents: oneOrMany(mdPath).optional(),
  hooks: z.union([jsonPath, z.record(z.string(), z.unknown()), z.array(z.union([jsonPath, z.record(z.string(), z.unknown())]))]).optional(),
  outputStyles: oneOrMany(relPath).optional(),
  themes: oneOrMany(relPath).optional(),
  workflows: oneOrMany(relPath).optional(),
  mcpServers: z.union([relPath, z.record(z.string(), z.unknown()), z.array(z.union([relPath, z.record(z.string(), z.unknown())]))]).optional(),
  lspServers: z.union([jsonPath, z.record(z.string(), z.unknown()), z.array(z.union([jsonPath, z.record(z.string(), z.unknown())]))]).optional(),
  monitors: z.union([jsonPath, z.array(z.unknown())]).optional(),
  channels: z.array(z.looseObject({ server: z.string().min(1), displayName: z.string().optional() })).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  userConfig: z.record(z.string().regex(/^[A-Za-z_]\w*$/, { error: 'option keys must be identifiers (letters, digits, underscore; no leading digit)' }), z.unknown()).optional(),
  experimental: z.unknown().optional(),
};

/** `.claude-plugin/plugin.json`. Unknown keys pass (Claude Code warns and ignores them). */
export const pluginManifestSchema = z.looseObject({ ...metadataShape, ...componentShape });
export type PluginManifest = z.infer<typeof pluginManifestSchema>;

/** Keys plugin.json knows; anything else is `manifest-unknown-field`. */
export const PLUGIN_KEYS = Object.keys({ ...metadataShape, ...componentShape });
/** Keys that belong in a marketplace entry, not in plugin.json (2.1.332 warns on each). */
export const MARKETPLACE_ONLY_KEYS = ['category', 'tags', 'strict', 'source'];
/** Components 2.1.332 wants under `experimental` (it warns when they are top level). */
export const EXPERIMENTAL_KEYS = ['monitors', 'themes'];

/** Where a marketplace entry's plugin comes from: a `./` path in the marketplace repository, or a remote source. */
const pluginSource = z.union([
  relPath,
  z.looseObject({ source: z.literal('github'), repo: z.string(), ref: z.string().optional(), sha: z.string().optional(), path: z.string().optional() }),
  z.looseObject({ source: z.literal('url'), url: z.string(), ref: z.string().optional(), sha: z.string().optional() }),
  z.looseObject({ source: z.literal('git-subdir'), url: z.string(), path: z.string(), ref: z.string().optional(), sha: z.string().optional() }),
  z.looseObject({ source: z.literal('npm'), package: z.string(), version: z.string().optional(), registry: z.url().optional() }),
  z.looseObject({ source: z.literal('pip'), package: z.string(), version: z.string().optional(), registry: z.url().optional() }),
]);

/** A marketplace entry: any plugin.json field, plus where to fetch it and how to list it. */
export const marketplaceEntrySchema = z.looseObject({
  ...Object.fromEntries(Object.entries({ ...metadataShape, ...componentShape }).map(([k, v]) => [k, (v as z.ZodType).optional()])),
  name: pluginName,
  source: pluginSource,
  category: z.string().optional(),
  tags: z.array(z.string()).optional(),
  strict: z.boolean().optional(),
});

/** Marketplace names Claude Code reserves (`inline` for `--plugin-dir`, `builtin` for built-in plugins). */
export const RESERVED_MARKETPLACE_NAMES = ['inline', 'builtin'];

/** A marketplace name: a plugin name that is also no path and not reserved. */
export const marketplaceName = pluginName
  .refine((s) => !s.includes('/') && !s.includes('\\') && !s.includes('..') && s !== '.', { error: 'cannot contain / or \\ or "..", or be "."' })
  .refine((s) => !RESERVED_MARKETPLACE_NAMES.includes(s.toLowerCase()), { error: 'is reserved by Claude Code' });

/** `.claude-plugin/marketplace.json`. */
export const marketplaceSchema = z.looseObject({
  $schema: z.string().optional(),
  name: marketplaceName,
  owner: person,
  plugins: z.array(marketplaceEntrySchema),
  description: z.string().optional(),
  version: z.string().optional(),
  forceRemoveDeletedPlugins: z.boolean().optional(),
  metadata: z.looseObject({ pluginRoot: z.string().optional(), version: z.string().optional(), description: z.string().optional() }).optional(),
  allowCrossMarketplaceDependenciesOn: z.array(z.string()).optional(),
});
export type MarketplaceManifest = z.infer<typeof marketplaceSchema>;
