import { topicAnswer, topicFollowAnswer } from '@mindset/member-contract';
import { memberRequest, toast } from '@mindset/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { asCommunityPost } from '../components/fromService';
import type { ServedTopicState, TopicKind } from '../components/TopicScreen';
import { rememberPosts } from './posts';
import { served } from './queryClient';

// Hashtag and place pages as member-service serves them to a member (docs/decisions/0067-served-social.md).

const topicPath = (kind: TopicKind, name: string) => `/community/topics/${kind}/${encodeURIComponent(name)}`;

async function loadTopic(kind: TopicKind, name: string) {
  const topic = await served(memberRequest(topicPath(kind, name), topicAnswer));
  rememberPosts(topic.recent);
  return topic;
}

/** Loads one topic for its page; Follow shows at once and goes back, with the service's sentence, if refused. */
export function useTopic(kind: TopicKind, name: string): ServedTopicState {
  const { data, error, refetch } = useQuery({
    queryKey: ['community', 'topic', kind, name],
    queryFn: () => loadTopic(kind, name),
    staleTime: 0,
  });
  // What the member's Follow presses made of the loaded state.
  const [following, setFollowing] = useState<boolean | null>(null);
  const isFollowing = following ?? data?.following ?? false;

  const toggleFollow = () => {
    if (!data) return;
    const next = !isFollowing;
    setFollowing(next);
    void memberRequest(`${topicPath(kind, name)}/follow`, topicFollowAnswer, { method: next ? 'PUT' : 'DELETE' }).then(
      (result) => {
        setFollowing(result.error === null ? result.data.following : !next);
        if (result.error !== null) toast({ title: result.error, variant: 'destructive' });
      },
    );
  };

  const recent = data?.recent;
  const posts = useMemo(() => recent?.map(asCommunityPost) ?? [], [recent]);
  return {
    topic: data ? { ...data, following: isFollowing } : null,
    posts,
    problem: error?.message ?? null,
    retry: () => void refetch(),
    toggleFollow,
  };
}
