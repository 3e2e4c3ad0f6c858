/**
 * Reason codes: why a skill or listing entry has the status or fate it has
 * (hidden, shadowed, inactive, skipped, cut). Like the diagnostic tables, each
 * message is a function of `data` (documented per code), so no engine site
 * writes its own English (issue 12 "Also"). Harness names come from `data`
 * (the profile's `inSentence`), never from the wording.
 */
import type { ReasonTable } from '../reasons';

const where = (path: unknown, scope: unknown): string => `${path} (${scope})`;

/** The status words `partitionSkills` falls back on when a record carries no reason of its own. */
function explainStatus(d: Record<string, any>): string {
  if (d.status === 'hidden') {
    return d.disableModelInvocation
      ? 'disable-model-invocation: true keeps it out of the model\'s listing (E19).'
      : 'The model cannot see this skill.';
  }
  if (d.status === 'inactive') return 'Its `paths` have not matched yet (§5).';
  if (d.status === 'shadowed') return `Another skill with the same name wins${d.shadowedBy ? ` (${d.shadowedBy})` : ''} (§4).`;
  return 'It could not be loaded as a skill.';
}

export const REASON_CODES = {
  // ── Flags and overrides (discovery/resolve.ts) ──
  /** data: none */
  'disable-model-invocation': {
    title: 'disable-model-invocation: true',
    message: () => 'disable-model-invocation: true keeps it out of the model\'s listing and the model cannot call it (E19).',
  },
  /** data: none */
  'user-invocable-false': {
    title: 'user-invocable: false',
    message: () => 'user-invocable: false hides it from the / menu; typing /name is refused (E20).',
  },
  /** data: { harness: string, kind: 'skill' | 'command' } */
  'plugin-description-missing': {
    title: 'Plugin item without a description',
    message: (d) => `${d.harness} lists a plugin ${d.kind} only when its frontmatter has a description or when_to_use; it still runs when called by name.`,
  },
  /** data: none */
  'no-user-path': {
    title: 'No slash commands in this harness',
    message: () => 'This harness has no slash commands; only the model can use skills.',
  },
  /** data: { id: string } */
  'override-off': {
    title: 'skillOverrides: off',
    message: (d) => `skillOverrides sets "${d.id}" to off.`,
  },
  /** data: { id: string } */
  'override-user-invocable-only': {
    title: 'skillOverrides: user-invocable-only',
    message: (d) => `skillOverrides sets "${d.id}" to user-invocable-only: the model neither sees nor calls it.`,
  },
  /** data: { id?: string } (with an id: the catalog's words; without: the listing entry's) */
  'override-name-only': {
    title: 'skillOverrides: name-only',
    message: (d) => d.id !== undefined
      ? `skillOverrides sets "${d.id}" to name-only: listed without its description.`
      : 'skillOverrides sets this skill to name-only, so it is listed without its description.',
  },

  // ── Same name (discovery/resolve.ts, §4) ──
  /**
   * data: { how: 'nested-dropped' | 'replaced', name: string, winner: string, winnerScope: Scope,
   * strategy?: string (the profile's same-name rule, for `replaced`) }
   */
  'shadowed-by-higher-scope': {
    title: 'Shadowed by a skill of the same name',
    message: (d) => d.how === 'nested-dropped'
      ? `Found on file access in a nested .claude/skills, but ${where(d.winner, d.winnerScope)} already has the name "${d.name}", so this one is dropped (§4).`
      : `${where(d.winner, d.winnerScope)} has the same name "${d.name}" and wins (${d.strategy}), so this file is not used (§4).`,
  },
  /** data: { winner: string, winnerScope: Scope, keys: string[] } */
  'keys-taken': {
    title: 'Another skill took some of its names',
    message: (d) => `${where(d.winner, d.winnerScope)} took the name${d.keys.length > 1 ? 's' : ''} ${d.keys.map((k: string) => `"${k}"`).join(', ')}; those now reach that skill (§4).`,
  },
  /**
   * data: { harness: string (profile inSentence), id: string, winner: string, winnerScope: Scope,
   * listed: boolean, lookup: LookupRule['winner'] }. With `unique-only` (Codex 0.171.0, measured
   * `mention-ambiguous`) a name two files answer to reaches neither, so no winner is named.
   */
  'name-reaches-other-file': {
    title: 'Its name reaches another file',
    message: (d) => d.lookup === 'unique-only'
      ? `${d.listed ? 'Still listed' : 'Not listed'} (${d.harness} lists ${d.listed ? 'both' : 'one entry per name'}), but ${where(d.winner, d.winnerScope)} has the same name "${d.id}", and ${d.harness} invokes neither by that name (§4).`
      : d.listed
        ? `Still listed (${d.harness} lists both), but /${d.id} and the Skill tool reach ${where(d.winner, d.winnerScope)}, which comes first in lookup order (§4, E13).`
        : `Not listed (${d.harness} lists one entry per name): /${d.id} and the Skill tool reach ${where(d.winner, d.winnerScope)}, which comes first in lookup order (§4, E13).`,
  },

  // ── Activation (discovery/activation.ts, §5) and held-back roots (discovery/plugins.ts) ──
  /**
   * data: { rule: 'previous' } | { rule: 'cc-touched', harness, patterns: string[], touched: number }
   * | { rule: 'cb-worktree', harness, patterns: string[], files?: number (undefined: no working-tree list) }
   */
  'paths-not-matched': {
    title: '`paths` has not matched',
    message: (d) => d.rule === 'cc-touched'
      ? `paths (${d.patterns.join(', ')}) makes it conditional: ${d.harness} withholds it from the listing and from /name until the agent reads, writes or edits a file under cwd that matches (gitignore rules, §5, E15). ${d.touched ? `None of the ${d.touched} touched file(s) match.` : 'No file has been touched yet.'} Touch a matching file, or remove paths to make it always available.`
      : d.rule === 'cb-worktree'
        ? `paths (${d.patterns.join(', ')}) matches no file in the working tree${d.files !== undefined ? ` (${d.files} files)` : ' (no working-tree list given)'}, so ${d.harness} neither lists it nor lets anyone invoke it (§5 CB1). Create a matching file, or remove paths.`
        : 'paths has not matched yet, so it stays inactive (§5, E15).',
  },
  /** data: none (only Claude Code 2.1.332 discovers skills-dir plugins) */
  'plugin-project-untrusted': {
    title: 'Project not trusted yet',
    message: () => 'Claude Code 2.1.332 loads a plugin in the project\'s .claude/skills only once you have accepted its trust dialog for this folder (~/.claude.json has no hasTrustDialogAccepted for it), and never under -p in a folder not trusted yet. Open the folder in Claude Code and accept the dialog.',
  },

  // ── Statuses without a reason of their own (listing/select.ts) ──
  /** data: { status: 'hidden', disableModelInvocation: boolean } */
  hidden: { title: 'Hidden from the model', message: explainStatus },
  /** data: { status: 'inactive' } */
  inactive: { title: 'Inactive', message: explainStatus },
  /** data: { status: 'shadowed', shadowedBy?: string } */
  shadowed: { title: 'Shadowed', message: explainStatus },
  /** data: { status: 'error' } */
  error: { title: 'Not loaded', message: explainStatus },
  /** data: { status: string, disableModelInvocation: boolean, shadowedBy?: string } */
  'not-visible-to-model': { title: 'Not visible to the model', message: explainStatus },

  // ── Claude Code listing (listing/cc.ts, §6.2) ──
  /** data: { allowance: number, namesOnlyBelow: number } */
  'budget-names-only': {
    title: 'Listed by name only (budget)',
    message: (d) => `The per-entry allowance (${d.allowance}) is below ${d.namesOnlyBelow}, so every non-bundled skill is listed by name only (§6.2).`,
  },
  /** data: { allowance, budget, fixedWidth, nameCost, separators, count: number (non-bundled entries) } */
  'budget-even': {
    title: 'Description cut evenly (budget)',
    message: (d) => `Over budget: each non-bundled description gets ${d.allowance} columns, floor((${d.budget} − ${d.fixedWidth} − ${d.nameCost} − ${d.separators}) / ${d.count}) (§6.2, 2.1.112).`,
  },
  /** data: { score: number (rounded usage score) } */
  'budget-priority': {
    title: 'Name only (usage priority)',
    message: (d) => `Over budget: less-used skills keep only their name (usage score ${d.score}; §6.2 priority mode, 2.1.332).`,
  },
  /** data: none (the cc-lines format is Claude Code's only) */
  'multiline-folded': {
    title: 'Line breaks folded',
    message: () => 'Line breaks (and, in Claude Code 2.1.332, tabs) in the description are written as spaces in the listing (measured: each run of line breaks becomes one space).',
  },
  /** data: { cap: number } */
  'entry-cap': {
    title: 'Cut at the per-entry cap',
    message: (d) => `Description + when_to_use is over the per-entry cap of ${d.cap}; cut to ${d.cap - 1} + "…" (§6.2).`,
  },

  // ── codebot listing (listing/codebot.ts, §6.2 CB1; the cb-lines format is codebot's only) ──
  /** data: { budget: number (bytes) } */
  'budget-stop': {
    title: 'Listing budget reached',
    message: (d) => `The ${d.budget}-byte listing budget was reached at or before this skill; codebot stops at the first line that does not fit (§6.2 CB1).`,
  },
  /** data: { lineCap: number (runes) } */
  'line-cap': {
    title: 'Line cut at the cap',
    message: (d) => `The line is over ${d.lineCap} runes; cut to ${d.lineCap - 1} + "…" (§6.2 CB1).`,
  },
  /** data: { whenCap: number (runes) } */
  'when-cap': {
    title: 'When text cut at the cap',
    message: (d) => `The when text is over ${d.whenCap} runes; cut with "…" (§6.2 CB1).`,
  },
  /** data: none */
  'when-dropped': {
    title: 'When line left out',
    message: () => 'The when line did not fit in the budget and was left out (§6.2 CB1).',
  },

  // ── Parse skips (parse/index.ts, parse/frontmatter.ts) ──
  /** data: none */
  'field-wrong-type': {
    title: 'description is not a string',
    message: () => 'description is not a string; the harness cannot decode the frontmatter.',
  },
  /** data: none */
  'description-missing': {
    title: 'No description',
    message: () => 'No description: the loader skips this skill.',
  },
  /** data: { error?: string (the YAML parser's short message) } */
  'yaml-invalid-skipped': {
    title: 'Invalid YAML: skill not loaded',
    message: (d) => `Invalid YAML in frontmatter (${d.error ?? 'parse error'}); the skill is not loaded.`,
  },
  /** data: { error?: string } */
  'yaml-unparseable': {
    title: 'Invalid YAML',
    message: (d) => `Invalid YAML in frontmatter: ${d.error ?? 'parse error'}.`,
  },
  /** data: none */
  'frontmatter-not-mapping': {
    title: 'Frontmatter is not a mapping',
    message: () => 'The frontmatter is not a mapping of keys to values.',
  },

  // ── Folders a harness never reads (portability/, matrix/) ──
  /** data: { harness: string (profile label), folder: string (as shown) } */
  'portability-folder-not-read': {
    title: 'Folder not read',
    message: (d) => `${d.harness} never reads ${d.folder}.`,
  },
  /** data: { harness: string (profile label), folder: string } */
  'folder-not-read': {
    title: 'Folder not read',
    message: (d) => `${d.harness} does not read ${d.folder}.`,
  },
} satisfies ReasonTable;
