/**
 * The one flag parser (src/node/app/flags.ts) and its two users: the app's
 * command line (node/app/args.ts, Electron and the web host) and the CLI's
 * (cli/args.ts). Unknown flags, missing values and repeated flags are usage
 * errors with the same words everywhere; Electron ignores switches it does not own.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_FLAGS, parseFlags, UsageError } from '../../src/node/app/flags';
import { parseCli } from '../../src/node/app/args';
import { parseArgs as parseCliArgs } from '../../src/cli/args';

const usage = (f: () => unknown) => {
  try { f(); } catch (e) { expect(e).toBeInstanceOf(UsageError); return (e as Error).message; }
  throw new Error('no usage error');
};

describe('parseFlags', () => {
  it('reads values, repeatable flags in order, switches, --name=value and -h', () => {
    const r = parseFlags(['--project', 'p', '--add-dir', 'a', '--add-dir=b', '--no-bundled', '-h'], APP_FLAGS);
    expect(r.values).toEqual({ project: 'p', 'add-dir': ['a', 'b'], 'no-bundled': true, help: true });
  });

  it('refuses an unknown flag, a missing value, a repeated single flag, a value on a switch, a positional', () => {
    expect(usage(() => parseFlags(['--frob'], APP_FLAGS))).toBe('unknown flag --frob');
    expect(usage(() => parseFlags(['--project'], APP_FLAGS))).toBe('--project needs a value');
    expect(usage(() => parseFlags(['--project', '--home', 'h'], APP_FLAGS))).toMatch(/^--project needs a value \(got the flag --home; write --project=--home/);
    expect(usage(() => parseFlags(['--project', 'a', '--project', 'b'], APP_FLAGS))).toBe('--project given twice');
    expect(usage(() => parseFlags(['--no-bundled=yes'], APP_FLAGS))).toBe('--no-bundled takes no value');
    expect(usage(() => parseFlags(['stray'], APP_FLAGS))).toBe('unexpected argument "stray"');
  });

  it('takes a value that starts with - when written --name=-x, or when the flag allows it, and a negative number', () => {
    expect(parseFlags(['--project=-odd'], APP_FLAGS).values.project).toBe('-odd');
    expect(parseFlags(['--a', '-x'], { a: { type: 'string', dashValue: true } }).values.a).toBe('-x');
    expect(parseFlags(['--n', '-5'], { n: { type: 'string' } }).values.n).toBe('-5');
  });

  it('in Electron mode ignores switches and positionals it does not own, but not a known flag misused', () => {
    const r = parseFlags(['--no-sandbox', '--inspect=9229', '.', '--project', 'p'], APP_FLAGS, { unknown: 'ignore' });
    expect(r.values).toEqual({ project: 'p' });
    expect(usage(() => parseFlags(['--no-sandbox', '--project'], APP_FLAGS, { unknown: 'ignore' }))).toBe('--project needs a value');
  });
});

describe('the app command line (web host, Electron)', () => {
  it('makes paths absolute and keeps repeatable roots', () => {
    const a = parseCli(['--project', 'p', '--plugin', 'x', '--plugin', 'y', '--port', '0', '--no-open', '--no-bundled']);
    expect(a.project).toBe(path.resolve('p'));
    expect(a.plugins).toEqual([path.resolve('x'), path.resolve('y')]);
    expect(a).toMatchObject({ port: 0, open: false, bundled: false, help: false, dataDirGiven: false });
  });

  it('refuses what the CLI refuses, with the same words', () => {
    for (const argv of [['--frob'], ['--home'], ['--home', 'a', '--home', 'b']]) {
      expect(usage(() => parseCli(argv))).toBe(usage(() => parseCliArgs(['scan', ...argv])));
    }
    expect(usage(() => parseCli(['--profile', 'vscode']))).toMatch(/^unknown --profile vscode/);
    expect(usage(() => parseCli(['--port', '70000']))).toBe('--port: not a port number: 70000');
    expect(usage(() => parseCli(['--port', '1e3']))).toBe('--port: not a port number: 1e3');
  });

  it('Electron (strict: false) skips its own switches', () => {
    expect(parseCli(['--no-sandbox', '--project', 'p'], { strict: false }).project).toBe(path.resolve('p'));
    expect(() => parseCli(['--no-sandbox'])).toThrow(UsageError);
  });
});

describe('the CLI command line', () => {
  it('keeps a dash value where the CLI allows one (--args) and refuses a flag that does not apply', () => {
    expect(parseCliArgs(['invoke', 'x', '--args', '-v --fast']).options.args).toBe('-v --fast');
    expect(usage(() => parseCliArgs(['scan', '--port', '1']))).toBe('unknown flag --port');
    expect(usage(() => parseCliArgs(['scan', '--as', 'model']))).toBe('--as does not apply to "scan"'); // --claude applies to scan since bundled skills are read from the install
    expect(usage(() => parseCliArgs(['scan', '--touched', 'a', '--touched']))).toBe('--touched needs a value');
  });
});
