/**
 * Portability store: the harnesses the user chose to check every open skill
 * against (issue 17). Persisted in settings (`portabilityProfiles`) by
 * ../actions/portability.ts; read by the live-document pipeline, which adds
 * their verdicts as info diagnostics.
 */
import { create } from 'zustand';
import type { ProfileId } from '../../../shared/engine';

export interface PortabilityState {
  /** Chosen harness profiles, in registry order; empty: no portability check. */
  profiles: ProfileId[];
  setProfiles(p: ProfileId[]): void;
  /** SKILL.md paths of copies or links added by "Add a copy or link" (skill.place), per original SKILL.md path. */
  copies: Record<string, string[]>;
  addCopy(of: string, copy: string): void;
}

export const usePortabilityStore = create<PortabilityState>((set) => ({
  profiles: [],
  setProfiles: (profiles) => set({ profiles }),
  copies: {},
  addCopy: (of, copy) => set((s) => ({ copies: { ...s.copies, [of]: [...(s.copies[of] ?? []).filter((c) => c !== copy), copy] } })),
}));
