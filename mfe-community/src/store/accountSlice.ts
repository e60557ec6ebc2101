import type { StateCreator } from 'zustand';
import type { CommunityState } from './communityStore';

/** The member's own account: sent messages, profile edits, saved settings (part 2 of the community). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountSlice {}

export const createAccountSlice: StateCreator<CommunityState, [['zustand/persist', unknown]], [], AccountSlice> = () => ({});
