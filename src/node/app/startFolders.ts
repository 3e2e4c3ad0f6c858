/**
 * The folders named at start, checked before anything is scanned or created:
 * a project folder that does not exist (`--project /typo`) is an error the
 * user sees at once, never a tree created later by New skill; other missing
 * folders (`--home`, `--add-dir`, `--skills-dir`, `--plugin`, `--cwd`) are
 * warnings (the harness simply finds nothing there), and nothing is created
 * in them either (files/mkdirBelow.ts).
 */
import fs from 'node:fs';

/** What the start check found: `error` stops the start; `warnings` become notices. */
export interface StartCheck { error?: string; warnings: string[] }

function isFolder(p: string): boolean {
  try { return fs.statSync(p).isDirectory(); } catch { return false; }
}

/** Check the project and the other folders given on the command line (see module comment). */
export function checkStartFolders(o: { project: string; home?: string; cwd?: string; addDirs?: string[]; skillsDirs?: string[]; plugins?: string[] }): StartCheck {
  const warnings: string[] = [];
  let error: string | undefined;
  if (!isFolder(o.project)) {
    error = fs.existsSync(o.project)
      ? `the project ${o.project} is not a folder`
      : `the project folder ${o.project} does not exist (check --project); nothing was created`;
  }
  const named: [string, string | undefined][] = [
    ['--home', o.home], ['--cwd', o.cwd],
    ...(o.addDirs ?? []).map((d): [string, string] => ['--add-dir', d]),
    ...(o.skillsDirs ?? []).map((d): [string, string] => ['--skills-dir', d]),
    ...(o.plugins ?? []).map((d): [string, string] => ['--plugin', d]),
  ];
  for (const [flag, dir] of named) {
    if (dir !== undefined && !isFolder(dir)) warnings.push(`${flag} ${dir} is not an existing folder: nothing is found there, and Skill Studio will not create it`);
  }
  return { ...(error ? { error } : {}), warnings };
}
