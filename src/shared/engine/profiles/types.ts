/**
 * The shape of a harness profile: a data record the engine reads. Behaviour
 * differences are expressed as named strategies and numbers here, never as
 * `if (profile.id === ...)` in the engine (reference README, "Profiles").
 *
 * Each section is owned by one engine module and defined per profile in
 * `profiles/sections/<section>.ts`; `profiles/index.ts` assembles them.
 */
import type { LengthUnit, ProfileId, RootLayout, Scope, VersionId } from '../types';
import type { FieldRules } from './sections/parse';

/** Parsing rules (reference §1, §2.3, §14). */
export interface ParseSection {
  /**
   * Fence rule:
   * - `cc`: file starts with `---` + optional whitespace + newline; closes at the first `---` anywhere after, followed by optional whitespace and newline/EOF (CC, ASref).
   * - `lf-strict`: must start with `---\n`; closes at first `\n---\n` (OH: CRLF and EOF fences not recognised).
   * - `cb1`: starts with `---\n` or `---\r\n`; closes at first `\n---` (a line *starting* with `---`).
   * - `line-trim`: first line trims to `---`; next line that trims to `---` (CB2/CX/minimal).
   */
  fence: 'cc' | 'lf-strict' | 'cb1' | 'line-trim';
  /**
   * YAML reading: full `yaml` parse (YAML 1.2 core, duplicate keys an error); `pyyaml` (OH
   * `yaml.safe_load`: YAML 1.1 — `yes`/`on`/`off` booleans, timestamps — duplicate keys allowed,
   * last wins); `strict-strings` (ASref strictyaml: all scalars strings, no flow style);
   * `line-kv` (`key: value` lines only).
   */
  yaml: 'yaml' | 'pyyaml' | 'strict-strings' | 'line-kv';
  /** On YAML error: CC quote-retry then `{}`; OH fallback chain; skip the skill; report an error (ASref). */
  onYamlError: 'cc-quote-retry' | 'oh-fallback' | 'skip' | 'error';
  /** What the invocation delivers as the body. */
  body: 'stripped' | 'stripped-trimmed' | 'whole-file';
  /**
   * Description fallback when none is given. `copilot-body-text`: the body's lines trimmed, blank
   * lines and lines starting with `#` left out, joined with one space, cut to 1,024 UTF-16 units
   * (Copilot CLI 1.0.102, measured: `no-desc`, `fallback-multi`, `fallback-long`).
   */
  descriptionFallback: 'cc-body-first-line' | 'oh-file-scan' | 'cb-first-body-line' | 'copilot-body-text' | 'none';
  /** A skill with no usable description is skipped (minimal, CX, OC). */
  requireDescription: boolean;
  /**
   * A file without a frontmatter block is skipped, even though a missing description alone
   * is not (Copilot CLI 1.0.102: `no-frontmatter` absent, `no-desc` listed; measured). Absent: false.
   */
  requireFrontmatter?: boolean;
  /** What the loader checks before it keeps a skill (issue 17 harnesses); absent: no such checks. */
  loader?: LoaderRules;
  /**
   * A UTF-8 byte-order mark at the start of the file: `strip` (Claude Code 2.1.332 removes it
   * before the frontmatter is read, so the block is found; measured, claude-code-measured.md
   * point 11) or `keep` (the default: it is text before `---`, so there is no frontmatter, E12).
   */
  bom?: 'strip' | 'keep';
  /**
   * A frontmatter line indented with tabs, which YAML forbids (B07): `error` (the default: the
   * YAML fails like any other error, `onYamlError` decides; eemeli/yaml and 2.1.112) or
   * `as-spaces` (the line reads as if each leading tab were a space, so a tab-indented
   * continuation of a plain scalar folds into it: Claude Code 2.1.332, measured on cases/B07
   * `spell-docs` and inputs/encoding `tab-cont`, point 12). Applied only when the YAML fails
   * as written and reads cleanly so; `tab-in-frontmatter` still warns.
   */
  tabIndent?: 'error' | 'as-spaces';
}

/** A length counted in a harness's own unit: JS `length`, UTF-8 bytes (Go `len`), code points (Rust `chars`, Python `len`). */
export type LimitUnit = 'utf16' | 'bytes' | 'code-points';

/**
 * Checks a harness's loader applies to a skill's name and description before
 * keeping it, as data (parse/loader.ts applies them; each harness file cites
 * the source lines). `skip`: the harness drops the skill (`skill-not-loaded`);
 * `cut`: it keeps the first `max` units and goes on.
 */
