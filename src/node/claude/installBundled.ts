/**
 * Claude Code's bundled skills for the simulation, from the install the user has
 * (issue 13 §3): find its JavaScript entry without running it, read its bundled
 * skills (bundledSkills.ts), and keep the listed ones as a bundled skills folder in the
 * app data folder, `<dataDir>/install-bundled/<version>/skills/<name>/SKILL.md` plus
 * `.order` (the client's order) and `read.json` (the read, keyed by the entry's path,
 * size and mtime, so the seconds-long parse runs once per install). Nothing of it
 * enters the repository.
 *
 * Where the bundled skills of the simulation come from, in order ({@link resolveBundledSource}):
 * the install (when its entry is JavaScript and its version was measured), the last
 * capture for the engine version (capturedBundled.ts), else unknown with how to get them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { BUNDLED_ORDER_FILE } from '../../shared/engine';
import { bundledReadSchema, readBundledSkills, type BundledRead, type ListedBundled } from './bundledSkills';
import { claudeCandidates } from './findClaude';
import { capturedBundledDir, loadCapturedBundled } from './capturedBundled';

const FOLDER = 'install-bundled';
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Where the simulation's Claude Code bundled skills came from (shown in the Listing pane and `listing --json`). */
export const bundledSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('install'), dir: z.string(), file: z.string(), version: z.string(), count: z.number().int(), note: z.string() }),
  z.object({ kind: z.literal('capture'), dir: z.string(), version: z.string().nullable(), count: z.number().int(), note: z.string() }),
  z.object({ kind: z.literal('unknown'), note: z.string() }),
  z.object({ kind: z.literal('off'), note: z.string() }),
]);
export type BundledSource = z.infer<typeof bundledSourceSchema>;

/** The one line said when neither an install nor a capture gives the bundled skills. */
export const UNKNOWN_BUNDLED_NOTE = 'Claude Code\'s bundled skills: count and cost unknown (they take budget and can shadow your skills). '
  + 'Run "Check with my Claude Code" (skill-studio capture) or set the Claude Code path (setting claudePath, --claude) to an npm install\'s cli.js.';

/**
 * The JavaScript entry of the user's Claude Code, found without running it: the path
 * given (a `cli.js`, or a `claude` link to one), else the first `claude` on PATH or in
 * the install folders (findClaude.ts `claudeCandidates`) whose real path is a `.js` file.
 * Null when none is (a native install has no readable entry).
 */
export function findClaudeEntry(o: { explicit?: string; env?: NodeJS.ProcessEnv; platform?: NodeJS.Platform; home?: string } = {}): string | null {
  const list = o.explicit ? [path.resolve(o.explicit)] : claudeCandidates({ env: o.env ?? process.env, platform: o.platform ?? process.platform, home: o.home ?? os.homedir() }).map((c) => c.path);
  for (const p of list) {
    try {
      const real = fs.realpathSync(p);
      if (/\.(c|m)?js$/i.test(real) && fs.statSync(real).isFile()) return real;
    } catch { /* not there */ }
  }
  return null;
}

/** The reader's version in a kept read: a read by an older reader (no `allowedTools`) is read again. */
const READER = 2;
const storedSchema = z.object({ reader: z.literal(READER), file: z.string(), size: z.number(), mtimeMs: z.number(), read: bundledReadSchema });

/** The SKILL.md that lists as `e` (JSON quoting is valid YAML). */
export function listedSkillText(e: ListedBundled): string {
  return `---\nname: ${JSON.stringify(e.name)}\ndescription: ${JSON.stringify(e.description)}\n${e.whenToUse !== undefined ? `when_to_use: ${JSON.stringify(e.whenToUse)}\n` : ''}${e.allowedTools?.length ? `allowed-tools: ${JSON.stringify(e.allowedTools)}\n` : ''}---\n`;
}

/**
 * Write the listed entries as a bundled skills folder `dir` (replacing it), with their order
 * in `.order`: bundled skills in `dir`, built-in prompt commands beside it in
 * `builtin-commands/` (the claude-code profile's root after every other, as 2.1.112 lists them).
 */
export function writeBundledFolder(dir: string, listed: readonly ListedBundled[]): void {
  const write = (folder: string, entries: readonly ListedBundled[]) => {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder, { recursive: true });
    const order: string[] = [];
    for (const e of entries) {
      if (!SAFE_NAME.test(e.name) || order.includes(e.name)) continue;
      fs.mkdirSync(path.join(folder, e.name));
      fs.writeFileSync(path.join(folder, e.name, 'SKILL.md'), listedSkillText(e));
      order.push(e.name);
    }
    fs.writeFileSync(path.join(folder, BUNDLED_ORDER_FILE), order.join('\n') + '\n');
  };
  write(dir, listed.filter((e) => e.kind === 'bundled'));
  write(path.join(path.dirname(dir), 'builtin-commands'), listed.filter((e) => e.kind === 'builtin'));
}

/**
 * The read of `file`, from `<dataDir>/install-bundled/` when its path, size and mtime are
 * unchanged, else read now and kept (with the folder of its listed skills). `dataDir`
 * null: read, keep nothing. Never throws.
 */
