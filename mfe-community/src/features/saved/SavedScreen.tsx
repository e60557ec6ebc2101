import { useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, TabPanel, Tabs } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { FEED_PATH } from '../../components/paths';
import { PostGrid } from '../../components/PostGrid';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useAllPosts } from '../../components/usePostState';
import { useCommunityStore } from '../../store/communityStore';
import { currentValue } from '../../store/socialSlice';

type CollectionTab = 'saved' | 'liked';

const tabs = [
  { id: 'saved', label: 'Saved' },
  { id: 'liked', label: 'Liked' },
] as const;

const emptyText = {
  saved: { title: 'No saved posts yet', text: 'Tap the bookmark on a post to keep it here for later.' },
  liked: { title: 'No liked posts yet', text: 'Posts you like show up here.' },
} as const;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;

const Title = styled(ScreenTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** /community/saved: the posts the member saved and liked, each opening its page (docs/product-rules.md, "Community"). */
export function SavedScreen() {
  const [tab, setTab] = useState<CollectionTab>('saved');
  const posts = useAllPosts();
  const savedPosts = useCommunityStore((state) => state.savedPosts);
  const likedPosts = useCommunityStore((state) => state.likedPosts);

  const collection =
    tab === 'saved'
      ? posts.filter((post) => currentValue(savedPosts, post.id, post.isBookmarked))
      : posts.filter((post) => currentValue(likedPosts, post.id, post.isLiked));

  return (
    <ScreenColumn $width="wide">
      <Title>Saved and liked</Title>
      <Tabs idBase="collection" tabs={tabs} value={tab} onChange={setTab} ariaLabel="Your collections" />
      <TabPanel idBase="collection" id={tab}>
        <Panel>
          {collection.length > 0 ? (
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
        </Panel>
      </TabPanel>
    </ScreenColumn>
  );
}
