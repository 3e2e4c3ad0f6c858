/**
 * The heavy half of the CLI: opens a session over the engine and runs one
 * command. `main.ts` loads this lazily, so `--help` and usage errors never
 * pay for the engine.
 */
import type { ParsedArgs } from './args';
import { makePaint, wantColour } from './format';
import { openSession } from './session';
import type { CommandResult } from './commands/types';
import { explainCommand, invokeCommand, schemaCommand } from './commands/invoke';
import { listingCommand } from './commands/listing';
import { lintCommand, scanCommand } from './commands/scan';
import { matrixCommand } from './commands/matrix';

// Packaging (zip reading and writing, plugin manifests) is loaded only when
// `pack`, `unpack` or `plugin` runs: `require`, which the esbuild bundle keeps
// lazy (a required ES module is initialised on first call), so every other
// command skips initialising it. In-process tests run the commands above;
// packaging is tested through the bundle (test/cli/packaging.test.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const packagingModule = () => require('./commands/packaging') as typeof import('./commands/packaging');

/** The commands `commands/packaging.ts` runs. */
const PACKAGING = new Set(['pack', 'unpack', 'plugin']);

/** Where the process runs: injected so tests and the bundle agree. */
export interface RunEnv {
  env: Record<string, string | undefined>;
  cwd: string;
  isTTY: boolean | undefined;
  /** Repository root (holds `bundled-skills/`). */
  repoRoot: string;
}

/** Run a parsed command. Throws `UsageError` for bad usage found late (a missing directory). */
export function runCommand(parsed: ParsedArgs, where: RunEnv): CommandResult | Promise<CommandResult> {
  const o = parsed.options;
  if (parsed.command && PACKAGING.has(parsed.command)) return packagingModule().packagingCommand(parsed, where.cwd);
  if (parsed.command === 'schema') return schemaCommand(o.profile);
  // Scans once per chosen harness, so it opens no single-profile session.
  if (parsed.command === 'matrix') return matrixCommand(o, where);
  // scan and lint print every skill's body diagnostics: check bodies during the scan itself.
  const session = openSession(o, where.env, where.cwd, where.repoRoot, { checkBodiesInScan: parsed.command === 'scan' || parsed.command === 'lint' });
  const ctx = {
    session,
    positionals: parsed.positionals,
    paint: makePaint(!o.json && wantColour(where.isTTY, where.env)),
    base: session.config.cwd ?? session.config.project,
  };
  switch (parsed.command) {
    case 'scan': return scanCommand(ctx);
    case 'lint': return lintCommand(ctx);
    case 'listing': return listingCommand(ctx);
    case 'explain': return explainCommand(ctx);
    case 'invoke': return invokeCommand(ctx);
    default: return { out: '', code: 2 };
  }
}