export function installBundled(file: string, dataDir: string | null, read: (f: string) => BundledRead = readBundledSkills, cacheOnly = false): { read: BundledRead | null; dir: string | null } {
  let st: fs.Stats;
  try { st = fs.statSync(file); } catch (e) { return { read: { ok: false, file, reason: 'missing', message: `cannot read ${file}: ${(e as Error).message}` }, dir: null }; }
  const base = dataDir ? path.join(dataDir, FOLDER) : null;
  const key = path.join(base ?? '', 'last.json');
  const folderOf = (r: BundledRead) => (base && r.ok && r.listed && r.version ? path.join(base, r.version, 'skills') : null);
  if (base) {
    try {
      const s = storedSchema.parse(JSON.parse(fs.readFileSync(key, 'utf8')));
      const dir = folderOf(s.read);
      if (s.file === file && s.size === st.size && s.mtimeMs === st.mtimeMs && (!dir || fs.existsSync(dir))) return { read: s.read, dir };
    } catch { /* none kept, or stale */ }
  }
  if (cacheOnly) return { read: null, dir: null };
  const r = read(file);
  if (!base) return { read: r, dir: null };
  try {
    const dir = folderOf(r);
    if (dir && r.ok && r.listed) writeBundledFolder(dir, r.listed);
    fs.mkdirSync(base, { recursive: true });
    fs.writeFileSync(key, JSON.stringify({ reader: READER, file, size: st.size, mtimeMs: st.mtimeMs, read: r }));
    return { read: r, dir };
  } catch { return { read: r, dir: null }; }
}

/** Inputs of {@link resolveBundledSource}. */
export interface BundledSourceOptions {
  /** Bundled skills switched off (setting `bundled`, `--no-bundled`). */
  off?: boolean;
  /** The Claude Code path the user set (setting `claudePath`, `--claude`). */
  claudePath?: string;
  /** Look for an install on PATH and in the install folders when no path is set (default true). */
  search?: boolean;
  /** App data folder (captures and install reads are kept there), or null. */
  dataDir: string | null;
  /** The engine version the profile imitates (the capture pointer's key). */
  engineVersion: string;
  env?: NodeJS.ProcessEnv;
  home?: string;
  read?: (f: string) => BundledRead;
  /**
   * Use only a read kept in the data folder; an install not read yet is returned as
   * `pending` (the app reads it on a worker thread, bundledWorker.ts, then rescans).
   */
  cacheOnly?: boolean;
}

/**
 * The folder of Claude Code bundled skills the simulation uses and where it came from:
 * the user's install when readable for the imitated release, else the last capture,
 * else `unknown` (with {@link UNKNOWN_BUNDLED_NOTE}). An install of another release than
 * the imitated one is not used (its skills differ). Never throws.
 */
export function resolveBundledSource(o: BundledSourceOptions): { dir: string | null; source: BundledSource; pending?: string } {
  if (o.off) return { dir: null, source: { kind: 'off', note: 'bundled skills switched off' } };
  const why: string[] = [];
  let pending: string | undefined;
  const entry = o.claudePath || o.search !== false ? findClaudeEntry({ explicit: o.claudePath, env: o.env, home: o.home }) : null;
  if (entry) {
    const { read, dir } = installBundled(entry, o.dataDir, o.read, o.cacheOnly);
    if (!read) { pending = entry; why.push(`the install at ${entry} is being read`); }
    else if (!read.ok) why.push(read.message);
    else if (read.version !== o.engineVersion) why.push(`the install at ${entry} is Claude Code ${read.version ?? '(unknown version)'}, the simulation imitates ${o.engineVersion}`);
    else if (!read.listed) why.push(read.listedSource);
    else if (dir) {
      const note = `from the install at ${entry} (Claude Code ${read.version}; which are listed: ${read.listedSource})${read.problems.length ? `; ${read.problems.join('; ')}` : ''}`;
      return { dir, source: { kind: 'install', dir, file: entry, version: read.version, count: read.listed.length, note } };
    }
  } else if (o.claudePath) why.push(`${o.claudePath} is not an npm install's cli.js (a native build cannot be read)`);
  const captured = o.dataDir ? capturedBundledDir(o.dataDir, o.engineVersion) : null;
  if (captured && o.dataDir) {
    const version = path.basename(path.dirname(captured));
    const kept = loadCapturedBundled(o.dataDir, version);
    const count = kept?.entries.length ?? 0;
    return { ...(pending ? { pending } : {}), dir: captured, source: { kind: 'capture', dir: captured, version: kept ? version : null, count, note: `from the capture of Claude Code ${version}${why.length ? ` (${why.join('; ')})` : ''}` } };
  }
  return { ...(pending ? { pending } : {}), dir: null, source: { kind: 'unknown', note: why.length ? `${UNKNOWN_BUNDLED_NOTE} (${why.join('; ')})` : UNKNOWN_BUNDLED_NOTE } };
}

/**
 * Read `file` into the data folder on the worker `workerFile` (bundledWorker.ts); resolves
 * when done (true when readable), false when the worker failed. Never rejects.
 */
export async function readInstallOnWorker(workerFile: string, file: string, dataDir: string): Promise<boolean> {
  const { Worker } = await import('node:worker_threads');
  return new Promise((resolve) => {
    let w: InstanceType<typeof Worker>;
    try { w = new Worker(workerFile); } catch { resolve(false); return; }
    w.once('message', (m: { ok?: boolean }) => { resolve(!!m.ok); void w.terminate(); });
    w.once('error', () => resolve(false));
    w.once('exit', () => resolve(false));
    w.postMessage({ file, dataDir });
  });
}
