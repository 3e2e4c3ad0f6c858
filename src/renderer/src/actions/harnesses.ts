/**
 * Harnesses view actions: ask main for the matrix (on demand, when the view
 * opens or the catalog changed while it is open; the scans run on main's
 * scan worker, so the page never computes it), remember the chosen columns
 * in the settings, and open Explain for one skill under one harness.
 */
import { parseProfileKey } from '../../../shared/engine';
import { bridge } from '../bridge';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { useHarnessesStore } from '../stores/harnesses';
import { useListingStore } from '../stores/listing';
import { useUiStore } from '../stores/ui';

const errText = (e: unknown) => String((e as Error)?.message ?? e);
/** Sequence of matrix calls: an answer older than the latest call is dropped. */
let seq = 0;

/** Compute the matrix in main for `profiles` (absent: the saved columns, else the defaults), unsaved buffers included. */
export async function loadMatrix(profiles?: string[]): Promise<void> {
  const mine = ++seq;
  const generation = useCatalogStore.getState().snapshot?.generation ?? null;
  useHarnessesStore.setState({ loading: true, error: null });
  try {
    const matrix = await bridge.call('matrix.get', { ...(profiles ? { profiles } : {}), overlays: useEditorStore.getState().overlays() });
    if (mine === seq) useHarnessesStore.setState({ matrix, generation, loading: false });
  } catch (e) {
    if (mine === seq) useHarnessesStore.setState({ loading: false, error: errText(e) });
  }
}

/** Open or close the view; opening computes the matrix when it is missing or older than the catalog. */
export function showHarnesses(open: boolean): void {
  useHarnessesStore.getState().setOpen(open);
  if (open) refreshIfStale();
}

/** Ask again when the open view's matrix is older than the catalog main holds now. */
export function refreshIfStale(): void {
  const h = useHarnessesStore.getState();
  const generation = useCatalogStore.getState().snapshot?.generation ?? null;
  if (h.open && !h.loading && (!h.matrix || h.generation !== generation)) void loadMatrix();
}

/** Choose the columns (null: back to the harnesses whose folders exist), remember them in the settings, recompute. */
export async function chooseColumns(keys: string[] | null): Promise<void> {
  try {
    // An empty list in the settings means "the defaults" to main, so null is stored as [].
    await bridge.call('settings.update', { harnessColumns: keys ?? [] });
  } catch (e) { useHarnessesStore.setState({ error: errText(e) }); return; }
  await loadMatrix();
}

/** Open Explain for `name` under the column `key`'s harness (the app keeps its own profile). */
export function explainUnder(key: string, name: string): void {
  const choice = parseProfileKey(key);
  const l = useListingStore.getState();
  l.setExplainTarget(name);
  l.setExplainProfile(choice);
  useUiStore.getState().setRightTab('explain');
}
