/**
 * Open Project in Electron (issue 16 §6): the native folder dialog, attached
 * to the window when there is one. The renderer's Ctrl/Cmd+O (and the File
 * menu) call `project.pickFolder`, which ends here; the web host has no such
 * dialog and focuses its path field instead.
 */
import { dialog, type BrowserWindow } from 'electron';

/** The folder the user picked, or null when they cancelled. */
export async function pickFolder(win: BrowserWindow | null): Promise<string | null> {
  const options = { title: 'Open Project', properties: ['openDirectory' as const] };
  const r = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
  return r.canceled || r.filePaths.length === 0 ? null : r.filePaths[0]!;
}
