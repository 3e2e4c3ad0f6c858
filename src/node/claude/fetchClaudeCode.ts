/**
 * Fetch a pinned Claude Code release ({@link ClaudeCodeVersion}) from the npm
 * registry with `npm pack`, unpack it into a cache folder outside git
 * (`<cache>/<id>/<platform>/package/…`), reuse it when present, and say how to
 * start it with its bundled skills hidden (a patched copy of the entry, never
 * committed, where the release has no switch of its own).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ClaudeCodeVersion } from '../../shared/engine';
import type { ClaudeLaunch } from './runClaude';

const run = promisify(execFile);

/** A release ready to run. */
export interface FetchedClaudeCode {
  version: ClaudeCodeVersion;
  /** `<platform>` part of the cache path (`node` for a platform-independent package). */
  platform: string;
  /** The unpacked `package/` folder. */
  dir: string;
  /** Starts the release with its bundled skills hidden (the patched entry where one is needed). */
  launch: ClaudeLaunch;
  /** Environment and settings that hide the bundled skills (the release's own switches). */
  env: Record<string, string>;
  settings: Record<string, unknown>;
}

/** Outcome of {@link fetchClaudeCode}: ready, or skipped with the reason (no package for this platform). */
export type FetchOutcome = { ok: true; cc: FetchedClaudeCode } | { ok: false; skipped: string };

/** This machine's platform key as the native packages name it (`linux-x64`, `linux-x64-musl`, `darwin-arm64`, …). */
export function platformKey(): string {
  const base = `${process.platform}-${process.arch}`;
  if (process.platform !== 'linux') return base;
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return header?.glibcVersionRuntime ? base : `${base}-musl`;
}

/** The entry text with `patch.insert` after the one occurrence of `patch.after`; throws when it is not there exactly once. */
export function applyPatch(text: string, patch: { after: string; insert: string }): string {
  const first = text.indexOf(patch.after);
  if (first < 0 || text.indexOf(patch.after, first + 1) >= 0) {
    throw new Error(`patch anchor found ${first < 0 ? 'nowhere' : 'more than once'} (a different build?)`);
  }
  const at = first + patch.after.length;
  return text.slice(0, at) + patch.insert + text.slice(at);
}

/** `npm pack NAME@VERSION` into `dir`; returns the tarball path after checking its integrity when pinned. */
async function npmPack(spec: string, dir: string, integrity: string | undefined): Promise<string> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { stdout } = await run(npm, ['pack', spec, '--json', '--pack-destination', dir], { maxBuffer: 64 * 1024 * 1024 });
  const info = (JSON.parse(stdout) as { filename: string; integrity: string }[])[0];
  if (integrity && info.integrity !== integrity) throw new Error(`${spec}: integrity ${info.integrity} is not the pinned ${integrity}`);
  return path.join(dir, info.filename);
}

/**
 * The release, fetched into `cacheDir` unless already there. Logs what it does with
 * `log`. Skips (ok: false) when the release has no package for this platform; throws
 * when npm or tar fails or the pinned integrity does not match.
 */
export async function fetchClaudeCode(version: ClaudeCodeVersion, cacheDir: string, log: (line: string) => void = () => {}): Promise<FetchOutcome> {
  const npm = version.npm;
  const platform = npm.kind === 'node' ? 'node' : platformKey();
  const name = npm.kind === 'node' ? npm.name : npm.packages[platform];
  if (!name) return { ok: false, skipped: `Claude Code ${version.id} has no package for ${platform} (known: ${Object.keys(npm.kind === 'native' ? npm.packages : {}).join(', ')})` };
  const integrity = npm.kind === 'node' ? npm.integrity : npm.integrity?.[platform];
  const root = path.join(cacheDir, version.id, platform);
  const dir = path.join(root, 'package');
  const entryName = npm.kind === 'native' && platform.startsWith('win32') ? `${npm.entry}.exe` : npm.entry;
  const entry = path.join(dir, entryName);
  const done = path.join(root, '.complete');
  if (!fs.existsSync(done) || !fs.existsSync(entry)) {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    log(`fetching ${name}@${npm.version} with npm pack into ${root}`);
    const tgz = await npmPack(`${name}@${npm.version}`, root, integrity);
    await run('tar', ['xzf', tgz, '-C', root], { maxBuffer: 16 * 1024 * 1024 });
    fs.rmSync(tgz, { force: true });
    if (!fs.existsSync(entry)) throw new Error(`${name}@${npm.version}: no ${entryName} in the package`);
    if (npm.kind === 'native') fs.chmodSync(entry, 0o755);
    fs.writeFileSync(done, `${name}@${npm.version}${integrity ? ` ${integrity}` : ''}\n`);
  }
  let runEntry = entry;
  const patch = version.hideBundled.patch;
  if (patch && npm.kind !== 'node') throw new Error(`Claude Code ${version.id}: a patch applies to a JavaScript entry only`);
  if (patch) {
    runEntry = path.join(dir, `conformance-${entryName}`);
    if (!fs.existsSync(runEntry)) fs.writeFileSync(runEntry, applyPatch(fs.readFileSync(entry, 'utf8'), patch));
  }
  const launch: ClaudeLaunch = npm.kind === 'node' ? { command: process.execPath, args: [runEntry] } : { command: runEntry, args: [] };
  return { ok: true, cc: { version, platform, dir, launch, env: { ...version.hideBundled.env }, settings: { ...version.hideBundled.settings } } };
}

/** The release's original entry (`cli.js` or the native binary), not the copy with bundled skills hidden. */
export function originalEntry(cc: FetchedClaudeCode): string {
  const npm = cc.version.npm;
  return path.join(cc.dir, npm.kind === 'native' && cc.platform.startsWith('win32') ? `${npm.entry}.exe` : npm.entry);
}

/** How to start the original entry (bundled skills as a user has them). */
export function originalLaunch(cc: FetchedClaudeCode): ClaudeLaunch {
  const entry = originalEntry(cc);
  return cc.version.npm.kind === 'node' ? { command: process.execPath, args: [entry] } : { command: entry, args: [] };
}
