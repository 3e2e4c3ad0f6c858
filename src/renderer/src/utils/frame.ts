/**
 * Frame-coalesced scheduling: `run(fn)` runs `fn` once at the next animation
 * frame, however many times it was asked for before then (the latest `fn`
 * wins). Nothing waits a fixed delay: a key typed right after a frame is
 * handled in the next one (≤ 16.7 ms at 60 Hz), and a burst of keys within one
 * frame costs one run. Without `requestAnimationFrame` (unit tests in Node,
 * a hidden page's frames are throttled by the browser anyway) it falls back
 * to a zero-delay timer.
 */
export function frameCoalesce(): { run(fn: () => void): void; cancel(): void; flush(): void } {
  let pending: (() => void) | null = null;
  let handle: { raf: number } | { timer: ReturnType<typeof setTimeout> } | null = null;
  const fire = () => {
    handle = null;
    const fn = pending;
    pending = null;
    fn?.();
  };
  const cancel = () => {
    if (handle && 'raf' in handle) cancelAnimationFrame(handle.raf);
    else if (handle) clearTimeout(handle.timer);
    handle = null;
    pending = null;
  };
  return {
    run(fn) {
      pending = fn;
      if (handle) return;
      handle = typeof requestAnimationFrame === 'function' ? { raf: requestAnimationFrame(fire) } : { timer: setTimeout(fire, 0) };
    },
    cancel,
    flush() {
      const fn = pending;
      cancel();
      fn?.();
    },
  };
}
