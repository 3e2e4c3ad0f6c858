/**
 * Command-line parsing for `skill-studio`: the shared flag parser
 * (node/app/flags.ts, on `node:util` `parseArgs`) turns argv into raw values;
 * zod then checks every value at this boundary. Any problem becomes a
 * {@link UsageError} (exit code 2), never a stack trace.
 */
import { z } from 'zod';
import { DEFAULT_PROFILE_ID, LATEST, parseProfileKey, PROFILE_IDS, VERSION_SELECTORS } from '../shared/engine';
import { APP_FLAGS, flagHelp, parseFlags, UsageError, type FlagTable } from '../node/app/flags';

export const COMMANDS = ['scan', 'lint', 'listing', 'explain', 'invoke', 'schema', 'capture', 'pack', 'unpack', 'plugin', 'matrix'] as const;
export type Command = (typeof COMMANDS)[number];

export { UsageError };

const LISTING_CMDS: Command[] = ['listing', 'lint', 'explain', 'scan'];
const text = (arg: string | undefined, t: string) => ({ help: { ...(arg ? { arg } : {}), text: t } });

/**
 * Every flag of the CLI: the app-level ones (node/app/flags.ts APP_FLAGS, shared with
 * the app) and the CLI's own. Option keys are the camelCase of the flag names.
 */
const CLI_FLAGS = {
  ...APP_FLAGS,
  profile: { type: 'string', ...text('ID', PROFILE_IDS.map((id) => (id === DEFAULT_PROFILE_ID ? `${id} (default)` : id)).join(', ')) },
  'cc-version': { type: 'string', ...text('V', VERSION_SELECTORS.map((v) => (v === LATEST ? `${v} (default)` : v)).join(', ')) },
  project: { type: 'string', ...text('DIR', 'project root (default: the current directory)') },
  json: { type: 'boolean' },
  budget: { type: 'string' },
  'context-window': { type: 'string' },
  model: { type: 'string' },
  'budget-fraction': { type: 'string' },
  'max-entry-chars': { type: 'string' },
  usage: { type: 'string' },
  now: { type: 'string' },
  as: { type: 'string' },
  args: { type: 'string', dashValue: true },
  invoke: { type: 'string' },
  'allow-shell': { type: 'string', multiple: true, dashValue: true },
  timeout: { type: 'string' },
  'no-store': { type: 'boolean' },
  'session-id': { type: 'string' },
  print: { type: 'boolean' },
  'allowed-tools': { type: 'string', multiple: true },
  'fork-result': { type: 'string', dashValue: true },
  out: { type: 'string' },
  target: { type: 'string' },
  'dry-run': { type: 'boolean' },
  into: { type: 'string' },
  'on-clash': { type: 'string' },
  name: { type: 'string' },
  profiles: { type: 'string' },
  strict: { type: 'boolean' },
} as const satisfies FlagTable;

/** The commands a flag applies to (all when absent). */
const APPLIES: Partial<Record<keyof typeof CLI_FLAGS, Command[]>> = {
  budget: LISTING_CMDS, 'context-window': LISTING_CMDS, model: [...LISTING_CMDS, 'capture'],
  'budget-fraction': LISTING_CMDS, 'max-entry-chars': LISTING_CMDS, usage: LISTING_CMDS, now: LISTING_CMDS,
  as: ['invoke', 'capture'], args: ['invoke', 'capture'], claude: ['capture', ...LISTING_CMDS, 'invoke'], invoke: ['capture'],
  'allow-shell': ['capture'], timeout: ['capture'], 'data-dir': ['capture', ...LISTING_CMDS, 'invoke'], 'no-store': ['capture', ...LISTING_CMDS, 'invoke'],
  'session-id': ['invoke'], print: ['invoke'], 'allowed-tools': ['invoke'], 'fork-result': ['invoke'],
  out: ['pack'], target: ['pack'], 'dry-run': ['pack'], into: ['unpack'], 'on-clash': ['unpack'], name: ['plugin'],
  profiles: ['lint', 'matrix'], strict: ['matrix'],
};

