/** Keyed debouncer: `run(key, fn)` runs fn once `ms` after the last call for that key; `flush`/`flushAll` run pending ones now. */
export function keyedDebounce(ms: number): { run(key: string, fn: () => void): void; cancel(key: string): void; flush(key: string): void; flushAll(): void } {
  const timers = new Map<string, { t: ReturnType<typeof setTimeout>; fn: () => void }>();
  const flush = (key: string) => { const o = timers.get(key); if (o) { clearTimeout(o.t); timers.delete(key); o.fn(); } };
  return {
    run(key, fn) {
      const old = timers.get(key);
      if (old) clearTimeout(old.t);
      timers.set(key, { t: setTimeout(() => { timers.delete(key); fn(); }, ms), fn });
    },
    cancel(key) { const o = timers.get(key); if (o) { clearTimeout(o.t); timers.delete(key); } },
    flush,
    flushAll() { for (const key of [...timers.keys()]) flush(key); },
  };
}