export interface LoaderRules {
  /**
   * No non-blank string `name` in the frontmatter: skipped (`harness-name-missing`), no folder
   * fallback (Roo, Crush, Goose, VS Code, Qwen Code; Gemini CLI skillLoader.ts:45-51, OpenCode
   * `Info.pick`; measured). Checked only on a frontmatter that parsed. Absent: false.
   */
  requireName?: boolean;
  /** XML-like tags (`<[^>]+>`) removed from name and description first (VS Code `sanitizeAgentSkillText`). */
  stripTags?: boolean;
  /** Name rules, checked in this order: pattern, length, folder. */
  name?: {
    /** A JavaScript regular expression source the whole name must match (`u` flag). */
    pattern?: string;
    /** What the harness says the pattern means, for messages ("letters, digits and single hyphens"). */
    patternText?: string;
    maxLength?: number;
    unit?: LimitUnit;
    /** Over `maxLength`: skipped, or cut to it (VS Code). */
    overLength?: 'skip' | 'cut';
    /** The (sanitised, cut) name must equal the skill's folder name, exactly or ignoring case; else skipped. */
    folder?: 'exact' | 'case-insensitive';
  };
  /** `user-invocable` when the frontmatter does not set it (Crush skills.go:38-50: false). Absent: true. */
  userInvocableDefault?: boolean;
  /** Description length rule (after trimming when `trim`). */
  description?: { max: number; unit: LimitUnit; over: 'skip' | 'cut'; trim?: boolean };
  /**
   * Keys whose value, when present and not null, must have this YAML type, else the skill is
   * skipped (`harness-field-type`; Cline loader.ts:231-263 `parseStringField`/`parseBooleanField`
   * throw `Frontmatter field 'X' must be a string.`). Absent: no such check.
   */
  types?: Record<string, 'string' | 'boolean'>;
  /** A body that is blank after trimming skips the skill (`harness-body-missing`; Cline loader.ts:296-299). */
  requireBody?: boolean;
  /**
   * Keys that turn a skill off while it stays loaded (it keeps its id and shadows same-named
   * skills, but is neither listed nor run): the first of them that holds a boolean decides, off
   * when it equals `value` (Cline loader.ts:309-311: `disabled ?? (enabled === false)`).
   */
  disabledBy?: { key: string; value: boolean }[];
}

/** Where skills are found and who wins (reference §3, §4, §5). */
export interface DiscoverySection {
  /** Root templates in scan order; `${home}`, `${project}`, `${cwd}`, `${addDir}`, `${skillsDir}`, `${plugin}`, `${bundled}` expand from the roots config. */
  roots: RootTemplate[];
  /** How the id is chosen. */
  idRule: 'directory' | 'frontmatter-name' | 'frontmatter-name-else-directory';
  /**
   * Same-name handling:
   * - `cc-no-dedupe`: all loaded and listed; lookups reach the first in scan order.
   * - `last-wins`: later registration replaces earlier (OH, CB1).
   * - `most-trusted`: lowest scope priority number wins (CB2).
   * - `first-wins`.
   * - `ranked`: the lowest {@link RootTemplate.rank} wins; the winner lists in the first slot of its name (Roo Code `getSkillsForMode`).
   */
  sameName: 'cc-no-dedupe' | 'last-wins' | 'most-trusted' | 'first-wins' | 'ranked';
  /**
   * The order `last-wins`/`first-wins` count in: `scan` (default: roots in order, each walked
   * by name) or `path-lower` (Crush skills.go:285-292: every skill sorted by its lower-cased
   * folder path, then lower-cased name, before `Deduplicate` keeps the last).
   */
  registration?: 'scan' | 'path-lower';
  /**
   * Under `cc-no-dedupe`, whether a file whose name reaches another one is still listed:
   * `all` (the default; Claude Code 2.1.112 lists both) or `winner-only` (2.1.332 lists one
   * entry per name: a same-named project skill under a user skill, or a legacy command with a
   * skill's name, is left out; measured, claude-code-measured.md points 8 and 9).
   */
  sameNameListing?: 'all' | 'winner-only';
  /**
   * A skill file that is not valid UTF-8: `skip` (the default: `not-utf8`, §14) or `replace`
   * (read with U+FFFD for each bad sequence and loaded, `not-utf8-replaced`: Claude Code 2.1.112
   * and 2.1.332 list and run a Latin-1 SKILL.md so, measured with npm run conformance).
   */
  invalidUtf8?: 'skip' | 'replace';
  /** One real file reached through two roots is loaded once. */
  dedupeByRealPath: boolean;
  /** `paths` activation: CC (touched files, gitignore semantics), codebot (working tree has a match), none. */
  pathsActivation: 'cc-touched' | 'cb-worktree' | 'none';
  /** Scopes whose skills are trusted for shell injection and privileged fields. */
  trustedScopes: Scope[];
  /** Flag look-alike files (skill.md, nested SKILL.md, flat .md in a skills dir). */
  lookAlikes: boolean;
  /** Which extra keys resolve to a skill besides its id (§4, E4): the frontmatter name (CC display name, OH) and the folder name (OH command name). */
  keys: { frontmatterName: boolean; folderName: boolean };
  /**
   * The `skill-tree` layout's walk (issue 17 harnesses): every file named
   * exactly `SKILL.md` at most `maxDepth` folders below the root (Codex BFS 6,
   * Gemini CLI glob `*\/SKILL.md` 1, OpenCode `**` unbounded), a `SKILL.md` in
   * the root itself when `rootFile`, folders whose name starts with `.`
   * skipped when `skipHidden`, folders below a skill still walked. Absent:
   * depth 6, no root file, hidden skipped.
   */
  tree?: TreeWalk;
  /**
   * Characters of the frontmatter name each replaced by `with` before it becomes
   * the id (Gemini CLI skillLoader.ts:179-180: `: \ / < > * ? " |` → `-`). Absent: none.
   */
  idReplace?: { chars: string; with: string };
  /**
   * `lower`: the id is the (trimmed) name lower-cased, so names differing only in case are one
   * skill (Cline loader.ts:103-105, 550 `normalizeName`); the display name keeps its case.
   * Absent: the id keeps the name's case.
   */
  idCase?: 'lower';
  /**
   * A YAML file next to SKILL.md (relative to the skill folder) whose
   * `policy.allow_implicit_invocation: false` keeps the skill out of the
   * listing while a named invocation still reaches it (Codex `agents/openai.yaml`,
   * loader.rs `load_skill_metadata`, render.rs `allowed_skills_for_implicit_invocation`;
   * measured 0.171.0). Unreadable or invalid → ignored ("fail open"). Absent: none.
   */
  policyFile?: string;
  /** Whether symbolic links to folders inside a root are followed (§3.2: CC and OH yes; CB1 Go ReadDir skips them). */
  followDirLinks: boolean;
  /** A lower-case `skill.md` is loaded when `SKILL.md` is missing (ASref `find_skill_md`, §2.2); otherwise it is a look-alike. */
  lowercaseSkillMd: boolean;
  /**
   * The harness skips a skill file larger than this many bytes, per root
   * layout (`file-too-large`); a layout not named here has no limit. Claude
   * Code 2.1.332: 1,000,000 for skills folders, 1,048,576 for legacy commands
   * and plugin skills; 2.1.112 has none (measured: docs/claude-code-measured.md).
   */
  maxFileBytes?: Partial<Record<RootLayout, number>>;
  /**
   * A file or folder name that is not valid UTF-8: `skipped` when the harness
   * decodes names as UTF-8 and so opens nothing by them (Claude Code under
   * Node: measured with 2.1.112, the folder is not listed); `loaded` when it
   * handles names as bytes (Go, Python's surrogateescape; assumption, not run).
   * Either way Skill Studio cannot open it and reports `name-not-utf8`.
   */
  nonUtf8Names: 'skipped' | 'loaded';
  /**
   * A nested (dynamic) skill whose id clashes with a static skill or a deeper
   * nested one: `drop` it (Claude Code 2.1.112) or `dir-prefix` it as
   * `<dir>:<name>` (2.1.332, reference §4 CC332 row). Harnesses without
   * nested skill roots never reach this rule.
   */
  nestedClash: 'drop' | 'dir-prefix';
  /**
   * Claude Code `skillOverrides` settings: `applied` (2.1.332) or `ignored` (2.1.112 has no
   * such setting: an `off` skill is listed and runs; measured, point 19). Absent: applied.
   */
  skillOverrides?: 'applied' | 'ignored';
  /**
   * Where the `plugin` roots come from besides `--plugin` folders (`inline`):
   * Claude Code's installed marketplaces (`enabledPlugins`, `known_marketplaces.json`,
   * `installed_plugins.json`) and skills-dir plugins (`.claude-plugin/plugin.json` in a
   * folder of `.claude/skills`), found by `discovery/plugins.ts`. Absent: `--plugin` only.
   */
  pluginSources?: readonly ('marketplace' | 'skills-dir')[];
  /**
   * Plugin skills and plugin commands (`plugin`, `plugin-commands` layouts), Claude Code only
   * (measured, test/conformance/inputs/plugin-commands; both releases unless marked):
   * - `order`: a plugin's commands in `walk` order (2.1.112 reads them in directory order,
   *   which the files cannot tell: the engine walks sorted, folder by folder) or `path-locale`
   *   (2.1.332 sorts the file paths with `localeCompare`, then groups them by folder in
   *   first-seen order: `alpha, args, both, named, Upper, when, cmdskill, sub:deep`);
   * - `displayName`: a frontmatter `name` is the display name as written (`bare`, 2.1.112:
   *   `/pretty-name` reaches `kit:named`, `kit:pretty-name` is unknown) or qualified with the
   *   plugin (`qualified`, 2.1.332: `kit:pretty-name`, listed `- kit:named (kit:pretty-name): …`;
   *   the bare name stays an alias);
   * - `needsDescription`: listed only with a frontmatter description or `when_to_use` (the
   *   Skill-tool listing filter of both releases, cli.js `ssY`: `loadedFrom` `plugin` or none
   *   needs `hasUserSpecifiedDescription || whenToUse`); such an item still runs by name.
   */
  plugins?: { order: 'walk' | 'path-locale'; displayName: 'bare' | 'qualified'; needsDescription: boolean };
}