const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const num = (what: string) => z.string().trim().min(1, `${what} needs a value`).transform(Number).pipe(z.number({ error: `${what} must be a number` }).finite());
const posInt = (what: string) => num(what).pipe(z.number().int(`${what} must be a whole number`).positive(`${what} must be positive`).max(100_000_000));
const path = z.string().min(1, 'empty path').max(4096);

/** Options after validation. Paths are as typed; `resolveOptions` makes them absolute. */
export const optionsSchema = z.object({
  profile: z.enum(PROFILE_IDS, { error: `unknown --profile (${PROFILE_IDS.join(', ')})` }).default(DEFAULT_PROFILE_ID),
  ccVersion: z.enum(VERSION_SELECTORS, { error: `--cc-version must be one of ${VERSION_SELECTORS.join(', ')}` }).default(LATEST),
  project: path.optional(),
  home: path.optional(),
  addDir: z.array(path).max(64).default([]),
  skillsDir: z.array(path).max(64).default([]),
  plugin: z.array(path).max(256).default([]),
  cwd: path.optional(),
  touched: z.array(path).max(10000).default([]),
  noBundled: z.boolean().default(false),
  json: z.boolean().default(false),
  help: z.boolean().default(false),
  budget: posInt('--budget').optional(),
  contextWindow: posInt('--context-window').optional(),
  model: z.string().trim().min(1, '--model needs a value').max(200).regex(/^[\w.:\[\]-]+$/, '--model: letters, digits and . : - _ [ ] only').optional(),
  budgetFraction: num('--budget-fraction').pipe(z.number().positive('--budget-fraction must be positive').max(1, '--budget-fraction must be at most 1')).optional(),
  maxEntryChars: posInt('--max-entry-chars').optional(),
  usage: path.optional(),
  now: z.string().min(1).transform((s, ctx) => {
    const t = /^\d+$/.test(s) ? Number(s) : Date.parse(s);
    if (!Number.isFinite(t)) { ctx.addIssue({ code: 'custom', message: `--now: cannot read "${s}" as a date` }); return z.NEVER; }
    return t;
  }).optional(),
  as: z.enum(['model', 'user'], { error: '--as must be model or user' }).default('user'),
  args: z.string().max(100_000).optional(),
  sessionId: z.string().min(1).max(200).optional(),
  claude: path.optional(),
  invoke: z.string().min(1, '--invoke needs a NAME').max(500).optional(),
  allowShell: z.array(z.string().min(1).max(100_000)).max(100).default([]),
  timeout: posInt('--timeout').pipe(z.number().max(3600, '--timeout: at most 3600 seconds')).optional(),
  dataDir: path.optional(),
  noStore: z.boolean().default(false),
  print: z.boolean().default(false),
  allowedTools: z.array(z.string().min(1).max(500)).max(1000).default([]),
  forkResult: z.string().max(1_000_000).optional(),
  out: path.optional(),
  target: z.enum(['claude-ai', 'plain'], { error: '--target must be claude-ai or plain' }).default('claude-ai'),
  dryRun: z.boolean().default(false),
  into: path.optional(),
  onClash: z.enum(['rename', 'replace', 'cancel'], { error: '--on-clash must be rename, replace or cancel' }).default('cancel'),
  name: z.string().min(1).max(200).optional(),
  /** `lint`, `matrix`: the columns, `id` or `id@version`, comma-separated (read by commands/matrix.ts against the registry). */
  profiles: z.string().min(1, '--profiles needs a list').max(4096).superRefine((s, ctx) => {
    for (const raw of s.split(',').map((x) => x.trim()).filter(Boolean)) {
      if (!parseProfileKey(raw)) ctx.addIssue({ code: 'custom', message: `--profiles: unknown profile "${raw}" (${PROFILE_IDS.join(', ')}; a version as ID@VERSION)` });
    }
  }).optional(),
  strict: z.boolean().default(false),
});
export type CliOptions = z.infer<typeof optionsSchema>;

/** Parsed command line. */
export interface ParsedArgs {
  command: Command | null;
  /** Positional arguments after the command (explain/invoke take one name). */
  positionals: string[];
  options: CliOptions;
}

