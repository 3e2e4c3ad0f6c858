/**
 * `explainName`: one name explained in plain words, for the CLI `explain`
 * command and the app's Explain pane (both print `text`). Everything comes from
 * the catalog (statuses and reasons, §3–§5) and the listing (entry fates, §6).
 */
import type { Profile } from '../profiles/types';
import type { Catalog, EntryFate, ListingEntry, ListingRecord, Scope, SkillRecord, SkillStatus } from '../types';
import { lookupSkill } from '../invoke/lookup';
import { closestNames } from './distance';

export { editDistance, closestNames } from './distance';

/** One catalog record that answers to the name. */
export interface ExplainMatch {
  id: string;
  path: string;
  scope: Scope;
  status: SkillStatus;
  /**
   * How the name matched: the id, an alias (display name / folder name), or
   * only without regard to case (`reached` then says whether this harness's
   * lookup folds case: Claude Code's does not).
   */
  via: 'id' | 'alias' | 'case-insensitive';
  /** The listing entry's fate, when the listing has an entry for it. */
  fate?: EntryFate;
  /** True when `/name` and the model's tool reach this file: the answer of `lookupSkill`, the simulator's lookup. */
  reached: boolean;
}

/** The explanation: printable text plus the structured matches, suggestions and look-alike files. */
export interface Explanation {
  text: string;
  matches: ExplainMatch[];
  suggestions: string[];
  lookAlikes: { path: string; codes: string[] }[];
}

const STATUS_WORDS: Record<SkillStatus, string> = {
  listed: 'listed (the model sees it in the skill listing)',
  hidden: 'hidden (loaded, but the model does not see it)',
  shadowed: 'shadowed (another skill with the same name wins; this file is not used)',
  inactive: 'inactive (its paths have not matched, so it is withheld)',
  error: 'error (the harness could not load it as a skill)',
};

/** What the author can do about a reason, by reason code. */
const HINTS: Record<string, string> = {
  'disable-model-invocation': 'Remove disable-model-invocation (or set it to false) to let the model see and call it.',
  'user-invocable-false': 'Remove user-invocable: false to offer it in the / menu.',
  'plugin-description-missing': 'Add a description (or when_to_use) to its frontmatter so the model sees it in the listing.',
  'override-off': 'Remove the skillOverrides entry in your Claude Code settings to turn it back on.',
  'override-user-invocable-only': 'Change the skillOverrides entry to let the model use it.',
  'override-name-only': 'Remove the skillOverrides entry to list its description again.',
  'shadowed-by-higher-scope': 'Rename one of the two skills (folder or name) so both can be used.',
  'name-reaches-other-file': 'Rename this skill\'s folder so its name is unique, or delete the other copy.',
  'keys-taken': 'Give the skills distinct names and folder names.',
  'skill-not-loaded': 'Fix the error above; the harness skips the whole skill until then.',
  unreadable: 'Check the file\'s permissions (the harness needs to read it).',
  'not-utf8': 'Save the file as UTF-8.',
  'binary-file': 'Replace it with a Markdown text file.',
  'file-too-large': 'Move most of the text into files next to SKILL.md and link to them, until the file is under the harness\'s limit.',
  'symlink-loop': 'Point the link at a real file.',
};

/** The hint for `code`, worded for what the skill is: a flat file (legacy command, flat .md) has no folder to rename. */
function hintFor(code: string, s: SkillRecord): string | undefined {
  const hint = HINTS[code];
  if (hint && !s.dir) return hint.replace("this skill's folder", 'this file').replace('(folder or name)', '(file or name)').replace('and folder names', 'and file names');
  return hint;
}