/** One line around a listing: fixed text, or the harness's own prose (not recorded, a marker). */
export type ListingFrameLine = string | { prose: string };

/** How a `skill-tree` root is walked (DiscoverySection.tree). */
export interface TreeWalk {
  /** Folder levels below the root a SKILL.md may sit at (1 = `<root>/<dir>/SKILL.md`). */
  maxDepth: number;
  /** A `SKILL.md` directly in the root is a skill too. */
  rootFile: boolean;
  /** Folders (and files) whose name starts with `.` are not entered. */
  skipHidden: boolean;
  /**
   * `bfs` (Codex, level by level) or `dfs` (pi `collectSkillEntries`: depth first in
   * sorted order, files and folders interleaved). Absent: bfs.
   */
  order?: 'bfs' | 'dfs';
  /** A folder holding a SKILL.md is not searched further (pi). Absent: searched (Codex). */
  stopAtSkill?: boolean;
  /** Folder names never entered besides dot names (pi: `node_modules`). */
  skipNames?: string[];
}

/** One root template. */
export interface RootTemplate {
  scope: Scope;
  /** Path template, e.g. `${home}/.claude/skills`. */
  path: string;
  layout: RootLayout;
  /** Walk from cwd up to the git root (CC, nearest first) or down from the git root to cwd (OH). */
  walk?: 'cwd-up-to-git-root' | 'git-root-down-to-cwd';
  /** Repeat once per configured directory of this kind. */
  each?: 'addDir' | 'skillsDir' | 'plugin';
  /** `ranked` precedence: lower wins (Roo Code: project < global, mode folder < generic, `.roo` < `.agents`). */
  rank?: number;
  /**
   * A `bundled` root whose entries the listing budget shortens like the input's, where the other
   * bundled entries keep their text whatever the budget: Claude Code's built-in prompt commands
   * (`init`, `review`, `security-review` listed name only over budget, its bundled skills in
   * full; both releases, measured 2026-12-03, test/conformance/inputs/bundled). Absent: fixed.
   */
  budget?: 'counted';
  /**
   * `cc-no-dedupe`: where this root's skills stand in name lookup, instead of its scope's rank
   * (bundled 0, managed 1, user 2, project 3, add-dir 4, extra 5, legacy-command 6, plugin 7):
   * `CC_LOOKUP_AFTER_INPUT` (8, discovery/precedence.ts) puts them after every input skill, so an input skill or command of the same name wins.
   * Claude Code: its built-in prompt commands in both releases (2.1.112 runs the user's `init`
   * skill for `/init`), and 2.1.332's bundled skills too (`claude-api`, `simplify` of the project
   * win); measured 2026-12-03, test/conformance/inputs/bundled-collide.
   */
  lookupRank?: number;
}

