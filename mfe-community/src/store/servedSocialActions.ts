import {
  activityAnswer,
  followAnswer,
  followRequestAnswer,
  profileAnswer,
  type Activity,
  type FollowState,
  type Profile,
} from '@mindset/member-contract';
import { memberRequest, type MemberResult } from '@mindset/shared-ui';
import { rememberServedPosts, type ServedPost } from './servedCommunityStore';

// Profiles, follows and activity as member-service serves them to a member
// (docs/decisions/0067-served-social.md). Only members' screens load this module.

/** Where the member stands with someone: following, waiting for their approval, or neither. */
export type { FollowState };
export type ServedProfile = Profile;
/** `target`: whose post or profile it was done to (Following tab); null when it was the member's. */
export type ServedActivity = Activity;

export type ActivityTab = 'you' | 'following';

const path = (username: string) => encodeURIComponent(username);

/** A profile with real counts, and its posts (null when the account is private and not followed). */
export async function loadProfile(
  username: string,
): Promise<MemberResult<{ profile: ServedProfile; posts: ServedPost[] | null }>> {
  const result = await memberRequest(`/community/profiles/${path(username)}`, profileAnswer);
  if (result.error === null && result.data.posts) rememberServedPosts(result.data.posts);
  return result;
}

/** Follows (a request, for a private account) or unfollows; the new state or the service's sentence. */
export function changeFollow(username: string, follow: boolean): Promise<MemberResult<{ followState: FollowState }>> {
  return memberRequest(`/follows/${path(username)}`, followAnswer, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

/** Approves or declines a request to follow the member's private account; null, or the service's sentence. */
export async function answerFollowRequest(username: string, approve: boolean): Promise<string | null> {
  const result = await memberRequest(`/follows/requests/${path(username)}`, followRequestAnswer, {
    method: approve ? 'PUT' : 'DELETE',
  });
  return result.error;
}

export function loadActivity(tab: ActivityTab): Promise<MemberResult<{ activity: ServedActivity[] }>> {
  return memberRequest(`/community/activity?tab=${tab}`, activityAnswer);
}
