/**
 * One candidate file → one `SkillRecord` before precedence and statuses are
 * resolved: parse it (counted, so tests can prove what a keystroke re-parses),
 * pick the id by the profile's id rule (§2.2, §4, E4), and mark files the
 * harness would not load (`skill-not-loaded`, read errors: §14).
 */
import { parseSkillText } from '../parse';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import type { Profile } from '../profiles/types';
import type { Diagnostic, ParsedSkill, RootSpec, SkillFields, SkillRecord } from '../types';
import type { ReadOutcome } from './read';
import { noteParse } from '../observer';
import { utf8Bytes as utf8Length } from '../text/measure';

/** Where a file sits, as the walker or `updateSkillText` found it. */
export interface Location {
  /** Path as reached through the root (symlinks not resolved). */
  path: string;
  /** Skill folder, or null for a flat `.md` file. */
  dir: string | null;
  /** Key from the location: folder name, file stem, or a legacy command's `ns:name` (§3.2). */
  locationKey: string;
  /** Folder name handed to the parser (CB: the top folder for a deeper SKILL.md, E16). */
  dirName: string | null;
  fileStem?: string;
  /** Real path used for identity dedupe (§4). */
  realPath: string;
  /** Diagnostics about the location (e.g. named after the top folder). */
  diagnostics: Diagnostic[];
}

/** Codes that mean "the harness does not load this file as a skill" (status `error`). */
export const LOAD_ERROR_CODES = new Set(['skill-not-loaded', 'unreadable', 'not-utf8', 'binary-file', 'file-too-large', 'symlink-loop']);

const EMPTY_FIELDS: SkillFields = {
  description: '', descriptionSource: 'none', arguments: [], disableModelInvocation: false, userInvocable: true,
  allowedTools: [], disallowedTools: [], context: 'inline', paths: [],
};

/** Claude Code's plugin-skill id rule: every char outside `[A-Za-z0-9_-]` becomes '-' (§2.2). */
export function sanitizePluginPart(s: string): string {
  return s.replace(/[^A-Za-z0-9_-]/g, '-');
}


/**
 * Called by `buildRecord` with a file's whole text and its parse (the record's
 * location: `path`, `dir`, and the `dirName`/`fileStem` the parser was given).
 */
export type ParsedHook = (loc: Pick<Location, 'path' | 'dir' | 'dirName' | 'fileStem'>, scope: RootSpec['scope'], text: string, parsed: ParsedSkill) => void;

/**
 * Build the unresolved record for the file at `loc` found in `root`. `read` is
 * its decoded text or the read failure. Statuses and flags are placeholders
 * until `resolveCatalog` runs. `onParsed` sees the text and parse of a file
 * read whole (`ScanOptions.onParsed`). Never throws.
 */
