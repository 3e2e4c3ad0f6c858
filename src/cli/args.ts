/**
 * Command-line parsing for `skill-studio`. A small hand-written scanner turns
 * argv into raw values; zod then checks every value at this boundary. Any
 * problem becomes a {@link UsageError} (exit code 2), never a stack trace.
 */
import { z } from 'zod';
import { DEFAULT_PROFILE_ID, LATEST, PROFILE_IDS, VERSION_SELECTORS } from '../shared/engine';

export const COMMANDS = ['scan', 'lint', 'listing', 'explain', 'invoke', 'schema', 'capture', 'pack', 'unpack', 'plugin', 'matrix'] as const;
export type Command = (typeof COMMANDS)[number];

/** Bad usage: unknown command or flag, missing or invalid value. */
export class UsageError extends Error {}

type FlagKind = 'string' | 'repeat' | 'bool';
interface FlagSpec { key: string; kind: FlagKind; commands?: Command[] }

const LISTING_CMDS: Command[] = ['listing', 'lint', 'explain', 'scan'];
/** Every flag, with the option key it fills and the commands that accept it (all when absent). */
const FLAGS: Record<string, FlagSpec> = {
  '--profile': { key: 'profile', kind: 'string' },
  '--cc-version': { key: 'ccVersion', kind: 'string' },
  '--project': { key: 'project', kind: 'string' },
  '--home': { key: 'home', kind: 'string' },
  '--add-dir': { key: 'addDir', kind: 'repeat' },
  '--skills-dir': { key: 'skillsDir', kind: 'repeat' },
  '--plugin': { key: 'plugin', kind: 'repeat' },
  '--cwd': { key: 'cwd', kind: 'string' },
  '--touched': { key: 'touched', kind: 'repeat' },
  '--no-bundled': { key: 'noBundled', kind: 'bool' },
  '--json': { key: 'json', kind: 'bool' },
  '--help': { key: 'help', kind: 'bool' },
  '-h': { key: 'help', kind: 'bool' },
  '--budget': { key: 'budget', kind: 'string', commands: LISTING_CMDS },
  '--context-window': { key: 'contextWindow', kind: 'string', commands: LISTING_CMDS },
  '--model': { key: 'model', kind: 'string', commands: [...LISTING_CMDS, 'capture'] },
  '--budget-fraction': { key: 'budgetFraction', kind: 'string', commands: LISTING_CMDS },
  '--max-entry-chars': { key: 'maxEntryChars', kind: 'string', commands: LISTING_CMDS },
  '--usage': { key: 'usage', kind: 'string', commands: LISTING_CMDS },
  '--now': { key: 'now', kind: 'string', commands: LISTING_CMDS },
  '--as': { key: 'as', kind: 'string', commands: ['invoke', 'capture'] },
  '--args': { key: 'args', kind: 'string', commands: ['invoke', 'capture'] },
  '--claude': { key: 'claude', kind: 'string', commands: ['capture'] },
  '--invoke': { key: 'invoke', kind: 'string', commands: ['capture'] },
  '--allow-shell': { key: 'allowShell', kind: 'repeat', commands: ['capture'] },
  '--timeout': { key: 'timeout', kind: 'string', commands: ['capture'] },
  '--data-dir': { key: 'dataDir', kind: 'string', commands: ['capture'] },
  '--no-store': { key: 'noStore', kind: 'bool', commands: ['capture'] },
  '--session-id': { key: 'sessionId', kind: 'string', commands: ['invoke'] },
  '--print': { key: 'print', kind: 'bool', commands: ['invoke'] },
  '--allowed-tools': { key: 'allowedTools', kind: 'repeat', commands: ['invoke'] },
  '--fork-result': { key: 'forkResult', kind: 'string', commands: ['invoke'] },
  '--out': { key: 'out', kind: 'string', commands: ['pack'] },
  '--target': { key: 'target', kind: 'string', commands: ['pack'] },
  '--dry-run': { key: 'dryRun', kind: 'bool', commands: ['pack'] },
  '--into': { key: 'into', kind: 'string', commands: ['unpack'] },
  '--on-clash': { key: 'onClash', kind: 'string', commands: ['unpack'] },
  '--name': { key: 'name', kind: 'string', commands: ['plugin'] },
  '--profiles': { key: 'profiles', kind: 'string', commands: ['lint', 'matrix'] },
  '--strict': { key: 'strict', kind: 'bool', commands: ['matrix'] },
};

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
  profiles: z.string().min(1, '--profiles needs a list').max(4096).optional(),
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

