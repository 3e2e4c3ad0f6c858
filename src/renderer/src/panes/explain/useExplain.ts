/**
 * Explanation of one name on the effective catalog: the engine's
 * `explainName` in the renderer when present, else main's `engine.explain`.
 */
import { useEffect, useState } from 'react';
import { bridge } from '../../bridge';
import { useEditorStore } from '../../stores/editor';
import { explainName } from '../engine-adapter';
import { usePreviewListing } from '../listing/useListing';

/** The explanation text for `name` ('' while empty), and where it came from. */
export function useExplanation(name: string): { text: string; source: 'renderer' | 'main' | 'none'; error: string | null } {
  const { record, catalog, profile } = usePreviewListing();
  const local = name && catalog && record ? explainName(catalog, record, name, profile) : null;
  const [remote, setRemote] = useState<{ name: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!name || local) return;
    let live = true;
    const t = setTimeout(() => {
      bridge.call('engine.explain', { name, overlays: useEditorStore.getState().overlays() })
        .then((r) => { if (live) { setRemote({ name, text: r.text }); setError(null); } }, (e) => { if (live) setError(String((e as Error).message ?? e)); });
    }, 200);
    return () => { live = false; clearTimeout(t); };
  }, [name, !!local, catalog]);
  if (!name) return { text: '', source: 'none', error: null };
  if (local) return { text: local.text, source: 'renderer', error: null };
  return { text: remote?.name === name ? remote.text : '', source: 'main', error };
}
