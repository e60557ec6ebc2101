import type { StateCreator } from 'zustand';
import type { CommunityState } from './communityStore';

/** The local sign-in state of the hard-coded sample member (spec: no real authentication). */
export interface SessionSlice {
  signedOut: boolean;
  signOut: () => void;
  signIn: () => void;
}

export const createSessionSlice: StateCreator<CommunityState, [['zustand/persist', unknown]], [], SessionSlice> = (
  set,
) => ({
  signedOut: false,
  signOut: () => set({ signedOut: true }),
  signIn: () => set({ signedOut: false }),
});
