/**
 * "Check with my Claude Code" store (issue 15): which Claude Code main found, the
 * capture running or shown, its progress lines, the `!` commands the user agreed to
 * run in it, and whether the bug report was copied. State only: effects are in
 * actions/capture.ts, which is the only writer besides the setters here.
 */
import { create } from 'zustand';
import type { CaptureView, ClaudeFindResult } from '../../../shared/ipc/contract';

/** Which pane asked for the capture (the panel shows in that pane). */
export type CaptureOrigin = 'listing' | 'sandbox';

/** The capture store's state. */
export interface CaptureState {
  /** What `claude.find` answered (null before asking). */
  claude: ClaudeFindResult | null;
  finding: boolean;
  /** The pane the panel is open in, or null (closed). */
  origin: CaptureOrigin | null;
  running: boolean;
  /** Progress lines of the running (or last) capture, oldest first. */
  progress: string[];
  result: CaptureView | null;
  /** Why the last capture or find failed, in plain words. */
  error: string | null;
  /** Commands (as the simulation shows them) the user ticked to run for real in the next capture. */
  consent: Record<string, boolean>;
  /** The bug report was put on the clipboard. */
  copied: 'clipboard' | null;
  set(patch: Partial<Omit<CaptureState, 'set'>>): void;
}

/** The capture store. */
export const useCaptureStore = create<CaptureState>((set) => ({
  claude: null,
  finding: false,
  origin: null,
  running: false,
  progress: [],
  result: null,
  error: null,
  consent: {},
  copied: null,
  set: (patch) => set(patch),
}));
