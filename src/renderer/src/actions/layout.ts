/**
 * Pane layout effects (issue 16 §3): a splitter's drag sets the layout store
 * at once and saves `settings.layout` when the drag ends (one write per drag,
 * not per pointer move); the maximise toggle saves at once.
 */
import { bridge } from '../bridge';
import { layoutSettings, useLayoutStore, type PaneKey } from '../stores/layout';

/** Resize one pane while dragging (no save). */
export function resizePane(key: PaneKey, px: number): void {
  useLayoutStore.getState().setSize(key, px);
}

/** Save the current layout in the settings file (failures only lose the remembered size). */
export function saveLayout(): void {
  void bridge.call('settings.update', { layout: layoutSettings(useLayoutStore.getState()) }).catch((e) => console.warn('saving the layout failed', e));
}

/** Resize and save (keyboard steps, double-click reset). */
export function setPaneSize(key: PaneKey, px: number): void {
  resizePane(key, px);
  saveLayout();
}

/** Maximise the right panel (Listing/Sandbox/Explain) over the editor and catalog, or restore it. */
export function toggleRightMaximized(): void {
  const s = useLayoutStore.getState();
  s.setMaximized(!s.rightMaximized);
  saveLayout();
}
