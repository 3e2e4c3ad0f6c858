/**
 * The web host's page key (contract.ts `WEB_KEY_HEADER`): the token exchange
 * redirects to `/#key=<key>`; the page moves it to its origin's localStorage
 * (readable by no other origin, other ports of 127.0.0.1 included) and drops
 * it from the address bar. A reload or a second tab reads it from there.
 */
import { WEB_KEY_STORAGE } from '../../shared/ipc/contract';

/** The parts of `window` this needs. */
export interface KeyWindow {
  location: { hash: string; pathname: string; search: string };
  history: { replaceState(data: unknown, unused: string, url?: string): void };
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** The page key from the fragment (stored, then removed from the URL) or from localStorage; '' when none. */
export function takePageKey(w: KeyWindow): string {
  const m = /(?:^#|&)key=([\w-]+)/.exec(w.location.hash);
  if (m) {
    try { w.localStorage.setItem(WEB_KEY_STORAGE, m[1]); } catch { /* storage off: this page still has it */ }
    w.history.replaceState(null, '', w.location.pathname + w.location.search);
    return m[1];
  }
  try { return w.localStorage.getItem(WEB_KEY_STORAGE) ?? ''; } catch { return ''; }
}
