import type { StateCreator } from 'zustand';
import type { CommunityState } from './communityStore';

/** The member's own account: messages, profile edits, settings, sign-out (part 2 of the community). */
export interface AccountSlice {
  signedOut: boolean;
  setSignedOut: (value: boolean) => void;
}

export const createAccountSlice: StateCreator<CommunityState, [['zustand/persist', unknown]], [], AccountSlice> = (
  set,
) => ({
  signedOut: false,
  setSignedOut: (value) => set({ signedOut: value }),
});
