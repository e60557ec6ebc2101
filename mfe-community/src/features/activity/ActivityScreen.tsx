import { useState } from 'react';
import styled from 'styled-components';
import { Avatar, TabPanel, Tabs, Link } from '@mindset/shared-ui';
import { MediaView } from '../../components/MediaView';
import { postPath, profilePath } from '../../components/paths';
import { RelativeTime } from '../../components/RelativeTime';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenTitle } from '../../components/ScreenTitle';
import { ToggleButton } from '../../components/ToggleButton';
import { usePost } from '../../components/usePostState';
import { findUser } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { followingActivity, yourActivity, type ActivityItem } from './activityData';

type ActivityTab = 'you' | 'following';

const tabs = [
  { id: 'you', label: 'You' },
  { id: 'following', label: 'Following' },
] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;
  display: grid;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }
`;

const PostThumb = styled(Link)`
  flex: none;
  display: block;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`;

const Title = styled(ScreenTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

function ActivityPost({ postId }: { postId: string }) {
  const post = usePost(postId);
  const image = post?.media[0];
  if (!post || !image) return null;
  return (
    <PostThumb to={postPath(post.id)} aria-label={`Open post by ${post.username}`}>
      <MediaView media={image} />
    </PostThumb>
  );
}

function ActivityRow({ item, offerFollowBack }: { item: ActivityItem; offerFollowBack: boolean }) {
  const person = findUser(item.username);
  const name = person?.name ?? item.username;
  const following = useCommunityStore((state) => state.following[item.username] ?? false);
  const setFollowing = useCommunityStore((state) => state.setFollowing);
  return (
    <Row>
      <Avatar name={name} src={person?.avatar} size={44} decorative />
      <Text>
        <Link to={profilePath(item.username)}>{name}</Link> {item.content} <RelativeTime date={item.createdAt} />
      </Text>
      {item.postId ? <ActivityPost postId={item.postId} /> : null}
      {offerFollowBack && item.type === 'follow' ? (
        <ToggleButton
          on={following}
          offLabel="Follow back"
          onLabel="Following"
          context={name}
          onToggle={() => setFollowing(item.username, !following)}
        />
      ) : null}
    </Row>
  );
}

/** /community/activity: tabs You and Following; every name links to the person's profile (docs/product-rules.md, "Community"). */
export function ActivityScreen() {
  const [tab, setTab] = useState<ActivityTab>('you');
  const items = tab === 'you' ? yourActivity : followingActivity;
  return (
    <ScreenColumn $width="narrow">
      <Title>Activity</Title>
      <Tabs idBase="activity" tabs={tabs} value={tab} onChange={setTab} ariaLabel="Activity" />
      <TabPanel idBase="activity" id={tab}>
        <List>
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} offerFollowBack={tab === 'you'} />
          ))}
        </List>
      </TabPanel>
    </ScreenColumn>
  );
}
