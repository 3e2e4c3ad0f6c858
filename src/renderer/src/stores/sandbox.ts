/**
 * Sandbox store: the invocation inputs, the record the simulation returned
 * (main runs `simulateInvocation` with the dirty buffers overlaid), results
 * of shell commands the user explicitly ran, and the saved run history.
 * State only: simulating, running a `!`cmd`` and the history calls are
 * ../actions/sandbox.ts (a command is only ever run by `runShell`, which the
 * UI calls from the Run button of that exact command).
 */
import { create } from 'zustand';
import type { InvocationRecord } from '../../../shared/engine';
import type { ApiInput, HistoryEntry, ShellRunResult } from '../../../shared/ipc/contract';
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
  /**
   * An Invoke (a saving run) is on its way to main. The live preview never sets it: Invoke
   * stayed disabled while a preview computed, so a click in that moment did nothing.
   */
  busy: boolean;
  error: string | null;
  shell: Record<string, ShellState>;
  history: HistoryEntry[];
  /** Up to two history ids chosen for comparison. */
  selected: string[];
  /** Sub-view of the pane. */
  view: 'run' | 'history';
  /** The skill follows the one open in the editor (issue 16 §12); off once the user picks one here (pinned). */
  followEditor: boolean;
  setFollowEditor(on: boolean): void;
  setView(v: 'run' | 'history'): void;
  setInputs(patch: Partial<SandboxInputs>): void;
  /**
   * Another project is open (`roots` of the new snapshot): the working
   * directory becomes its cwd, and the record on screen, which belongs to the
   * old project (its Run would be refused there), is dropped. True when the
   * project changed.
   */
  followProject(roots: { project: string; cwd?: string }): boolean;
  /** Show a saved run. */
  show(entry: HistoryEntry): void;
  setShell(key: string, state: ShellState): void;
  toggleSelected(id: string): void;
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
  followEditor: true,
  setFollowEditor: (followEditor) => set({ followEditor }),
  setView: (view) => set({ view }),
  setInputs: (patch) => set((s) => ({ inputs: { ...s.inputs, ...patch } })),
  followProject: (roots) => {
    if (get().cwdProject === roots.project) return false;
    // The first snapshot names the project main had open all along: a run shown before it arrived
    // (the catalog.get reply can come after an Invoke's) belongs to that project and stays.
    const first = get().cwdProject === null;
    set((s) => ({
      cwdProject: roots.project,
      inputs: { ...s.inputs, cwd: roots.cwd ?? roots.project },
      ...(first ? {} : { record: null, recordRequest: null, savedId: null, shell: {}, error: null }),
    }));
    return true;
  },
  show: (entry) => set({
    record: entry.record, savedId: entry.id, shell: {},
    // A saved run re-runs under its own request and profile, not the form's current inputs.
    recordRequest: { ...entry.record.request, profile: entry.profile, overlays: {} },
  }),
  setShell: (key, state) => set((s) => ({ shell: { ...s.shell, [key]: state } })),
  toggleSelected: (id) => set((s) => ({
    selected: s.selected.includes(id) ? s.selected.filter((x) => x !== id) : [...s.selected, id].slice(-2),
  })),
}));
