import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, createWebBridge } from '../../../src/renderer/src/webBridge';

const loc = { protocol: 'http:', host: '127.0.0.1:4000' };

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string, readonly protocols?: string[]) { FakeSocket.all.push(this); }
}

afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); FakeSocket.all = []; });

describe('web bridge', () => {
  it('POSTs JSON to /api/<method> with same-origin credentials and unwraps the result', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, result: { entries: ['/a/'] } })));
    vi.stubGlobal('fetch', fetch);
    const b = createWebBridge(loc, 'k3y', FakeSocket as never);
    await expect(b.call('project.completePath', { prefix: '/a' })).resolves.toEqual({ entries: ['/a/'] });
    expect(fetch).toHaveBeenCalledWith('/api/project.completePath', expect.objectContaining({
      method: 'POST', credentials: 'same-origin', body: '{"prefix":"/a"}',
      headers: { 'content-type': 'application/json', 'x-skill-studio-key': 'k3y' },
    }));
  });

  it('surfaces host errors with their code, and HTTP failures', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ok: false, error: { message: 'bad input', code: 'invalid-input', issues: [1] } }))));
    const b = createWebBridge(loc, 'k3y', FakeSocket as never);
    const e = await b.call('file.read', { path: '/x' }).catch((x) => x);
    expect(e).toBeInstanceOf(BridgeError);
    expect([e.message, e.code, e.issues]).toEqual(['bad input', 'invalid-input', [1]]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 403, statusText: 'Forbidden' })));
    await expect(b.call('file.read', { path: '/x' })).rejects.toMatchObject({ code: 'http-403' });
  });

  it('delivers events from /events and reconnects after a close', async () => {
    vi.useFakeTimers();
    const b = createWebBridge(loc, 'k3y', FakeSocket as never);
    const got: unknown[] = [];
    const off = b.on('file.changed', (p) => got.push(p));
    expect(FakeSocket.all[0]!.url).toBe('ws://127.0.0.1:4000/events');
    // Browsers cannot set headers on a WebSocket: the page key travels as a subprotocol.
    expect(FakeSocket.all[0]!.protocols).toEqual(['skill-studio', 'skill-studio.key.k3y']);
    FakeSocket.all[0]!.onmessage!({ data: JSON.stringify({ event: 'file.changed', payload: { path: '/a', kind: 'change' } }) });
    FakeSocket.all[0]!.onmessage!({ data: JSON.stringify({ event: 'app.notice', payload: {} }) });
    expect(got).toEqual([{ path: '/a', kind: 'change' }]);
    FakeSocket.all[0]!.onclose!();
    vi.advanceTimersByTime(300);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.onmessage!({ data: JSON.stringify({ event: 'file.changed', payload: { path: '/b', kind: 'add' } }) });
    off();
    FakeSocket.all[1]!.onmessage!({ data: JSON.stringify({ event: 'file.changed', payload: { path: '/c', kind: 'add' } }) });
    expect(got).toHaveLength(2);
  });
});
