/**
 * The one typed contract between the main process and the renderer, served by
 * both Electron IPC and the web host (house style §1). Every request payload
 * has a zod schema that the handler table checks before any service runs.
 *
 * Shape: `SkillStudioBridge` (below) carries each method's input to `Promise<ApiOutputs[method]>`; `API_INPUTS[method]` is
 * the zod schema of `input`. Push events are listed in `ApiEvents`.
 */
import { z } from 'zod';
import { dictSchema } from '../engine';
import { DEFAULT_PROFILE_ID, LATEST, PROFILE_IDS, VERSION_SELECTORS } from '../engine';
import type {
  Catalog, Diagnostic, Explanation, HarnessMatrix, InvocationRecord, ListingOptions, ProfileId, UsageRecords, VersionSelector,
} from '../engine';

/** Channel prefix for Electron IPC; the preload allows nothing else. */
export const CHANNEL_PREFIX = 'skill-studio:';

export const profileIdSchema = z.enum(PROFILE_IDS);
/** A version selector (`latest` or a version id of the registry). */
export const versionSchema = z.enum(VERSION_SELECTORS);
const absPath = z.string().min(1).max(4096);
/** A content hash as `FileText.hash` gives it (SHA-256, lower-case hex). */
const contentHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** Roots configuration (reference README "Conventions"). All paths absolute. */
export const rootsConfigSchema = z.object({
  project: absPath,
  home: absPath,
  cwd: absPath.optional(),
  addDirs: z.array(absPath).max(64).default([]),
  skillsDirs: z.array(absPath).max(64).default([]),
  plugins: z.array(absPath).max(256).default([]),
  touched: z.array(z.string().max(4096)).max(10000).default([]),
  bundled: z.boolean().default(true),
});
/**
 * A partial roots update. Not `rootsConfigSchema.partial()`: zod 4 still fills
 * defaults inside optional fields, so a patch of one key would reset the others.
 */
export const rootsPatchSchema = z.object({
  project: absPath.optional(),
  home: absPath.optional(),
  cwd: absPath.optional(),
  addDirs: z.array(absPath).max(64).optional(),
  skillsDirs: z.array(absPath).max(64).optional(),
  plugins: z.array(absPath).max(256).optional(),
  touched: z.array(z.string().max(4096)).max(10000).optional(),
  bundled: z.boolean().optional(),
}).strict();
export type RootsConfig = z.infer<typeof rootsConfigSchema>;

/** Listing options as the UI sets them. */
export const listingOptionsSchema = z.object({
  budget: z.number().int().positive().max(10_000_000).optional(),
  contextWindowTokens: z.number().int().positive().max(100_000_000).optional(),
  budgetFraction: z.number().positive().max(1).optional(),
  maxEntryChars: z.number().int().positive().max(1_000_000).optional(),
  now: z.number().int().optional(),
});

/**
 * The renderer's pane sizes in CSS pixels (issue 16 §3): catalog sidebar width, right panel width,
 * Problems height, and whether the right panel (Listing/Sandbox/Explain) is maximised. Unset: the
 * built-in layout. The renderer clamps to its own limits (stores/layout.ts); these bounds only
 * keep a hand-edited file sane.
 */
export const layoutSchema = z.object({
  sidebar: z.number().min(0).max(10_000).optional(),
  right: z.number().min(0).max(10_000).optional(),
  problems: z.number().min(0).max(10_000).optional(),
  rightMaximized: z.boolean().optional(),
}).strict();
export type LayoutSettings = z.infer<typeof layoutSchema>;

/**
 * The tabs open in one project when the window last changed them (issue 16 §5: after a reload the
 * tabs that were open come back, not only the dirty ones, whose text main keeps in its buffers).
 */
export const openTabsSchema = z.object({ project: absPath, paths: z.array(absPath).max(100), active: absPath.nullable() }).strict();
export type OpenTabs = z.infer<typeof openTabsSchema>;
/** How many projects' open tabs are remembered (most recent first). */
export const OPEN_TABS_PROJECTS = 20;

const windowStateSchema = z.object({ width: z.number(), height: z.number(), x: z.number().optional(), y: z.number().optional(), maximized: z.boolean().optional() });

/** Columns of the harness matrix: profile keys (`codex`, `claude-code@2.1.112`), read against the registry where used. */
const harnessColumnsSchema = z.array(z.string().min(1).max(100)).max(100);

