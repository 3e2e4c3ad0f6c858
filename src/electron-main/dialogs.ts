/**
 * Native boxes main draws for proofs the page cannot give (the renderer could be
 * scripted; a native dialog needs the user's hand): the write approval and the
 * Claude Code path (node/app/writeApprovals.ts ConfirmWrites, ConfirmRun), and
 * the save dialog of "Export skill…" (the page never names the path written).
 */
import fs from 'node:fs';
import { dialog, type BrowserWindow } from 'electron';
import type { WriteConfirmation } from '../node/app/writeApprovals';

/** One yes/no question; `allow` is the first button, `deny` the default and the Escape answer. */
export interface NativeQuestion { allow: string; deny: string; message: string; detail: string; denied: string }

/** Ask `q` in a native message box (modal to `win` when there is one). */
export async function askNative(win: BrowserWindow | null, q: NativeQuestion): Promise<WriteConfirmation> {
  const options = { type: 'question' as const, buttons: [q.allow, q.deny], defaultId: 1, cancelId: 1, message: q.message, detail: q.detail };
  const r = win ? await dialog.showMessageBox(win, options) : await dialog.showMessageBox(options);
  return r.response === 0 ? { approved: true } : { approved: false, message: q.denied };
}

/** Allow writing in `dir`? */
export const confirmWrites = (win: BrowserWindow | null, dir: string): Promise<WriteConfirmation> => askNative(win, {
  allow: 'Allow Saving', deny: 'Keep Read-Only', denied: 'kept read-only',
  message: `Allow Skill Studio to create and save skills in ${dir}?`,
  detail: 'Skill Studio opened this folder read-only. Allow saving only for a folder you chose yourself.',
});

/** Run `program` as the user's Claude Code? */
export const confirmRun = (win: BrowserWindow | null, program: string): Promise<WriteConfirmation> => askNative(win, {
  allow: 'Allow Running', deny: 'Cancel', denied: 'not allowed',
  message: `Run ${program} as your Claude Code?`,
  detail: 'Skill Studio will start this program to ask its version and to capture what it sends to the model. Allow only a program you chose yourself.',
});

/**
 * Save `data` where the user says in the native save dialog (`suggestedName` as
 * the default, zip and .skill filters); the path written, or null when
 * cancelled. The file is written whole (a new file, or the one the user chose
 * to replace in the dialog, which asks about that itself).
 */
export async function saveFileAs(win: BrowserWindow | null, suggestedName: string, data: Uint8Array): Promise<string | null> {
  const options = {
    title: 'Export Skill', defaultPath: suggestedName, buttonLabel: 'Export',
    filters: [{ name: 'Skill archive', extensions: ['zip', 'skill'] }],
    properties: ['createDirectory' as const, 'showOverwriteConfirmation' as const],
  };
  const r = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
  if (r.canceled || !r.filePath) return null;
  fs.writeFileSync(r.filePath, data);
  return r.filePath;
}