/** How the listing is rendered and budgeted (reference §6, §7). */
export interface ListingSection {
  /**
   * Renderer: the five below, or `xml-skills` (`<available_skills>`-style XML shaped by
   * {@link ListingSection.xml}), `bullet-lines` (one line per skill shaped by
   * {@link ListingSection.lines}), `approximate-lines` (a documented-only harness: names and
   * descriptions, with a marker saying the real format is unknown).
   *
   * `codex-roots`: Codex's `<skills_instructions>` with a roots table and
   * `- name: desc (file: rN/…)` lines (listing/codex.ts); `xml-indented`: an
   * `<available_skills>` block with two-space `<skill>` and four-space fields,
   * values raw (Gemini CLI, OpenCode; listing/xmlIndented.ts).
   */
  format: 'cc-lines' | 'cb-lines' | 'as-xml' | 'oh-markdown' | 'minimal-manifest' | 'xml-skills' | 'bullet-lines' | 'approximate-lines' | 'codex-roots' | 'xml-indented' | 'names-sentence';
  /** `names-sentence`: names only, in one sentence after the harness's text (Cline). */
  names?: NamesListing;
  /** `xml-skills`: tags, indentation and escaping. */
  xml?: XmlListing;
  /** `bullet-lines` and `approximate-lines`: the line shape. */
  lines?: LineListing;
  unit: LengthUnit;
  /** Budget kind: CC window-based; fixed total; none. */
  budget: 'cc-window' | 'fixed' | 'none' | 'codex-window';
  /** Fixed total (codebot 4000 bytes). */
  total?: number;
  /**
   * `cc-window`: the model the budget follows when the user sets none (the release's default
   * model, measured: 2.1.112 `claude-sonnet-4-6`, 2.1.332 `claude-opus-5-5`); engine/models.ts
   * gives its window and bytes per token.
   */
  defaultModel?: string;
  /** Per-entry cap (CC 1536 display width; codebot 220 runes per line). */
  perEntry?: number;
  /** codebot `when:` line cap (160 runes). */
  whenCap?: number;
  /** CC: below this per-entry allowance, names only. */
  namesOnlyBelow?: number;
  overflow: 'cc-even' | 'cc-priority' | 'stop-at-first' | 'none';
  /**
   * Order of entries: `load` (scan order); `cb-usage`; `name` (code point); `locale-per-root`:
   * scan order of roots, and inside one root by locale collation of the id (`en`:
   * case-insensitive first, punctuation before digits and letters; measured, Claude Code
   * 2.1.332, point 5).
   */
  order: 'load' | 'cb-usage' | 'name' | 'locale-per-root' | 'path-lower' | 'name-path' | 'first-slot' | 'scope-then-name' | 'locale-name' | 'project-name-then-roots';
  /**
   * Root layouts whose entries keep their load order inside their root under `locale-per-root`
   * instead of the collation of the id. Claude Code 2.1.332: `plugin-commands` (a plugin's
   * commands are sorted by path, folder by folder, at discovery and listed so: `kit:when`
   * before `kit:cmdskill`; measured, test/conformance/inputs/plugin-commands). Absent: none.
   */
  loadOrderLayouts?: readonly RootLayout[];
  /**
   * Scopes whose entries keep their load order inside their root under `locale-per-root`, as
   * {@link loadOrderLayouts}. Claude Code 2.1.332: `bundled` (its built-ins are listed in its own
   * order, `dataviz`, `update-config`, …, `init`, `security-review`, not by name; measured
   * 2026-12-03, test/conformance/inputs/bundled; the bundled root's `.order` holds that order).
   */
  loadOrderScopes?: readonly Scope[];
  /**
   * CC: line breaks and tabs of description and when_to_use in the listing:
   * `fold-each-newline` (each line break one space; the reference's reading, B06);
   * `runs-and-tabs` (each run of CR/LF one space, each run of tabs one space: 2.1.332, point 2;
   * `a␣␣\t␣␣b\t\tc` was listed as `a␣␣␣␣␣b␣c`, inputs/descriptions `ws-tabs`);
   * `keep-newlines` (kept as they are, a newline of width 0 when cutting: 2.1.112, point 1).
   */
  whitespace?: 'fold-each-newline' | 'runs-and-tabs' | 'keep-newlines';
  /** CC: how the listing reaches the model (listing/delivery.ts; measured: 2.1.112 `cc-system-reminder`, 2.1.332 `cc-system-message`). */
  delivery?: 'cc-system-reminder' | 'cc-system-message';
  /** CC: `<` and `>` of description and when_to_use are written `&lt;` `&gt;` (2.1.332, point 3; `&` is not escaped). */
  escapeAngles?: boolean;
  /**
   * CC: how a built-in entry's text (scope `bundled`: bundled skills, built-in prompt commands)
   * is written: `as-written` keeps its line breaks, tabs and `<` `>` as Claude Code has them
   * ({@link whitespace} and {@link escapeAngles} apply to the input's skills only: 2.1.332 lists
   * `claude-api`'s three-line description with its newlines and `code-review`'s `<n>` unescaped,
   * measured 2026-12-03, test/conformance/inputs/bundled); absent: the same rules as every entry.
   */
  builtinText?: 'as-written';
  /**
   * CC: an entry is `- {id} ({name}): …` when the frontmatter name differs from the id, is made
   * of letters, marks, digits and `_:.-`, and a lookup of it reaches the same skill (2.1.332,
   * point 4). The suffix counts against the budget.
   */
  displaySuffix?: boolean;
  /**
   * CC: a nested skill renamed `<dir>:<name>` (discovery `nestedClash: 'dir-prefix'`) has
   * ` (scoped to <dir>/ — use this instead of the unscoped "<name>" skill when the files being
   * changed are under <dir>/)` after its description, before ` - when_to_use` (2.1.332: the
   * description its renaming function writes; measured on examples/demo-project's
   * `packages/web:changelog` delta). The note counts against the budget.
   */
  nestedScopeNote?: boolean;
  /**
   * `scope-then-name`: scopes in this order (unnamed last), then name by code
   * point, then path (Codex 0.171.0, measured: system, repo, user).
   */
  scopeRank?: Scope[];
  /**
   * Description limit of the listing: longer ones are cut to `max` characters
   * (Unicode scalar values) ending in `suffix` (Codex model_visible.rs
   * `truncate_skill_description`: 1024, `...`; measured 0.171.0). Absent: none.
   */
  descriptionCap?: { max: number; suffix: string };
  /**
   * `codex-window`: the budget is `percent` % of the context window in tokens
   * (`windowTokens` unless ListingOptions.contextWindowTokens is given) at
   * `bytesPerToken`; without a window, `fallbackChars` characters (Codex
   * render.rs `default_skill_metadata_budget`).
   */
  windowBudget?: { percent: number; windowTokens?: number; bytesPerToken: number; fallbackChars: number };
  /**
   * Lines of the listing that are the harness's own prose, not recorded here
   * ("others' text stays theirs"): the renderer writes `<harness text: KEY>`
   * in their place, and the conformance suite compares around them.
   */
  proseMarkers?: Record<string, string>;
  /**
   * `xml-indented`: the lines before the `<available_skills>` block, verbatim
   * (fixed markers such as `# Available Agent Skills`) or `{ prose }` for a
   * harness sentence written as a `<harness text: KEY>` marker.
   */
  frame?: { before: ListingFrameLine[] };
  /** `xml-indented`: values escaped as XML (`& < > " '`; pi skills.js `escapeXml`). Absent: raw. */
  escapeXml?: boolean;
  /** Usage score half-life in days and floor (reference §7). */
  usageHalfLifeDays: number;
  usageFloor: number;
}

