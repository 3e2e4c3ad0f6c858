/**
 * The one "which project opens" rule (README "Which project opens"), used by
 * the Electron entry and the web host alike (`npm start` passes its flags
 * through and leaves the choice to them): `--project DIR`; otherwise the
 * working directory when it has a `.claude` folder; otherwise the last
 * project in the settings (`recentProjects[0]`) when it still exists;
 * otherwise the demo project that ships with the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Why this project: the flag, the working directory, the last project, the demo. */
export type ProjectSource = 'flag' | 'cwd' | 'recent' | 'demo';

/** Inputs of the rule: all absolute paths; `settingsFile` may be missing or unreadable. */
export interface ProjectChoiceInput {
  /** `--project`, already absolute, or undefined when not given. */
  flag: string | undefined;
  cwd: string;
  /** The app's settings.json (its `recentProjects`). */
  settingsFile: string;
  /** examples/demo-project of the app. */
  demoProject: string;
}

const recentSchema = z.object({ recentProjects: z.array(z.string()).default([]) });

function isFolder(p: string): boolean {
  try { return fs.statSync(p).isDirectory(); } catch { return false; }
}

/** The last project recorded in the settings file, when it is still a folder. */
function lastProject(settingsFile: string): string | undefined {
  let raw: unknown;
  try { raw = JSON.parse(fs.readFileSync(settingsFile, 'utf8')); } catch { return undefined; }
  const s = recentSchema.safeParse(raw);
  const last = s.success ? s.data.recentProjects[0] : undefined;
  return last !== undefined && path.isAbsolute(last) && isFolder(last) ? last : undefined;
}

/**
 * Which project opens (see module comment). A `--project` that does not exist
 * is returned as it is: the start check (startFolders.ts) reports it.
 */
export function chooseProject(o: ProjectChoiceInput): { project: string; source: ProjectSource } {
  if (o.flag !== undefined) return { project: o.flag, source: 'flag' };
  if (isFolder(path.join(o.cwd, '.claude'))) return { project: o.cwd, source: 'cwd' };
  const last = lastProject(o.settingsFile);
  if (last) return { project: last, source: 'recent' };
  return { project: o.demoProject, source: 'demo' };
}

/**
 * The demo project to open: a copy of the app's `examples/demo-project` in the
 * data folder (`<dataDir>/demo-project`), made on the first start and kept
 * afterwards, so the user's first Save changes their copy and never the git
 * checkout. A copy that is gone is made again (delete it to start over). The
 * copy is made beside its final place and renamed, so a start killed halfway
 * leaves no half copy to open. Throws when the data folder cannot be written.
 */
export function demoCopy(demoProject: string, dataDir: string): string {
  const copy = path.join(dataDir, 'demo-project');
  if (!fs.existsSync(copy)) {
    const tmp = `${copy}.partial-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.cpSync(demoProject, tmp, { recursive: true, verbatimSymlinks: true });
    fs.renameSync(tmp, copy);
  }
  return copy;
}

/** {@link chooseProject}, with the demo replaced by its copy in `dataDir` ({@link demoCopy}). */
export function startProject(o: ProjectChoiceInput & { dataDir: string }): { project: string; source: ProjectSource } {
  const c = chooseProject(o);
  return c.source === 'demo' ? { project: demoCopy(o.demoProject, o.dataDir), source: 'demo' } : c;
}
