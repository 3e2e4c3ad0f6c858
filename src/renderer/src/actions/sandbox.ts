/**
 * Sandbox actions: simulate an invocation in main (with the unsaved buffers
 * overlaid), the debounced live preview, running one `!`cmd`` the user
 * clicked, and the saved run history. `!` commands are only ever run by
 * `runShell`, which the UI calls from the Run button of that exact command.
 */
import type { HistoryEntry } from '../../../shared/ipc/contract';
import { bridge } from '../bridge';
import { useEditorStore } from '../stores/editor';
import { useCatalogStore } from '../stores/catalog';
import { useSandboxStore, type SandboxInputs } from '../stores/sandbox';

const errText = (e: unknown) => String((e as Error)?.message ?? e);
const sandbox = () => useSandboxStore.getState();
let previewTimer: ReturnType<typeof setTimeout> | null = null;
/** Sequence of simulate calls: an answer older than the latest call (or than a project switch) is dropped. */
let seq = 0;

/** The invoke.simulate request for `inputs` with the unsaved buffers as overlays. */
export function simulateRequest(inputs: SandboxInputs) {
  return {
    name: inputs.name, as: inputs.as, args: inputs.args, sessionId: inputs.sessionId || undefined,
    cwd: inputs.cwd || undefined, now: inputs.now ?? Date.now(), overlays: useEditorStore.getState().overlays(),
    ...(inputs.profile ? { profile: inputs.profile.id, version: inputs.profile.version } : {}),
  };
}

/** The skill id of the file open in the editor, if it is a skill of the catalog. */
function editorSkill(): string | null {
  const path = useEditorStore.getState().activePath;
  return useCatalogStore.getState().effective?.skills.find((s) => s.path === path)?.id ?? null;
}

/** Pin the Sandbox to a skill the user chose (it stops following the editor). */
export function pickSandboxSkill(name: string): void {
  sandbox().setInputs({ name });
  sandbox().setFollowEditor(false);
}

/** Follow the editor again (and take its skill now). */
export function followEditorSkill(on: boolean): void {
  sandbox().setFollowEditor(on);
  const id = on ? editorSkill() : null;
  if (id) sandbox().setInputs({ name: id });
}

/**
 * While not pinned, the Sandbox's skill is the one open in the editor: each
 * time the active tab changes to a skill's file, its id becomes the input.
 * Returns the unsubscribe function.
 */
export function startSandboxFollow(): () => void {
  return useEditorStore.subscribe((s, prev) => {
    if (s.activePath === prev.activePath || !sandbox().followEditor) return;
    const id = editorSkill();
    if (id && id !== sandbox().inputs.name) sandbox().setInputs({ name: id });
  });
}

/** Another project is open: the sandbox follows its working directory, and an answer still on its way is dropped. */
export function sandboxFollowProject(roots: { project: string; cwd?: string }): void {
  if (sandbox().followProject(roots)) seq++;
}

/** Simulate with the current inputs; `save` adds the run to history (the Invoke button). */
export async function simulate(save: boolean): Promise<void> {
  const { inputs } = sandbox();
  if (!inputs.name.trim()) return;
  if (save && previewTimer) { clearTimeout(previewTimer); previewTimer = null; }
  const mine = ++seq;
  // Only a saving run makes the pane busy (its Invoke button waits); a preview never blocks an Invoke.
  useSandboxStore.setState(save ? { busy: true, error: null } : { error: null });
  try {
    const request = simulateRequest(inputs);
    // With save, main keeps the record it produced in the history and returns its id.
    const { historyId, historyNote, ...record } = await bridge.call('invoke.simulate', save ? { ...request, save } : request);
    if (!save) {
      if (mine !== seq) return;
      // A preview re-run on a catalog or tab change that gives what the saved run shows keeps it shown as
      // saved: a new snapshot object alone (a rescan, a bundled-skills read) turned it back into "Live preview".
      const shown = sandbox();
      const same = shown.savedId !== null && sameRequest(shown.recordRequest, request, inputs.now === null) && JSON.stringify(shown.record) === JSON.stringify(record);
      if (!same) useSandboxStore.setState({ record, recordRequest: request, savedId: null, shell: {} });
      return;
    }
    const history = await bridge.call('history.list', {}).catch(() => sandbox().history);
    useSandboxStore.setState({ record, recordRequest: request, savedId: historyId ?? null, busy: false, shell: {}, history, error: historyNote ?? null });
  } catch (e) {
    if (save) useSandboxStore.setState({ busy: false, error: errText(e) });
    else if (mine === seq) useSandboxStore.setState({ error: errText(e) });
  }
}

