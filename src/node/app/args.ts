/**
 * The command line of the app (the web host and the Electron entry): the
 * app-level flags of flags.ts plus the web host's `--port` and `--no-open`
 * (reference README "Conventions"). Parsing and its errors are flags.ts's.
 */
import os from 'node:os';
import path from 'node:path';
import { profileIdSchema } from '../../shared/ipc/contract';
import { defaultDataDir } from './context';
import { APP_FLAGS, flagHelp, parseFlags, UsageError, type FlagTable } from './flags';

/** Default port; taken → a random free one. */
export const DEFAULT_PORT = 5317;

/** The app's flags: the shared ones, and the web host's port and browser switch. */
export const HOST_FLAGS = {
  ...APP_FLAGS,
  project: { type: 'string', help: { arg: 'DIR', text: 'the project to open (default: README "Which project opens")' } },
  port: { type: 'string', help: { arg: 'N', text: `web host: the port on 127.0.0.1 (default ${DEFAULT_PORT}, a free one when taken; 0: any)` } },
  'no-open': { type: 'boolean', help: { text: 'web host: do not open a browser' } },
} as const satisfies FlagTable;

/** `--help` of the app. */
export const HOST_HELP = `Usage: npm start -- [flags]   (or node out/main/webhost.js [flags])\n\n${flagHelp(HOST_FLAGS)}\n`;

const abs = (p: string) => path.resolve(p);
const many = (v: string | string[] | true | undefined) => (Array.isArray(v) ? v.map(abs) : []);
const one = (v: string | string[] | true | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * Parse the app's command line. The web host is strict; Electron (`strict: false`)
 * ignores flags it does not know (its own: --no-sandbox, --inspect...) and positionals.
 * Throws {@link UsageError} (unknown flag, missing value, repeated flag, bad --profile or --port).
 */
export function parseCli(argv: string[], opts: { strict?: boolean } = {}) {
  const { values } = parseFlags(argv, HOST_FLAGS, { unknown: opts.strict === false ? 'ignore' : 'error' });
  const profileRaw = one(values.profile);
  const profile = profileRaw === undefined ? undefined : profileIdSchema.safeParse(profileRaw);
  if (profile && !profile.success) throw new UsageError(`unknown --profile ${profileRaw} (${profileIdSchema.options.join(', ')})`);
  const portRaw = one(values.port);
  const port = portRaw === undefined ? undefined : Number(portRaw);
  if (port !== undefined && !(/^\d+$/.test(portRaw!) && port < 65536)) throw new UsageError(`--port: not a port number: ${portRaw}`);
  const str = (k: keyof typeof HOST_FLAGS) => one(values[k]);
  return {
    project: str('project') ? abs(str('project')!) : undefined,
    home: str('home') ? abs(str('home')!) : os.homedir(),
    cwd: str('cwd') ? abs(str('cwd')!) : undefined,
    addDirs: many(values['add-dir']),
    skillsDirs: many(values['skills-dir']),
    plugins: many(values.plugin),
    touched: Array.isArray(values.touched) ? values.touched : [],
    profile: profile?.data,
    dataDir: str('data-dir') ? abs(str('data-dir')!) : defaultDataDir(),
    /** `--data-dir` was given (Electron's default is its userData folder, not defaultDataDir). */
    dataDirGiven: str('data-dir') !== undefined,
    port,
    open: values['no-open'] !== true,
    bundled: values['no-bundled'] === true ? false : undefined,
    help: values.help === true,
    /** `--claude PATH`: the Claude Code "Check with my Claude Code" runs (issue 15). */
    claude: str('claude') ? abs(str('claude')!) : undefined,
  };
}
