import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { TabPanel, Tabs, useMember } from '@mindset/shared-ui';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useAllPosts } from '../../components/usePostState';
import { useCommunityStore } from '../../store/communityStore';
import { currentValue } from '../../store/socialSlice';
import { Collection, type CollectionTab } from './Collection';

/** Only a member's collections load what asks member-service for them. */
const MemberCollection = lazy(() => import('./MemberCollection'));

const tabs = [
  { id: 'saved', label: 'Saved' },
  { id: 'liked', label: 'Liked' },
] as const;

const TabBody = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;

const Title = styled(ScreenTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** /community/saved: the posts the member saved and liked, each opening its page (docs/product-rules.md, "Community"). */
export function SavedScreen() {
  const [tab, setTab] = useState<CollectionTab>('saved');
  // The feature's one seam: a guest's collections are kept on this device, a member's by the service.
  const member = useMember();
  return (
    <ScreenColumn $width="wide">
      <Title>Saved and liked</Title>
      <Tabs idBase="collection" tabs={tabs} value={tab} onChange={setTab} ariaLabel="Your collections" />
      <TabPanel idBase="collection" id={tab}>
        <TabBody>
          {member ? (
            <Suspense fallback={<ScreenLoading />}>
              <MemberCollection tab={tab} />
            </Suspense>
          ) : (
            <GuestCollection tab={tab} />
          )}
        </TabBody>
      </TabPanel>
    </ScreenColumn>
  );
}

function GuestCollection({ tab }: { tab: CollectionTab }) {
  const posts = useAllPosts();
  const savedPosts = useCommunityStore((state) => state.savedPosts);
  const likedPosts = useCommunityStore((state) => state.likedPosts);
  const collection =
    tab === 'saved'
      ? posts.filter((post) => currentValue(savedPosts, post.id, post.isBookmarked))
      : posts.filter((post) => currentValue(likedPosts, post.id, post.isLiked));
  return <Collection tab={tab} posts={collection} />;
}