/** Persisted app settings (app data folder, zod-validated JSON). */
export const settingsSchema = z.object({
  profile: profileIdSchema.default(DEFAULT_PROFILE_ID),
  version: versionSchema.default(LATEST),
  recentProjects: z.array(absPath).max(20).default([]),
  listing: listingOptionsSchema.default({}),
  theme: z.enum(['system', 'light', 'dark']).default('system'),
  bundled: z.boolean().default(true),
  window: windowStateSchema.optional(),
  layout: layoutSchema.default({}),
  openTabs: z.array(openTabsSchema).max(OPEN_TABS_PROJECTS).default([]),
  /** The Claude Code "Check with my Claude Code" runs (its executable or cli.js); unset: PATH and the usual install folders. */
  claudePath: absPath.optional(),
  /** The harnesses the editor checks each skill against (portability diagnostics, issue 17); none: no check. */
  portabilityProfiles: z.array(profileIdSchema).max(64).default([]),
  /** The Harnesses view's columns (`id` or `id@version`, engine `profileKey`); unset: the harnesses whose folders exist. Unknown keys are ignored. */
  harnessColumns: harnessColumnsSchema.optional(),
});
/**
 * A partial settings update (no defaults, so unspecified keys stay as they are; see rootsPatchSchema).
 * Not `recentProjects`: main records a project there when the user opens it (the web host opens the
 * last one at start, so a client must not be able to plant one).
 */
export const settingsPatchSchema = z.object({
  profile: profileIdSchema.optional(),
  version: versionSchema.optional(),
  listing: listingOptionsSchema.optional(),
  theme: z.enum(['system', 'light', 'dark']).optional(),
  bundled: z.boolean().optional(),
  window: windowStateSchema.optional(),
  portabilityProfiles: z.array(profileIdSchema).max(64).optional(),
  harnessColumns: harnessColumnsSchema.optional(),
  layout: layoutSchema.optional(),
  /** One project's open tabs; replaces that project's entry (the others are kept). */
  openTabs: z.array(openTabsSchema).max(1).optional(),
}).strict();
export type Settings = z.infer<typeof settingsSchema>;

/** A value read from Claude Code's environment or settings files, with where it came from. */
export interface SourcedValue<T> { value: T; source: string }

/** What the user's Claude Code would use for the listing budget. */
export interface HarnessSettings {
  budget?: SourcedValue<number>;
  budgetFraction?: SourcedValue<number>;
  maxEntryChars?: SourcedValue<number>;
  /** The model (settings `model`, or the environment's `ANTHROPIC_MODEL`, which wins), which sets the listing budget. */
  model?: SourcedValue<string>;
  overrides: SourcedValue<Record<string, 'off' | 'name-only' | 'user-invocable-only'>>[];
  files: { path: string; exists: boolean; error?: string }[];
}

/** What the renderer gets for the open project. */
export interface CatalogSnapshot {
  catalog: Catalog;
  roots: RootsConfig;
  profile: ProfileId;
  version: VersionSelector;
  harnessSettings: HarnessSettings;
  usage: UsageRecords;
  /** Monotonic counter, bumped on every change. */
  generation: number;
  /** Roots the user may write into (create skills). */
  writableRoots: { scope: string; path: string }[];
  /**
   * Configured folders (project, home, add-dirs...) the user has not approved
   * for writing: their roots are listed but read-only until `project.allowWrites`.
   */
  unapprovedFolders: string[];
  /**
   * The options `catalog` was resolved with (touched files, cwd, `skillOverrides`,
   * codebot's working tree), so the renderer overlays unsaved buffers with the
   * same ones and statuses do not change just because a buffer is dirty.
   */
  scanOptions: { touched?: string[]; cwd?: string; overrides?: Record<string, string>; worktreeFiles?: string[] };
  /**
   * Under a profile that imitates a Claude Code release: where its bundled skills in the
   * listing came from (`install`: read from the user's cli.js; `capture`: the last capture),
   * `unknown` (count and cost unknown; `note` says how to get them) or `off`. Absent otherwise.
   */
  bundledSource?: BundledSourceInfo;
  /**
   * SKILL.md path → other SKILL.md files of the same folder name in any
   * harness's skill roots (a copy or link "Add a copy or link" made, or
   * another skill of that name): what the portability check judges a
   * harness on when it never reads the skill's own folder (issue 17 §2).
   */
  copies: Record<string, string[]>;
}

