/**
 * Allowing Skill Studio to write in a project the user opened (main:
 * node/app/writeApprovals.ts). Electron asks in a native box; the web host
 * prints a one-time code in its terminal, which the user types here. Until
 * then the project is open read-only.
 */
import { bridge } from '../bridge';
import { useCatalogStore } from '../stores/catalog';
import { ask, useUiStore } from '../stores/ui';
import { applySnapshot } from './catalog';

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What main answers to a request that needs the user's proof (project.allowWrites, claude.setPath). */
interface Proofed { approved: boolean; needsCode?: boolean; message?: string }

/**
 * Call `request` until main approves or the user gives up: while main says a code is needed
 * (the web host printed one in its terminal), ask the user for it with `title` and the text
 * `why` (prefixed with the last problem, e.g. a wrong code). Returns main's last answer.
 */
export async function withTerminalCode<R extends Proofed>(
  request: (code?: string) => Promise<R>, title: string, why: string, labels: { allow: string; cancel: string; cancelId?: string },
): Promise<R> {
  let r = await request();
  let problem = '';
  while (!r.approved && r.needsCode) {
    const { choice, input } = await ask({
      title,
      message: `${problem ? `${problem}. ` : ''}${why} type the code it printed in the terminal where it runs (a page or script cannot see that terminal).`,
      buttons: [{ id: 'allow', label: labels.allow, primary: true }, { id: labels.cancelId ?? 'cancel', label: labels.cancel }],
      input: { label: 'Code from the terminal', value: '', validate: (v) => (v.trim() ? null : 'type the code') },
    });
    if (choice !== 'allow') break;
    r = await request(input ?? '');
    problem = r.message ?? '';
  }
  return r;
}

/** Ask main (and through it the user) to allow saving in `dir`; true once allowed. */
export async function allowWrites(dir: string): Promise<boolean> {
  const notify = useUiStore.getState().notify;
  try {
    const r = await withTerminalCode((code) => bridge.call('project.allowWrites', code === undefined ? { path: dir } : { path: dir, code }),
      'Allow saving in this project?', `${dir} is open read-only. To let Skill Studio create and save skills there,`,
      { allow: 'Allow saving', cancel: 'Keep read-only', cancelId: 'readonly' });
    if (r.approved) {
      if (r.snapshot) applySnapshot(r.snapshot);
      return true;
    }
    notify('warning', `${dir} is open read-only${r.message && !r.needsCode ? ` (${r.message})` : ''}. Use "Allow Saving in This Project…" to change that.`);
    return false;
  } catch (e) {
    notify('error', `Cannot allow saving in ${dir}: ${errText(e)}`);
    return false;
  }
}

/** The palette command: allow saving in the current project when it is read-only. */
export async function allowWritesHere(): Promise<void> {
  const snap = useCatalogStore.getState().snapshot;
  if (!snap) return;
  const dir = snap.unapprovedFolders[0];
  if (!dir) { useUiStore.getState().notify('info', 'Saving is already allowed in every folder of this project.'); return; }
  await allowWrites(dir);
}
