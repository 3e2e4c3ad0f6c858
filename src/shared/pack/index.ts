/**
 * Packaging, pure: the packing plan per target, the rules an archive must pass
 * before it is extracted, the plugin.json / marketplace.json schemas and
 * validation, the plugin scaffold. Effects (zip I/O, folders) live in
 * src/node/pack. Rules and their sources: docs/packaging.md.
 */
export { PACK_CODES, packDiagnostic, hasError } from './codes';
export { PACK_TARGETS, CLAUDE_AI, type PackTarget } from './targets';
export { planPack, type PackInput, type PackPlan, type PlannedFile, type FolderEntry } from './plan';
export { excludeReason, secretReason } from './exclude';
export { planUnpack, UNPACK_LIMITS, type ArchiveEntry, type UnpackPlan, type UnpackLimits } from './unpackRules';
export { pluginManifestSchema, marketplaceSchema, type PluginManifest, type MarketplaceManifest } from './manifest/schemas';
export { validateManifestText, manifestKindOf, type ManifestKind, type ManifestCheck } from './manifest/validate';
export { manifestJsonSchema } from './manifest/jsonSchema';
export { validatePluginDir, type PluginReport, type PluginSkill } from './plugin/validatePlugin';
export { scaffoldPlugin, pluginNameProblem, type ScaffoldFile } from './plugin/scaffold';