/** See CatalogSnapshot.bundledSource (node/claude/installBundled.ts). */
export interface BundledSourceInfo { kind: 'install' | 'capture' | 'unknown' | 'off'; note: string; count?: number }

/** A file's text plus how it is encoded on disk, so saving keeps it as it was. */
export interface FileText {
  path: string;
  text: string;
  mtimeMs: number;
  /**
   * SHA-256 (hex) of the file's bytes on disk, null when it does not exist:
   * the version `file.save` checks (`expectedHash`). Content, not the clock:
   * `cp -p`, `rsync -t`, archives and coarse timestamps keep the mtime.
   */
  hash: string | null;
  eol: 'lf' | 'crlf';
  bom: boolean;
  finalNewline: boolean;
  exists: boolean;
  /** For a SKILL.md: files below its folder, relative, '/'-separated, folders with a trailing '/' (bounded). */
  skillFiles?: string[];
  /** Set when the file must not be edited (not UTF-8); says why. */
  readOnlyReason?: string;
  /** The file is UTF-16 (little- or big-endian; `text` is decoded from it): read-only until `file.convertToUtf8`. */
  utf16?: 'le' | 'be';
}

export interface ShellRunResult {
  command: string;
  stdout: string;
  stderr: string;
  exitCode: number | null;
  timedOut: boolean;
  truncated: boolean;
  durationMs: number;
}

export interface HistoryEntry {
  id: string;
  createdAt: number;
  pinned: boolean;
  profile: ProfileId;
  skillPath?: string;
  record: InvocationRecord;
}

/** An invocation as the sandbox asks for it; `profile`/`version` default to the active ones. */
export const invokeRequestSchema = z.object({
  name: z.string().max(500),
  as: z.enum(['model', 'user']),
  args: z.string().max(1_000_000).optional(),
  sessionId: z.string().max(200).optional(),
  cwd: z.string().max(4096).optional(),
  now: z.number().int().optional(),
  userTypedThisTurn: z.boolean().optional(),
  session: z.enum(['interactive', 'print']).optional(),
  allowedTools: z.array(z.string().max(500)).max(1000).optional(),
  forkResult: z.string().max(1_000_000).optional(),
  profile: profileIdSchema.optional(),
  version: versionSchema.optional(),
  overlays: z.record(z.string(), z.string().max(50_000_000)).optional(),
  /** Keep the run in the history: main stores the record it produced (never one a client sends) and returns its `historyId`. */
  save: z.boolean().optional(),
}).strict();

/** One invocation to capture from the user's Claude Code (issue 15): the model's Skill call or `/name args` typed. */
export const captureInvokeSchema = z.object({
  name: z.string().min(1).max(500),
  as: z.enum(['model', 'user']),
  args: z.string().max(100_000).optional(),
}).strict();

/** Request schemas, one per method. */
/** At most this many skills have usage records (least recently used are dropped first). */
export const USAGE_RECORDS_MAX = 5000;

/**
 * Usage records as Claude Code keeps them (`{ "<name>": { usageCount, lastUsedAt } }`),
 * keyed by skill name: every name is kept (`__proto__`, `constructor` too) in a
 * dictionary without a prototype.
 */
export const usageRecordsSchema = dictSchema(z.object({ usageCount: z.number().nonnegative().max(1e12), lastUsedAt: z.number().optional() }).passthrough())
  // Bounded: a client recording endless names cannot grow the store without end.
  .refine((u) => Object.keys(u).length <= USAGE_RECORDS_MAX, { message: `at most ${USAGE_RECORDS_MAX} skills have usage records` })
  .refine((u) => Object.keys(u).every((k) => k.length >= 1 && k.length <= 500), { message: 'a skill name in usage records has 1 to 500 characters' });


