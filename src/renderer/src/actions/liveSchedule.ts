/**
 * When the live-document pipeline runs after a keystroke: the one scheduling
 * decision of the editor → engine path, kept in one small function so it can
 * be changed alone.
 *
 * It runs at the next animation frame (issue 14 point 3: key → listing preview
 * painted within one frame): the engine re-parses only the edited buffer, so a
 * fixed delay only adds latency; keys typed within one frame are folded into
 * one run. Without `requestAnimationFrame` (unit tests in Node) it falls back
 * to a zero-delay timer (utils/frame.ts).
 */
import { frameCoalesce } from '../utils/frame';

/**
 * Run `run` once, at the next animation frame; returns a function that cancels
 * it. The pipeline asks again only after `run` ran, so a burst of keys costs one
 * parse of its buffer per frame, not one per key.
 */
export function scheduleLive(run: () => void): () => void {
  const frame = frameCoalesce();
  frame.run(run);
  return () => frame.cancel();
}