/** Parse argv (without `node` and the script) with the shared flag parser. Throws only {@link UsageError}. */
export function parseArgs(argv: string[]): ParsedArgs {
  const { values, positionals: all, given } = parseFlags(argv, CLI_FLAGS, { positionals: true });
  const [first, ...positionals] = all;
  let command: Command | null = null;
  if (first !== undefined) {
    if (!(COMMANDS as readonly string[]).includes(first)) throw new UsageError(`unknown command "${first}" (commands: ${COMMANDS.join(', ')})`);
    command = first as Command;
    for (const g of given) {
      const applies = APPLIES[g.name as keyof typeof CLI_FLAGS];
      if (applies && !applies.includes(command)) throw new UsageError(`${g.raw} does not apply to "${command}"`);
    }
  }
  const raw: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) raw[camel(k)] = v;
  const parsed = optionsSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('; '));
  return { command, positionals, options: parsed.data };
}

/** The help text (usage, commands, flags). */
export const HELP = `Usage: skill-studio <command> [flags]

Commands:
  scan                 every skill and loose file with status and diagnostics
  lint                 diagnostics only; exit 1 when any has severity error
  listing              the skill listing the model sees, with the budget maths
  explain NAME         what happens to NAME, in plain words
  invoke NAME          simulate /NAME (--as user, the default) or the skill tool (--as model);
                       exit 1 when no skill is named NAME
  schema               the profile's frontmatter fields as JSON Schema
  pack SKILL_DIR       zip one skill (--out FILE, --target claude-ai|plain, --dry-run)
  unpack FILE          import a skill archive (--into SKILLS_DIR, --on-clash rename|replace|cancel)
  plugin validate DIR  check plugin.json / marketplace.json and the plugin's skills; exit 1 on error
  plugin init DIR      write a minimal plugin with one skill (--name N)
  plugin schema KIND   JSON Schema of plugin.json or marketplace.json (KIND: plugin, marketplace)
  matrix               how each harness sees each skill (--profiles a,b,... --strict)

Roots:
${flagHelp(CLI_FLAGS, ['profile', 'cc-version', 'project', 'home', 'cwd', 'add-dir', 'skills-dir', 'plugin', 'touched', 'no-bundled'])}

Portability (lint):
  --profiles A,B       also say, per skill, what each of these harnesses does
                       differently: skips it (why), never reads its folder, cuts
                       it, calls it otherwise (info diagnostics, portability-*)

Listing (listing, lint, explain, scan):
  --model ID           the model whose window sets the budget (as Claude Code --model)
  --budget CHARS  --context-window TOKENS  --budget-fraction F
  --max-entry-chars N  --usage FILE  --now DATE
  --claude PATH        Claude Code's bundled skills from this install's cli.js (default:
                       claude on PATH), else the last capture in --data-dir DIR
                       (--no-store: none); JSON field bundled says which, or unknown

Invoke:
  --as user|model      user (default): typed /NAME; model: the skill tool
  --args STRING  --session-id ID
  --print              as Claude Code -p: what would ask permission is refused
  --allowed-tools R    a permission rule the session allows, e.g. Skill (repeatable)
  --fork-result TEXT   a forked skill's sub-agent's last text (its tool result)

Capture (capture: run your own Claude Code offline and compare with the simulation):
  capture              --project DIR [--home DIR] [--claude PATH] [--model M] [--json]
  --invoke NAME        also capture an invocation, --as model|user [--args S]
  --allow-shell CMD    run this ! command for real (repeatable; each command of the
                       skill needs its own, as the simulation shows it); default:
                       Claude Code's disableSkillShellExecution replaces them
  --timeout SECONDS    time limit of the run (default 120)
  --data-dir DIR       where built-in entries are kept per Claude Code version
                       (default: the app data folder); --no-store keeps nothing

Matrix:
  --profiles LIST      columns, comma-separated: ID or ID@VERSION (default: every
                       harness whose folders exist in the project or home)
  --strict             exit 1 when any chosen harness skips a skill (for CI)

Output:
  --json               machine-readable output
`;