export const API_INPUTS = {
  'catalog.get': z.object({}).strict(),
  'catalog.rescan': z.object({}).strict(),
  'catalog.configure': z.object({
    profile: profileIdSchema.optional(),
    version: versionSchema.optional(),
    roots: rootsPatchSchema.optional(),
  }).strict(),
  'project.open': z.object({ path: absPath }).strict(),
  'project.pickFolder': z.object({}).strict(),
  /**
   * Ask the user to allow writing in a configured folder (app/writeApprovals.ts).
   * Electron shows a native box. The web host prints a one-time code in its
   * terminal and answers `needsCode`; the page asks the user for it and calls
   * again with `code`.
   */
  'project.allowWrites': z.object({ path: absPath, code: z.string().max(64).optional() }).strict(),
  'project.completePath': z.object({ prefix: z.string().max(4096) }).strict(),
  'file.read': z.object({ path: absPath }).strict(),
  'file.save': z.object({
    path: absPath, text: z.string().max(50_000_000),
    /** `FileText.hash` (or the last save's `hash`) the edit started from; another disk content is a conflict. Omitted: no check. */
    expectedHash: contentHashSchema.optional(),
    force: z.boolean().optional(),
    /** Shape for a file that does not exist (recreated after a delete); an existing file keeps its own. */
    shape: z.object({ eol: z.enum(['lf', 'crlf']), bom: z.boolean(), finalNewline: z.boolean() }).strict().optional(),
    /** BOM and line endings to write even for an existing file (the user switched them in the status bar or by a quick fix). */
    layout: z.object({ eol: z.enum(['lf', 'crlf']), bom: z.boolean() }).strict().optional(),
  }).strict(),
  /**
   * Rewrite a UTF-16 file as UTF-8 (same text and line endings, no BOM). A write like
   * `file.save`: approved roots only, and `expectedHash` (the `FileText.hash` the
   * user saw) must still be what the disk holds, else a conflict and nothing written.
   */
  'file.convertToUtf8': z.object({ path: absPath, expectedHash: contentHashSchema }).strict(),
  'skill.create': z.object({ root: absPath, name: z.string().min(1).max(200), text: z.string().max(1_000_000) }).strict(),
  'skill.rename': z.object({ dir: absPath, newName: z.string().min(1).max(200) }).strict(),
  'skill.duplicate': z.object({ dir: absPath, newName: z.string().min(1).max(200) }).strict(),
  'skill.delete': z.object({ dir: absPath }).strict(),
  /**
   * Put the skill folder `dir` into the skills root `folder` (same folder name) as a copy or a relative
   * symbolic link: the "Add a copy or link" action of `portability-folder-not-read` (issue 17 §2).
   * `folder` must be a root of this session the user approved writing in; an existing target is refused.
   */
  'skill.place': z.object({ dir: absPath, folder: absPath, mode: z.enum(['copy', 'link']) }).strict(),
  /** Pack a skill folder for a target (docs/packaging.md); nothing is written: the zip comes back as base64 for the page to save. */
  'pack.export': z.object({ dir: absPath, target: z.enum(['claude-ai', 'plain']) }).strict(),
  /** Electron only: pack again and save through the native save dialog (the page never picks the path). */
  'pack.saveAs': z.object({ dir: absPath, target: z.enum(['claude-ai', 'plain']) }).strict(),
  /**
   * Import a skill archive into a skills root (inside the approved roots). `dryRun` only inspects
   * (diagnostics, clash); a clash is resolved only by the caller's `onClash` (default cancel).
   */
  'pack.import': z.object({
    into: absPath, fileName: z.string().min(1).max(255), dataBase64: z.string().max(140_000_000),
    onClash: z.enum(['rename', 'replace', 'cancel']).optional(), dryRun: z.boolean().optional(),
  }).strict(),
  /** Write a minimal plugin (plugin.json + one skill) in `dir` (inside the approved roots); never overwrites. */
  'plugin.init': z.object({ dir: absPath, name: z.string().min(1).max(200) }).strict(),
  'settings.get': z.object({}).strict(),
  'settings.update': settingsPatchSchema,
  'usage.record': z.object({ name: z.string().min(1).max(500), at: z.number().int().optional() }).strict(),
  'usage.set': z.object({ usage: usageRecordsSchema }).strict(),
  'invoke.simulate': invokeRequestSchema,
  /**
   * Run one `!`cmd`` of an invocation, on the user's click: main simulates
   * `invocation` again (with the unsaved buffers it mirrors) and runs
   * `shellCommands[index]` exactly as that simulation expanded it, only when
   * it equals `command` (what the user saw) and the profile would run it for
   * that scope. No caller text is ever run.
   */
  'shell.run': z.object({
    /** The request that produced the record on screen (unsaved buffers come from main's own mirror, never from the caller). */
    invocation: invokeRequestSchema.omit({ overlays: true, save: true }),
    index: z.number().int().nonnegative().max(10_000),
    /** The command text the user saw; main refuses when its own simulation differs. */
    command: z.string().min(1).max(100_000),
    cwd: z.string().max(4096).optional(),
  }).strict(),
  'history.list': z.object({}).strict(),
  'history.pin': z.object({ id: z.string().max(100), pinned: z.boolean() }).strict(),
  'history.delete': z.object({ id: z.string().max(100) }).strict(),
  'buffers.list': z.object({}).strict(),
  /**
   * Mirror one unsaved buffer. `baseHash`: the content hash of the disk
   * version the edit started from (the tab's `diskHash`), so a restored buffer
   * keeps its conflict check after a reload.
   */
  'buffers.put': z.object({ path: absPath, text: z.string().max(50_000_000), baseHash: contentHashSchema.optional() }).strict(),
  'buffers.discard': z.object({ path: absPath }).strict(),
  /** Explain a name; `profile`/`version`: under that harness (its own scan of the same roots), default the app's. */
  'engine.explain': z.object({
    name: z.string().max(500), overlays: z.record(z.string(), z.string()).optional(),
    profile: profileIdSchema.optional(), version: versionSchema.optional(),
  }).strict(),
  /**
   * The harness matrix (issue 17 §2) of the open project: one scan per column on the scan
   * worker, the unsaved buffers overlaid. `profiles`: column keys (engine `profileKey`);
   * absent: the `harnessColumns` setting, else the harnesses whose folders exist.
   */
  'matrix.get': z.object({
    profiles: harnessColumnsSchema.optional(),
    overlays: z.record(z.string(), z.string().max(50_000_000)).optional(),
  }).strict(),
  'engine.schema': z.object({ profile: profileIdSchema.optional() }).strict(),
  'app.info': z.object({}).strict(),
  /** The renderer reports whether any buffer is unsaved, so closing the window can ask first. */
  'app.setDirty': z.object({ dirty: z.boolean(), paths: z.array(absPath).max(10000).optional() }).strict(),
  /** Tell main which files are open, so it pushes `file.changed` for them (file.read also registers). */
  'file.watch': z.object({ paths: z.array(absPath).max(10000) }).strict(),
  /** Find the user's Claude Code (setting `claudePath`, `--claude`, PATH, install folders) and its version. */
  'claude.find': z.object({}).strict(),
  /**
   * Remember the Claude Code to capture with ('' forgets it). Not a plain setting: main runs
   * this program, so the user must allow it (Electron: a native box; web host: a code printed
   * in its terminal), like project.allowWrites; a program inside a folder Skill Studio may
   * write in is refused.
   */
  'claude.setPath': z.object({ path: z.union([absPath, z.literal('')]), code: z.string().max(64).optional() }).strict(),
  /**
   * Run the user's Claude Code once, offline, on a mirror of the open project and home, and
   * compare with the simulation (node/claude/capture.ts). Progress comes as `claude.progress`.
   * `allowShell`: the `!` commands the user ticked, each as the simulation shows it; main runs
   * them only when they are all of the skill's commands (else Claude Code's own
   * `disableSkillShellExecution` stays on).
   */
  'claude.capture': z.object({
    invoke: captureInvokeSchema.optional(),
    allowShell: z.array(z.string().min(1).max(100_000)).max(100).optional(),
    model: z.string().min(1).max(200).regex(/^[\w.:\[\]-]+$/).optional(),
  }).strict(),
} as const;

