/**
 * Choosing the harnesses the editor checks skills against (issue 17
 * portability diagnostics): kept in the store, in registry order, and saved in
 * settings.
 */
import { PROFILE_IDS, type ProfileId } from '../../../shared/engine';
import { bridge } from '../bridge';
import { usePortabilityStore } from '../stores/portability';

/** Turn harness `id` on or off in the portability check and save the choice. */
export function togglePortabilityProfile(id: ProfileId, on: boolean): void {
  const cur = new Set(usePortabilityStore.getState().profiles);
  if (on) cur.add(id); else cur.delete(id);
  setPortabilityProfiles(PROFILE_IDS.filter((p) => cur.has(p)));
}

/** Set the whole choice (settings at start use this too) and save it. */
export function setPortabilityProfiles(ids: ProfileId[], persist = true): void {
  usePortabilityStore.getState().setProfiles(ids);
  if (persist) void bridge.call('settings.update', { portabilityProfiles: ids }).catch(() => undefined);
}
