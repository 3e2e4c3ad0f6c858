/**
 * Quick-fix data: a code action is a title plus text edits (and, for a folder
 * rename, a file operation the main process performs). Plain data, so it can
 * cross IPC and map one-to-one onto Monaco's `CodeAction`/`WorkspaceEdit`.
 */
import type { ProfileId, Range } from '../types';

/** Replace `range` (1-based, UTF-16 columns, `endColumn` exclusive) with `text`; an empty range inserts. */
export interface TextEdit {
  range: Range;
  text: string;
}

/** One quick fix offered for one diagnostic. */
export interface CodeAction {
  title: string;
  kind: 'quickfix';
  /** The code of the diagnostic it fixes. */
  diagnosticCode: string;
  /** Minimal, non-overlapping edits in the coordinates of the text the action was computed on. */
  edits: TextEdit[];
  /** A folder rename for the host to perform (`from`/`to` are folder names, not paths). */
  fileOp?: { kind: 'rename-dir'; from: string; to: string };
  /**
   * A change of the file's layout on disk instead of (or besides) text edits:
   * drop the BOM, or convert the line endings. The host changes the buffer's
   * shape; the text the editor shows stays the same.
   */
  shapeOp?: ShapeOp;
  /**
   * Put the skill's folder into the skills root `folder` (absolute) as a copy or a
   * symbolic link, after asking the user which (`skill.place`, issue 17 §2); `target`
   * is the new folder as shown to the user.
   */
  placeOp?: { folder: string; target: string };
  /** Extra text for the UI (e.g. what a shortening cuts). */
  preview?: string;
  /** True for the action the editor may apply on "fix all" / Ctrl+. default. */
  isPreferred?: boolean;
}

/** A new disk layout for the file (only the parts given change). */
export interface ShapeOp { bom?: boolean; eol?: 'lf' | 'crlf' }

/** What the fixes need to know besides the text and the diagnostic. */
export interface FixContext {
  /** Name of the skill's folder (not a path), or null for flat files. */
  dirName: string | null;
  profileId: ProfileId;
  /** Description limit for `description-too-long` (default: the diagnostic's `data.limit`, else 1024, reference §2.2). */
  maxDescription?: number;
  /**
   * The file's layout on disk (`shared/textShape.ts`), when the text given is
   * the editor form (LF, no BOM): the BOM and CRLF fixes need it.
   */
  shape?: { bom: boolean; eol: 'lf' | 'crlf' };
}
