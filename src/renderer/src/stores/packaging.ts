/**
 * State of the packaging dialog (export, import, new plugin): which mode is
 * open and the last result from main. Effects live in actions/packaging.ts.
 */
import { create } from 'zustand';
import type { ApiOutputs } from '../../../shared/ipc/contract';

export type PackagingMode = 'export' | 'import' | 'plugin';

/** A picked archive waiting for the user's decision (bytes kept as base64 for the next call). */
export interface PendingImport { fileName: string; dataBase64: string; into: string; inspection: ApiOutputs['pack.import'] }

export interface PackagingState {
  mode: PackagingMode | null;
  /** Skill folder to export. */
  exportDir: string | null;
  exportResult: ApiOutputs['pack.export'] | null;
  pending: PendingImport | null;
  /** Last outcome line shown in the dialog. */
  message: string | null;
  busy: boolean;
  open(mode: PackagingMode, exportDir?: string | null): void;
  close(): void;
  set(patch: Partial<Pick<PackagingState, 'exportResult' | 'pending' | 'message' | 'busy'>>): void;
}

export const usePackagingStore = create<PackagingState>((set) => ({
  mode: null, exportDir: null, exportResult: null, pending: null, message: null, busy: false,
  open: (mode, exportDir = null) => set({ mode, exportDir, exportResult: null, pending: null, message: null, busy: false }),
  close: () => set({ mode: null, pending: null, exportResult: null, message: null }),
  set: (patch) => set(patch),
}));
