/**
 * The harness matrix (issue 17 §2): how each chosen harness sees each skill
 * of a project. Pure: it takes one scanned catalog and its rendered listing
 * per harness (the caller scans, src/node/matrix/) and says per skill file
 * and harness whether it is listed (full, cut, name-only, or omitted by the
 * budget), hidden, inactive, shadowed (by which file), skipped (why), or not
 * read at all (the harness reads none of its folders). Everything comes from
 * the catalogs' statuses and reasons (reference §3–§5) and the listings'
 * fates (§6), so a profile added to the registry needs no change here.
 */
import type { FsPort } from '../fsport';
import { isFsError } from '../fsport';
import type { Profile, RootTemplate } from '../profiles/types';
import { getProfile, isProfileId, LATEST, PROFILE_IDS, profileRecord } from '../profiles';
import { profileVerification, type Verification } from '../profiles/verification';
import { resolveRoots, type RootsInput } from '../discovery';
import { basename, parentDir } from '../discovery/pathutil';
import type { Catalog, Diagnostic, ListingRecord, ProfileId, Reason, Scope, VersionSelector } from '../types';
import { makeReason, reasonOf } from '../diagnostics/reasons';

/** What one harness does with one skill file. */
export type MatrixStatus = 'listed' | 'hidden' | 'inactive' | 'shadowed' | 'skipped' | 'not-read';

/** What the listing budget did to a listed skill: `cut` is the engine's `shortened`. */
export type MatrixListed = 'full' | 'cut' | 'name-only' | 'omitted';

/** One cell: one skill file under one harness. */
export interface MatrixCell {
  status: MatrixStatus;
  /** Loaded as a skill (listed, hidden or inactive): the harness knows it by `id`. */
  loaded: boolean;
  /** The name the harness lists and invokes it by (absent when it did not load the file). */
  id?: string;
  /** The listing entry's fate; null when the skill is not in the listing. */
  listed: MatrixListed | null;
  /** Why: the catalog's reasons, a skipped look-alike's diagnostics, or why the harness never reads it. */
  reasons: Reason[];
  /** The file whose entry wins over this one (shadowed, or a name whose lookups reach another file). */
  shadowedBy?: string;
  diagnostics: Diagnostic[];
}

/** One row: one skill file (or look-alike) of the project, home or configured roots (bundled skills are the harnesses' own and get no row). */
export interface MatrixRow {
  path: string;
  /** The skill's name: the display name of the first harness that loaded it, else its folder (or file) name. */
  name: string;
  scope: Scope;
  /** Keyed by column key (`MatrixColumn.key`). */
  cells: Record<string, MatrixCell>;
  /** Some chosen harness skips the file (the `--strict` failure). */
  skippedAnywhere: boolean;
  /** The harnesses disagree on status, listing fate or the name it is called by. */
  differs: boolean;
}

/** One column: one harness (profile and version) with its verification level. */
export interface MatrixColumn {
  /** `id`, or `id@version` for a version other than the newest (see {@link profileKey}). */
  key: string;
  id: ProfileId;
  version: VersionSelector;
  /** The harness's name ("Claude Code 2.1.112", "OpenHarness"). */
  label: string;
  verification: Verification;
  /** The folders it reads (its roots, bundled left out). */
  reads: string[];
  /** Cells per status in this column. */
  counts: Record<MatrixStatus, number>;
}

/** The matrix: columns in the order given, rows by path. */
export interface HarnessMatrix {
  profiles: MatrixColumn[];
  skills: MatrixRow[];
}

/** One harness's input: its profile, the catalog scanned under it and the listing rendered from that catalog. */
export interface MatrixInput {
  profile: Profile;
  catalog: Catalog;
  listing: ListingRecord | null;
}

/** The column key of a (profile, version) choice: the id, or `id@version` when the version is not the newest. */
export function profileKey(id: ProfileId, version: VersionSelector = LATEST): string {
  // `latest` and the newest version's own id are the same behaviour: one key.
  const v = getProfile(id, version).version;
  return v === undefined || v === getProfile(id, LATEST).version ? id : `${id}@${v}`;
}

/**
 * Read a column key (`codex`, `claude-code@2.1.112`) back into a choice, or
 * null when the registry has no such profile or the profile no such version.
 */
