import { topicAnswer, topicFollowAnswer, type TopicAnswer } from '@mindset/member-contract';
import { useMemo, useState } from 'react';
import { memberRequest, toast, type MemberResult } from '@mindset/shared-ui';
import { useServedRead } from './useServedRead';
import type { CommunityPost } from '../data/posts';
import { asCommunityPost, rememberServedPosts } from '../store/servedCommunityStore';

// Hashtag and place pages as member-service serves them to a member (docs/decisions/0067-served-social.md).

export type TopicKind = 'hashtag' | 'location';

/** `GET /api/members/community/topics/:kind/:name`: `posts` counts what the member may see; `recent` is newest first. */
export type ServedTopic = TopicAnswer;

const topicPath = (kind: TopicKind, name: string) => `/community/topics/${kind}/${encodeURIComponent(name)}`;

export async function loadTopic(kind: TopicKind, name: string): Promise<MemberResult<ServedTopic>> {
  const result = await memberRequest(topicPath(kind, name), topicAnswer);
  if (result.error === null) rememberServedPosts(result.data.recent);
  return result;
}

export function changeTopicFollow(
  kind: TopicKind,
  name: string,
  follow: boolean,
): Promise<MemberResult<{ following: boolean }>> {
  return memberRequest(`${topicPath(kind, name)}/follow`, topicFollowAnswer, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

export interface ServedTopicState {
  /** Null until it loads (or when it failed). */
  topic: ServedTopic | null;
  posts: CommunityPost[];
  problem: string | null;
  retry: () => void;
  toggleFollow: () => void;
}

/** Loads one topic for its page; Follow shows at once and goes back, with the service's sentence, if refused. */
export function useServedTopic(kind: TopicKind, name: string): ServedTopicState {
  const { data, problem, retry } = useServedRead(`${kind}:${name}`, () => loadTopic(kind, name));
  // What the member's Follow presses made of the loaded state.
  const [following, setFollowing] = useState<boolean | null>(null);
  const isFollowing = following ?? data?.following ?? false;

  const toggleFollow = () => {
    if (!data) return;
    const next = !isFollowing;
    setFollowing(next);
    void changeTopicFollow(kind, name, next).then((result) => {
      setFollowing(result.error === null ? result.data.following : !next);
      if (result.error !== null) toast({ title: result.error, variant: 'destructive' });
    });
  };

  const recent = data?.recent;
  const posts = useMemo(() => recent?.map(asCommunityPost) ?? [], [recent]);
  return { topic: data && { ...data, following: isFollowing }, posts, problem, retry, toggleFollow };
}
