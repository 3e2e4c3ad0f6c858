/** Small React hooks wiring global behaviour (shortcuts, system theme). */
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { commandForEvent, runCommand } from './commands';
import { useUiStore } from './stores/ui';

/** Dispatch registered shortcuts from anywhere in the window (Monaco included). */
export function useGlobalShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const c = commandForEvent(e);
      if (!c) return;
      e.preventDefault();
      e.stopPropagation();
      runCommand(c.id);
    };
    // Capture phase: Monaco would otherwise swallow Ctrl+S etc.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}

/** Keep `systemDark` in step with prefers-color-scheme. */
export function useSystemTheme(): void {
  useEffect(() => {
    const mq = window.matchMedia('(prefers-color-scheme: dark)');
    const set = () => useUiStore.getState().setSystemDark(mq.matches);
    set();
    mq.addEventListener('change', set);
    return () => mq.removeEventListener('change', set);
  }, []);
}

/**
 * Focus `ref` in the same commit that shows it (`key` changes to a truthy value), not a tick later:
 * a key pressed right after Ctrl+P (Escape, the first letter) must reach the new input, not the
 * editor that had focus (the quick-open Escape failure of CI at stop 24).
 */
export function useFocusOnShow(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useLayoutEffect(() => { if (key) ref.current?.focus(); }, [key, ref]);
}