export function parseProfileKey(key: string): { id: ProfileId; version: VersionSelector } | null {
  const at = key.indexOf('@');
  const id = at < 0 ? key : key.slice(0, at);
  const version = at < 0 ? LATEST : key.slice(at + 1);
  if (!isProfileId(id)) return null;
  if (version === LATEST) return { id, version: LATEST };
  const v = profileRecord(id).versions?.find((c) => c.id === version);
  return v ? { id, version: v.id as VersionSelector } : null;
}

/**
 * The folders of `profile` that exist in the project or the home (its root
 * templates expanded without add-dirs, skills dirs, plugins or bundled
 * skills, then checked on `port`): the harness's own discovery data decides
 * whether it "is used here", for the matrix's default columns.
 */
export function harnessFolders(config: RootsInput, profile: Profile, port: FsPort): string[] {
  const roots = resolveRoots({ ...config, addDirs: [], skillsDirs: [], plugins: [], bundled: false }, profile, { bundledDir: null, port });
  return roots.filter((r) => { const st = port.stat(r.path); return !isFsError(st) && st.kind === 'dir'; }).map((r) => r.path);
}

/** A root template's folder with `${cwd}` read as `${project}` (the matrix scans from the project), or null for add-dir, plugin, bundled and other per-run roots. */
function folderKey(t: RootTemplate): string | null {
  if (t.scope === 'bundled' || !/^\$\{(home|project|cwd)\}\//.test(t.path)) return null;
  return t.path.replace(/^\$\{cwd\}/, '${project}');
}

let readersCache: Map<string, Set<ProfileId>> | null = null;
/** Which profiles of the registry (newest versions) read each home or project folder. */
function folderReaders(): Map<string, Set<ProfileId>> {
  if (readersCache) return readersCache;
  const m = new Map<string, Set<ProfileId>>();
  for (const id of PROFILE_IDS) {
    for (const t of getProfile(id).discovery.roots) {
      const k = folderKey(t);
      if (k) m.set(k, (m.get(k) ?? new Set()).add(id));
    }
  }
  return (readersCache = m);
}

/** A folder read by more profiles than this is shared (`.agents/skills`: 15, `.claude/skills`: 10, `.config/agents/skills`: 3). */
const OWN_MAX_READERS = 2;

/**
 * The root templates that mark `profile` as used when their folder exists:
 * its own folders, those no more than one other harness of the registry
 * reads (a family, VS Code and Copilot CLI's `.github/skills`; or a harness
 * that also reads another's, Cursor's `.codex/skills`), and the config
 * folder that holds its own legacy-command folder (Claude Code's `.claude`:
 * its `.claude/skills` is read by ten harnesses, but `.claude` is where its
 * settings live). Shared folders (`.agents/skills`, `.claude/skills`) mark no
 * one. Derived from the registry's discovery roots, so a new record needs no change here.
 */
export function ownFolderTemplates(profile: Profile): RootTemplate[] {
  const readers = folderReaders();
  const out: RootTemplate[] = [];
  for (const t of profile.discovery.roots) {
    const k = folderKey(t);
    if (!k || (readers.get(k)?.size ?? 0) > OWN_MAX_READERS) continue;
    out.push(t);
    if (t.scope === 'legacy-command') out.push({ ...t, path: parentDir(t.path), layout: 'skill-dirs' });
  }
  return out;
}

/**
 * The folders that show `profile` is used in the project or the home: those
 * of {@link ownFolderTemplates} that exist on `port` (walk templates expanded
 * as the scan does). For the matrix's default columns.
 */
export function ownHarnessFolders(config: RootsInput, profile: Profile, port: FsPort): string[] {
  const own = { ...profile, discovery: { ...profile.discovery, roots: ownFolderTemplates(profile) } };
  return harnessFolders(config, own, port);
}

const FATES: Record<string, MatrixListed> = { full: 'full', shortened: 'cut', 'name-only': 'name-only', omitted: 'omitted' };
const STATUSES: MatrixStatus[] = ['listed', 'hidden', 'inactive', 'shadowed', 'skipped', 'not-read'];

/** A catalog's records, look-alikes and listing fates by path. */
function indexOf(input: MatrixInput) {
  const skills = new Map(input.catalog.skills.map((s) => [s.path, s]));
  const files = new Map(input.catalog.files.map((f) => [f.path, f]));
  const fates = new Map((input.listing?.entries ?? []).map((e) => [e.path, e.fate]));
  const reads = input.catalog.roots.filter((r) => r.scope !== 'bundled').map((r) => r.path);
  return { skills, files, fates, reads };
}

/** The skills folder a file would sit in: two levels up for `<root>/<dir>/SKILL.md`, one for a flat `.md`. */
function rootOfFile(path: string): string {
  return /^skill\.md$/i.test(basename(path)) ? parentDir(parentDir(path)) : parentDir(path);
}

/** Why a harness never saw the file; the folders it does read are its column's `reads` (kept once, not per cell). */
function notRead(label: string, path: string): Reason {
  return makeReason('folder-not-read', { harness: label, folder: rootOfFile(path) });
}

function cellOf(ix: ReturnType<typeof indexOf>, label: string, path: string): MatrixCell {
  const rec = ix.skills.get(path);
  if (rec) {
    const status: MatrixStatus = rec.status === 'error' ? 'skipped' : rec.status;
    const fate = rec.status === 'listed' ? ix.fates.get(path) : undefined;
    return {
      status,
      loaded: status === 'listed' || status === 'hidden' || status === 'inactive',
      id: rec.id,
      listed: fate ? FATES[fate] ?? null : null,
      reasons: rec.reasons,
      ...(rec.shadowedBy ? { shadowedBy: rec.shadowedBy } : {}),
      diagnostics: rec.diagnostics,
    };
  }
  const loose = ix.files.get(path);
  if (loose) {
    return {
      status: 'skipped', loaded: false, listed: null,
      reasons: loose.diagnostics.map(reasonOf),
      diagnostics: loose.diagnostics,
    };
  }
  return { status: 'not-read', loaded: false, listed: null, reasons: [notRead(label, path)], diagnostics: [] };
}

/** The row name of a file no harness loaded: its folder's name for SKILL.md, else the file's stem. */
function fallbackName(path: string): string {
  const file = basename(path);
  return /^skill\.md$/i.test(file) ? basename(parentDir(path)) : file.replace(/\.md$/i, '');
}

/**
 * The matrix of `inputs` (one per chosen harness, in column order). Rows are
 * every file some harness loaded as a skill or reported as a look-alike, outside
 * the bundled scope, sorted by path; a harness that did not find the file gets
 * `not-read`, one that found it as a look-alike gets `skipped` with the
 * look-alike's diagnostics. Linear in skills × harnesses.
 */
export function harnessMatrix(inputs: MatrixInput[]): HarnessMatrix {
  const ixs = inputs.map(indexOf);
  const paths = new Map<string, Scope>();
  for (const input of inputs) {
    for (const s of input.catalog.skills) if (s.scope !== 'bundled' && !paths.has(s.path)) paths.set(s.path, s.scope);
    // A look-alike (skill.md, a SKILL.md one folder too deep) is a skill its author expects loaded: a row, skipped.
    for (const f of input.catalog.files) if (f.scope && f.scope !== 'bundled' && !paths.has(f.path)) paths.set(f.path, f.scope);
  }
  const columns: MatrixColumn[] = inputs.map((input, i) => {
    const p = input.profile;
    const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<MatrixStatus, number>;
    return {
      key: profileKey(p.id, p.version ?? LATEST),
      id: p.id,
      version: p.version ?? LATEST,
      label: p.version ? `${p.label} ${p.version}` : p.label,
      verification: profileVerification(p.id),
      reads: ixs[i]!.reads,
      counts,
    };
  });
  const skills: MatrixRow[] = [...paths.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((path) => {
    const cells: Record<string, MatrixCell> = {};
    let name: string | undefined;
    const shapes = new Set<string>();
    let skippedAnywhere = false;
    columns.forEach((col, i) => {
      const cell = cellOf(ixs[i]!, col.label, path);
      cells[col.key] = cell;
      col.counts[cell.status]++;
      if (cell.status === 'skipped') skippedAnywhere = true;
      if (name === undefined && cell.id !== undefined) name = ixs[i]!.skills.get(path)!.name;
      shapes.add(`${cell.status}\0${cell.listed ?? ''}\0${cell.id ?? ''}`);
    });
    return { path, name: name ?? fallbackName(path), scope: paths.get(path)!, cells, skippedAnywhere, differs: shapes.size > 1 };
  });
  return { profiles: columns, skills };
}