function matchesOf(catalog: Catalog, name: string): { rec: SkillRecord; via: ExplainMatch['via'] }[] {
  const exact = catalog.skills.filter((s) => s.id === name).map((rec) => ({ rec, via: 'id' as const }));
  const alias = catalog.skills.filter((s) => s.id !== name && (s.aliases.includes(name) || s.name === name)).map((rec) => ({ rec, via: 'alias' as const }));
  if (exact.length || alias.length) return [...exact, ...alias];
  const lc = name.toLowerCase();
  return catalog.skills
    .filter((s) => s.id.toLowerCase() === lc || s.aliases.some((a) => a.toLowerCase() === lc))
    .map((rec) => ({ rec, via: 'case-insensitive' as const }));
}

function fateWords(e: ListingEntry): string {
  switch (e.fate) {
    case 'full': return 'The listing shows it with its full description.';
    case 'shortened': return `The listing budget shortened its description${e.cutTail ? ` (${e.cutTail.length} characters cut: "…${e.cutTail.slice(0, 40)}${e.cutTail.length > 40 ? '…' : ''}")` : ''}.`;
    case 'name-only': return 'The listing shows only its name: the budget left no room for the description.';
    case 'omitted': return 'The listing budget left it out entirely; the model does not know it exists.';
  }
}

/** Plain-words paragraph for one record. */
function describe(s: SkillRecord, reached: boolean, listing: ListingRecord | null, byPath: Map<string, SkillRecord>): string[] {
  const out: string[] = [];
  out.push(`- ${s.path}`);
  out.push(`  Found in the ${s.scope} scope (root ${s.root}), id "${s.id}"${s.name !== s.id ? `, display name "${s.name}"` : ''}${s.aliases.length ? `, also answers to ${s.aliases.map((a) => `"${a}"`).join(', ')}` : ''}.`);
  out.push(`  Status: ${STATUS_WORDS[s.status]}.`);
  if (s.shadowedBy) {
    const w = byPath.get(s.shadowedBy);
    out.push(`  The name reaches ${s.shadowedBy}${w ? ` (${w.scope} scope)` : ''} instead of this file.`);
  } else if (reached && s.status !== 'error') out.push('  This is the file the name reaches.');
  out.push(`  Model: ${s.visibleToModel ? 'sees it in the listing' : 'does not see it'}; ${s.invocableByModel ? 'can call it' : 'cannot call it'}.`);
  out.push(`  User: ${s.inUserMenu ? 'sees it in the / menu' : 'does not see it in the / menu'}; ${s.invocableByUser ? `can run /${s.id}` : `cannot run /${s.id}`}.`);
  const entry = listing?.entries.find((e) => e.path === s.path);
  if (entry) out.push(`  ${fateWords(entry)}`);
  else if (listing && s.visibleToModel) out.push('  It is not in the rendered listing.');
  for (const r of s.reasons) {
    out.push(`  Why: ${r.message}`);
    const hint = hintFor(r.code, s);
    if (hint) out.push(`  To change: ${hint}`);
  }
  for (const d of s.diagnostics) if (d.severity !== 'info') out.push(`  ${d.severity}: ${d.code}: ${d.message}`);
  return out;
}

/** Why the harness finds nothing for a name that differs from some skill only in case (§8.1). */
function caseWords(profile: Profile): string {
  const rule = profile.invocation.lookup;
  return rule.spellings.includes('lower') || rule.foldKeys
    ? 'the harness compares names after changing their case, and still finds none of these'
    : `${profile.label} compares names exactly, case included (§8.1)`;
}

/**
 * Explain `name` under `profile`: every file that answers to it (path, scope,
 * status, what the model and the user can do, listing fate, every reason and
 * what would change it), which one the name reaches and why. Which file the
 * name reaches is the answer of `lookupSkill`, the lookup the invocation
 * simulator uses, so Explain and `invoke` agree (a name that differs only in
 * case reaches nothing under Claude Code; codebot lower-cases it). An unknown
 * name gets the closest names (edit distance) and look-alike files
 * (`catalog.files`) whose folder or stem matches. `listing` may be null (no
 * fates then). Never throws.
 */
