/**
 * Live documents: one parsed document per open buffer, in DISK form (the
 * line endings, BOM and final newline of the file on disk: what the harness
 * reads, reference E10/E12), parsed once per text version by the
 * live-document pipeline (../actions/liveDocuments.ts) and shared by the
 * diagnostics, the status bar and the hover. State only.
 */
import { create } from 'zustand';
import type { ParseContext, ParseResult } from '../engine';
import type { TextShape } from '../../../shared/textShape';

/** One open buffer as the engine sees it. */
export interface LiveDocument {
  path: string;
  /** The editor's text (LF) this document was built from. */
  text: string;
  /** The file's shape on disk (`NEW_FILE_SHAPE` for a file that does not exist yet). */
  shape: TextShape;
  /** `text` in disk form: what was parsed. */
  diskText: string;
  /** The parse context (profile, folder name, scope) it was parsed under. */
  ctx: ParseContext;
  /** The engine's parse of `diskText` (ranges are disk ranges). */
  parsed: ParseResult;
}

export interface DocumentsState {
  /** Documents of the open tabs, by path. */
  docs: Readonly<Record<string, LiveDocument>>;
  setDocs(docs: Readonly<Record<string, LiveDocument>>): void;
}

export const useDocumentsStore = create<DocumentsState>((set) => ({
  docs: {},
  setDocs: (docs) => set({ docs }),
}));