/**
 * An XML listing (`xml-skills`): `<wrapper>`, one `<skill>` per entry holding `<name>`,
 * `<description>` and the path tag, each element on its own line. Used by Roo Code
 * (sections/skills.ts:22-104), Crush (skills.go:299-322), VS Code
 * (computeAutomaticInstructions.ts `_getInstructionsWithPatternsList`); the harnesses'
 * surrounding sentences are not recorded (`before`/`after` hold short fixed markers only).
 */
export interface XmlListing {
  wrapper: string;
  /** Indentation of `<skill>` (its children get it twice): Roo/Crush two spaces, VS Code none. */
  indent: string;
  /** Indentation of `<name>`, `<description>` and the path tag when not twice `indent` (Copilot CLI: `<skill>` at column 0, fields two spaces; measured 1.0.102). */
  fieldIndent?: string;
  pathTag: 'location' | 'file';
  /** `xml`: `& < > " '` → `&amp; &lt; &gt; &quot; &apos;` (Roo, Crush); `none` (VS Code). */
  escape: 'xml' | 'none';
  /** Each `</skill>` followed by a newline before the next (Crush builds with `\n` after each). */
  entryNewline?: boolean;
  /** Leave out `<description>` when it is empty (VS Code). */
  omitEmptyDescription?: boolean;
  /** Text before the XML and after it (fixed markers; a harness's own prose is replaced by a `[…]` marker). */
  before?: string;
  after?: string;
  /** A line right after the opening tag (VS Code's three fixed sentences: a marker here). */
  inside?: string;
  /**
   * Each value on its own line between its tags (`<name>\nNAME\n</name>`; Qwen Code 0.15.10
   * `updateDescriptionAndSchema`, measured). Absent: `<name>NAME</name>`.
   */
  valueLines?: boolean;
  /** What the path tag holds: the SKILL.md path (default) or the skill's scope name (Qwen Code: `project`, `user`; measured 0.15.10). */
  pathValue?: 'path' | 'scope';
  /** Appended to each description, `${scope}` replaced by the scope name (Qwen Code: ` (${scope})`; measured 0.15.10). Absent: none. */
  descriptionSuffix?: string;
}

/**
 * A names-only listing (`names-sentence`): `before`, then, when any skill is listed,
 * `prefix` + names joined by `separator` + `end` (Cline definitions.ts:776-788:
 * `${baseDescription} Available skills: a, b.`; no skill → `before` alone).
 */