export function buildRecord(loc: Location, read: ReadOutcome, root: RootSpec, order: number, profile: Profile, onParsed?: ParsedHook): SkillRecord {
  const disc = profile.discovery;
  const diagnostics: Diagnostic[] = [...loc.diagnostics];
  // The harness's size limit holds for an edited buffer as for the file on disk (one rule).
  const harnessMax = disc.maxFileBytes?.[root.layout];
  if (read.ok && harnessMax !== undefined && read.size > harnessMax) {
    read = { ok: false, size: read.size, diagnostic: makeDiagnostic('file-too-large', FILE_START, { path: loc.path, size: read.size, max: harnessMax }) };
  }
  let fields = EMPTY_FIELDS;
  let yamlState: SkillRecord['yamlState'] = 'none';
  let bodyChars = 0;
  let ranges: SkillRecord['ranges'];
  if (read.ok) {
    noteParse(loc.path);
    const parsed = parseSkillText(read.text, {
      profile, dirName: loc.dirName, fileStem: loc.fileStem, scope: root.scope, path: loc.path,
    });
    if (onParsed && !read.partial) {
      try { onParsed(loc, root.scope, read.text, parsed); } catch { /* a hook's failure leaves the record as the scan made it */ }
    }
    fields = parsed.fields;
    yamlState = parsed.yamlState;
    bodyChars = parsed.body.length;
    for (const d of parsed.diagnostics) diagnostics.push(d);
    const desc = fields.descriptionSource === 'frontmatter' ? parsed.keys.description?.value : undefined;
    const when = fields.whenToUse !== undefined ? parsed.keys.when_to_use?.value : undefined;
    if (desc || when) {
      ranges = {};
      if (desc) ranges.description = desc;
      if (when) ranges.whenToUse = when;
    }
    if (parsed.skipped) {
      diagnostics.push(makeDiagnostic('skill-not-loaded', FILE_START, { code: parsed.skipped.code, reason: parsed.skipped.message }));
    }
    if (read.replaced) diagnostics.push(makeDiagnostic('not-utf8-replaced', FILE_START, { path: loc.path, harness: profile.inSentence }));
    if (read.partial) diagnostics.push(makeDiagnostic('app-read-limit', FILE_START, { path: loc.path, size: read.size, read: utf8Length(read.text) }));
  } else {
    diagnostics.push(read.diagnostic);
  }

  const raw = typeof fields.name === 'string' ? fields.name.trim() : '';
  const rep = disc.idReplace;
  const fmName = rep && raw ? replaceChars(raw, rep.chars, rep.with) : raw;
  const byName = disc.idRule !== 'directory' && fmName !== '';
  const named = byName ? fmName : loc.locationKey;
  // Cline keys skills on the lower-cased name (`idCase: 'lower'`); the display name keeps its case.
  let id = disc.idCase === 'lower' ? named.toLowerCase() : named;
  const aliases: string[] = [];
  if (disc.keys.frontmatterName && fmName && fmName !== id) aliases.push(fmName);
  if (disc.keys.folderName && loc.locationKey !== id && !aliases.includes(loc.locationKey)) aliases.push(loc.locationKey);
  let name = fmName || (disc.idCase === 'lower' ? named : id);
  if (root.layout === 'plugin' || root.layout === 'plugin-commands') {
    const plugin = root.pluginName ?? 'plugin';
    // Plugin skills: the folder name sanitised; plugin commands: the path as written (cli.js 2.1.112 `zPY`: `kit:Upper`, `kit:sub:deep`).
    id = `${plugin}:${root.layout === 'plugin' ? sanitizePluginPart(id) : id}`;
    name = pluginDisplayName(id, plugin, fmName, disc.plugins?.displayName ?? 'bare', aliases);
  }

  // Built by assignment in the declared key order (optional keys only when set): no
  // temporary objects per record, which matters over a 2,000-skill cold scan.
  const rec = { id, name, aliases, scope: root.scope, root: root.path, path: loc.path, dir: loc.dir, realPath: loc.realPath, layout: root.layout } as SkillRecord;
  if (root.pluginName !== undefined) rec.pluginName = root.pluginName;
  rec.order = order;
  if (root.rank !== undefined) rec.rank = root.rank;
  if (root.budgetCounted) rec.budgetCounted = true;
  if (root.lookupRank !== undefined) rec.lookupRank = root.lookupRank;
  rec.description = fields.description;
  if (fields.whenToUse !== undefined) rec.whenToUse = fields.whenToUse;
  if (fields.argumentHint !== undefined) rec.argumentHint = fields.argumentHint;
  if (ranges) rec.ranges = ranges;
  rec.fields = fields;
  rec.yamlState = yamlState;
  rec.visibleToModel = false;
  rec.invocableByUser = false;
  rec.invocableByModel = false;
  rec.inUserMenu = false;
  rec.status = 'listed';
  rec.reasons = [];
  rec.trusted = root.trusted ?? profile.discovery.trustedScopes.includes(root.scope);
  rec.size = read.size;
  rec.bodyChars = bodyChars;
  rec.diagnostics = diagnostics;
  return rec;
}

/**
 * The display name of a plugin skill or command with id `id` and frontmatter name `fmName`
 * (`DiscoverySection.plugins.displayName`): `bare` (2.1.112: the name as written, which
 * `aliases` already holds) or `qualified` (2.1.332 `kZ`: `<plugin>:<name>` unless the name
 * already starts with `<plugin>:`, added to `aliases` so lookups reach it; the bare name
 * stays an alias when it has no `:`). Without a name: the id.
 */
function pluginDisplayName(id: string, plugin: string, fmName: string, rule: 'bare' | 'qualified', aliases: string[]): string {
  if (!fmName) return id;
  if (rule === 'bare') return fmName;
  const qualified = fmName.startsWith(`${plugin}:`) ? fmName : `${plugin}:${fmName}`;
  const bare = aliases.indexOf(fmName);
  if (fmName.includes(':') && bare >= 0) aliases.splice(bare, 1);
  if (qualified !== id && !aliases.includes(qualified)) aliases.unshift(qualified);
  return qualified;
}

/** `s` with each character of `chars` replaced by `by` (DiscoverySection.idReplace; Gemini CLI skillLoader.ts:179-180). */
function replaceChars(s: string, chars: string, by: string): string {
  let out = '';
  for (const c of s) out += chars.includes(c) ? by : c;
  return out;
}