export type ApiMethod = keyof typeof API_INPUTS;
export type ApiInput<M extends ApiMethod> = z.input<(typeof API_INPUTS)[M]>;

/** Response types, one per method. */
export interface ApiOutputs {
  'catalog.get': CatalogSnapshot;
  'catalog.rescan': CatalogSnapshot;
  'catalog.configure': CatalogSnapshot;
  'project.open': CatalogSnapshot;
  'project.pickFolder': { path: string | null };
  /** `snapshot` after an approval (the roots are writable now); `message` says why not. */
  'project.allowWrites': { approved: boolean; needsCode?: boolean; message?: string; snapshot?: CatalogSnapshot };
  'project.completePath': { entries: string[] };
  'file.read': FileText;
  /** `hash`: the saved content's hash (the next save's `expectedHash`); a conflict carries what the disk holds now (null: missing). */
  'file.save': { ok: true; mtimeMs: number; hash: string } | { ok: false; conflict: true; diskMtimeMs: number; diskHash: string | null };
  /** As `file.save`: `hash` of the UTF-8 file written, or the conflict. */
  'file.convertToUtf8': { ok: true; mtimeMs: number; hash: string } | { ok: false; conflict: true; diskMtimeMs: number; diskHash: string | null };
  'skill.create': { path: string };
  'skill.rename': { dir: string };
  /** `skipped`: entries not copied (links leading outside the roots, FIFOs, devices), relative to the folder; `note` says so. */
  'skill.duplicate': { dir: string; skipped?: string[]; note?: string };
  /** `trashed`: moved to the system trash (Electron) or to `location` (web host's `.trash` folder, see `note`). */
  'skill.delete': { trashed: boolean; location?: string; note?: string };
  /** `dir`: the new folder or link; `linkTarget`: the link's relative target; `skipped`/`note` as for skill.duplicate. */
  'skill.place': { dir: string; mode: 'copy' | 'link'; linkTarget?: string; skipped?: string[]; note?: string };
  /** `dataBase64` only when the plan has no error. */
  'pack.export': { ok: boolean; fileName: string; dataBase64?: string; files: { archivePath: string; size: number }[]; excluded: { rel: string; reason: string }[]; diagnostics: Diagnostic[] };
  /** `saved`: the path the user chose, null when the dialog was cancelled or the plan has errors (nothing written). */
  'pack.saveAs': { ok: boolean; saved: string | null; fileName: string; files: number };
  'pack.import': { outcome: 'inspected' | 'installed' | 'cancelled' | 'refused'; name: string | null; clash: boolean; renameTo: string | null; installed: string | null; files: string[]; diagnostics: Diagnostic[]; skillDiagnostics: Diagnostic[]; snapshot?: CatalogSnapshot };
  'plugin.init': { ok: boolean; files: string[]; error?: string; snapshot?: CatalogSnapshot };
  'settings.get': Settings;
  'settings.update': Settings;
  'usage.record': UsageRecords;
  'usage.set': UsageRecords;
  /** With `save`: `historyId` of the kept run, or `historyNote` saying why it was not kept (too large). */
  'invoke.simulate': InvocationRecord & { historyId?: string; historyNote?: string };
  'shell.run': ShellRunResult;
  'history.list': HistoryEntry[];
  'history.pin': HistoryEntry[];
  'history.delete': HistoryEntry[];
  /** `baseHash` when the renderer gave one: restore sets the tab's `diskHash` to it (conflict-checked save). */
  'buffers.list': { path: string; text: string; baseHash?: string }[];
  'buffers.put': { ok: true };
  'buffers.discard': { ok: true };
  'engine.explain': Explanation & { diagnostics: Diagnostic[]; profile: ProfileId; version: VersionSelector };
  /** `defaults`: the column keys used when none are chosen (harnesses whose folders exist). */
  'matrix.get': HarnessMatrix & { defaults: string[] };
  'engine.schema': { schema: unknown };
  'app.info': { version: string; host: 'electron' | 'web'; dataDir: string; platform: string; notices?: AppNotice[] };
  'app.setDirty': { ok: true };
  'file.watch': { ok: true };
  'claude.find': ClaudeFindResult;
  /** `claude` is the new answer of claude.find once the path is remembered (or forgotten). */
  'claude.setPath': { approved: boolean; needsCode?: boolean; message?: string; claude?: ClaudeFindResult };
  'claude.capture': CaptureView;
}

