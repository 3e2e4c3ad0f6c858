/**
 * Entry point of the `skill-studio` CLI (bundled to out/cli/skill-studio.cjs).
 * Parses flags, prints help and usage errors (exit 2) without loading the
 * engine, then hands over to `run.ts`. Exit codes: 0 ok, 1 `lint` found an
 * error-severity diagnostic or `invoke` named no skill, 2 bad usage, 3 internal error.
 */
import nodePath from 'node:path';
import { HELP, parseArgs, UsageError, type ParsedArgs } from './args';
import { write } from './output';

/** Commands that take one NAME, and the ones that take none. */
const ARITY: Record<string, number> = { scan: 0, lint: 0, listing: 0, schema: 0, explain: 1, invoke: 1, capture: 0, pack: 1, unpack: 1, plugin: 2, matrix: 0 };

/** Run the CLI for `argv` (without node and script); the exit code (a promise for `capture`, which runs Claude Code). */
export function main(argv: string[]): number | Promise<number> {
  // A reader that goes away (`| head`) makes later writes fail asynchronously; that is not an error of ours.
  for (const stream of [process.stdout, process.stderr]) if (stream.listenerCount('error') === 0) stream.on('error', () => undefined);
  let parsed: ParsedArgs;
  try {
    parsed = parseArgs(argv);
    if (parsed.options.help) { write(process.stdout, HELP); return 0; }
    if (!parsed.command) throw new UsageError('no command given (commands: scan, lint, listing, explain, invoke, schema, capture, pack, unpack, plugin, matrix)');
    const want = ARITY[parsed.command];
    if (parsed.positionals.length !== want) {
      throw new UsageError(want === 0
        ? `${parsed.command} takes no positional arguments (got "${parsed.positionals[0]}")`
        : parsed.command === 'plugin' ? 'plugin needs a subcommand and a DIR (validate DIR, init DIR, schema KIND)' : `${parsed.command} needs exactly one ${parsed.command === 'pack' ? 'SKILL_DIR' : parsed.command === 'unpack' ? 'FILE' : 'NAME'}`);
    }
  } catch (e) {
    if (e instanceof UsageError) { write(process.stderr, `skill-studio: ${e.message}\n`); return 2; }
    throw e;
  }
  if (parsed.command === 'capture') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { captureCommand } = require('./commands/capture') as typeof import('./commands/capture');
    return captureCommand(parsed.options, { env: process.env, cwd: process.cwd(), stdout: (t) => write(process.stdout, t), stderr: (t) => write(process.stderr, t) })
      .catch((e: unknown) => {
        if (e instanceof UsageError) { write(process.stderr, `skill-studio: ${e.message}\n`); return 2; }
        write(process.stderr, `skill-studio: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
        return 3;
      });
  }
  try {
    // Loaded lazily: the engine, yaml and the fs port are not needed for help or usage errors.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runCommand } = require('./run') as typeof import('./run');
    const repoRoot = process.env.SKILL_STUDIO_REPO ?? nodePath.resolve(__dirname, '..', '..');
    const res = runCommand(parsed, { env: process.env, cwd: process.cwd(), isTTY: process.stdout.isTTY, repoRoot });
    if (res instanceof Promise) {
      // Asynchronous commands (pack, unpack: zip I/O; matrix: one scan per harness) give their exit
      // code when they end; returning the promise lets the caller set it last (a provisional 0 set
      // after an early rejection would otherwise win).
      return res.then((r) => { write(process.stdout, r.out); return r.code; }, (e: unknown) => {
        write(process.stderr, e instanceof UsageError ? `skill-studio: ${e.message}\n` : `skill-studio: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
        return e instanceof UsageError ? 2 : 3;
      });
    }
    write(process.stdout, res.out);
    if (res.err) write(process.stderr, res.err);
    return res.code;
  } catch (e) {
    if (e instanceof UsageError) { write(process.stderr, `skill-studio: ${e.message}\n`); return 2; }
    write(process.stderr, `skill-studio: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    return 3;
  }
}

if (require.main === module) {
  void Promise.resolve(main(process.argv.slice(2))).then((code) => { process.exitCode = code; });
}
