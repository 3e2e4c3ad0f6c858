/**
 * Layout store (issue 16 §3): the sizes of the resizable panes and whether the
 * right panel is maximised. State only; `actions/layout.ts` loads it from and
 * saves it to the settings file (`settings.layout`).
 */
import { create } from 'zustand';
import type { LayoutSettings } from '../../../shared/ipc/contract';

/** A pane whose size a splitter sets. */
export type PaneKey = 'sidebar' | 'right' | 'problems';

/**
 * Bounds per pane in CSS pixels. The minimums keep every control of the pane
 * unclipped (the sidebar's filter row, the right panel's tab bar and budget
 * fields, the Problems header); `default` is the size before the user drags.
 */
export const PANE_LIMITS: Record<PaneKey, { min: number; max: number; default: number }> = {
  sidebar: { min: 200, max: 640, default: 280 },
  right: { min: 340, max: 1400, default: 380 },
  problems: { min: 60, max: 800, default: 180 },
};

/** The editor column keeps at least this many pixels when the side panes grow. */
export const CENTER_MIN = 320;

/** A splitter's thickness (styles.css `.splitter`). */
export const SPLITTER_PX = 4;

export interface LayoutState {
  sizes: Record<PaneKey, number>;
  rightMaximized: boolean;
  /** Set one pane's size (clamped to PANE_LIMITS). */
  setSize(key: PaneKey, px: number): void;
  setMaximized(on: boolean): void;
  /** Take the persisted layout (unknown or out-of-range values fall back or are clamped). */
  load(l: LayoutSettings | undefined): void;
}

/** `px` kept inside the pane's limits (NaN gives the default). */
export function clampPane(key: PaneKey, px: number): number {
  const { min, max, default: d } = PANE_LIMITS[key];
  if (!Number.isFinite(px)) return d;
  return Math.round(Math.min(max, Math.max(min, px)));
}

export const useLayoutStore = create<LayoutState>((set) => ({
  sizes: { sidebar: PANE_LIMITS.sidebar.default, right: PANE_LIMITS.right.default, problems: PANE_LIMITS.problems.default },
  rightMaximized: false,
  setSize: (key, px) => set((s) => {
    const v = clampPane(key, px);
    return s.sizes[key] === v ? s : { sizes: { ...s.sizes, [key]: v } };
  }),
  setMaximized: (rightMaximized) => set({ rightMaximized }),
  load: (l) => set((s) => ({
    sizes: {
      sidebar: l?.sidebar === undefined ? s.sizes.sidebar : clampPane('sidebar', l.sidebar),
      right: l?.right === undefined ? s.sizes.right : clampPane('right', l.right),
      problems: l?.problems === undefined ? s.sizes.problems : clampPane('problems', l.problems),
    },
    rightMaximized: l?.rightMaximized ?? s.rightMaximized,
  })),
}));

/** The layout as it is saved. */
export function layoutSettings(s: Pick<LayoutState, 'sizes' | 'rightMaximized'>): LayoutSettings {
  return { ...s.sizes, rightMaximized: s.rightMaximized };
}
