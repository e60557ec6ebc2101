import { useCallback, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { PostCard } from '../../components/PostCard';
import { PostList } from '../../components/PostList';
import { ScreenLoading } from '../../components/ScreenLoading';
import { asCommunityPost } from '../../components/fromService';
import { useFeed, useFeedLive } from './api/feed';

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
  const { data, status, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useFeed();
  // A post heard live may come again on a later page: it shows once.
  const feed = useMemo(
    () => [...new Map(data?.pages.flatMap((page) => page.posts.map((post) => [post.id, post] as const))).values()],
    [data],
  );
  // A page already on its way is not asked for twice.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useRef<HTMLDivElement>(null);
  useFeedLive(data !== undefined);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, loadMore]);

  if (status === 'pending') return <ScreenLoading />;
  if (!data) {
    return (
      <EmptyState
        icon="home"
        title="The feed did not load"
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      >
        {error?.message}
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
        {feed.map((post) => (
          <li key={post.id}>
            <PostCard post={asCommunityPost(post)} />
          </li>
        ))}
      </PostList>
      <Footer ref={sentinel}>
        {isFetchingNextPage ? <p role="status">Loading more posts…</p> : null}
        {error ? <p role="alert">{error.message}</p> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Button $variant="outline" onClick={loadMore}>
            Load more posts
          </Button>
        ) : null}
        {hasNextPage ? null : <p>You're all caught up.</p>}
      </Footer>
    </section>
  );
}