/** Where the user's Claude Code is (and its version), or why none was found and what to do. */
export type ClaudeFindResult =
  | { found: true; path: string; version: string; source: 'setting' | 'PATH' | 'install-folder' }
  | { found: false; searched: { path: string; why: string }[]; help: string };

/** An invocation as one side delivered it (conformance/compare.ts `InvocationView`). */
export interface CaptureInvocationSide {
  loaded: boolean;
  /** Model path: the Skill tool's result as the model gets it. */
  toolResult: { text: string; isError: boolean } | null;
  /** The refusal text, without any wrapper. */
  refusal: string | null;
  /** The `<command-message>` text sent to the model, or null. */
  command: string | null;
  /** The text blocks that carry the skill (bodies). */
  bodies: string[];
  /** A fork's sub-agent task, or null. */
  forkTask: string | null;
}

/**
 * A capture as the app shows it: the output of `skill-studio capture --json`
 * (node/claude/capture.ts `CaptureResult`). Paths in texts are the user's real ones.
 */
export interface CaptureView {
  claudeVersion: string;
  claudePath: string;
  model: string | null;
  engineVersion: VersionSelector;
  listing: { text: string; entries: { name: string; text: string; origin: 'files' | 'builtin' }[]; delivery: 'system-reminder' | 'system-message' | 'tool-result' | null };
  bundled: { name: string; kind: 'builtin'; text: string }[];
  bundledStored: string | null;
  invocations: { name: string; as: 'model' | 'user'; args?: string; captured: CaptureInvocationSide & { apiCalled: boolean }; simulated: CaptureInvocationSide; differences: { field: string; entry?: string; claude: unknown; engine: unknown }[] }[];
  simulated: { text: string; entries: { name: string; text: string }[] };
  diff: {
    identical: boolean; entriesSame: number; entriesTotal: number;
    entries: { name: string; status: 'same' | 'differs' | 'captured-only' | 'simulated-only'; captured: string | null; simulated: string | null; origin: 'files' | 'builtin'; explanation: string }[];
    differences: { field: string; entry?: string; claude: unknown; engine: unknown }[];
  };
  shell: { disabled: boolean; note: string; commands: { command: string; consented: boolean }[] };
  bugReport: string;
  safety: { baseUrl: 'loopback'; requests: number; outbound: string[]; apiKey: 'dummy' };
  tree: { files: number; bytes: number; omitted: { path: string; why: string }[] };
  ms: number;
}