/** Parse argv (without `node` and the script). Throws only {@link UsageError}. */
export function parseArgs(argv: string[]): ParsedArgs {
  const raw: Record<string, unknown> = {};
  const positionals: string[] = [];
  let command: Command | null = null;
  const seen: [string, FlagSpec][] = [];
  for (let i = 0; i < argv.length; i++) {
    let a = argv[i];
    let inline: string | undefined;
    if (a === '--') { positionals.push(...argv.slice(i + 1)); break; }
    if (a.startsWith('--') && a.includes('=')) { inline = a.slice(a.indexOf('=') + 1); a = a.slice(0, a.indexOf('=')); }
    if (a.startsWith('-') && a !== '-') {
      const spec = FLAGS[a];
      if (!spec) throw new UsageError(`unknown flag ${a} (see skill-studio --help)`);
      seen.push([a, spec]);
      if (spec.kind === 'bool') {
        if (inline !== undefined) throw new UsageError(`${a} takes no value`);
        raw[spec.key] = true;
        continue;
      }
      let v = inline;
      if (v === undefined) {
        if (i + 1 >= argv.length) throw new UsageError(`${a} needs a value`);
        v = argv[++i];
      }
      if (spec.kind === 'repeat') ((raw[spec.key] ??= []) as string[]).push(v);
      else {
        if (raw[spec.key] !== undefined) throw new UsageError(`${a} given twice`);
        raw[spec.key] = v;
      }
      continue;
    }
    if (command === null && positionals.length === 0) {
      if (!(COMMANDS as readonly string[]).includes(a)) throw new UsageError(`unknown command "${a}" (commands: ${COMMANDS.join(', ')})`);
      command = a as Command;
    } else positionals.push(a);
  }
  if (command) {
    for (const [flag, spec] of seen) {
      if (spec.commands && !spec.commands.includes(command)) throw new UsageError(`${flag} does not apply to "${command}"`);
    }
  }
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
  invoke NAME          simulate /NAME (--as user) or the skill tool (--as model)
  schema               the profile's frontmatter fields as JSON Schema
  pack SKILL_DIR       zip one skill (--out FILE, --target claude-ai|plain, --dry-run)
  unpack FILE          import a skill archive (--into SKILLS_DIR, --on-clash rename|replace|cancel)
  plugin validate DIR  check plugin.json / marketplace.json and the plugin's skills; exit 1 on error
  plugin init DIR      write a minimal plugin with one skill (--name N)
  plugin schema KIND   JSON Schema of plugin.json or marketplace.json (KIND: plugin, marketplace)
  matrix               how each harness sees each skill (--profiles a,b,... --strict)

Roots:
  --profile ID         ${PROFILE_IDS.map((id) => (id === DEFAULT_PROFILE_ID ? `${id} (default)` : id)).join(', ')}
  --cc-version V       ${VERSION_SELECTORS.map((v) => (v === LATEST ? `${v} (default)` : v)).join(', ')}
  --project DIR        project root (default: the current directory)
  --home DIR           stands for $HOME (default: your home)
  --cwd DIR            working directory (default: the project root)
  --add-dir DIR        extra directory, as Claude Code's --add-dir (repeatable)
  --skills-dir DIR     a bare skills root, scope extra (repeatable)
  --plugin DIR         an enabled plugin root (repeatable)
  --touched FILE       a file the agent touched, relative to --cwd (repeatable)
  --no-bundled         leave out the harness's bundled skills

Portability (lint):
  --profiles A,B       also say, per skill, what each of these harnesses does
                       differently: skips it (why), never reads its folder, cuts
                       it, calls it otherwise (info diagnostics, portability-*)

Listing (listing, lint, explain, scan):
  --model ID           the model whose window sets the budget (as Claude Code --model)
  --budget CHARS  --context-window TOKENS  --budget-fraction F
  --max-entry-chars N  --usage FILE  --now DATE

Invoke:
  --as model|user  --args STRING  --session-id ID
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
