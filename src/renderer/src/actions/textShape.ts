/**
 * Switch an open file's layout on disk (UTF-8 BOM, line endings) from the
 * status bar or a quick fix. The editor text is unchanged (it is always LF
 * without BOM); the tab's shape changes, so the tab turns dirty, the engine
 * sees the new disk form at once (a BOM hides Claude Code's frontmatter, E12;
 * CRLF hides OpenHarness's, E10) and Save writes it.
 */
import type { ShapeOp } from '../../../shared/engine';
import { NEW_FILE_SHAPE } from '../../../shared/textShape';
import { shapeChanged, useEditorStore } from '../stores/editor';
import { flushLiveDocuments } from './liveDocuments';

/** Apply `op` to the shape of the open file `path` (no-op for a file not open or read-only). */
export function setTextShape(path: string, op: ShapeOp): void {
  const ed = useEditorStore.getState();
  const t = ed.tabs.find((x) => x.path === path);
  if (!t || t.readOnlyReason) return;
  const shape = { ...(t.shape ?? NEW_FILE_SHAPE), ...op };
  const next = { ...t, shape };
  ed.patchTab(path, { shape, dirty: t.text !== t.savedText || shapeChanged(next) });
  // A layout switch is one click, not typing: the engine sees the new disk form at once.
  flushLiveDocuments();
}

/** The disk layout of the open file `path` (the BOM and CRLF quick fixes need it). */
export function shapeOf(path: string): { bom: boolean; eol: 'lf' | 'crlf' } | undefined {
  return useEditorStore.getState().tabs.find((t) => t.path === path)?.shape;
}

/** Toggle the UTF-8 BOM of `path`. */
export function toggleBom(path: string): void {
  const t = useEditorStore.getState().tabs.find((x) => x.path === path);
  if (t) setTextShape(path, { bom: !(t.shape?.bom ?? false) });
}

/** Switch `path` between LF and CRLF line endings. */
export function toggleEol(path: string): void {
  const t = useEditorStore.getState().tabs.find((x) => x.path === path);
  if (t) setTextShape(path, { eol: (t.shape?.eol ?? 'lf') === 'lf' ? 'crlf' : 'lf' });
}
