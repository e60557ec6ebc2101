import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createAccountSlice, type AccountSlice } from './accountSlice';
import { createSessionSlice, type SessionSlice } from './sessionSlice';
import { createSocialSlice, type SocialSlice } from './socialSlice';

export type CommunityState = SocialSlice & AccountSlice & SessionSlice;

/** The community's one store of user actions, kept in localStorage so a reload loses nothing. */
export const useCommunityStore = create<CommunityState>()(
  persist(
    (...args) => ({
      ...createSocialSlice(...args),
      ...createAccountSlice(...args),
      ...createSessionSlice(...args),
    }),
    { name: 'mindset-community', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
