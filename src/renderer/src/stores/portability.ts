/**
 * Portability store: the harnesses the user chose to check every open skill
 * against (issue 17). Persisted in settings (`portabilityProfiles`) by
 * ../actions/portability.ts; read by the live-document pipeline, which adds
 * their verdicts as info diagnostics. Copies and links of a skill are not
 * kept here: main reports them in the catalog snapshot (`copies`).
 */
import { create } from 'zustand';
import type { ProfileId } from '../../../shared/engine';

export interface PortabilityState {
  /** Chosen harness profiles, in registry order; empty: no portability check. */
  profiles: ProfileId[];
  setProfiles(p: ProfileId[]): void;
}

export const usePortabilityStore = create<PortabilityState>((set) => ({
  profiles: [],
  setProfiles: (profiles) => set({ profiles }),
}));
