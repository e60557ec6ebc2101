import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { PostCard } from '../../components/PostCard';
import { PostList } from '../../components/PostList';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useServedFeedLive } from '../../components/useServedLive';
import { loadFeed, loadMore } from '../../store/servedCommunityActions';
import { asCommunityPost, useServedCommunityStore } from '../../store/servedCommunityStore';

/** The next page is asked for while this much of the feed is still below the screen. */
const LOAD_AHEAD = '1200px 0px';

const Footer = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A member's feed as member-service serves it: the first page from one request, the next one
 * asked for before the reader reaches the end, and new posts and counts arriving live.
 */
export function MemberPosts() {
  const feed = useServedCommunityStore((state) => state.feed);
  const posts = useServedCommunityStore((state) => state.posts);
  const status = useServedCommunityStore((state) => state.feedStatus);
  const error = useServedCommunityStore((state) => state.error);
  const nextCursor = useServedCommunityStore((state) => state.nextCursor);
  const loadingMore = useServedCommunityStore((state) => state.loadingMore);
  const sentinel = useRef<HTMLDivElement>(null);
  useServedFeedLive(status === 'ready');

  useEffect(() => {
    if (status === 'idle') void loadFeed();
  }, [status]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !nextCursor || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [nextCursor]);

  if (status === 'idle' || status === 'loading') return <ScreenLoading />;
  if (status === 'error' && feed.length === 0) {
    return (
      <EmptyState
        icon="home"
        title="The feed did not load"
        action={<Button onClick={() => void loadFeed()}>Try again</Button>}
      >
        {error}
      </EmptyState>
    );
  }
  if (feed.length === 0) {
    return (
      <EmptyState
        icon="create"
        title="No posts yet"
        action={<ButtonLink to="/community/create">Share the first post</ButtonLink>}
      >
        What members share shows here, newest first.
      </EmptyState>
    );
  }
  return (
    <section aria-label="Posts">
      <PostList>
        {feed.flatMap((id) => {
          const post = posts[id];
          return post
            ? [
                <li key={id}>
                  <PostCard post={asCommunityPost(post)} />
                </li>,
              ]
            : [];
        })}
      </PostList>
      <Footer ref={sentinel}>
        {loadingMore ? <p role="status">Loading more posts…</p> : null}
        {error && status === 'ready' ? <p role="alert">{error}</p> : null}
        {nextCursor && !loadingMore ? (
          <Button $variant="outline" onClick={() => void loadMore()}>
            Load more posts
          </Button>
        ) : null}
        {nextCursor ? null : <p>You're all caught up.</p>}
      </Footer>
    </section>
  );
}
