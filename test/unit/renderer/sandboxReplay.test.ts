/**
 * The Sandbox keeps a saved run on screen when a live preview re-run gives the same record a
 * moment later (the clock alone differs), and a Replay leaves the date input as the user had it
 * (a new user found it stuck at the replayed run's date).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const record = { skillPath: '/p/.claude/skills/a/SKILL.md', body: 'Hello' };
const requests: Record<string, unknown>[] = [];
vi.mock('../../../src/renderer/src/bridge', () => ({
  bridge: {
    host: 'web', on: () => () => undefined,
    call: async (m: string, input: Record<string, unknown>) => {
      if (m === 'invoke.simulate') { requests.push(input); return input.save ? { ...record, historyId: `h${requests.length}` } : { ...record }; }
      if (m === 'history.list') return [];
      return {};
    },
  },
}));

const { useSandboxStore } = await import('../../../src/renderer/src/stores/sandbox');
const { simulate, replayRun, sameRequest } = await import('../../../src/renderer/src/actions/sandbox');

const sandbox = () => useSandboxStore.getState();

beforeEach(() => {
  requests.length = 0;
  useSandboxStore.setState({ inputs: { name: 'a', as: 'model', args: '', sessionId: '', cwd: '', now: null, profile: null }, record: null, recordRequest: null, savedId: null, selected: [] });
});

describe('Sandbox saved run and live preview', () => {
  it('a preview a moment after Invoke that gives the same record keeps the run shown as saved', async () => {
    await simulate(true);
    expect(sandbox().savedId).toBe('h1');
    await new Promise((r) => setTimeout(r, 5)); // Date.now() moves on: the clock alone differs
    await simulate(false);
    expect(requests[1].now).not.toBe(requests[0].now);
    expect(sandbox().savedId).toBe('h1');
  });

  it('a fixed date that changed is another run', () => {
    const a = { name: 'a', as: 'model' as const, args: '', now: 1 };
    expect(sameRequest(a, { ...a, now: 2 }, false)).toBe(false);
    expect(sameRequest(a, { ...a, now: 2 }, true)).toBe(true);
    expect(sameRequest(a, { ...a, args: 'x' }, true)).toBe(false);
  });

  it('Replay runs at the saved date and puts the date input back', async () => {
    const old = Date.UTC(2024, 0, 2);
    const entry = { id: 'old', pinned: false, record: { ...record, request: { name: 'a', as: 'model', now: old } } } as never;
    await replayRun(entry);
    expect(requests.at(-1)!.now).toBe(old);
    expect(sandbox().inputs.now).toBeNull();
    expect(sandbox().selected).toEqual(['old', sandbox().savedId]);
  });
});

describe('Sandbox and the open project', () => {
  it('a saved run shown before the first catalog snapshot arrived stays (the catalog.get reply came after the Invoke reply)', () => {
    useSandboxStore.setState({ cwdProject: null, record: record as never, savedId: 'h9', recordRequest: { name: 'a', as: 'model' } as never });
    expect(sandbox().followProject({ project: '/p' })).toBe(true);
    expect(sandbox().savedId).toBe('h9');
    expect(sandbox().inputs.cwd).toBe('/p');
  });

  it('another project drops the run on screen (its Run would be refused there)', () => {
    useSandboxStore.setState({ cwdProject: '/p', record: record as never, savedId: 'h9', recordRequest: { name: 'a', as: 'model' } as never });
    expect(sandbox().followProject({ project: '/q' })).toBe(true);
    expect(sandbox().savedId).toBeNull();
    expect(sandbox().record).toBeNull();
  });
});
