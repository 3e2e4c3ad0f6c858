/**
 * Diagnostic codes of packaging (pack, unpack, plugin manifests). Same shape as
 * the engine's catalogue (severity, title, message rendered from `data`, house
 * style §8); each rule's source is in docs/packaging.md under the same code.
 */
import type { Diagnostic, Range, Severity } from '../engine';

interface PackCodeSpec { severity: Severity; title: string; message: (d: Record<string, any>) => string }

const C = (severity: Severity, title: string, message: (d: Record<string, any>) => string): PackCodeSpec => ({ severity, title, message });

/** Every packaging code. */
export const PACK_CODES = {
  // pack
  'pack-no-skill-md': C('error', 'No SKILL.md', () => 'The folder has no SKILL.md: there is no skill to pack.'),
  'pack-secret-refused': C('error', 'Secret file', (d) => `${d.file} looks like a secret (${d.why}); packing refused. Move it out of the skill folder.`),
  'pack-plugin-manifest': C('error', 'Plugin manifest inside the skill', (d) => `${d.file}: a skill uploaded to claude.ai cannot contain a plugin manifest; remove it or share the folder as a plugin.`),
  'pack-nested-skill-md': C('error', 'Second SKILL.md', (d) => `${d.file}: the archive must hold exactly one SKILL.md, directly in its top-level folder.`),
  'pack-too-many-files': C('error', 'Too many files', (d) => `${d.count} files; the claude.ai skill upload takes at most ${d.max}.`),
  'pack-nested-archive': C('error', 'Archive inside the skill', (d) => `${d.file}: the claude.ai skill upload refuses archives nested in the zip.`),
  'pack-symlink-skipped': C('warning', 'Symbolic link left out', (d) => `${d.file} is a symbolic link; links are not packed (the target's copy would differ).`),
  'pack-unreadable': C('error', 'Unreadable file', (d) => `${d.file} cannot be read (${d.error}).`),
  'pack-reference-outside': C('warning', 'Reference outside the folder', (d) => `SKILL.md points at ${d.target}, outside the skill folder: it will not be in the archive.`),
  'pack-name-invalid': C('error', 'Name not accepted', (d) => `name "${d.name}": ${d.why}.`),
  'pack-description-invalid': C('error', 'Description not accepted', (d) => `description: ${d.why}.`),
  'pack-frontmatter-error': C('error', 'SKILL.md has errors', (d) => `SKILL.md: ${d.message}`),
  // unpack
  'unpack-not-zip': C('error', 'Not a zip archive', (d) => `Cannot read the archive: ${d.error}.`),
  'unpack-unsafe-path': C('error', 'Entry escapes the folder', (d) => `Entry "${d.entry}" ${d.why}; nothing was extracted.`),
  'unpack-name-not-utf8': C('error', 'Entry name is not UTF-8', (d) => `Entry #${d.index} has a name that is not valid UTF-8; nothing was extracted.`),
  'unpack-symlink': C('error', 'Symbolic link entry', (d) => `Entry "${d.entry}" is a symbolic link; archives with links are refused.`),
  'unpack-duplicate-entry': C('error', 'Duplicate entry', (d) => `Entry "${d.entry}" appears more than once (or differs only in case); nothing was extracted.`),
  'unpack-too-many-entries': C('error', 'Too many entries', (d) => `More than ${d.max} entries; refused as a possible zip bomb.`),
  'unpack-too-large': C('error', 'Too large when extracted', (d) => `Extracted size would exceed ${d.max} bytes; refused as a possible zip bomb.`),
  'unpack-ratio': C('error', 'Compression ratio too high', (d) => `Entry "${d.entry}" expands ${d.ratio}× (limit ${d.max}×); refused as a possible zip bomb.`),
  'unpack-size-mismatch': C('error', 'Entry size is a lie', (d) => `Entry "${d.entry}" does not match its declared size (${d.error}); nothing was kept.`),
  'unpack-no-skill': C('error', 'No skill in the archive', () => 'The archive has no SKILL.md at its root or in one top-level folder.'),
  'unpack-several-folders': C('error', 'Several top-level folders', (d) => `The archive has ${d.count} top-level entries; a skill archive holds one folder (or SKILL.md at its root).`),
  'unpack-bad-folder-name': C('error', 'Folder name not usable', (d) => `"${d.name}" cannot be a skill folder name (${d.why}).`),
  'unpack-clash': C('error', 'A skill of that name exists', (d) => `${d.name} already exists in the skills folder: choose rename, replace or cancel.`),
  // plugin manifests
  'manifest-json-syntax': C('error', 'Invalid JSON', (d) => `Invalid JSON: ${d.error}.`),
  'manifest-schema': C('error', 'Does not match the schema', (d) => `${d.path || '(root)'}: ${d.message}`),
  'manifest-unknown-field': C('warning', 'Unknown field', (d) => `Unknown field "${d.field}": Claude Code ignores it.`),
  'manifest-path-missing': C('error', 'Path not found', (d) => `${d.field}: ${d.value} does not exist in the plugin.`),
  'manifest-path-traversal': C('error', 'Path leaves the plugin', (d) => `${d.field}: ${d.value} contains "..".`),
  'manifest-default-shadowed': C('warning', 'Default folder not loaded', (d) => `"${d.field}" is set, so the default ${d.folder}/ folder is not loaded ${d.how}.`),
  'manifest-metadata-missing': C('warning', 'Metadata missing', (d) => `No "${d.field}" in plugin.json: users see less about the plugin.`),
  'manifest-missing': C('error', 'No manifest', () => 'No .claude-plugin/plugin.json or .claude-plugin/marketplace.json in this folder.'),
  'plugin-skill-error': C('error', 'Skill has errors', (d) => `${d.skill}: ${d.message}`),
  'plugin-skill-warning': C('warning', 'Skill has warnings', (d) => `${d.skill}: ${d.message}`),
} satisfies Record<string, PackCodeSpec>;

/** Every packaging code: the keys of {@link PACK_CODES} (one entry adds one). */
export type PackCode = keyof typeof PACK_CODES;

/** Range of a whole-file (or file-less) diagnostic: line 1, column 1. */
export const FILE_RANGE: Range = { line: 1, column: 1, endLine: 1, endColumn: 1 };

/**
 * Build a packaging diagnostic: severity and message from {@link PACK_CODES};
 * `path` is the file it is about (absolute, or relative inside an archive).
 */
export function packDiagnostic(code: PackCode, data: Record<string, unknown> = {}, opts: { range?: Range; path?: string; severity?: Severity } = {}): Diagnostic {
  const spec: PackCodeSpec = PACK_CODES[code];
  let message: string;
  try { message = spec.message(data); } catch { message = spec.title; }
  const d: Diagnostic = { code, severity: opts.severity ?? spec.severity, message, range: opts.range ?? FILE_RANGE, data };
  if (opts.path !== undefined) d.path = opts.path;
  return d;
}

/** True when any diagnostic has severity `error`. */
export function hasError(ds: readonly Diagnostic[]): boolean {
  return ds.some((d) => d.severity === 'error');
}
