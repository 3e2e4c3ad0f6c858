/**
 * Starting the renderer: the wiring that sits above both the actions and the
 * command table (so neither imports the other's caller). Subscribes to main's
 * push events with the command table as the menu dispatcher, starts the
 * live-document pipeline, then loads settings, the catalog and the kept
 * buffers.
 */
import { setPortabilityProfiles } from './actions/portability';
import { bridge } from './bridge';
import { runCommand } from './commands';
import { useCatalogStore } from './stores/catalog';
import { useUiStore } from './stores/ui';
import { useLayoutStore } from './stores/layout';
import { flushMirrors } from './actions/buffers';
import { restoreBuffers } from './actions/restore';
import { applySnapshot } from './actions/catalog';
import { subscribeEvents } from './actions/events';
import { startLiveDocuments } from './actions/liveDocuments';
import { persistOpenTabs, restoreOpenTabs } from './actions/tabs';
import { startSandboxFollow } from './actions/sandbox';
import type { Settings } from '../../shared/ipc/contract';

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Load settings, the catalog and the kept buffers; subscribe to events. Returns the function that undoes it. */
export async function initApp(): Promise<() => void> {
  const offEvents = subscribeEvents(runCommand);
  const offLive = startLiveDocuments();
  const offTabs = persistOpenTabs();
  const offSandbox = startSandboxFollow();
  // A reload or close right after typing: send the pending buffer mirrors before the page goes.
  const flush = () => flushMirrors();
  const onHidden = () => { if (document.visibilityState === 'hidden') flushMirrors(); };
  // In a browser, leaving the page while some unsaved text has no backup would lose it:
  // let the browser ask. (Electron asks in main, from app.setDirty; there this would block closing.)
  const onLeave = (e: BeforeUnloadEvent) => {
    if (bridge.host !== 'web' || !Object.keys(useUiStore.getState().backupFailures).length) return;
    e.preventDefault();
    e.returnValue = '';
  };
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', onLeave);
  document.addEventListener('visibilitychange', onHidden);
  const off = () => {
    offEvents();
    offLive();
    offTabs();
    offSandbox();
    window.removeEventListener('pagehide', flush);
    window.removeEventListener('beforeunload', onLeave);
    document.removeEventListener('visibilitychange', onHidden);
  };
  let settings: Settings | null = null;
  // Both asked at once (one round trip, not two, before the catalog can paint); the snapshot is
  // still applied after the settings (theme, layout, profiles).
  const catalogReply = bridge.call('catalog.get', {});
  catalogReply.catch(() => undefined);
  try {
    settings = await bridge.call('settings.get', {});
    useUiStore.getState().setTheme(settings.theme);
    setPortabilityProfiles(settings.portabilityProfiles ?? [], false);
    useLayoutStore.getState().load(settings.layout);
  } catch (e) { console.warn('settings.get failed', e); }
  try {
    applySnapshot(await catalogReply);
  } catch (e) {
    useCatalogStore.getState().setError(`Cannot load the catalog: ${errText(e)}`);
  }
  try { await restoreBuffers(); } catch (e) { console.warn('buffers.list failed', e); }
  try { await restoreOpenTabs(settings?.openTabs); } catch (e) { console.warn('reopening the tabs failed', e); }
  try {
    const info = await bridge.call('app.info', {});
    for (const n of info.notices ?? []) useUiStore.getState().notify(n.level, n.message);
  } catch { /* optional */ }
  return off;
}