export function explainName(catalog: Catalog, listing: ListingRecord | null, name: string, profile: Profile): Explanation {
  // The name itself: what `/name` types and what the model passes to the skill tool.
  const q = name.trim().replace(/^\//, '');
  const hit = lookupSkill(catalog.skills, q, profile.invocation).skill;
  const found = matchesOf(catalog, q);
  if (hit && !found.some((f) => f.rec === hit)) found.unshift({ rec: hit, via: 'case-insensitive' });
  const byPath = new Map(catalog.skills.map((s) => [s.path, s]));
  const reachedPath = hit?.path;
  const lines: string[] = [];
  const matches: ExplainMatch[] = found.map(({ rec, via }) => {
    const e = listing?.entries.find((x) => x.path === rec.path);
    return { id: rec.id, path: rec.path, scope: rec.scope, status: rec.status, via, reached: rec.path === reachedPath, ...(e ? { fate: e.fate } : {}) };
  });
  const lookAlikes = catalog.files
    .filter((f) => {
      const parts = f.path.toLowerCase().split('/');
      const file = parts[parts.length - 1].replace(/\.md$/, '');
      return parts.includes(q.toLowerCase()) || file === q.toLowerCase();
    })
    .map((f) => ({ path: f.path, codes: f.diagnostics.map((d) => d.code), messages: f.diagnostics.map((d) => d.message) }));
  let suggestions: string[] = [];
  const onlyCase = found.length > 0 && found.every((f) => f.via === 'case-insensitive');

  if (!found.length || (onlyCase && !hit)) {
    lines.push(`No skill answers to "${q}" under ${profile.label}.`);
    if (onlyCase) {
      lines.push(`Only a different case matches (${found.map((f) => `"${f.rec.id}"`).join(', ')}): ${caseWords(profile)}, so /${q} and the model's tool get "unknown skill".`);
    }
    const names = catalog.skills.flatMap((s) => [s.id, ...s.aliases]);
    suggestions = closestNames(q, names, 5, Math.max(profile.invocation.suggestDistance, 2, Math.floor(q.length / 3)));
    if (suggestions.length) lines.push(`Closest names: ${suggestions.join(', ')}.`);
    if (onlyCase) for (const { rec } of found) lines.push(...describe(rec, false, listing, byPath));
  } else {
    const via = hit && found.find((f) => f.rec === hit)?.via === 'case-insensitive' ? ' (the harness changes the case of the name before comparing)' : '';
    lines.push(`"${q}" under ${profile.label}: ${found.length} file${found.length > 1 ? 's' : ''}${via}.`);
    if (reachedPath) {
      const w = byPath.get(reachedPath)!;
      lines.push(found.length > 1
        ? `/${q} and the model's tool reach ${w.path} (${w.scope} scope): ${winnerWhy(profile)}`
        : `/${q} reaches ${w.path} (${w.scope} scope).`);
    } else lines.push(`Nothing can be reached by "${q}" right now.`);
    for (const { rec } of found) lines.push(...describe(rec, rec.path === reachedPath, listing, byPath));
  }
  if (lookAlikes.length) {
    lines.push('Files that look like this skill but were not loaded:');
    for (const f of lookAlikes) lines.push(`- ${f.path}: ${f.messages.join(' ')}`);
  }
  return { text: lines.join('\n'), matches, suggestions, lookAlikes: lookAlikes.map(({ path, codes }) => ({ path, codes })) };
}

function winnerWhy(profile: Profile): string {
  switch (profile.discovery.sameName) {
    case 'cc-no-dedupe': return 'Claude Code lists every file but a name reaches the first in the order bundled, managed, user, project (nearest folder first), add-dir, legacy commands, plugins (§4, E13).';
    case 'last-wins': return 'the later registration replaces the earlier one (§4).';
    case 'most-trusted': return 'the most trusted scope wins: project, then user, then bundled (§4 CB2).';
    default: return 'the first one found wins.';
  }
}
