import { beforeEach, describe, expect, it } from 'vitest';
import { useListingStore } from '../../../src/renderer/src/stores/listing';
import { useCatalogStore } from '../../../src/renderer/src/stores/catalog';
import { applySnapshot } from '../../../src/renderer/src/actions/catalog';
import type { CatalogSnapshot } from '../../../src/shared/ipc/contract';

/** A snapshot of an empty project under Claude Code `version`. */
const snapshot = (version: 'latest' | '2.1.112', generation: number): CatalogSnapshot => ({
  catalog: { profile: 'claude-code', roots: [], skills: [], files: [], diagnostics: [] },
  roots: { project: '/p', home: '/h', cwd: '/p', addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: false },
  profile: 'claude-code', version, harnessSettings: { overrides: [], files: [] }, usage: {}, generation, writableRoots: [], unapprovedFolders: [], scanOptions: {}, copies: {},
});

describe('listing store', () => {
  beforeEach(() => useListingStore.setState({ whatIf: {}, usageSource: 'none', preview: null }));
  it('recording a what-if invocation counts it, keeps the latest date and switches to the what-if table', () => {
    const s = useListingStore.getState();
    s.recordWhatIf('deploy', 2000);
    s.recordWhatIf('deploy', 1000);
    expect(useListingStore.getState().whatIf).toEqual({ deploy: { usageCount: 2, lastUsedAt: 2000 } });
    expect(useListingStore.getState().usageSource).toBe('whatif');
    s.setWhatIfRow('deploy', null);
    expect(useListingStore.getState().whatIf).toEqual({});
  });
  it('the preview follows the app again when the app switches profile', () => {
    useListingStore.getState().setPreview({ id: 'codebot', version: 'latest' });
    applySnapshot(snapshot('latest', 1));
    useListingStore.getState().setPreview({ id: 'codebot', version: 'latest' });
    applySnapshot(snapshot('2.1.112', 2));
    expect(useListingStore.getState().preview).toBeNull();
    useListingStore.getState().setPreview({ id: 'codebot', version: 'latest' });
    useCatalogStore.getState().setListingOptions({ budget: 5 });
    expect(useListingStore.getState().preview).toEqual({ id: 'codebot', version: 'latest' });
  });
});
