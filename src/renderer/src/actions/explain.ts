/**
 * Explain under another harness: main scans the same roots under that
 * profile (cached per catalog generation) and explains the name there, with
 * the unsaved buffers overlaid. The app's own profile is explained in the
 * page (panes/explain/useExplain.ts) and needs no call.
 */
import { profileKey } from '../../../shared/engine';
import { bridge } from '../bridge';
import { useEditorStore } from '../stores/editor';
import { useListingStore, type ProfileChoice } from '../stores/listing';

let timer: ReturnType<typeof setTimeout> | null = null;
let seq = 0;

/** Explain `name` under `choice` in main, after `delayMs` (typing a name asks once). */
export function scheduleExplainUnder(name: string, choice: ProfileChoice, delayMs = 150): void {
  if (timer) clearTimeout(timer);
  const key = profileKey(choice.id, choice.version);
  const prev = useListingStore.getState().explainRemote;
  useListingStore.setState({ explainRemote: { name, key, result: prev?.key === key ? prev.result : null, error: null, loading: true } });
  timer = setTimeout(() => { timer = null; void explainUnder(name, choice, key); }, delayMs);
}

async function explainUnder(name: string, choice: ProfileChoice, key: string): Promise<void> {
  const mine = ++seq;
  try {
    const result = await bridge.call('engine.explain', { name, profile: choice.id, version: choice.version, overlays: useEditorStore.getState().overlays() });
    if (mine === seq) useListingStore.setState({ explainRemote: { name, key, result, error: null, loading: false } });
  } catch (e) {
    if (mine === seq) useListingStore.setState({ explainRemote: { name, key, result: null, error: String((e as Error)?.message ?? e), loading: false } });
  }
}
