/**
 * The main process's door to the pure Claude Code settings reader
 * (src/shared/harnessSettings.ts, shared with the CLI): reads the settings
 * files from disk and the environment, never throws.
 */
import type { HarnessSettings } from '../../shared/ipc/contract';
import { mergedOverrides, readHarnessSettings as readPure, type SettingsFileRead } from '../../shared/harnessSettings';
import { readRegularFile } from '../fs/safeRead';

export { mergedOverrides };

/** Settings files larger than this are reported, not read. */
const SETTINGS_MAX_BYTES = 4_000_000;

function readFile(path: string): SettingsFileRead {
  // Non-blocking open + fstat: a FIFO named settings.json must not hang the scan (safeRead.ts).
  try {
    const r = readRegularFile(path, SETTINGS_MAX_BYTES);
    if (r.truncated) return { error: `EFBIG (${r.size} bytes)` };
    return { text: r.data.toString('utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? { missing: true } : { error: String(code ?? e) };
  }
}

/** Read the harness settings for `home`/`project` with `env`. */
export function readHarnessSettings(home: string, project: string, env: NodeJS.ProcessEnv = process.env): HarnessSettings {
  return readPure({ home, project, env, readFile });
}
