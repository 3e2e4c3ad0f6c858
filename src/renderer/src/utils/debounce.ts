/** Keyed debouncer: `run(key, fn)` runs fn once `ms` after the last call for that key. */
export function keyedDebounce(ms: number): { run(key: string, fn: () => void): void; cancel(key: string): void; flush(key: string): void } {
  const timers = new Map<string, { t: ReturnType<typeof setTimeout>; fn: () => void }>();
  return {
    run(key, fn) {
      const old = timers.get(key);
      if (old) clearTimeout(old.t);
      timers.set(key, { t: setTimeout(() => { timers.delete(key); fn(); }, ms), fn });
    },
    cancel(key) { const o = timers.get(key); if (o) { clearTimeout(o.t); timers.delete(key); } },
    flush(key) { const o = timers.get(key); if (o) { clearTimeout(o.t); timers.delete(key); o.fn(); } },
  };
}