/** A message for the user from main (a corrupt settings file set aside, a watcher error). */
export interface AppNotice { level: 'info' | 'warning' | 'error'; message: string; at: number }

/** Push events from main to renderer. */
export interface ApiEvents {
  'catalog.changed': { snapshot: CatalogSnapshot; changedPaths: string[] };
  /**
   * An open file changed on disk. `file`: what main read right after the
   * change (the same record `file.read` returns), so the renderer does not
   * read it again; absent for `unlink` and when main could not read it.
   */
  'file.changed': { path: string; kind: 'change' | 'add' | 'unlink'; mtimeMs?: number; file?: FileText };
  'menu.command': { command: string };
  'app.notice': AppNotice;
  /** A progress line of a running capture (`claude.capture`). */
  'claude.progress': { line: string; at: number };
}
export type ApiEventName = keyof ApiEvents;

/** What the preload exposes as `window.skillStudio` (and the web bridge imitates). */
export interface SkillStudioBridge {
  call<M extends ApiMethod>(method: M, input: ApiInput<M>): Promise<ApiOutputs[M]>;
  on<E extends ApiEventName>(event: E, listener: (payload: ApiEvents[E]) => void): () => void;
  host: 'electron' | 'web';
}

/**
 * Web host wire format (src/webhost): `POST /api/<method>` with the JSON
 * input as body answers `WebApiResponse`; the WebSocket at `/events` sends
 * `WebEventMessage` frames. The page loads `/?token=...` (the URL printed in
 * the terminal); the server answers with the session cookie and a redirect to
 * `/#key=<page key>`. The cookie alone opens nothing: browsers send cookies to
 * every port of 127.0.0.1, so any other local server the user visits receives
 * it. Every API request must also carry the page key in `WEB_KEY_HEADER`, and
 * the WebSocket offers it as the subprotocol `WEB_KEY_PROTOCOL_PREFIX + key`
 * (browsers cannot set headers on a WebSocket). The key lives only in the
 * redirect's fragment (never sent to a server) and in the page origin's
 * localStorage, which no other origin (other ports included) can read.
 */
export const WEB_API_PREFIX = '/api/';
export const WEB_EVENTS_PATH = '/events';
/** Header carrying the page key on every API request. */
export const WEB_KEY_HEADER = 'x-skill-studio-key';
/** The subprotocol the server selects for `/events`. */
export const WEB_EVENTS_PROTOCOL = 'skill-studio';
/** Prefix of the second subprotocol the page offers: `skill-studio.key.<page key>`. */
export const WEB_KEY_PROTOCOL_PREFIX = 'skill-studio.key.';
/** localStorage entry of the page key (per origin, so per port). */
export const WEB_KEY_STORAGE = 'skill-studio-page-key';
export type WebApiResponse<T = unknown> =
  | { ok: true; result: T }
  | { ok: false; error: { message: string; code: string; issues?: unknown[] } };
export interface WebEventMessage<E extends ApiEventName = ApiEventName> { event: E; payload: ApiEvents[E] }

export type { ListingOptions };
