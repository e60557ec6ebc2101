import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Card, Link, useMember } from '@mindset/shared-ui';
import { Icon, type IconName } from '../../components/Icon';
import { profilePath } from '../../components/paths';
import { PostCard } from '../../components/PostCard';
import { PostList } from '../../components/PostList';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import { ToggleButton } from '../../components/ToggleButton';
import { useCurrentUser } from '../../components/useCurrentUser';
import { useAllPosts } from '../../components/usePostState';
import { users } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { StoriesRow } from './StoriesRow';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 38rem) 18rem;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const FeedColumn = styled.div`
  display: grid;
  /* One column as wide as the screen: the stories row scrolls inside it instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    margin: 0 -${({ theme }) => theme.space.md};
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Side = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-family: inherit;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Person = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a:hover {
    text-decoration: underline;
  }
  > :last-child {
    margin-left: auto;
  }
`;

const ExploreLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const exploreLinks: { to: string; label: string; icon: IconName }[] = [
  { to: '/explore', label: 'Discover people and courses', icon: 'discover' },
  { to: '/community/collaborate', label: 'Groups, challenges and events', icon: 'collab' },
  { to: '/community/saved', label: 'Saved and liked posts', icon: 'bookmark' },
];

function SuggestedPeople() {
  const following = useCommunityStore((state) => state.following);
  const setFollowing = useCommunityStore((state) => state.setFollowing);
  const me = useCurrentUser();
  const suggestions = users.filter((user) => user.username !== me.username);
  return (
    <Card $padding="sm">
      <h2>Suggested for you</h2>
      <ul>
        {suggestions.map((user) => {
          const isFollowing = following[user.username] ?? false;
          return (
            <Person key={user.username}>
              <Avatar name={user.name} src={user.avatar} size={36} decorative />
              <Link to={profilePath(user.username)}>{user.username}</Link>
              <ToggleButton
                on={isFollowing}
                offLabel="Follow"
                onLabel="Following"
                context={user.name}
                onToggle={() => setFollowing(user.username, !isFollowing)}
              />
            </Person>
          );
        })}
      </ul>
    </Card>
  );
}

/** Posts in the first paint: about a phone screen's worth. */
const FIRST_PAINT_POSTS = 2;

/**
 * The posts to render: the first few at once, then all of them in a transition, which React renders
 * in slices between which the browser can answer input, instead of one long task on a slow phone.
 */
function useProgressivePosts() {
  const posts = useAllPosts();
  const [showAll, setShowAll] = useState(false);
  useEffect(() => startTransition(() => setShowAll(true)), []);
  return showAll ? posts : posts.slice(0, FIRST_PAINT_POSTS);
}

// A guest never needs the served feed: its code comes only for a member (the first-load budget).
const MemberPosts = lazy(async () => ({ default: (await import('./MemberPosts')).MemberPosts }));

/** A guest's feed: the visitor's own posts above the sample posts (spec). */
function SamplePosts() {
  const posts = useProgressivePosts();
  return (
    <section aria-label="Posts">
      <PostList>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </PostList>
    </section>
  );
}

/** /community and /community/feed: stories, then the member's posts above the sample posts. */
export function FeedScreen() {
  const member = useMember();
  return (
    <ScreenColumn $width="wide">
      <h1 className="sr-only">Community feed</h1>
      <Columns>
        <FeedColumn>
          <StoriesRow />
          {member ? (
            <Suspense fallback={<ScreenLoading />}>
              <MemberPosts />
            </Suspense>
          ) : (
            <SamplePosts />
          )}
        </FeedColumn>
        <Side>
          <SuggestedPeople />
          <Card $padding="sm">
            <h2>Explore</h2>
            <ul>
              {exploreLinks.map((link) => (
                <li key={link.to}>
                  <ExploreLink to={link.to}>
                    <Icon name={link.icon} size={20} />
                    {link.label}
                  </ExploreLink>
                </li>
              ))}
            </ul>
          </Card>
        </Side>
      </Columns>
    </ScreenColumn>
  );
}