export interface NamesListing {
  before: string;
  prefix: string;
  separator: string;
  end: string;
}

/** A line listing: `${bullet}${name}${separator}${description}` per skill, after `before`. */
export interface LineListing {
  before: string;
  bullet: string;
  separator: string;
  /** Put each line after a newline (Goose: `\n• name - desc`) or join lines with newlines. */
  join: 'newline-before' | 'newline-between';
}

/**
 * A framed invocation (`framed`): lines around the body, as Roo Code's
 * `buildSkillResult` (skillInvocation.ts:35-54), Goose's `loaded_skill_context`
 * (mod.rs) or Crush's `FormatInvocation` (skills.go:325-336) build them.
 * Placeholders `${name}`, `${description}`, `${path}`, `${dir}`, `${source}`, `${args}`, and
 * `${typed}` (the command line as typed: `/name` and the arguments after one space, if any).
 */
export interface InvocationFrame {
  /** Lines before the body; a line with `when` is left out when that value is empty. */
  head: FrameLine[];
  /** Lines after the body. */
  tail: FrameLine[];
  /** Joined with this after the last head line and before the first tail line. */
  glue: { afterHead: string; beforeTail: string };
  /** XML-escape the placeholders' values, and the body when `escapeBody`. */
  escape: 'xml' | 'none';
  escapeBody?: boolean;
  /**
   * Arguments: only shown where a head line uses `${args}` (`in-head`, Roo: "appended, never
   * substituted"); `goose` (`apply_skill_arguments`: `$ARGUMENTS[n]` 0-based, `$ARGUMENTS`,
   * `$N` 1-based, `$name` for `metadata.arguments`; none resolvable → `\n\nARGUMENTS: args`);
   * `none` (the harness passes none).
   */
  args: 'in-head' | 'goose' | 'none';
  /** Arguments trimmed before use, blank ones dropped (Cline user-instruction-plugin.ts:194-197). */
  trimArgs?: boolean;
  /** What `${source}` says per scope (Roo Code: user → `global`). Absent: the scope. */
  sourceNames?: Partial<Record<Scope, string>>;
  /** Role and label of the delivered message. */
  role: 'tool' | 'user';
  label: string;
  /** Unknown name: `${name}` replaced (the harness's list of available names that may follow is not modelled). */
  notFound?: string;
}

/** One line of an {@link InvocationFrame}. */
export interface FrameLine {
  text: string;
  when?: 'description' | 'args';
}

/** How an invocation is rendered (reference §8–§12). */
export interface InvocationSection {
  /** Model path renderer. */
  /**
   * `file-read`: no skill tool, the model opens SKILL.md with its own file tools
   * and reads it whole (Codex, measured tools); `gemini-activated`:
   * `activate_skill` → `<activated_skill>` (Gemini CLI activate-skill.ts);
   * `opencode-content`: `skill` → `<skill_content>` (OpenCode tool/skill.ts);
   * `copilot-skill-context`: `skill` → a fixed tool result, then a user message
   * `<skill-context name>` with the base folder, the related files and the body
   * (Copilot CLI 1.0.102, measured).
   */
  model: 'cc' | 'cb' | 'oh-raw' | 'minimal' | 'as-content' | 'framed' | 'read-file' | 'file-read' | 'gemini-activated' | 'opencode-content' | 'copilot-skill-context';
  /** User path renderer ('none' = no slash commands). */
  /**
   * `codex-mention`: `$name` in the user's text adds a `<skill>` user message with the
   * whole file (Codex injection.rs); `gemini-slash`: `/name args` activates the skill,
   * then sends the arguments (or a fixed `Use the skill NAME`) as the next prompt
   * (Gemini CLI SkillCommandLoader.ts:35-57); `pi-skill-block`: `/skill:name args` sends
   * `<skill name location>` with the trimmed body, then the arguments (pi agent-session.js:843-869).
   */
  user: 'cc' | 'cb' | 'oh-user' | 'none' | 'framed' | 'codex-mention' | 'gemini-slash' | 'pi-skill-block';
  /** The frame of the `framed` path (whichever path uses it). */
  frame?: InvocationFrame;
  /**
   * The frame of the user path when it differs from the model path's (Qwen Code: the body,
   * then the command line as typed; measured 0.15.10). Absent: `frame`.
   */
  userFrame?: InvocationFrame;
  /** Argument syntax and missing-index behaviour. */
  args: 'cc-2.1.112' | 'cc-latest' | 'cb' | 'oh' | 'none';
  /** Line appended when arguments were given but no placeholder used them. */
  appendArguments: string | null;
  /** Variables replaced, e.g. `${CLAUDE_SKILL_DIR}`. */
  variables: string[];
  /** Shell injection syntax. */
  shell: 'cc' | 'cb-inline' | 'none';
  /** Scopes whose delta fields survive ('all' = every scope). */
  privilegedScopes: Scope[] | 'all';
  /** Whether `context: fork` is honoured, and the default agent. */
  fork: { honoured: boolean; defaultAgent: string };
  /** Did-you-mean edit distance for unknown names (CC: 2). */
  suggestDistance: number;
  /** How a typed (`/name`) or tool-passed name finds a skill; one rule for invoke and explain. */
  lookup: LookupRule;
  /**
   * Wording of refusals: a key of the refusal table in invoke/simulate.ts. Absent: the
   * table entry of `model`. Claude Code's differ per release (measured,
   * docs/claude-code-measured.md; ../shared/reference/claude-code-measured.md points 17–19).
   */
  refusals?: RefusalStyle;
  /** Claude Code's message shapes (CC profiles only; see {@link CcMessageRules}). */
  ccMessages?: CcMessageRules;
}

