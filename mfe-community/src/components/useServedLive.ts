import { useEffect } from 'react';
import { subscribeLive, useMember } from '@mindset/shared-ui';
import type { CommunityPost } from '../data/posts';
import { loadFeed, loadPost } from '../store/servedCommunityActions';
import { applyCommunityEvent, useServedCommunityStore } from '../store/servedCommunityStore';

/**
 * While a member's feed is open: new posts, like and comment counts arrive live, on the feed for
 * public accounts and on the member's own topic for the private accounts they follow.
 */
export function useServedFeedLive(enabled: boolean): void {
  const memberId = useMember()?.id;
  useEffect(() => {
    if (!enabled || !memberId) return;
    return subscribeLive({
      topics: ['feed', `member:${memberId}`],
      onEvent: applyCommunityEvent,
      onResync: () => void loadFeed(),
    });
  }, [enabled, memberId]);
}

/** While a served post's page is open: its comments load, and its likes and comments arrive live. */
export function useServedPostPage(post: CommunityPost): void {
  const loaded = useServedCommunityStore((state) => state.postStatus[post.id] === 'ready');
  const served = Boolean(post.served);
  useEffect(() => {
    if (served && !loaded) void loadPost(post.id);
  }, [served, loaded, post.id]);
  useEffect(() => {
    if (!served) return;
    const reload = () => void loadPost(post.id);
    return subscribeLive({ topics: [`post:${post.id}`], onEvent: applyCommunityEvent, onResync: reload });
  }, [served, post.id]);
}
