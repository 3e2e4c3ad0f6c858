/**
 * Core data types of the Skill Studio engine.
 *
 * Everything here is plain, serialisable data (no classes, no functions) so it
 * can cross IPC, the web host and the CLI's `--json` unchanged.
 * Reference: ../shared/reference/README.md ("Conventions") fixes the names.
 */
import type { PROFILES } from './profiles/registry';

/** Severity of a diagnostic; `info` < `warning` < `error`. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * A source range, 1-based. `column`/`endColumn` count UTF-16 code units
 * (what Monaco uses); `endColumn` is exclusive. A whole-file diagnostic uses
 * line 1, column 1 to line 1, column 1.
 */
export interface Range {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * A finding about a file or skill. `code` is stable kebab-case: a key of the
 * engine's catalogue (`DiagnosticCode`, diagnostics/catalogue.ts) or of packaging's
 * (`PackCode`, shared/pack/codes.ts); `message` is rendered from the code by that
 * catalogue (never parsed). `data` carries the
 * values the message was rendered from (for quick fixes and the UI).
 */
export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  range: Range;
  /** Absolute path of the file the range refers to, when not the skill's own SKILL.md. */
  path?: string;
  data?: Record<string, unknown>;
}

/** Where a skill was found (reference README, "Scopes"). */
export type Scope = 'bundled' | 'managed' | 'user' | 'project' | 'add-dir' | 'plugin' | 'legacy-command' | 'extra';

/** What happened to a skill as a whole (reference README, "Statuses"). */
export type SkillStatus = 'listed' | 'hidden' | 'shadowed' | 'inactive' | 'error';

/** What the budget did to one listing entry. */
export type EntryFate = 'full' | 'shortened' | 'name-only' | 'omitted';

/** Profile ids (reference README, "Profiles"), derived from the registry (profiles/registry.ts). */
export type ProfileId = (typeof PROFILES)[number]['id'];

/** Version ids of every profile that has versions (`2.1.112`, ...), derived from the registry. */
export type VersionId = NonNullable<(typeof PROFILES)[number]['versions']>[number]['id'];

/** A version as users and settings name it: a version id or `latest` (the newest). */
export type VersionSelector = 'latest' | VersionId;

/** Unit in which a profile measures listing lengths. */
export type LengthUnit = 'display-width' | 'utf16' | 'bytes' | 'runes';

/** How files are laid out inside a root. */
export type RootLayout =
  /** `<root>/<dir>/SKILL.md`, immediate children only (Claude Code skills dirs). */
  | 'skill-dirs'
  /** `<root>/<name>.md` flat files (codebot bundled, OpenHarness bundled). */
  | 'flat-md'
  /** codebot: `<root>/X.md` and `<root>/<dir>/SKILL.md` (first found deeper, named after the top dir). */
  | 'codebot-mixed'
  /** Claude Code legacy `.claude/commands/**\/*.md`. */
  | 'legacy-commands'
  /** A plugin root: `<plugin>/skills/<dir>/SKILL.md`, ids `<plugin>:<dir>`. */
  | 'plugin'
  /**
   * A plugin's legacy commands, root `<plugin>/commands`: every `*.md` below it, ids
   * `<plugin>:<ns>:<stem>` (a folder holding a `SKILL.md` is one command named after the
   * folder); delivered as commands (no `Base directory` line). Claude Code 2.1.112 cli.js
   * `nNK`/`zPY`, measured under 2.1.112 and 2.1.332 (test/conformance/inputs/plugin-commands).
   */
  | 'plugin-commands'
  /**
   * Every file named exactly `SKILL.md` at any depth below the root, named after the
   * folder holding it (Goose `walk_files_recursively`, Crush `fastwalk`); dot folders are
   * walked except `.git`, `.hg`, `.svn` (Goose `should_skip_dir`; Crush skips none: harmless).
   */
  | 'recursive-skill-md'
  /** Every `SKILL.md` in the tree below the root, as `DiscoverySection.tree` bounds it (Codex, Gemini CLI, OpenCode). */
  | 'skill-tree'
  /** `skill-tree`, and each `<root>/<name>.md` file is a skill too (pi's `pi`-mode roots). */
  | 'skill-tree-md';

