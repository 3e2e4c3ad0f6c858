/**
 * Monaco on demand. The editor, its languages and its worker are a separate
 * chunk (about 9 MB, a few seconds to parse and run on a loaded machine), so
 * the renderer's first script holds only the shell, the catalog and the panes
 * that never need Monaco (issue 14 target 2: the catalog paints before any of
 * it loads). Everything that touches Monaco at run time goes through here:
 * `loadMonaco()` starts (once) the dynamic import of ./setup and initialises
 * it; `loadedMonaco()` is the module once it is ready, else null (then no
 * editor model exists yet, and callers fall back to the editor store's text).
 */
type Setup = typeof import('./setup');

let ready: Setup | null = null;
let pending: Promise<Setup> | null = null;

/** Load and initialise Monaco (once; later calls return the same promise). Rejects if the chunk cannot load. */
export function loadMonaco(): Promise<Setup> {
  pending ??= import('./setup').then((m) => { m.setupMonaco(); ready = m; return m; }, (e: unknown) => { pending = null; throw e; });
  return pending;
}

/** The initialised Monaco module, or null while it has not loaded. */
export function loadedMonaco(): Setup | null {
  return ready;
}
