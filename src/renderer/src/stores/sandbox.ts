/**
 * Sandbox store: the invocation inputs, the record the simulation returned
 * (main runs `simulateInvocation` with the dirty buffers overlaid), results
 * of shell commands the user explicitly ran, and the saved run history.
 * `!`cmd`` is only ever run by `runShell`, which the UI calls from the Run
 * button of that exact command.
 */
import { create } from 'zustand';
import type { InvocationRecord } from '../../../shared/engine';
import type { ApiInput, HistoryEntry, ShellRunResult } from '../../../shared/ipc/contract';
import { bridge } from '../bridge';
import { useCatalogStore } from './catalog';
import { useEditorStore } from './editor';
import type { ProfileChoice } from './listing';

/** What the user asks to invoke. */
export interface SandboxInputs {
  name: string;
  as: 'model' | 'user';
  args: string;
  sessionId: string;
  cwd: string;
  /** Epoch ms for date variables and usage (null = now). */
  now: number | null;
  /** Profile to simulate under (null = the app's active profile). */
  profile: ProfileChoice | null;
}

/** State of one shell command (keyed by its index in the record). */
export interface ShellState { running: boolean; result?: ShellRunResult; error?: string }

export interface SandboxState {
  inputs: SandboxInputs;
  /** The project `inputs.cwd` was set for (the working directory follows a project switch). */
  cwdProject: string | null;
  record: InvocationRecord | null;
  /** The request that produced `record` (what Run re-simulates in main). */
  recordRequest: ApiInput<'invoke.simulate'> | null;
  /** History id when `record` is a saved run (null for the live preview). */
  savedId: string | null;
  busy: boolean;
  error: string | null;
  shell: Record<string, ShellState>;
  history: HistoryEntry[];
  /** Up to two history ids chosen for comparison. */
  selected: string[];
  /** Sub-view of the pane. */
  view: 'run' | 'history';
  setView(v: 'run' | 'history'): void;
  setInputs(patch: Partial<SandboxInputs>): void;
  /**
   * Another project is open (`roots` of the new snapshot): the working
   * directory becomes its cwd, and the record on screen, which belongs to the
   * old project (its Run would be refused there), is dropped.
   */
  followProject(roots: { project: string; cwd?: string }): void;
  /** Simulate with the current inputs; `save` adds the run to history (the Invoke button). */
  simulate(save: boolean): Promise<void>;
  /** Debounced live preview (not saved); an Invoke cancels a pending one. */
  schedulePreview(delayMs?: number): void;
  /** Run one shell command: only called from that command's Run button. */
  runShell(index: number): Promise<void>;
  loadHistory(): Promise<void>;
  pin(id: string, pinned: boolean): Promise<void>;
  remove(id: string): Promise<void>;
  /** Re-run a saved request against the skill as it is now, save it, and select both for comparison. */
  replay(entry: HistoryEntry): Promise<void>;
  /** Show a saved run. */
  show(entry: HistoryEntry): void;
  toggleSelected(id: string): void;
}

const errText = (e: unknown) => String((e as Error)?.message ?? e);
let previewTimer: ReturnType<typeof setTimeout> | null = null;
/** Sequence of simulate calls: an answer older than the latest call is dropped. */
let seq = 0;

/** The invoke.simulate request for `inputs` with the unsaved buffers as overlays. */
export function simulateRequest(inputs: SandboxInputs) {
  return {
    name: inputs.name, as: inputs.as, args: inputs.args, sessionId: inputs.sessionId || undefined,
    cwd: inputs.cwd || undefined, now: inputs.now ?? Date.now(), overlays: useEditorStore.getState().overlays(),
    ...(inputs.profile ? { profile: inputs.profile.id, version: inputs.profile.version } : {}),
  };
}