/** One folder the engine scans. `path` is absolute, '/'-separated. */
export interface RootSpec {
  scope: Scope;
  path: string;
  layout: RootLayout;
  /** For plugin roots: the plugin's name (from `.claude-plugin/plugin.json` or the folder). */
  pluginName?: string;
  /** For plugin roots: Claude Code's plugin id (`name@inline`, `name@<marketplace>`, `name@skills-dir`). */
  pluginId?: string;
  /** Why the harness does not load this root yet (its skills are `inactive` with this reason), e.g. an untrusted project's skills-dir plugin. */
  heldBack?: Reason;
  /** For project roots found by walking up: 0 = cwd, 1 = parent, ... (nearest first). */
  depth?: number;
  /** Whether the harness treats this scope as trusted (shell injection, privileged fields). */
  trusted?: boolean;
  /** `ranked` precedence: the root template's rank (lower wins). */
  rank?: number;
  /** A built-in root whose entries the budget shortens like the input's ({@link RootTemplate}'s `budget`). */
  budgetCounted?: true;
  /** `cc-no-dedupe` lookup rank of the root, instead of its scope's ({@link RootTemplate}'s `lookupRank`). */
  lookupRank?: number;
}

/** The frontmatter fields after normalisation, as the active profile reads them. */
export interface SkillFields {
  /** Frontmatter `name` as written (string form), if any. */
  name?: string;
  /** The description the harness uses (after fallbacks). */
  description: string;
  /** Where `description` came from. */
  descriptionSource: 'frontmatter' | 'body' | 'fallback' | 'none';
  whenToUse?: string;
  argumentHint?: string;
  /** Named arguments from `arguments` (blank and numeric names dropped). */
  arguments: string[];
  disableModelInvocation: boolean;
  userInvocable: boolean;
  allowedTools: string[];
  disallowedTools: string[];
  model?: string;
  effort?: string | number;
  context: 'inline' | 'fork';
  agent?: string;
  /** Raw `paths` patterns after splitting (before the harness's reductions). */
  paths: string[];
  hooks?: unknown;
  shell?: string;
  version?: string;
  license?: string;
  compatibility?: string;
  metadata?: Record<string, string>;
}

/** Position of one frontmatter key and its value in the file. */
export interface KeyRange {
  key: Range;
  value: Range;
  /** 0-based UTF-16 offsets of the value in the whole file. */
  valueStart: number;
  valueEnd: number;
}

/**
 * The result of parsing one SKILL.md text under a profile. Never thrown; a
 * broken file still yields a best-effort body and diagnostics.
 */
export interface ParsedSkill {
  /** Whether the profile's fence rule found a frontmatter block. */
  hasFrontmatter: boolean;
  /** Raw frontmatter text between the fences ('' when none). */
  frontmatterText: string;
  /** Frontmatter as the harness ends up using it (after retries/fallbacks); {} when dropped. */
  data: Record<string, unknown>;
  /** 'ok' | 'recovered' (CC quote retry worked) | 'failed' (unparseable, fallback used) | 'none'. */
  yamlState: 'ok' | 'recovered' | 'failed' | 'none';
  fields: SkillFields;
  /** The body as the harness delivers it (profile-dependent: stripped or whole file). */
  body: string;
  /** 0-based UTF-16 offset of `body`'s first character in the file text (0 when whole file). */
  bodyOffset: number;
  /** Ranges of each top-level key present. */
  keys: Record<string, KeyRange>;
  diagnostics: Diagnostic[];
}

/** A reason a skill has the status or fate it has; `code` is kebab-case, `message` plain words. */
export interface Reason {
  code: string;
  message: string;
}

/**
 * One loaded skill as the catalog holds it. Serialisable; the body text is not
 * kept here (ask the port/service for the file when invoking).
 */
