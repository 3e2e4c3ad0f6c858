/**
 * Which configured folders Skill Studio may write in. Reading a folder's
 * skills needs only the API; writing in it (saving, New skill, rename,
 * duplicate, delete) needs the folder to be approved by the user's own
 * action, which a script holding the API cannot perform:
 *
 * - the folders named at start (the command line, or the default project):
 *   the user started the app on them;
 * - a folder the user picked in Electron's native Open dialog, or allowed in
 *   Electron's native "Allow writing" box (drawn by main, not by the page);
 * - in the web host, a folder whose one-time code the user typed into the
 *   page: the code is printed only in the terminal the host runs in, which no
 *   page or API client can read (webhost/writeCodes.ts).
 *
 * `project.open` and `catalog.configure` can still point the catalog at any
 * folder (to browse it); its roots stay read-only until approved.
 */
import path from 'node:path';

/** The set of approved folders (absolute, resolved). */
export class WriteApprovals {
  private readonly dirs = new Set<string>();

  constructor(initial: string[] = []) { for (const d of initial) this.approve(d); }

  /** Approve writing in the roots that come from `dir` (a project, home, add-dir, skills dir or plugin folder). */
  approve(dir: string): void { this.dirs.add(path.resolve(dir)); }

  /** True when `dir` was approved (exactly this folder; approving a parent approves no child project). */
  has(dir: string): boolean { return this.dirs.has(path.resolve(dir)); }

  /**
   * The approved folder that holds `file` (itself or an ancestor), if any. Used to refuse
   * running a program from a folder a page could have written to (handlers/claude.ts).
   */
  holderOf(file: string): string | undefined {
    const f = path.resolve(file);
    for (const d of this.dirs) {
      const rel = path.relative(d, f);
      if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) return d;
    }
    return undefined;
  }
}

/** What a host answers when the user is asked to allow writing in a folder. */
export interface WriteConfirmation {
  approved: boolean;
  /** Web host: a code was printed in the terminal; ask the user for it and call again with `code`. */
  needsCode?: boolean;
  /** Why it was not approved (wrong code, too many attempts, declined). */
  message?: string;
}

/** Host hook: ask the user (Electron: a native box; web host: the terminal code). */
export type ConfirmWrites = (dir: string, code?: string) => Promise<WriteConfirmation>;

/**
 * Host hook: ask the user to allow running `program` as their Claude Code ("Check with
 * my Claude Code", issue 15). Same proof as ConfirmWrites: a script holding the API must
 * not be able to choose a program that main then runs.
 */
export type ConfirmRun = (program: string, code?: string) => Promise<WriteConfirmation>;
