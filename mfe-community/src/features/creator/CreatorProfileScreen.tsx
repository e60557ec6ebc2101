import { useState } from 'react';
import styled from 'styled-components';
import { Avatar, Button, ButtonLink, Card, TabPanel, Tabs, Link, useParams } from '@mindset/shared-ui';
import { formatNumber } from '../../components/format';
import { Icon } from '../../components/Icon';
import { profilePath } from '../../components/paths';
import { ProfilePostGrid, type ProfileGridTile } from '../../components/ProfilePostGrid';
import { ScreenColumn } from '../../components/ScreenColumn';
import { useCurrentUser } from '../../components/useCurrentUser';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { sampleComments } from '../../data/comments';
import { samplePosts } from '../../data/posts';
import { findUser, type CommunityUser } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { creatorDetailsOf, type CreatorDetails } from './creatorData';
import { useIsDesktop } from './useIsDesktop';

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    text-align: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Identity = styled.div`
  flex: 1;
  min-width: 0;
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Handle = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stats = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const CardList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const CourseCard = styled(Card)`
  height: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Price = styled.dd`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Award = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const AwardIcon = styled.span`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ComingSoon = styled.div`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

type CreatorTab = 'posts' | 'courses' | 'achievements' | 'community';

const allTabs: { id: CreatorTab; label: string }[] = [
  { id: 'posts', label: 'Posts' },
  { id: 'courses', label: 'Courses' },
  { id: 'achievements', label: 'Awards' },
  { id: 'community', label: 'Community' },
];

const mobileTabs = allTabs.filter((tab) => tab.id !== 'community');

/** /community/creator/:username: a coach's page with their posts, courses and awards. */
export function CreatorProfileScreen() {
  const { username = '' } = useParams();
  const person = findUser(username);

  if (!person) {
    return (
      <ScreenColumn>
        <h1>Creator not found</h1>
        <p>There is no creator called @{username}.</p>
        <ButtonLink to="/explore">Discover creators</ButtonLink>
      </ScreenColumn>
    );
  }
  return <CreatorView key={username} person={person} creator={creatorDetailsOf(username)} />;
}

function CreatorView({ person, creator }: { person: CommunityUser; creator: CreatorDetails }) {
  const following = useCommunityStore((state) => state.following[person.username] ?? false);
  const setFollowing = useCommunityStore((state) => state.setFollowing);
  const isDesktop = useIsDesktop();
  const me = useCurrentUser();
  const [chosenTab, setTab] = useState<CreatorTab>('posts');
  // Spec: the community tab is desktop only; on a narrow screen its content falls back to posts.
  const tabs = isDesktop ? allTabs : mobileTabs;
  const tab = tabs.some((candidate) => candidate.id === chosenTab) ? chosenTab : 'posts';

  const postTiles: ProfileGridTile[] = samplePosts
    .filter((post) => post.username === person.username)
    .map((post) => ({
      postId: post.id,
      media: post.media[0],
      likes: post.likes,
      comments: sampleComments.filter((comment) => comment.postId === post.id).length,
      label: `Post by ${person.name}: ${post.caption}`,
    }));

  const stats = [
    { label: 'posts', value: person.stats.posts },
    { label: 'followers', value: person.stats.followers + (following ? 1 : 0) },
    { label: 'following', value: person.stats.following },
    { label: 'courses', value: creator.courses.length },
  ];

  return (
    <ScreenColumn $width="wide">
      <Header>
        <Avatar name={person.name} src={person.avatar} size={112} decorative />
        <Identity>
          <NameRow>
            <h1>{person.name}</h1>
            {person.verified ? <VerifiedBadge size={22} /> : null}
          </NameRow>
          <Handle to={profilePath(person.username)}>@{person.username}</Handle>
          <p>{person.bio}</p>
        </Identity>
        {person.username === me.username ? null : (
          <Button
            $variant={following ? 'secondary' : 'primary'}
            onClick={() => setFollowing(person.username, !following)}
          >
            {following ? 'Following' : 'Follow'}
          </Button>
        )}
      </Header>

      <Stats aria-label="Creator statistics">
        {stats.map((stat) => (
          <li key={stat.label}>
            <strong>{formatNumber(stat.value)}</strong> <span>{stat.label}</span>
          </li>
        ))}
      </Stats>

      <Tabs idBase="creator" tabs={tabs} value={tab} onChange={setTab} ariaLabel={`${person.name}'s content`} />
      <TabPanel idBase="creator" id={tab}>
        {tab === 'posts' ? (
          person.isPrivate && !following ? (
            <Empty>This account is private. Follow {person.name} to see their posts.</Empty>
          ) : postTiles.length > 0 ? (
            <ProfilePostGrid tiles={postTiles} label={`Posts by ${person.name}`} />
          ) : (
            <Empty>No posts yet.</Empty>
          )
        ) : null}
        {tab === 'courses' && creator.courses.length === 0 ? <Empty>No courses yet.</Empty> : null}
        {tab === 'courses' && creator.courses.length > 0 ? (
          <CardList aria-label={`Courses by ${person.name}`}>
            {creator.courses.map((course) => (
              <li key={course.id}>
                <CourseCard>
                  <h3>{course.title}</h3>
                  <dl>
                    <div>
                      <dt>Price</dt>
                      <Price>${course.price}</Price>
                    </div>
                    <div>
                      <dt>Rating</dt>
                      <dd>
                        <span aria-hidden="true">★ </span>
                        {course.rating.toFixed(1)}
                      </dd>
                    </div>
                    <div>
                      <dt>Students</dt>
                      <dd>{formatNumber(course.students)}</dd>
                    </div>
                  </dl>
                </CourseCard>
              </li>
            ))}
          </CardList>
        ) : null}
        {tab === 'achievements' && creator.achievements.length === 0 ? <Empty>No awards yet.</Empty> : null}
        {tab === 'achievements' && creator.achievements.length > 0 ? (
          <CardList aria-label={`Awards of ${person.name}`}>
            {creator.achievements.map((achievement) => (
              <li key={achievement.id}>
                <Award>
                  <AwardIcon>
                    <Icon name={achievement.icon} />
                  </AwardIcon>
                  <strong>{achievement.title}</strong>
                </Award>
              </li>
            ))}
          </CardList>
        ) : null}
        {tab === 'community' ? (
          <ComingSoon>
            <h2>Community coming soon</h2>
            <p>A space to talk with {person.name} and their students is on its way.</p>
          </ComingSoon>
        ) : null}
      </TabPanel>
    </ScreenColumn>
  );
}
