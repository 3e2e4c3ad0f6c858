/**
 * A folder's entries for the invocation simulator (`simulateInvocation`'s `listDir`): what
 * Gemini CLI's folder tree, OpenCode's file sample and Copilot CLI's "Related files" are
 * built from. `dir` is the entry itself being a folder: a link to a folder is not
 * descended into, so a link loop cannot recurse. Null when the folder cannot be read.
 * Never throws.
 */
import fs from 'node:fs';

/** One entry of a folder: its name and whether it is a folder itself (links are not followed). */
export interface FolderEntry { name: string; dir: boolean }

/** The entries of folder `path`, or null when it cannot be read. */
export function listFolder(path: string): FolderEntry[] | null {
  try {
    return fs.readdirSync(path, { withFileTypes: true }).map((e) => ({ name: e.name, dir: e.isDirectory() }));
  } catch {
    return null;
  }
}
