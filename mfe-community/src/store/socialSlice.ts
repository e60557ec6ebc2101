import type { StateCreator } from 'zustand';
import type { CommunityState } from './communityStore';

/**
 * What the member does to content and people (part 1 of the community: feed, posts, stories,
 * search, discover, collections). Follows are here because profiles (part 2) use them too.
 */
export interface SocialSlice {
  /** username -> following; absent means the sample's own value. */
  following: Record<string, boolean>;
  setFollowing: (username: string, value: boolean) => void;
}

export const createSocialSlice: StateCreator<CommunityState, [['zustand/persist', unknown]], [], SocialSlice> = (
  set,
) => ({
  following: {},
  setFollowing: (username, value) => set((state) => ({ following: { ...state.following, [username]: value } })),
});
