/**
 * Portability verdicts (issue 17 §2 "Portability diagnostics"): how each
 * chosen harness reads one skill, from its own profile (discovery roots, the
 * parser, the loader rules), without touching the file system. Pure; the
 * matrix view and `skill-studio lint --profiles` share it.
 *
 * For every profile: does one of its roots hold this file (else `not-read`:
 * "a folder this harness never reads"); does its parser skip the file
 * (`skipped`: a YAML error, a missing name, a description over its limit,
 * a name that breaks its rule); does it cut the description or name; what
 * does it call the skill. Then, across the chosen profiles, whether the
 * names differ. Each finding is an `info` diagnostic with a typed code
 * (diagnostics/codes/harness.ts) so the editor can list them.
 */
import type { Diagnostic, ProfileId, Scope } from '../types';
import type { Profile } from '../profiles/types';
import { getProfile } from '../profiles';
import { parseSkillText } from '../parse';
import { locate } from '../discovery/locate';
import { normalizePath, joinPath, relativeTo } from '../discovery/pathutil';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { makeReason, reasonOf } from '../diagnostics/reasons';
import { FILE_START } from '../text/positions';

/** The skill to judge: its absolute SKILL.md path, its text, and the session's folders. */
export interface PortableSkill {
  path: string;
  text: string;
  home: string;
  project: string;
  /** Where the harness is started; default `project`. */
  cwd?: string;
  /**
   * Other absolute SKILL.md paths known to hold this skill (a copy or a link the user
   * added, `skill.place`): a harness that never reads `path` but reads one of these
   * is judged on that one instead of reporting `portability-folder-not-read`.
   */
  copies?: readonly string[];
}

/** What one harness does with the skill. */
export interface HarnessVerdict {
  profile: ProfileId;
  label: string;
  confidence: Profile['confidence'];
  /** `loaded`: found and kept; `skipped`: found, dropped by its loader; `not-read`: no root of this harness holds the file. */
  status: 'loaded' | 'skipped' | 'not-read';
  /** The root folder it was found in (absolute), when found. */
  root?: string;
  /** The name the harness calls the skill by (its id rule), when found. */
  name?: string;
  /** The description as the harness keeps it (after any cut), when loaded. */
  description?: string;
  /** The description (or name) was cut by the harness's limit. */
  cut: boolean;
  /** The model never sees it in this harness's listing (`disable-model-invocation`, where read). */
  hiddenFromModel: boolean;
  /** Why it was skipped or not read (catalogue reasons, `Reason`). */
  reasons: { code: string; message: string }[];
  /** The harness's own diagnostics of the file (parser and loader rules), when found. */
  harnessDiagnostics: Diagnostic[];
  /** Portability diagnostics for this harness (info), what `portabilityDiagnostics` collects. */
  diagnostics: Diagnostic[];
}

