/**
 * The main process's door to the pure Claude Code settings reader
 * (src/shared/harnessSettings.ts, shared with the CLI): reads the settings
 * files from disk and the environment, never throws.
 */
import fs from 'node:fs';
import type { HarnessSettings } from '../../shared/ipc/contract';
import { mergedOverrides, readHarnessSettings as readPure, type SettingsFileRead } from '../../shared/harnessSettings';

export { mergedOverrides };

function readFile(path: string): SettingsFileRead {
  try { return { text: fs.readFileSync(path, 'utf8') }; } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? { missing: true } : { error: String(code ?? e) };
  }
}

/** Read the harness settings for `home`/`project` with `env`. */
export function readHarnessSettings(home: string, project: string, env: NodeJS.ProcessEnv = process.env): HarnessSettings {
  return readPure({ home, project, env, readFile });
}
