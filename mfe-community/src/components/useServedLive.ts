import { useEffect } from 'react';
import { subscribeLive } from '@mindset/shared-ui';
import type { CommunityPost } from '../data/posts';
import { loadFeed, loadPost } from '../store/servedCommunityActions';
import { applyCommunityEvent, useServedCommunityStore } from '../store/servedCommunityStore';

/** While a member's feed is open: new posts, like and comment counts arrive live. */
export function useServedFeedLive(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive({ topics: ['feed'], onEvent: applyCommunityEvent, onResync: () => void loadFeed() });
  }, [enabled]);
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
