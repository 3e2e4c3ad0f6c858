/** The page key moves from the token exchange's fragment into localStorage and out of the address bar. */
import { describe, expect, it } from 'vitest';
import { takePageKey, type KeyWindow } from '../../../src/renderer/src/pageKey';

function fakeWindow(hash: string, stored: Record<string, string> = {}) {
  const store = new Map(Object.entries(stored));
  const replaced: string[] = [];
  const w: KeyWindow = {
    location: { hash, pathname: '/', search: '' },
    history: { replaceState: (_d, _u, url) => { replaced.push(String(url)); } },
    localStorage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => { store.set(k, v); } },
  };
  return { w, store, replaced };
}

describe('takePageKey', () => {
  it('takes the key from #key=, stores it for reloads and removes it from the URL', () => {
    const { w, store, replaced } = fakeWindow('#key=AbC-12_x');
    expect(takePageKey(w)).toBe('AbC-12_x');
    expect(store.get('skill-studio-page-key')).toBe('AbC-12_x');
    expect(replaced).toEqual(['/']);
  });

  it('reads the stored key when the URL has none (reload, second tab), and gives "" when there is none', () => {
    expect(takePageKey(fakeWindow('', { 'skill-studio-page-key': 'old' }).w)).toBe('old');
    const none = fakeWindow('#other');
    expect(takePageKey(none.w)).toBe('');
    expect(none.replaced).toEqual([]);
  });
});
