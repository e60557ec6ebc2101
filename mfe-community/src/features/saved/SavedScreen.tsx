import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, TabPanel, Tabs, useMember } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { FEED_PATH } from '../../components/paths';
import { PostGrid } from '../../components/PostGrid';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useAllPosts } from '../../components/usePostState';
import { useCommunityStore } from '../../store/communityStore';
import { loadCollection } from '../../store/servedCommunityActions';
import { asCommunityPost, useServedCommunityStore } from '../../store/servedCommunityStore';
import { currentValue } from '../../store/socialSlice';
import { RetryNotice } from '../../components/RetryNotice';

type CollectionTab = 'saved' | 'liked';

const tabs = [
  { id: 'saved', label: 'Saved' },
  { id: 'liked', label: 'Liked' },
] as const;

const emptyText = {
  saved: { title: 'No saved posts yet', text: 'Tap the bookmark on a post to keep it here for later.' },
  liked: { title: 'No liked posts yet', text: 'Posts you like show up here.' },
} as const;

const TabBody = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;

const Title = styled(ScreenTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * A member's saved or liked posts as member-service keeps them, read afresh whenever the tab shows
 * (a post saved on another screen is there); nothing for a guest (`kind` null).
 */
function useServedCollection(kind: CollectionTab | null) {
  const ids = useServedCommunityStore((state) => (kind ? state.collections[kind] : undefined));
  const postsById = useServedCommunityStore((state) => state.posts);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!kind) return;
    let current = true;
    void loadCollection(kind).then((refused) => {
      if (current) setProblem(refused);
    });
    return () => {
      current = false;
    };
  }, [kind, attempt]);

  const posts = useMemo(
    () => ids?.flatMap((id) => (postsById[id] ? [asCommunityPost(postsById[id])] : [])),
    [ids, postsById],
  );
  return { posts, problem, retry: () => setAttempt((count) => count + 1) };
}

/** /community/saved: the posts the member saved and liked, each opening its page (docs/product-rules.md, "Community"). */
export function SavedScreen() {
  const [tab, setTab] = useState<CollectionTab>('saved');
  const member = useMember();
  const posts = useAllPosts();
  const savedPosts = useCommunityStore((state) => state.savedPosts);
  const likedPosts = useCommunityStore((state) => state.likedPosts);
  const served = useServedCollection(member ? tab : null);

  const collection = served.posts
    ? served.posts
    : tab === 'saved'
      ? posts.filter((post) => currentValue(savedPosts, post.id, post.isBookmarked))
      : posts.filter((post) => currentValue(likedPosts, post.id, post.isLiked));

  return (
    <ScreenColumn $width="wide">
      <Title>Saved and liked</Title>
      <Tabs idBase="collection" tabs={tabs} value={tab} onChange={setTab} ariaLabel="Your collections" />
      <TabPanel idBase="collection" id={tab}>
        <TabBody>
          {served.problem ? (
            <RetryNotice problem={served.problem} onRetry={served.retry} />
          ) : member && !served.posts ? (
            <ScreenLoading />
          ) : collection.length > 0 ? (
            <PostGrid posts={collection} label={tab === 'saved' ? 'Saved posts' : 'Liked posts'} />
          ) : (
            <EmptyState
              icon={tab === 'saved' ? 'bookmark' : 'heart'}
              title={emptyText[tab].title}
              action={<ButtonLink to={FEED_PATH}>Browse Posts</ButtonLink>}
            >
              {emptyText[tab].text}
            </EmptyState>
          )}
        </TabBody>
      </TabPanel>
    </ScreenColumn>
  );
}
