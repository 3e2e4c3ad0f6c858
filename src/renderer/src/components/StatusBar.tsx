/**
 * Status bar: the active body's lines and estimated tokens against the open
 * spec's guidance (500 lines / 5,000 tokens), measured on the active
 * buffer's live document (the body as the harness reads it from disk), the
 * problem counts, the profile, the cursor.
 */
import { useMemo } from 'react';
import { bodySize } from '../engine';
import { getProfile, hasVersions, profileRecord, type LengthUnit } from '../../../shared/engine';
import { useCatalogStore } from '../stores/catalog';
import { useDocumentsStore, type LiveDocument } from '../stores/documents';
import { useActiveTabMeta, useEditorStore } from '../stores/editor';
import { useShallow } from 'zustand/react/shallow';
import { useProblemsStore } from '../stores/problems';
import { bridge } from '../bridge';
import { toggleBom, toggleEol } from '../actions/textShape';

/** How the status bar names the unit the profile measures descriptions and budgets in (profile `listing.unit`). */
export const UNIT_STATUS: Record<LengthUnit, { label: string; title: string }> = {
  'display-width': { label: 'Columns', title: 'terminal display width: wide characters (CJK, emoji) count 2, combining marks 0' },
  utf16: { label: 'UTF-16 units', title: 'UTF-16 code units: characters outside the BMP (most emoji) count 2' },
  bytes: { label: 'Bytes', title: 'UTF-8 bytes: é counts 2, most CJK 3, emoji 4' },
  runes: { label: 'Characters', title: 'Unicode code points (runes): every character counts 1' },
};

/** The cursor's place, alone in its component: it moves with every key, the rest of the bar does not. */
function CursorItem() {
  const cursor = useEditorStore((s) => s.cursor);
  return <span className="status-item" data-testid="cursor">Ln {cursor.line}, Col {cursor.column}</span>;
}

/** The body's size of a document, one object per parsed document (so a re-parse giving the same size compares equal field by field). */
const sizes = new WeakMap<object, ReturnType<typeof bodySize>>();
function sizeOf(doc: LiveDocument): ReturnType<typeof bodySize> {
  let z = sizes.get(doc.parsed);
  if (!z) { z = bodySize(doc.parsed.body); sizes.set(doc.parsed, z); }
  return z;
}

export default function StatusBar() {
  const tab = useActiveTabMeta();
  const dirtyCount = useEditorStore((s) => s.tabs.filter((t) => t.dirty).length);
  const profileId = useCatalogStore((s) => s.profileId);
  const version = useCatalogStore((s) => s.version);
  // The generation of the snapshot on screen: an observable for tests ("everything main sent up to here has been applied").
  const generation = useCatalogStore((s) => s.snapshot?.generation);
  // The size's fields, not the document: a keystroke makes a new document, mostly of the same size.
  const size = useDocumentsStore(useShallow((s) => { const doc = tab ? s.docs[tab.path] : undefined; return doc ? sizeOf(doc) : null; }));
  const byPath = useProblemsStore((s) => s.byPath);
  const unit = useMemo(() => getProfile(profileId, version).listing.unit, [profileId, version]);
  const { errors, warnings } = useMemo(() => {
    const all = Object.values(byPath).flat();
    return { errors: all.filter((d) => d.severity === 'error').length, warnings: all.filter((d) => d.severity === 'warning').length };
  }, [byPath]);
  return (
    <footer className="status-bar" aria-label="Status bar" data-testid="status-bar" data-generation={generation}>
      <span className="status-item" title="Problems in open files">⨯ {errors} ⚠ {warnings}</span>
      {dirtyCount > 0 && <span className="status-item" data-testid="dirty-count">{dirtyCount} unsaved</span>}
      <span className="spacer" />
      {size && (
        <>
          <span className={`status-item${size.lines > size.maxLines ? ' over' : ''}`} data-testid="body-lines"
            title={`Body lines; the open spec recommends at most ${size.maxLines}`}>
            {size.lines} / {size.maxLines} lines
          </span>
          <span className={`status-item${size.estimatedTokens > size.maxTokens ? ' over' : ''}`} data-testid="body-tokens"
            title={`Estimated tokens (characters ÷ 4); the open spec recommends at most ${size.maxTokens.toLocaleString('en')}`}>
            ~{size.estimatedTokens.toLocaleString('en')} / {size.maxTokens.toLocaleString('en')} tokens
          </span>
        </>
      )}
      {tab?.shape && (
        <>
          <button type="button" className="status-item status-button" data-testid="status-encoding" disabled={!!tab.readOnlyReason}
            title={tab.shape.bom ? 'UTF-8 with a byte-order mark: Claude Code 2.1.112 and other harnesses then see no frontmatter (2.1.332 strips it). Click to save without BOM.' : 'UTF-8 without BOM. Click to save with a BOM.'}
            onClick={() => toggleBom(tab.path)}>{tab.utf16 ? `UTF-16 ${tab.utf16.toUpperCase()}` : tab.shape.bom ? 'UTF-8 with BOM' : 'UTF-8'}</button>
          <button type="button" className="status-item status-button" data-testid="status-eol" disabled={!!tab.readOnlyReason}
            title={`Line endings: ${tab.shape.eol === 'crlf' ? 'CRLF (Windows)' : 'LF'}. Click to switch to ${tab.shape.eol === 'crlf' ? 'LF' : 'CRLF'}.`}
            onClick={() => toggleEol(tab.path)}>{tab.shape.eol === 'crlf' ? 'CRLF' : 'LF'}</button>
        </>
      )}
      {tab && <CursorItem />}
      <span className="status-item" data-testid="status-unit" data-unit={unit}
        title={`${profileRecord(profileId).label} measures descriptions and the listing budget in ${UNIT_STATUS[unit].title}`}>{UNIT_STATUS[unit].label}</span>
      <span className="status-item" data-testid="status-profile" data-profile={profileId}>{profileRecord(profileId).label}{hasVersions(profileId) ? ` ${version}` : ''}</span>
      <span className="status-item muted">{bridge.host}</span>
    </footer>
  );
}
