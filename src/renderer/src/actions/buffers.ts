/**
 * Unsaved buffers survive a reload: each dirty buffer is mirrored to main
 * (`buffers.put`, debounced) and restored from `buffers.list` on start;
 * discarded on save or close (restored by ./restore.ts). Main is also told whether anything is dirty
 * (`app.setDirty`) so closing the window can ask. A mirror main refuses (too
 * large, outside the roots, main unreachable) is never only a console line:
 * the file goes into the UI store's `backupFailures`, which the backup bar
 * shows until a later mirror of it succeeds, it is saved or its tab closes.
 */
import { bridge } from '../bridge';
import { useEditorStore } from '../stores/editor';
import { useUiStore } from '../stores/ui';
import { keyedDebounce } from '../utils/debounce';

/** Delay before an edited buffer is mirrored to main. */
export const MIRROR_DELAY_MS = 400;
const debounce = keyedDebounce(MIRROR_DELAY_MS);
let lastDirty: string | null = null;
/** Latest mirror request per path: an older answer arriving late must not clear or set the warning. */
const mirrorSeq = new Map<string, number>();
/** The mirror request in flight per path: a discard waits for it, so main never keeps a put that lands after the discard. */
const inflight = new Map<string, Promise<unknown>>();

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Mirror one buffer now (or discard it if it became clean); the outcome updates `backupFailures`. */
function mirrorNow(path: string): void {
  const t = useEditorStore.getState().tabs.find((x) => x.path === path);
  if (!t?.dirty) { void discardBuffer(path); return; }
  // The base version travels with the text, so a restore can still detect a disk change (conflict-checked save).
  const base = !t.deletedOnDisk && t.diskHash ? { baseHash: t.diskHash } : {};
  const seq = (mirrorSeq.get(path) ?? 0) + 1;
  mirrorSeq.set(path, seq);
  const latest = () => mirrorSeq.get(path) === seq;
  const put = bridge.call('buffers.put', { path, text: t.text, ...base }).then(
    () => { if (latest()) useUiStore.getState().setBackupFailure(path, null); },
    (e) => {
      console.warn('buffers.put failed', e);
      // Only a tab that is still open and dirty has text at risk.
      const now = useEditorStore.getState().tabs.find((x) => x.path === path);
      if (latest() && now?.dirty) useUiStore.getState().setBackupFailure(path, errText(e));
    },
  );
  inflight.set(path, put);
  void put.finally(() => { if (inflight.get(path) === put) inflight.delete(path); });
}

/** Try the backup of one buffer again now (the backup bar's Retry). */
export function retryBackup(path: string): void {
  debounce.cancel(path);
  mirrorNow(path);
}

/** Mirror one buffer soon (or discard it if it became clean). */
export function mirrorBuffer(path: string): void {
  debounce.run(path, () => mirrorNow(path));
  reportDirty();
}

/**
 * Send every mirror still waiting for its debounce now: the page is going away
 * (reload, close), and keys typed in the last moments must reach main too.
 */
export function flushMirrors(): void {
  debounce.flushAll();
}

/** Forget the mirrored buffer of `path` (after save, reload or close); its backup warning goes too. */
export async function discardBuffer(path: string): Promise<void> {
  debounce.cancel(path);
  mirrorSeq.set(path, (mirrorSeq.get(path) ?? 0) + 1);
  useUiStore.getState().setBackupFailure(path, null);
  await inflight.get(path);
  await bridge.call('buffers.discard', { path }).catch((e) => console.warn('buffers.discard failed', e));
  reportDirty();
}

/** Tell main which paths are dirty, when that set changed. */
export function reportDirty(): void {
  const paths = useEditorStore.getState().tabs.filter((t) => t.dirty).map((t) => t.path);
  const sig = paths.join('\n');
  if (sig === lastDirty) return;
  lastDirty = sig;
  void bridge.call('app.setDirty', { dirty: paths.length > 0, paths }).catch(() => undefined);
}