/** The sandbox store (see the module comment). */
export const useSandboxStore = create<SandboxState>((set, get) => ({
  inputs: { name: '', as: 'model', args: '', sessionId: '', cwd: '', now: null, profile: null },
  cwdProject: null,
  record: null,
  recordRequest: null,
  savedId: null,
  busy: false,
  error: null,
  shell: {},
  history: [],
  selected: [],
  view: 'run',
  setView: (view) => set({ view }),
  setInputs: (patch) => set((s) => ({ inputs: { ...s.inputs, ...patch } })),
  followProject: (roots) => {
    if (get().cwdProject === roots.project) return;
    const first = get().cwdProject === null && !get().record;
    seq++; // an answer still on its way belongs to the old project: drop it
    set((s) => ({
      cwdProject: roots.project,
      inputs: { ...s.inputs, cwd: roots.cwd ?? roots.project },
      ...(first ? {} : { record: null, recordRequest: null, savedId: null, shell: {}, error: null }),
    }));
  },
  simulate: async (save) => {
    const { inputs } = get();
    if (!inputs.name.trim()) return;
    if (save && previewTimer) { clearTimeout(previewTimer); previewTimer = null; }
    const mine = ++seq;
    set({ busy: true, error: null });
    try {
      const request = simulateRequest(inputs);
      // With save, main keeps the record it produced in the history and returns its id.
      const { historyId, historyNote, ...record } = await bridge.call('invoke.simulate', save ? { ...request, save } : request);
      if (!save) { if (mine === seq) set({ record, recordRequest: request, savedId: null, busy: false, shell: {} }); return; }
      const history = await bridge.call('history.list', {}).catch(() => get().history);
      set({ record, recordRequest: request, savedId: historyId ?? null, busy: false, shell: {}, history, error: historyNote ?? null });
    } catch (e) { set({ busy: false, error: errText(e) }); }
  },
  schedulePreview: (delayMs = 250) => {
    if (previewTimer) clearTimeout(previewTimer);
    previewTimer = setTimeout(() => { previewTimer = null; void get().simulate(false); }, delayMs);
  },
  runShell: async (index) => {
    // Main re-simulates the request that produced the record on screen and
    // runs command `index` only if it is still exactly the text shown here.
    const { record, recordRequest } = get();
    const shown = record?.shellCommands[index];
    if (!record || !recordRequest || !shown) return;
    const { overlays: _mirrored, ...invocation } = recordRequest;
    const key = String(index);
    set((s) => ({ shell: { ...s.shell, [key]: { running: true } } }));
    try {
      const result = await bridge.call('shell.run', { invocation, index, command: shown.command, cwd: recordRequest.cwd });
      set((s) => ({ shell: { ...s.shell, [key]: { running: false, result } } }));
    } catch (e) { set((s) => ({ shell: { ...s.shell, [key]: { running: false, error: errText(e) } } })); }
  },
  loadHistory: async () => {
    try { set({ history: await bridge.call('history.list', {}) }); } catch (e) { set({ error: errText(e) }); }
  },
  pin: async (id, pinned) => { set({ history: await bridge.call('history.pin', { id, pinned }) }); },
  remove: async (id) => { set((s) => ({ selected: s.selected.filter((x) => x !== id) })); set({ history: await bridge.call('history.delete', { id }) }); },
  replay: async (entry) => {
    const req = entry.record.request;
    set((s) => ({ inputs: { ...s.inputs, name: req.name, as: req.as, args: req.args ?? '', sessionId: req.sessionId ?? '', cwd: req.cwd ?? '', now: req.now ?? null } }));
    await get().simulate(true);
    const newId = get().savedId;
    if (newId) set({ selected: [entry.id, newId] });
  },
  show: (entry) => set({
    record: entry.record, savedId: entry.id, shell: {},
    // A saved run re-runs under its own request and profile, not the form's current inputs.
    recordRequest: { ...entry.record.request, profile: entry.profile, overlays: {} },
  }),
  toggleSelected: (id) => set((s) => ({
    selected: s.selected.includes(id) ? s.selected.filter((x) => x !== id) : [...s.selected, id].slice(-2),
  })),
}));

// The working directory follows the open project (the first snapshot and every switch),
// whether or not the Sandbox pane is mounted.
const followSnapshot = (roots: { project: string; cwd?: string } | undefined) => { if (roots) useSandboxStore.getState().followProject(roots); };
followSnapshot(useCatalogStore.getState().snapshot?.roots);
useCatalogStore.subscribe((s, prev) => { if (s.snapshot?.roots !== prev.snapshot?.roots) followSnapshot(s.snapshot?.roots); });