/** Keys of the refusal wording table (invoke/simulate.ts). */
export type RefusalStyle = 'cc-2.1.112' | 'cc-2.1.332' | 'cb' | 'oh-raw' | 'minimal' | 'as-content' | 'framed' | 'read-file' | 'file-read' | 'gemini-activated' | 'opencode-content' | 'copilot-skill-context' | 'cline';

/**
 * How Claude Code shapes what an invocation sends, as measured by running it
 * (`npm run conformance`; ../shared/reference/claude-code-measured.md points
 * 16, 20–23). Every field names the behaviour, so a release that changes one
 * changes data, not code.
 */
export interface CcMessageRules {
  /**
   * Model path: `visible` sends a `<command-message>` user message between the tool result
   * and the body (the reference's §8.1 reading); `none` sends only the tool result and one
   * body block (measured, both releases, point 21).
   */
  modelCommand: 'visible' | 'none';
  /** The user-path command message ends with `\n` (measured, both releases, point 20). */
  commandFinalNewline: boolean;
  /**
   * Model-path errors: `plain` text, or `tool-use-error`: the text wrapped in
   * `<tool_use_error>…</tool_use_error>` in a tool result with `is_error: true` (point 16).
   */
  toolErrors: 'plain' | 'tool-use-error';
  /** `Launching skill: NAME` echoes the skill's `id`, or the name `as-called` (point 22). */
  launchingName: 'id' | 'as-called';
  /**
   * A typed `/name` that names no skill: `refused` with the release's unknown-command text
   * without calling the model (2.1.112), or `to-model` as plain text (2.1.332: the model gets
   * it with a reminder of its own wording; nothing is refused).
   */
  unknownCommand: 'refused' | 'to-model';
  /**
   * Under `-p` (print mode), a skill with `allowed-tools` or `hooks` called by the model is
   * refused with an `is_error` tool result unless the session allows the Skill tool
   * (`--allowedTools Skill`); interactively the user is asked (point 23). The text is the
   * refusal table's `permission`.
   */
  printPermission: 'refuse-unless-allowed' | 'ignore';
}

/**
 * How a harness resolves a skill name (reference §8.1 "Lookup" column, §8.2,
 * §4). Read by `lookupSkill` (invoke/lookup.ts), the one lookup behind the
 * invocation simulator and Explain.
 */
export interface LookupRule {
  /** The keys a skill answers to: its id (folder or file stem), its display name, aliases. */
  keys: 'id-name-aliases' | 'id' | 'name-or-id';
  /**
   * Spellings of the given name tried in turn: `exact`; `lower` (lower-cased);
   * `title` (Python `str.title()`). Case is compared exactly unless a spelling
   * or `foldKeys` changes it.
   */
  spellings: ('exact' | 'lower' | 'title')[];
  /** Compare with lower-cased keys (CB1 normalises every name). */
  foldKeys: boolean;
  /** Trim the name and drop one leading `/` first. */
  trimSlash: boolean;
  /**
   * Which skill gets a key several answer to: the first reachable one in load
   * order (`paths` skills not yet active are not found), or the last
   * registered, shadowed ones included (OH's registry: a later registration
   * overwrites a key, so a shadowed skill keeps keys the winner lacks);
   * `unique-only`: a name several reachable skills answer to selects none
   * (Codex injection.rs `select_skills_from_mentions`, measured 0.171.0).
   */
  winner: 'first-reachable' | 'last-registered' | 'unique-only';
}

/** The behaviour sections of a profile, each owned by one engine module. */
export interface ProfileSections {
  parse: ParseSection;
  /** How the harness reads field values (types it accepts, list splitting; reference §2). */
  fields: FieldRules;
  discovery: DiscoverySection;
  listing: ListingSection;
  invocation: InvocationSection;
}

/**
 * What one release of a harness changes against the record's sections: named
 * strategy fields only (an override sets `listing.overflow`, never an `if` on
 * the version in the engine). A key set to `undefined` removes the base value.
 */
export type ProfileOverrides = { [K in keyof ProfileSections]?: Partial<ProfileSections[K]> };

/**
 * One version of a harness the profile can imitate, oldest first in
 * {@link ProfileRecord.versions}; the last one is what `latest` means.
 * `release` holds what the conformance suite needs to run the real client
 * (Claude Code: src/node/claude/, `npm run conformance`).
 */
export interface ProfileVersion<V extends string = string> {
  id: V;
  /** What users call it in pickers ("2.1.112"). */
  label: string;
  /** Citation key of this release in skill-semantics.md (`CC 2.1.112`, `CC 2.1.332`). */
  imitates: string;
  overrides: ProfileOverrides;
  /** The real release to run for conformance (Claude Code: npm package, default model), if it can be run. */
  release?: HarnessRelease;
  /**
   * A release of another harness that the harness probe (scripts/harness-probe) installs
   * from npm and runs offline for `npm run conformance` (issue 17). Absent: not run.
   */
  probe?: ProbeRelease;
}

/** What the harness probe needs to run one release (scripts/harness-probe/harnesses.mjs). */
export interface ProbeRelease {
  /** The probe's key for the harness (`codex`, `gemini`, `opencode`, …). */
  harness: string;
  /** npm package and exact version. */
  npm: string;
  version: string;
  /** Model the probe configures, with the context window the release uses for it (measured). */
  model?: { id: string; contextWindow: number };
  /** The conformance checks: a handful of probe cases, each compared with the engine. */
  checks?: ProbeCheck[];
}

