/**
 * Catalog actions: the one door through which a snapshot from main enters the
 * renderer, and the calls that ask main for one (rescan, touched files,
 * usage, schema export). A snapshot is applied once however it arrives (the
 * reply of the call that caused the change and the `catalog.changed` push
 * carry the same `generation`); the views that follow the project or the
 * profile (the Sandbox's working directory, the listing preview's profile)
 * are told here, not by stores watching each other.
 */
import type { CatalogSnapshot } from '../../../shared/ipc/contract';
import type { UsageRecords } from '../../../shared/engine';
import { bridge } from '../bridge';
import { useCatalogStore } from '../stores/catalog';
import { useListingStore } from '../stores/listing';
import { useUiStore } from '../stores/ui';
import { downloadText } from '../panes/listing/lib/download';
import { sandboxFollowProject } from './sandbox';

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Take a snapshot from main (see the module comment). False when one at least
 * as new was already applied, so nothing changed.
 */
export function applySnapshot(snap: CatalogSnapshot): boolean {
  const before = useCatalogStore.getState();
  if (!before.setSnapshot(snap)) return false;
  // An explicit preview choice belonged to the previous profile: the preview follows the app again.
  if (snap.profile !== before.profileId || snap.version !== before.version) useListingStore.getState().setPreview(null);
  // The working directory follows the open project, whether or not the Sandbox pane is mounted.
  sandboxFollowProject(snap.roots);
  return true;
}

/** Rescan the project now; rejects when main could not. */
export async function rescan(): Promise<void> {
  applySnapshot(await bridge.call('catalog.rescan', {}));
}

/** Rescan the project now (the palette command); a failure is a notice. */
export async function rescanProject(): Promise<void> {
  try { await rescan(); } catch (e) { useUiStore.getState().notify('error', `Rescan failed: ${errText(e)}`); }
}

/** Set the files Claude Code has touched so far (`paths` activation); main rescans under them. Rejects when main refused. */
export async function setTouchedFiles(touched: string[]): Promise<void> {
  applySnapshot(await bridge.call('catalog.configure', { roots: { touched } }));
}

/** Keep a what-if usage table as the app's usage records. */
export async function saveUsage(usage: UsageRecords): Promise<void> {
  await bridge.call('usage.set', { usage });
}

/**
 * Export the active profile's field table as a JSON Schema file, for other
 * editors (the same schema `skill-studio schema` prints).
 */
export async function exportSchema(): Promise<void> {
  const profile = useCatalogStore.getState().profileId;
  const { schema } = await bridge.call('engine.schema', { profile });
  downloadText(`skill-md.${profile}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`, 'application/schema+json');
}