/** The root folders a profile reads for one session, expanded without the file system (`${addDir}`, `${skillsDir}`, plugins and bundled skills left out). */
export function profileFolders(profile: Profile, home: string, project: string, cwd = project): { scope: Scope; path: string; layout: Profile['discovery']['roots'][number]['layout']; rank?: number }[] {
  const out: { scope: Scope; path: string; layout: Profile['discovery']['roots'][number]['layout']; rank?: number }[] = [];
  const seen = new Set<string>();
  const h = normalizePath(home);
  const p = normalizePath(project);
  const c = normalizePath(cwd);
  for (const t of profile.discovery.roots) {
    if (t.each || t.path.includes('${bundled}') || t.path.includes('${plugin}')) continue;
    const bases = t.walk && t.path.includes('${cwd}') ? ancestors(c, p) : [c];
    for (const base of bases) {
      const path = normalizePath(t.path.replaceAll('${home}', h).replaceAll('${project}', p).replaceAll('${cwd}', base));
      const key = `${t.layout}\0${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ scope: t.scope, path, layout: t.layout, ...(t.rank !== undefined ? { rank: t.rank } : {}) });
    }
  }
  return out;
}

/** `cwd` and its parents up to and including `project` (cwd alone when it is not inside the project). */
function ancestors(cwd: string, project: string): string[] {
  const out = [cwd];
  if (relativeTo(cwd, project) === null) return out;
  let d = cwd;
  while (d !== project && d.includes('/')) {
    d = d.slice(0, d.lastIndexOf('/')) || '/';
    out.push(d);
    if (d === '/') break;
  }
  return out;
}

/** A folder for messages: `~/…` under home, `./…` under the project, else absolute. */
function shown(path: string, home: string, project: string): string {
  const inProject = relativeTo(path, normalizePath(project));
  if (inProject !== null) return inProject || '.';
  const inHome = relativeTo(path, normalizePath(home));
  if (inHome !== null) return inHome ? `~/${inHome}` : '~';
  return path;
}

/** The profile for an id or a profile given as is. */
const asProfile = (p: ProfileId | Profile): Profile => (typeof p === 'string' ? getProfile(p) : p);

/**
 * How each of `profiles` reads `skill` (in the order given). Never throws;
 * work is one parse per profile. Names differing between the chosen harnesses
 * that load the skill add `portability-name-differs` to those verdicts.
 */
export function harnessVerdicts(skill: PortableSkill, profiles: readonly (ProfileId | Profile)[]): HarnessVerdict[] {
  const path = normalizePath(skill.path);
  const cwd = skill.cwd ?? skill.project;
  const all = profiles.map(asProfile);
  const folders = new Map(all.map((p) => [p.id, profileFolders(p, skill.home, skill.project, cwd)] as const));
  const verdicts = all.map((p) => verdictFor(p, path, skill, folders));
  addFolderSuggestions(verdicts, all, path, skill, folders);
  addNameDiffers(verdicts);
  return verdicts;
}

function verdictFor(profile: Profile, path: string, skill: PortableSkill, folders: Map<ProfileId, ReturnType<typeof profileFolders>>): HarnessVerdict {
  const base: HarnessVerdict = {
    profile: profile.id, label: profile.label, confidence: profile.confidence, status: 'not-read', cut: false, hiddenFromModel: false,
    reasons: [], harnessDiagnostics: [], diagnostics: [],
  };
  const approximate = profile.confidence === 'approximate';
  let found: { root: string; loc: NonNullable<ReturnType<typeof locate>>; scope: Scope } | null = null;
  for (const at of [path, ...(skill.copies ?? []).map(normalizePath)]) {
    for (const f of folders.get(profile.id) ?? []) {
      const loc = locate(at, { scope: f.scope, path: f.path, layout: f.layout }, undefined, profile.discovery.lowercaseSkillMd);
      if (loc) { found = { root: f.path, loc, scope: f.scope }; break; }
    }
    if (found) break;
  }
  if (!found) {
    const here = folderOf(path);
    const reads = [...new Set((folders.get(profile.id) ?? []).map((f) => shown(f.path, skill.home, skill.project)))];
    base.reasons.push(makeReason('portability-folder-not-read', { harness: profile.label, folder: shown(here, skill.home, skill.project) }));
    base.diagnostics.push(makeDiagnostic('portability-folder-not-read', FILE_START, {
      harness: profile.label, profile: profile.id, approximate, folder: shown(here, skill.home, skill.project), reads: firstFew(reads),
    }));
    return base;
  }
  base.root = found.root;
  const parsed = parseSkillText(skill.text, { profile, dirName: found.loc.dirName, fileStem: found.loc.fileStem, scope: found.scope, path });
  base.harnessDiagnostics = parsed.diagnostics;
  const fmName = typeof parsed.fields.name === 'string' ? parsed.fields.name.trim() : '';
  base.name = profile.discovery.idRule !== 'directory' && fmName ? fmName : found.loc.locationKey;
  if (parsed.skipped) {
    base.status = 'skipped';
    base.reasons.push(reasonOf(parsed.skipped));
    base.diagnostics.push(makeDiagnostic('portability-skipped', FILE_START, {
      harness: profile.label, profile: profile.id, approximate, reason: parsed.skipped.message, cause: parsed.skipped.code,
    }));
    return base;
  }
  base.status = 'loaded';
  base.description = parsed.fields.description;
  base.hiddenFromModel = parsed.fields.disableModelInvocation === true;
  for (const d of parsed.diagnostics) {
    if ((d.code === 'harness-description-too-long' || d.code === 'harness-name-too-long') && d.data?.cut) {
      base.cut = true;
      if (d.code === 'harness-description-too-long') {
        base.diagnostics.push(makeDiagnostic('portability-description-cut', FILE_START, {
          harness: profile.label, profile: profile.id, approximate, length: d.data.length, max: d.data.max, unit: d.data.unit,
        }));
      }
    }
  }
  return base;
}

/** The folder holding a skill's folder (its root, for the usual `<root>/<dir>/SKILL.md`). */
function folderOf(path: string): string {
  const dir = path.slice(0, path.lastIndexOf('/'));
  return dir.slice(0, dir.lastIndexOf('/')) || '/';
}

/** At most four items and a count, for messages. */
function firstFew(items: string[]): string {
  if (!items.length) return 'no folder of this session';
  return items.length > 4 ? `${items.slice(0, 4).join(', ')} and ${items.length - 4} more` : items.join(', ');
}

/**
 * "only Claude Code reads `.claude/skills`; add `.agents/skills` for these N
 * harnesses": for the verdicts that do not read the file's folder, the
 * folder (same scope, same skill folder name) most of them read.
 */
function addFolderSuggestions(verdicts: HarnessVerdict[], all: Profile[], path: string, skill: PortableSkill, folders: Map<ProfileId, ReturnType<typeof profileFolders>>): void {
  const missing = verdicts.filter((v) => v.status === 'not-read');
  if (!missing.length) return;
  const inHome = relativeTo(path, normalizePath(skill.home)) !== null && relativeTo(path, normalizePath(skill.project)) === null;
  const count = new Map<string, ProfileId[]>();
  for (const v of missing) {
    for (const f of folders.get(v.profile) ?? []) {
      // Codex's roots are `skill-tree` (a SKILL.md anywhere under them, loader.rs): `<root>/<dir>/SKILL.md` is read too.
      if (f.layout !== 'skill-dirs' && f.layout !== 'recursive-skill-md' && f.layout !== 'skill-tree') continue;
      if ((f.scope === 'user') !== inHome) continue;
      const list = count.get(f.path) ?? [];
      if (!list.includes(v.profile)) list.push(v.profile);
      count.set(f.path, list);
    }
  }
  let best: [string, ProfileId[]] | undefined;
  for (const e of count) if (!best || e[1].length > best[1].length) best = e;
  if (!best) return;
  const dirName = path.split('/').slice(-2, -1)[0];
  const target = joinPath(best[0], dirName);
  const label = (id: ProfileId) => all.find((p) => p.id === id)!.label;
  const suggest = `A copy or link at ${shown(target, skill.home, skill.project)}/SKILL.md would be read by ${best[1].length === 1 ? label(best[1][0]) : `${best[1].length} of the chosen harnesses (${best[1].map(label).join(', ')})`}.`;
  for (const v of missing) {
    const d = v.diagnostics.find((x) => x.code === 'portability-folder-not-read');
    if (!d || !best[1].includes(v.profile)) continue;
    const data = { ...d.data, suggest, suggestFolder: best[0], suggestTarget: shown(target, skill.home, skill.project) };
    v.diagnostics[v.diagnostics.indexOf(d)] = makeDiagnostic('portability-folder-not-read', FILE_START, data);
  }
}

/** Among the loaded verdicts, the ones whose name differs from the most common one. */
function addNameDiffers(verdicts: HarnessVerdict[]): void {
  const loaded = verdicts.filter((v) => v.status === 'loaded' && v.name !== undefined);
  const names = new Map<string, HarnessVerdict[]>();
  for (const v of loaded) names.set(v.name!, [...(names.get(v.name!) ?? []), v]);
  if (names.size < 2) return;
  const [common] = [...names.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  for (const v of loaded) {
    if (v.name === common) continue;
    const others = [...names.entries()].filter(([n]) => n !== v.name).map(([n, vs]) => `${vs.map((x) => x.label).join(', ')} call${vs.length === 1 ? 's' : ''} it "${n}"`).join('; ');
    v.diagnostics.push(makeDiagnostic('portability-name-differs', FILE_START, { harness: v.label, profile: v.profile, approximate: v.confidence === 'approximate', name: v.name, others }));
  }
}

/** Every portability diagnostic of `verdicts`, in profile order (what the editor and `lint --profiles` show). */
export function portabilityDiagnostics(verdicts: readonly HarnessVerdict[]): Diagnostic[] {
  return verdicts.flatMap((v) => v.diagnostics);
}
