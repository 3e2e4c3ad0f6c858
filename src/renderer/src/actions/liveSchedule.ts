/**
 * When the live-document pipeline runs after a keystroke: the one scheduling
 * decision of the editor → engine path, kept in one small function so it can
 * be changed alone (for example to run on the next animation frame).
 */

/** Delay between a keystroke and the run that folds it (and every key typed meanwhile) in, in ms. */
export const LIVE_DELAY_MS = 30;

/**
 * Run `run` once, soon; returns a function that cancels it. The pipeline asks
 * again only after `run` ran, so a burst of keys is folded into one run per
 * slot (the listing preview and diagnostics keep up with typing; a burst
 * costs one parse of its buffer per slot, not one per key).
 */
export function scheduleLive(run: () => void): () => void {
  const t = setTimeout(run, LIVE_DELAY_MS);
  return () => clearTimeout(t);
}
