/** Toasts: transient ones (info, warning) go away by themselves, errors stay, repeats are counted instead of stacked. */
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTICE_TTL_MS, useUiStore } from '../../../src/renderer/src/stores/ui';

const ui = () => useUiStore.getState();
beforeEach(() => useUiStore.setState({ notices: [] }));

describe('notices', () => {
  it('warnings and info expire on their own; errors stay until dismissed', () => {
    ui().notify('warning', 'file watcher: ELOOP', 1000);
    ui().notify('info', 'saved', 1000);
    ui().notify('error', 'Saving failed', 1000);
    ui().expireNotices(1000 + NOTICE_TTL_MS.info! + 1);
    expect(ui().notices.map((n) => n.message)).toEqual(['file watcher: ELOOP', 'Saving failed']);
    ui().expireNotices(1000 + NOTICE_TTL_MS.warning! + 1);
    expect(ui().notices.map((n) => n.message)).toEqual(['Saving failed']);
    ui().expireNotices(Number.MAX_SAFE_INTEGER);
    expect(ui().notices).toHaveLength(1);
  });

  it('32 identical warnings make one toast with a count (its time restarts), not a stack', () => {
    for (let i = 0; i < 32; i++) ui().notify('warning', 'file watcher: ELOOP: too many symbolic links', 1000 + i);
    expect(ui().notices).toHaveLength(1);
    expect(ui().notices[0]).toMatchObject({ count: 32, expiresAt: 1031 + NOTICE_TTL_MS.warning! });
    ui().notify('warning', 'another', 2000);
    expect(ui().notices.map((n) => n.message)).toEqual(['file watcher: ELOOP: too many symbolic links', 'another']);
  });
});