export interface SkillRecord {
  /** The key the harness lists and invokes it by (CC: folder name; plugins `<plugin>:<name>`). */
  id: string;
  /** Display name (frontmatter name where the harness uses one, else the id). */
  name: string;
  /** Other keys that resolve to this skill (CC display name; OH command/display names). */
  aliases: string[];
  scope: Scope;
  /** Absolute path of the root this was found in. */
  root: string;
  /** Absolute path of the file (SKILL.md or flat .md). */
  path: string;
  /** Absolute skill directory, or null for flat files. */
  dir: string | null;
  /** Real path of the file (symlinks resolved) used for identity dedupe. */
  realPath: string;
  layout: RootLayout;
  pluginName?: string;
  /** Load order index (the harness's scan order). */
  order: number;
  /** `ranked` precedence: its root's rank (lower wins). */
  rank?: number;
  /** From a built-in root whose entries the budget shortens like the input's (RootSpec.budgetCounted). */
  budgetCounted?: true;
  /** `cc-no-dedupe` lookup rank of its root (RootSpec.lookupRank), instead of its scope's. */
  lookupRank?: number;
  /** `ranked` precedence: the load order of the first skill with this name, where the winner is listed (Roo Code keeps the first slot). */
  slot?: number;
  description: string;
  whenToUse?: string;
  argumentHint?: string;
  /**
   * Where `description` and `whenToUse` are written in the file (value ranges,
   * whole-file coordinates, from `ParsedSkill.keys`), so per-skill listing
   * diagnostics can sit on them. `description` only when it comes from the
   * frontmatter (`fields.descriptionSource === 'frontmatter'`); absent when unknown.
   */
  ranges?: { description?: Range; whenToUse?: Range };
  fields: SkillFields;
  yamlState: ParsedSkill['yamlState'];
  visibleToModel: boolean;
  invocableByUser: boolean;
  invocableByModel: boolean;
  /** Shown in the user's `/` menu. */
  inUserMenu: boolean;
  status: SkillStatus;
  reasons: Reason[];
  /** Path of the file whose entry wins over this one, when shadowed or when lookups reach another. */
  shadowedBy?: string;
  /** True when trusted by the profile's rules (shell, privileged fields). */
  trusted: boolean;
  /** File size in bytes; body length in characters and lines. */
  size: number;
  bodyChars: number;
  diagnostics: Diagnostic[];
}

/** A file that looked like a skill but was not loaded (wrong case, nested, flat .md in a skills root, unreadable...). */
export interface LooseFile {
  path: string;
  scope?: Scope;
  root?: string;
  diagnostics: Diagnostic[];
}

/** Result of scanning all roots under a profile. */
export interface Catalog {
  profile: ProfileId;
  roots: RootSpec[];
  skills: SkillRecord[];
  files: LooseFile[];
  /** Catalog-wide diagnostics (duplicate names, roots that could not be read). */
  diagnostics: Diagnostic[];
}

/** Inputs to the listing budget (reference §6.2). */
export interface ListingOptions {
  /** Explicit total budget in the profile's unit; overrides the window computation. */
  budget?: number;
  /** Context window in tokens; overrides the model's. */
  contextWindowTokens?: number;
  /** Bytes per token; overrides the model's. */
  bytesPerToken?: number;
  /**
   * The model id whose window and bytes per token set the budget (CC: `--model`,
   * `ANTHROPIC_MODEL`, settings `model`; see engine/models.ts). Absent: the profile's
   * `listing.defaultModel`.
   */
  model?: string;
  /** Where `model` came from, in words (for the budget panel). */
  modelSource?: string;
  budgetFraction?: number;
  /** Per-entry cap (CC `skillListingMaxDescChars`). */
  maxEntryChars?: number;
  /** Usage records as Claude Code keeps them. */
  usage?: UsageRecords;
  /** Epoch ms used as "now" for usage scores. */
  now?: number;
}

/** Usage records `{ "<name>": { usageCount, lastUsedAt } }` (lastUsedAt epoch ms). */
export type UsageRecords = Record<string, { usageCount: number; lastUsedAt?: number }>;

/** One line (or block) of the rendered listing. */
export interface ListingEntry {
  id: string;
  name: string;
  path: string;
  fate: EntryFate;
  /** The rendered text of this entry ('' when omitted). */
  text: string;
  /** Full text it would have had without any budget or cap. */
  fullText: string;
  /** Characters of the description lost to the cap or the budget (the cut tail). */
  cutTail: string;
  /** Cost of this entry in the listing unit (including its separator). */
  cost: number;
  reasons: Reason[];
}

/** The listing the model sees, with the budget maths. */
export interface ListingRecord {
  profile: ProfileId;
  text: string;
  budget: number;
  used: number;
  unit: LengthUnit;
  entries: ListingEntry[];
  /** Skills not in the listing at all and why (hidden, inactive, shadowed, error). */
  excluded: { id: string; path: string; status: SkillStatus; reasons: Reason[] }[];
  /** How the budget was computed, in words ("200000 tokens x 4 x 0.01"). */
  budgetSource: string;
  /** The model the budget follows (window-based budgets only), with the source of each number. */
  budgetModel?: BudgetModel;
  mode: 'fits' | 'even-shortening' | 'names-only' | 'priority' | 'stop-at-overflow' | 'skip-overflow';
  diagnostics: Diagnostic[];
}

