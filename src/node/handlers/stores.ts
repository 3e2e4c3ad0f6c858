/**
 * Handlers over the app data stores: settings, usage records, sandbox
 * history, unsaved buffers; plus app info and the dirty flag for closing.
 */
import type { AppContext } from '../app/context';
import { ApiError } from '../app/errors';
import { BUFFER_MAX_BYTES, BUFFERS_MAX_TOTAL, MAX_BUFFERS, mergeSettings, recordUse } from '../stores/stores';
import type { HandlerTable } from './index';
import { guards } from './files';

export { BUFFER_MAX_BYTES, BUFFERS_MAX_TOTAL, MAX_BUFFERS };

/**
 * Store handlers: settings, usage, history, buffers, app info, dirty flag.
 * History entries are added by main itself (`invoke.simulate` with `save`),
 * never from a record a client sends. Every limit is checked inside the
 * store's queue, on the value that is about to be written, so concurrent
 * calls cannot pass a check together.
 */
export function storeHandlers(ctx: AppContext): Pick<HandlerTable, 'settings.get' | 'settings.update' | 'usage.record' | 'usage.set'
  | 'history.list' | 'history.pin' | 'history.delete' | 'buffers.list' | 'buffers.put' | 'buffers.discard' | 'app.info' | 'app.setDirty'> {
  const { stores } = ctx;
  const g = guards(ctx);
  return {
    'settings.get': async () => stores.settings.get(),
    'settings.update': async (patch) => {
      const next = await stores.settings.update((s) => mergeSettings(s, patch));
      if (patch.bundled !== undefined && patch.bundled !== ctx.service.roots.bundled) await ctx.service.configure({ roots: { bundled: patch.bundled } });
      return next;
    },
    'usage.record': async ({ name, at }) => stores.usage.update((u) => recordUse(u, name, at ?? Date.now())),
    'usage.set': async ({ usage }) => stores.usage.set(usage),
    'history.list': async () => stores.history.get(),
    'history.pin': async ({ id, pinned }) => stores.history.update((l) => l.map((e) => (e.id === id ? { ...e, pinned } : e))),
    'history.delete': async ({ id }) => stores.history.update((l) => l.filter((e) => e.id !== id)),
    'buffers.list': async () => stores.buffers.get().map(({ path, text, baseHash }) => ({ path, text, ...(baseHash !== undefined ? { baseHash } : {}) })),
    'buffers.put': async ({ path, text, baseHash }) => {
      // Only files the editor could have open: inside a root (under any profile: a switch keeps the tabs), or listed by the catalog (linked skills).
      if (!g.tabRead.rootOf(path) && !ctx.service.knowsFile(path)) g.tabRead.check(path);
      const bytes = Buffer.byteLength(text, 'utf8');
      if (bytes > BUFFER_MAX_BYTES) throw new ApiError('too-large', `this text is ${bytes} bytes, over the ${BUFFER_MAX_BYTES}-byte limit of a file Skill Studio edits and backs up`, 413);
      await stores.buffers.update((list) => {
        if (!list.some((b) => b.path === path) && list.length >= MAX_BUFFERS) throw new ApiError('too-many-buffers', `at most ${MAX_BUFFERS} unsaved buffers are kept`, 413);
        const total = list.reduce((n, b) => n + (b.path === path ? 0 : Buffer.byteLength(b.text, 'utf8')), bytes);
        if (total > BUFFERS_MAX_TOTAL) throw new ApiError('too-large', `unsaved buffers may hold at most ${BUFFERS_MAX_TOTAL} bytes together; save some files to free room`, 413);
        return [...list.filter((b) => b.path !== path), { path, text, savedAt: Date.now(), ...(baseHash !== undefined ? { baseHash } : {}) }];
      });
      return { ok: true };
    },
    'buffers.discard': async ({ path }) => {
      await stores.buffers.update((l) => l.filter((b) => b.path !== path));
      return { ok: true };
    },
    'app.info': async () => ({ version: ctx.appVersion, host: ctx.host, dataDir: ctx.dataDir, platform: process.platform, notices: [...ctx.events.notices] }),
    'app.setDirty': async ({ dirty, paths }) => { ctx.setDirty(dirty, paths ?? []); return { ok: true }; },
  };
}
