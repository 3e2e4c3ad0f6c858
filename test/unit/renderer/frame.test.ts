/** frameCoalesce: one run per animation frame, no fixed delay, timer fallback without frames. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameCoalesce } from '../../../src/renderer/src/utils/frame';

afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); });

describe('frameCoalesce', () => {
  it('asks for one frame for a burst of runs and calls only the latest function, once', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const f = frameCoalesce();
    const calls: string[] = [];
    f.run(() => calls.push('a'));
    f.run(() => calls.push('b'));
    f.run(() => calls.push('c'));
    expect(frames).toHaveLength(1);
    expect(calls).toEqual([]);
    frames[0](0);
    expect(calls).toEqual(['c']);
    f.run(() => calls.push('d'));
    expect(frames).toHaveLength(2);
    frames[1](16);
    expect(calls).toEqual(['c', 'd']);
  });
  it('flush runs the pending function now and cancel drops it', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestAnimationFrame', () => 7);
    vi.stubGlobal('cancelAnimationFrame', (h: number) => cancelled.push(h));
    const f = frameCoalesce();
    const calls: string[] = [];
    f.run(() => calls.push('a'));
    f.flush();
    expect(calls).toEqual(['a']);
    expect(cancelled).toEqual([7]);
    f.run(() => calls.push('b'));
    f.cancel();
    f.flush();
    expect(calls).toEqual(['a']);
  });
  it('falls back to a zero-delay timer where there are no animation frames', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    vi.useFakeTimers();
    const f = frameCoalesce();
    const calls: string[] = [];
    f.run(() => calls.push('a'));
    f.run(() => calls.push('b'));
    vi.advanceTimersByTime(0);
    expect(calls).toEqual(['b']);
  });
});