/** The model behind a window-based listing budget, each number with its source. */
export interface BudgetModel {
  id: string;
  /** Where the id came from (`--model`, `ANTHROPIC_MODEL`, a settings file, the release's default). */
  from: string;
  /** False when the model table has no figures for it (fallback numbers). */
  known: boolean;
  contextWindow: number;
  windowSource: string;
  bytesPerToken: number;
  bytesSource: string;
  fraction: number;
}

/** How a skill is being invoked. */
export interface InvocationRequest {
  /** The name typed or passed to the skill tool. */
  name: string;
  as: 'model' | 'user';
  /** Argument text (for `user`, the text after `/name `). Undefined = none given. */
  args?: string;
  sessionId?: string;
  cwd?: string;
  /** Epoch ms. */
  now?: number;
  /** True when the user typed /name in this turn (CC lets the model bypass disable-model-invocation). */
  userTypedThisTurn?: boolean;
  /**
   * How the harness runs: `interactive` (default; a permission question is asked) or `print`
   * (Claude Code `-p`: nobody can answer, so what would ask is refused; measured, point 23).
   */
  session?: 'interactive' | 'print';
  /** Tool permission rules the session allows (Claude Code `--allowedTools`, e.g. `Skill`, `Skill(name)`). */
  allowedTools?: string[];
  /**
   * The sub-agent's last text of a forked skill, when known (Claude Code puts it in the
   * Skill tool result, point 24). Absent: the harness's default text.
   */
  forkResult?: string;
}

/** One substitution made in the body. Offsets are 0-based UTF-16 in `InvocationRecord.body`. */
export interface Substitution {
  placeholder: string;
  value: string;
  start: number;
  end: number;
  /** Where the value came from: 'arguments' | 'argument-index' | 'named-argument' | 'skill-dir' | 'session-id' | 'plugin-root' | 'appended'. */
  source: string;
  /** Set when the placeholder was left literal or emptied for lack of arguments. */
  flag?: 'missing-argument-emptied' | 'missing-argument-literal' | 'path-missing';
}

/** A shell command found in the body (never run by the engine). Offsets in `InvocationRecord.body`. */
export interface ShellCommand {
  command: string;
  start: number;
  end: number;
  kind: 'inline' | 'fenced';
  /** Whether the profile would run it for this scope. */
  wouldRun: boolean;
  /** Why not, or a warning (policy, untrusted scope, injected arguments). */
  note?: string;
  /** Argument text ended up inside the command. */
  injectedArguments?: boolean;
}

/** What invoking a skill changes in the session (reference §12). */
export interface InvocationDelta {
  allowedTools: string[];
  disallowedTools: string[];
  model?: string;
  effort?: string | number;
  paths: string[];
  hooks?: unknown;
  /** Fields the profile cleared, and why (untrusted scope). */
  cleared: { field: string; reason: string }[];
}

/** A message the harness delivers. */
export interface DeliveredMessage {
  role: 'user' | 'tool' | 'system';
  text: string;
  /** Hidden from the transcript the user sees (CC's meta message). */
  hidden: boolean;
  label?: string;
  /** A tool result the harness marks as an error (Anthropic API `is_error: true`). */
  isError?: boolean;
}

/** The full record of one simulated invocation. */
export interface InvocationRecord {
  profile: ProfileId;
  request: InvocationRequest;
  allowed: boolean;
  reason?: string;
  /**
   * Nothing was refused: the harness sent the typed text to the model as an ordinary message
   * (Claude Code 2.1.332 with an unknown `/name`); `reason` says so. `allowed` is false (no skill ran).
   */
  sentAsText?: boolean;
  /** Skill that the name resolved to. */
  skillId?: string;
  skillPath?: string;
  suggestions: string[];
  mode: 'inline' | 'fork';
  messages: DeliveredMessage[];
  /** The expanded body (what the skill contributes, after substitutions). */
  body: string;
  /** How the argument string splits (`$0`, `$1`, ...) and named arguments. */
  argv: string[];
  named: Record<string, string>;
  substitutions: Substitution[];
  shellCommands: ShellCommand[];
  delta: InvocationDelta;
  fork?: { agent: string; task: string; model?: string };
  diagnostics: Diagnostic[];
}
