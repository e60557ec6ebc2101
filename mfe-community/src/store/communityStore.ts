import { onSignOut } from '@mindset/shared-ui';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createAccountSlice, type AccountSlice } from './accountSlice';
import { createSessionSlice, type SessionSlice } from './sessionSlice';
import { createSocialSlice, type SocialSlice } from './socialSlice';

const COMMUNITY_STORAGE_KEY = 'mindset-community';

export type CommunityState = SocialSlice & AccountSlice & SessionSlice;

/** The community's one store of user actions, kept in localStorage so a reload loses nothing. */
export const useCommunityStore = create<CommunityState>()(
  persist(
    (...args) => ({
      ...createSocialSlice(...args),
      ...createAccountSlice(...args),
      ...createSessionSlice(...args),
    }),
    { name: COMMUNITY_STORAGE_KEY, version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

// What was done here while signed in (comment likes, local screens) is the member's: a member's
// sign-out leaves the spec's fresh guest community. The spec's own local Log out is not this.
onSignOut(() => useCommunityStore.setState(useCommunityStore.getInitialState(), true), [COMMUNITY_STORAGE_KEY]);