/**
 * Whether two invoke.simulate requests ask for the same run. With the live clock
 * (`liveClock`: the date input is empty) each call stamps `now: Date.now()`, so the
 * clock is left out: the same inputs a second later are the same run, and a body
 * that shows the date differs in the record itself.
 */
export function sameRequest(a: object | null | undefined, b: object, liveClock: boolean): boolean {
  if (!a) return false;
  const key = (r: object) => JSON.stringify(liveClock ? { ...r, now: undefined } : r);
  return key(a) === key(b);
}

/** Debounced live preview (not saved); an Invoke cancels a pending one. */
export function schedulePreview(delayMs = 250): void {
  if (previewTimer) clearTimeout(previewTimer);
  previewTimer = setTimeout(() => { previewTimer = null; void simulate(false); }, delayMs);
}

/** Run one shell command: only called from that command's Run button. */
export async function runShell(index: number): Promise<void> {
  // Main re-simulates the request that produced the record on screen and
  // runs command `index` only if it is still exactly the text shown here.
  const { record, recordRequest } = sandbox();
  const shown = record?.shellCommands[index];
  if (!record || !recordRequest || !shown) return;
  const { overlays: _mirrored, ...invocation } = recordRequest;
  const key = String(index);
  sandbox().setShell(key, { running: true });
  try {
    const result = await bridge.call('shell.run', { invocation, index, command: shown.command, cwd: recordRequest.cwd });
    sandbox().setShell(key, { running: false, result });
  } catch (e) { sandbox().setShell(key, { running: false, error: errText(e) }); }
}

/** Load the saved run history. */
export async function loadHistory(): Promise<void> {
  try { useSandboxStore.setState({ history: await bridge.call('history.list', {}) }); } catch (e) { useSandboxStore.setState({ error: errText(e) }); }
}

/** Pin or unpin a saved run. */
export async function pinRun(id: string, pinned: boolean): Promise<void> {
  useSandboxStore.setState({ history: await bridge.call('history.pin', { id, pinned }) });
}

/** Delete a saved run. */
export async function removeRun(id: string): Promise<void> {
  useSandboxStore.setState((s) => ({ selected: s.selected.filter((x) => x !== id) }));
  useSandboxStore.setState({ history: await bridge.call('history.delete', { id }) });
}

/** Re-run a saved request against the skill as it is now, save it, and select both for comparison. */
export async function replayRun(entry: HistoryEntry): Promise<void> {
  const req = entry.record.request;
  const dateBefore = sandbox().inputs.now;
  useSandboxStore.setState((s) => ({ inputs: { ...s.inputs, name: req.name, as: req.as, args: req.args ?? '', sessionId: req.sessionId ?? '', cwd: req.cwd ?? '', now: req.now ?? null } }));
  await simulate(true);
  // The replay ran at the saved run's date (so the comparison shows what the skill changed, not
  // the clock); the date input goes back to what the user had, and later runs are not stuck in the past.
  useSandboxStore.setState((s) => ({ inputs: { ...s.inputs, now: dateBefore } }));
  const newId = sandbox().savedId;
  if (newId) useSandboxStore.setState({ selected: [entry.id, newId] });
}
