/**
 * What a command gets and returns. Commands are pure over a {@link Session}
 * and return their text; `run.ts` writes it and exits with `code`.
 */
import type { Paint } from '../format';
import type { Session } from '../session';

/** Output of a command: text for stdout and the exit code. */
export interface CommandResult {
  out: string;
  code: number;
  /** A message for stderr (`invoke` of a name no skill has). */
  err?: string;
}

/** The context a command runs in. */
export interface CommandContext {
  session: Session;
  /** Positional arguments after the command name. */
  positionals: string[];
  paint: Paint;
  /** Base for relative paths in text output (the working directory). */
  base: string;
}
