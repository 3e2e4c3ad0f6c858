/**
 * The one command-line flag parser (issue 12 point 4), shared by the Electron
 * entry, the web host and the `skill-studio` CLI. `node:util` `parseArgs`
 * splits argv into tokens; this module checks them against a flag table and
 * turns every problem into a {@link UsageError} (never a stack trace):
 * an unknown flag, a flag without its value, a value given to a switch, a
 * single-value flag given twice. The app-level flags every entry point
 * accepts are {@link APP_FLAGS}, with their help lines (reference README
 * "Conventions": --project, --home, --add-dir, ...).
 */
import { parseArgs } from 'node:util';
import { PROFILE_IDS } from '../../shared/engine';

/** Bad usage of a command line (the CLI exits 2, the hosts refuse to start with exit 2). */
export class UsageError extends Error {}

/** One flag: `--name` (and `-short`), a string or a switch. */
export interface FlagSpec {
  type: 'string' | 'boolean';
  /** May be given more than once; the values are kept in order. */
  multiple?: boolean;
  /** One-letter alias (`-h`). */
  short?: string;
  /**
   * The value may start with `-` (`--args -x`). Otherwise a following `--flag`
   * means the value was forgotten (`--project --home h` is "--project needs a value"),
   * and `--name=-x` is the way to pass such a value. A negative number (`-5`) is always a value.
   */
  dashValue?: boolean;
  /** Help: the value's placeholder (`DIR`) and one line of text. */
  help?: { arg?: string; text: string };
}

/** Flags by name without the leading `--`. */
export type FlagTable = Record<string, FlagSpec>;

/** What {@link parseFlags} found: values by flag name, positionals in order, flags in the order given. */
export interface ParsedFlags {
  values: Record<string, string | string[] | true>;
  positionals: string[];
  /** The flags as typed (`--project`, `-h`), in order; unknown ones too when they are ignored. */
  given: { name: string; raw: string }[];
}

/** How strict: `unknown: 'ignore'` for Electron, which passes its own switches (--no-sandbox, --inspect). */
export interface ParseFlagsOptions { unknown?: 'error' | 'ignore'; positionals?: boolean }

/**
 * Parse `argv` (without node and the script) against `table`. Throws only
 * {@link UsageError}. Positionals are refused unless `positionals` is true;
 * unknown flags are refused unless `unknown` is `'ignore'` (Electron: its own
 * switches are skipped, and so are positionals).
 */
export function parseFlags(argv: string[], table: FlagTable, opts: ParseFlagsOptions = {}): ParsedFlags {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const [name, spec] of Object.entries(table)) options[name] = { type: spec.type, ...(spec.short ? { short: spec.short } : {}) };
  // strict: false hands every token over (a value that starts with `-` included); the checks are ours.
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const values: ParsedFlags['values'] = {};
  const positionals: string[] = [];
  const given: ParsedFlags['given'] = [];
  for (const t of tokens) {
    if (t.kind === 'option-terminator') continue;
    if (t.kind === 'positional') {
      if (!opts.positionals && opts.unknown !== 'ignore') throw new UsageError(`unexpected argument "${t.value}"`);
      positionals.push(t.value);
      continue;
    }
    const spec = Object.prototype.hasOwnProperty.call(table, t.name) ? table[t.name] : undefined;
    given.push({ name: t.name, raw: t.rawName });
    if (!spec) {
      if (opts.unknown === 'ignore') continue;
      throw new UsageError(`unknown flag ${t.rawName}`);
    }
    if (spec.type === 'boolean') {
      if (t.value !== undefined) throw new UsageError(`${t.rawName} takes no value`);
      values[t.name] = true;
      continue;
    }
    const v = t.value;
    if (v === undefined) throw new UsageError(`${t.rawName} needs a value`);
    if (!t.inlineValue && v.startsWith('-') && v !== '-' && !/^-\d/.test(v) && !spec.dashValue) {
      throw new UsageError(`${t.rawName} needs a value (got the flag ${v}; write ${t.rawName}=${v} for a value that starts with -)`);
    }
    if (spec.multiple) ((values[t.name] ??= []) as string[]).push(v);
    else if (values[t.name] !== undefined) throw new UsageError(`${t.rawName} given twice`);
    else values[t.name] = v;
  }
  return { values, positionals, given };
}

/** The flags of the app and the CLI alike: which folders are scanned, as what harness (README "Flags"). */
export const APP_FLAGS = {
  profile: { type: 'string', help: { arg: 'ID', text: `the harness to imitate: ${PROFILE_IDS.join(', ')}` } },
  project: { type: 'string', help: { arg: 'DIR', text: 'project root' } },
  home: { type: 'string', help: { arg: 'DIR', text: 'stands for $HOME (default: your home)' } },
  cwd: { type: 'string', help: { arg: 'DIR', text: 'working directory (default: the project root)' } },
  'add-dir': { type: 'string', multiple: true, help: { arg: 'DIR', text: "extra directory, as Claude Code's --add-dir (repeatable)" } },
  'skills-dir': { type: 'string', multiple: true, help: { arg: 'DIR', text: 'a bare skills root, scope extra (repeatable)' } },
  plugin: { type: 'string', multiple: true, help: { arg: 'DIR', text: 'an enabled plugin root (repeatable)' } },
  touched: { type: 'string', multiple: true, help: { arg: 'FILE', text: 'a file the agent touched, relative to --cwd (repeatable)' } },
  'no-bundled': { type: 'boolean', help: { text: "leave out the harness's bundled skills" } },
  claude: { type: 'string', help: { arg: 'PATH', text: 'your Claude Code, for "Check with my Claude Code"' } },
  'data-dir': { type: 'string', help: { arg: 'DIR', text: 'where settings, buffers and captures are kept (default: the app data folder)' } },
  help: { type: 'boolean', short: 'h', help: { text: 'print this help' } },
} as const satisfies FlagTable;

/** Help lines for `names` of `table` (`  --project DIR        project root`), aligned as the CLI's help. */
export function flagHelp(table: FlagTable, names: string[] = Object.keys(table)): string {
  return names.filter((n) => table[n]?.help).map((n) => {
    const h = table[n].help!;
    const head = `--${n}${h.arg ? ` ${h.arg}` : ''}`;
    return `  ${head.padEnd(19)}  ${h.text}`;
  }).join('\n');
}
