/**
 * Counts the parses the engine makes, through its observer
 * (src/shared/engine/observer.ts): `const parses = countParses()`, run the
 * code, read `parses.count`, then `parses.stop()`.
 */
import { observeEngine } from '../../src/shared/engine';

/** A running parse count with the paths parsed; `stop` detaches it. */
export function countParses(): { readonly count: number; paths: string[]; stop(): void } {
  const paths: string[] = [];
  const stop = observeEngine({ parsed: (p) => { paths.push(p); } });
  return { get count() { return paths.length; }, paths, stop };
}
