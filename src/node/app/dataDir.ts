/**
 * The default app data folder of the web host and the CLI (Electron uses its own
 * `userData`): `$XDG_CONFIG_HOME/skill-studio`, else `~/.config/skill-studio`.
 * Its own module so the CLI can use it without loading the app's services.
 */
import os from 'node:os';
import path from 'node:path';

/** The default app data folder for `env`. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'), 'skill-studio');
}
