import { memberRequest, type MemberResult } from '@mindset/shared-ui';
import { rememberServedPosts, type ServedPerson, type ServedPost } from './servedCommunityStore';

// Profiles, follows and activity as member-service serves them to a member
// (docs/decisions/0067-served-social.md). Only members' screens load this module.

/** Where the member stands with someone: following, waiting for their approval, or neither. */
export type FollowState = 'self' | 'following' | 'requested' | 'none';

export interface ServedProfile {
  person: ServedPerson;
  bio: string;
  website: string;
  isPrivate: boolean;
  posts: number;
  followers: number;
  following: number;
  followState: FollowState;
  followsYou: boolean;
  blocked: boolean;
}

export interface ServedActivity {
  id: string;
  type: 'like' | 'comment' | 'mention' | 'follow' | 'request';
  person: ServedPerson;
  /** Whose post or profile it was done to (Following tab); null when it was the member's. */
  target: ServedPerson | null;
  text: string | null;
  postId: string | null;
  thumbnail: { kind: 'image' | 'video'; url: string; alt: string } | null;
  createdAt: string;
  youFollow: boolean;
}

export type ActivityTab = 'you' | 'following';

const path = (username: string) => encodeURIComponent(username);

/** A profile with real counts, and its posts (null when the account is private and not followed). */
export async function loadProfile(
  username: string,
): Promise<MemberResult<{ profile: ServedProfile; posts: ServedPost[] | null }>> {
  const result = await memberRequest<{ profile: ServedProfile; posts: ServedPost[] | null }>(
    `/community/profiles/${path(username)}`,
  );
  if (result.error === null && result.data.posts) rememberServedPosts(result.data.posts);
  return result;
}

/** Follows (a request, for a private account) or unfollows; the new state or the service's sentence. */
export function changeFollow(username: string, follow: boolean): Promise<MemberResult<{ followState: FollowState }>> {
  return memberRequest<{ followState: FollowState }>(`/follows/${path(username)}`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

/** Approves or declines a request to follow the member's private account; null, or the service's sentence. */
export async function answerFollowRequest(username: string, approve: boolean): Promise<string | null> {
  const result = await memberRequest<{ approved: boolean }>(`/follows/requests/${path(username)}`, {
    method: approve ? 'PUT' : 'DELETE',
  });
  return result.error;
}

export function loadActivity(tab: ActivityTab): Promise<MemberResult<{ activity: ServedActivity[] }>> {
  return memberRequest<{ activity: ServedActivity[] }>(`/community/activity?tab=${tab}`);
}
