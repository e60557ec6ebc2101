import { feedAnswer } from '@mindset/member-contract';
import { memberRequest, subscribeLive, useMember } from '@mindset/shared-ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyPostEvent, communityKeys, rememberPosts } from '../../../api/posts';
import { queryClient, served } from '../../../api/queryClient';

// A member's feed in the query cache: a page at a time, new posts and counts arriving live.

async function loadPage(cursor: string | null) {
  const page = await served(
    memberRequest(`/community/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, feedAnswer),
  );
  rememberPosts(page.posts);
  return page;
}

export function useFeed() {
  return useInfiniteQuery({
    queryKey: communityKeys.feed,
    queryFn: ({ pageParam }) => loadPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * While a member's feed is open: new posts, like and comment counts arrive live, on the feed for
 * public accounts and on the member's own topic for the private accounts they follow; after a
 * replay gap the feed is read again.
 */
export function useFeedLive(enabled: boolean): void {
  const memberId = useMember()?.id;
  useEffect(() => {
    if (!enabled || !memberId) return;
    return subscribeLive({
      topics: ['feed', `member:${memberId}`],
      onEvent: applyPostEvent,
      onResync: () => void queryClient.resetQueries({ queryKey: communityKeys.feed }),
    });
  }, [enabled, memberId]);
}
