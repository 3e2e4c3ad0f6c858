/**
 * Observability of the engine without counters in its API: a caller (a test,
 * a profiler) attaches an observer and hears what the engine did, e.g. proving
 * that `updateSkillText` re-parses only the edited file (one keystroke = one
 * parse). With no observer attached the cost is one null check per event.
 */

/** What the engine reports; every callback is optional. */
export interface EngineObserver {
  /** Discovery parsed the SKILL.md (or flat file) at `path`. */
  parsed?(path: string): void;
}

let current: EngineObserver | null = null;

/**
 * Attach `observer` (replacing any other) until the returned function is
 * called, which restores the previous one.
 */
export function observeEngine(observer: EngineObserver): () => void {
  const previous = current;
  current = observer;
  return () => { current = previous; };
}

/** Report a parse of `path` (discovery/record.ts). */
export function noteParse(path: string): void {
  current?.parsed?.(path);
}
