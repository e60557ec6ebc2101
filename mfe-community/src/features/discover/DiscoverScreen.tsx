import { useState } from 'react';
import styled from 'styled-components';
import { Avatar, Card, Stack, TabPanel, Tabs, Link } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { countLabel, formatCompact } from '../../components/format';
import { Icon } from '../../components/Icon';
import { creatorPath, hashtagPath } from '../../components/paths';
import { PostGrid } from '../../components/PostGrid';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenTitle } from '../../components/ScreenTitle';
import { SearchForm } from '../../components/SearchForm';
import { ToggleButton } from '../../components/ToggleButton';
import { useCurrentUser } from '../../components/useCurrentUser';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { sampleHashtags } from '../../data/hashtags';
import { samplePosts } from '../../data/posts';
import { findUser, users } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { featuredCourses, TRENDING_POSTS, TRENDING_TOPICS, type Course } from './discoverData';

type DiscoverTab = 'trending' | 'people' | 'courses' | 'goals';

const tabs = [
  { id: 'trending', label: 'Trending' },
  { id: 'people', label: 'People' },
  { id: 'courses', label: 'Courses' },
  { id: 'goals', label: 'Goals' },
] as const;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const TabBody = styled(Stack)`
  padding-top: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Topics = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: grid;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  > li > * {
    height: 100%;
  }
`;

const PersonCard = styled(Card)`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
  h3 {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    margin-top: auto;
  }
`;

const CourseCard = styled(Card).attrs({ $padding: 'sm' })`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: 0;
  overflow: hidden;
  img {
    margin: 0 -${({ theme }) => theme.space.md};
    width: calc(100% + 2 * ${({ theme }) => theme.space.md});
    max-width: none;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  h3 {
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0 0 ${({ theme }) => theme.space.xxs};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const CourseFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Rating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  svg {
    color: #8a5a00;
  }
`;

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function TrendingPanel() {
  const topics = sampleHashtags.slice(0, TRENDING_TOPICS);
  const posts = [...samplePosts].sort((a, b) => b.likes - a.likes).slice(0, TRENDING_POSTS);
  return (
    <TabBody $gap="xl">
      <section aria-labelledby="trending-topics">
        <h2 id="trending-topics">Trending topics</h2>
        <Topics>
          {topics.map((topic) => (
            <li key={topic.name}>
              <Link to={hashtagPath(topic.name)}>
                #{topic.name}
                <span>{countLabel(topic.postsCount, 'post', { compact: true })}</span>
              </Link>
            </li>
          ))}
        </Topics>
      </section>
      <section aria-labelledby="trending-posts">
        <h2 id="trending-posts">Trending posts</h2>
        <PostGrid posts={posts} label="Trending posts" showLikes />
      </section>
    </TabBody>
  );
}

function PeoplePanel() {
  const following = useCommunityStore((state) => state.following);
  const setFollowing = useCommunityStore((state) => state.setFollowing);
  const me = useCurrentUser();
  const people = users.filter((user) => user.username !== me.username);
  return (
    <TabBody $gap="xl">
      <section aria-labelledby="featured-people">
        <h2 id="featured-people">Featured people</h2>
        <CardGrid>
          {people.map((person) => {
            const isFollowing = following[person.username] ?? false;
            return (
              <li key={person.username}>
                <PersonCard>
                  <Avatar name={person.name} src={person.avatar} size={72} decorative />
                  <h3>
                    <Link to={creatorPath(person.username)}>{person.name}</Link>
                    {person.verified ? <VerifiedBadge /> : null}
                  </h3>
                  <p>@{person.username}</p>
                  <p>{person.bio}</p>
                  <p>{formatCompact(person.stats.followers)} followers</p>
                  <ToggleButton
                    on={isFollowing}
                    offLabel="Follow"
                    onLabel="Following"
                    context={person.name}
                    onToggle={() => setFollowing(person.username, !isFollowing)}
                  />
                </PersonCard>
              </li>
            );
          })}
        </CardGrid>
      </section>
    </TabBody>
  );
}

function CourseItem({ course }: { course: Course }) {
  const enrolled = useCommunityStore((state) => state.enrolledCourses[course.id] ?? false);
  const setEnrolled = useCommunityStore((state) => state.setEnrolled);
  const instructor = findUser(course.instructor);
  return (
    <CourseCard>
      <img src={course.thumbnail.src} alt={course.thumbnail.alt} loading="lazy" />
      <div>
        <h3>{course.title}</h3>
        <p>
          by <Link to={creatorPath(course.instructor)}>{instructor?.name ?? course.instructor}</Link>
        </p>
        <p>
          <Rating>
            <Icon name="star" size={14} filled />
            <span className="sr-only">Rated </span>
            {course.rating.toFixed(1)}
          </Rating>{' '}
          · {countLabel(course.students, 'student')}
        </p>
      </div>
      <CourseFooter>
        <strong>{priceFormat.format(course.price)}</strong>
        <ToggleButton
          on={enrolled}
          offLabel="Enroll"
          onLabel="Enrolled"
          context={`in ${course.title}`}
          onToggle={() => setEnrolled(course.id, !enrolled)}
        />
      </CourseFooter>
    </CourseCard>
  );
}

function CoursesPanel() {
  return (
    <TabBody $gap="xl">
      <section aria-labelledby="featured-courses">
        <h2 id="featured-courses">Featured courses</h2>
        <CardGrid>
          {featuredCourses.map((course) => (
            <li key={course.id}>
              <CourseItem course={course} />
            </li>
          ))}
        </CardGrid>
      </section>
    </TabBody>
  );
}

const panels = { trending: TrendingPanel, people: PeoplePanel, courses: CoursesPanel } as const;

/** /explore: the Discover page with its search box and tabs (docs/product-rules.md, "Community"). */
export function DiscoverScreen() {
  const [tab, setTab] = useState<DiscoverTab>('trending');
  const ActivePanel = tab === 'goals' ? null : panels[tab];
  return (
    <ScreenColumn $width="wide">
      <Top>
        <ScreenTitle>Discover</ScreenTitle>
        <SearchForm />
      </Top>
      <Tabs idBase="discover" tabs={tabs} value={tab} onChange={setTab} ariaLabel="Discover" />
      <TabPanel idBase="discover" id={tab}>
        {ActivePanel ? (
          <ActivePanel />
        ) : (
          <TabBody $gap="xl">
            <EmptyState icon="star" title="Goal Tracking Coming Soon">
              Set goals, track streaks and celebrate milestones with the community. We are building it now.
            </EmptyState>
          </TabBody>
        )}
      </TabPanel>
    </ScreenColumn>
  );
}
