/**
 * Command-line flags shared by the web host and the Electron entry
 * (reference README "Conventions": --project, --home, --add-dir, ...).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { profileIdSchema } from '../../shared/ipc/contract';
import { defaultDataDir } from './context';

/** Default port; taken → a random free one. */
export const DEFAULT_PORT = 5317;

const abs = (p: string) => path.resolve(p);

/** Parse the web host's command line. */
export function parseCli(argv: string[], opts: { strict?: boolean } = {}) {
  const config = {
    args: argv,
    allowPositionals: false,
    options: {
      project: { type: 'string' }, home: { type: 'string' }, cwd: { type: 'string' },
      'add-dir': { type: 'string', multiple: true }, 'skills-dir': { type: 'string', multiple: true },
      plugin: { type: 'string', multiple: true }, touched: { type: 'string', multiple: true },
      profile: { type: 'string' }, 'data-dir': { type: 'string' }, port: { type: 'string' },
      'no-open': { type: 'boolean' }, 'no-bundled': { type: 'boolean' }, claude: { type: 'string' },
    },
  } as const;
  // Electron adds its own switches (--no-sandbox, --inspect...): lenient there, strict in the web host.
  const { values } = opts.strict === false
    ? (parseArgs({ ...config, strict: false, allowPositionals: true }) as unknown as ReturnType<typeof parseArgs<typeof config>>)
    : parseArgs(config);
  const profile = values.profile === undefined ? undefined : profileIdSchema.parse(values.profile);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) throw new Error(`--port: not a port number: ${values.port}`);
  return {
    project: values.project ? abs(values.project) : undefined,
    home: values.home ? abs(values.home) : os.homedir(),
    cwd: values.cwd ? abs(values.cwd) : undefined,
    addDirs: (values['add-dir'] ?? []).map(abs),
    skillsDirs: (values['skills-dir'] ?? []).map(abs),
    plugins: (values.plugin ?? []).map(abs),
    touched: values.touched ?? [],
    profile,
    dataDir: values['data-dir'] ? abs(values['data-dir']) : defaultDataDir(),
    port,
    open: !values['no-open'],
    bundled: values['no-bundled'] ? false : undefined,
    /** `--claude PATH`: the Claude Code "Check with my Claude Code" runs (issue 15). */
    claude: values.claude ? abs(values.claude) : undefined,
  };
}

