/** Quick-open (Ctrl/Cmd+P) state: whether the picker is shown. State only: actions/quickOpen.ts changes it. */
import { create } from 'zustand';

export interface QuickOpenState { open: boolean }

export const useQuickOpenStore = create<QuickOpenState>(() => ({ open: false }));