/**
 * One conformance check of a probed harness: run probe case `case` on the
 * fixture test/harnesses/<profile id>/<fixture> and compare its listing and,
 * with `invoke`, its skill activation with the engine's.
 */
export interface ProbeCheck {
  case: string;
  /** Fixture folder under test/harnesses/<id>/ (default `input`). */
  fixture?: string;
  /** Subfolder of the project the harness starts in (the probe case's own `cwd`). */
  cwd?: string;
  /** Listing options matching the case's switches (e.g. `-c model_context_window=…`). */
  contextWindowTokens?: number;
  /** The activation the case makes; `expectNone`: the harness activates nothing (and neither may the engine). */
  invoke?: { name: string; as: 'model' | 'user'; args?: string; expectNone?: boolean };
}

/**
 * A real harness release the conformance suite fetches and runs offline. The
 * shape is Claude Code's (npm); see profiles/claudeCodeVersions.ts.
 */
export interface HarnessRelease {
  npm: ClaudeCodePackage;
  /** The model it uses when none is set, with its context window in tokens (measured). */
  defaultModel: { id: string; contextWindow: number };
  hideBundled: HideBundled;
}

/** How the package of a release is laid out. */
export type ClaudeCodePackage =
  /** One platform-independent package whose `entry` (cli.js) runs under Node. */
  | { kind: 'node'; name: string; version: string; entry: string; integrity?: string }
  /**
   * One native package per platform (`process.platform`-`process.arch`, `-musl` on musl
   * libc); `entry` is the executable inside `package/`. `integrity` is keyed like `packages`.
   */
  | { kind: 'native'; packages: Record<string, string>; version: string; entry: string; integrity?: Record<string, string> };

/**
 * How the release's bundled skills and built-in prompt commands are kept out of
 * what it sends to the model, so its listing holds only the input's own skills
 * (the engine does not model bundled skills yet). `env` and `settings` are the
 * release's own switches; `patch` edits a copy of the entry in the cache (never
 * committed) where the release has no switch.
 */
export interface HideBundled {
  env?: Record<string, string>;
  /** Merged into `HOME/.claude/settings.json` (objects merge one level deep). */
  settings?: Record<string, unknown>;
  /** Insert `insert` right after the one occurrence of `after` in the entry file. */
  patch?: { after: string; insert: string };
  /** How it was chosen, for the report. */
  note: string;
}

/**
 * The rule a new skill's folder name (or flat file's stem) must meet in the
 * app's create/rename dialogs (src/shared/skillName.ts): `ascii-kebab`
 * (Claude Code's documented a–z, 0–9, hyphens, ≤ 64), `unicode-kebab` (ASref:
 * any letter or digit), `file-safe` (any name every file system can hold).
 */
export type SkillNameRule = 'ascii-kebab' | 'unicode-kebab' | 'file-safe';

/**
 * One harness, declared once (profiles/registry.ts lists them): who it is for
 * users, what it imitates and how sure we are, its behaviour sections and its
 * versions as data. Every profile list, type, zod enum and CLI choice is
 * derived from the registry.
 */
export interface ProfileRecord<Id extends string = string, V extends string = string> extends ProfileSections {
  id: Id;
  /** What users call the harness ("Claude Code"), never an internal key. */
  label: string;
  /** The label inside a sentence ("valid for Claude Code, ignored by the Agent Skills spec"). */
  inSentence: string;
  /** Citation key(s) in skill-semantics.md (CC, ASref, CB1, OH, seed 003). */
  imitates: string;
  /** Where the behaviour comes from (documents, source files, measurements). */
  sources: string[];
  /** How the behaviour was learnt: run against the real client, read from its source or spec, or described by a design seed. */
  confidence: 'measured' | 'source' | 'seed' | 'approximate';
  skillNameRule: SkillNameRule;
  /**
   * Which user settings the harness reads for listing budgets and per-skill
   * overrides: Claude Code's settings files and environment
   * (`claude-code-files`: src/shared/harnessSettings.ts; reference README,
   * "Claude Code settings read") or none.
   */
  settings: 'claude-code-files' | 'none';
  /** The versions it imitates, oldest first; absent when the profile has only one behaviour. */
  versions?: readonly ProfileVersion<V>[];
  /**
   * The app can run the user's own copy of this harness offline and compare what it sends
   * with the simulation ("Check with my Claude Code", src/node/claude/capture.ts). Absent:
   * no such check, and the app does not offer one under this profile.
   */
  capture?: true;
  /**
   * The frontmatter keys the harness reads, those it requires and what each
   * does there, joined into the field table (fields/defs.ts `honouredBy`,
   * `required`, `docs`) so a record declares them in its own file. Absent: the
   * table's own lists name the profile (the first five profiles).
   */
  frontmatter?: { keys: string[]; required?: string[]; docs?: Record<string, string> };
}

/** A complete profile: a record's sections with one version's overrides applied (`getProfile`). */
export interface Profile extends ProfileSections {
  id: ProfileId;
  label: string;
  inSentence: string;
  /** Citation key of the behaviour in effect (the version's, else the record's). */
  imitates: string;
  confidence: ProfileRecord['confidence'];
  skillNameRule: SkillNameRule;
  settings: ProfileRecord['settings'];
  /** The version in effect (a {@link ProfileVersion} id), absent for a profile without versions. */
  version?: VersionId;
}
