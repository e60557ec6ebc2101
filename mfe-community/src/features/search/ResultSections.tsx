import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, Link, Stack } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { countLabel } from '../../components/format';
import { Icon } from '../../components/Icon';
import { MediaView } from '../../components/MediaView';
import { hashtagPath, locationPath, postPath, profilePath } from '../../components/paths';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import type { CommunityPost } from '../../data/posts';
import { PopularSearches } from './PopularSearches';
import type { TopicResult } from './searchCommunity';

const Sections = styled(Stack)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const ResultList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const ResultLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Thumb = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
`;

const Lines = styled.span`
  display: grid;
  min-width: 0;
  strong {
    display: flex;
    align-items: center;
    gap: 0.25rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

function ResultSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {title} ({count})
      </h2>
      <ResultList>{children}</ResultList>
    </section>
  );
}

/** A person as a result line shows them; `detail` is the line under the username. */
interface PersonResult {
  username: string;
  name: string;
  avatar?: string;
  verified: boolean;
  detail: string;
}

/** What the sections draw, from the sample (a guest) or from member-service (a member). */
export interface ShownResults {
  posts: CommunityPost[];
  people: PersonResult[];
  hashtags: TopicResult[];
  places: TopicResult[];
}

export function ResultSections({ query, results }: { query: string; results: ShownResults }) {
  const total = results.posts.length + results.people.length + results.hashtags.length + results.places.length;
  if (total === 0) {
    return (
      <Sections $gap="xl">
        <EmptyState icon="search" title={`No results for “${query}”`}>
          Check the spelling, or try one of the popular searches below.
        </EmptyState>
        <PopularSearches headingId="try-popular" label="Popular searches" />
      </Sections>
    );
  }
  return (
    <Sections $gap="xl">
      <ResultSection id="results-posts" title="Posts" count={results.posts.length}>
        {results.posts.map((post) => {
          const first = post.media[0];
          return (
            <li key={post.id}>
              <ResultLink to={postPath(post.id)}>
                <Thumb aria-hidden="true">
                  {first?.kind === 'image' ? <MediaView media={first} /> : <Icon name="text" />}
                </Thumb>
                <Lines>
                  <strong>{post.username}</strong>
                  <span>{post.caption || 'Photo post'}</span>
                </Lines>
              </ResultLink>
            </li>
          );
        })}
      </ResultSection>
      <ResultSection id="results-people" title="People" count={results.people.length}>
        {results.people.map((person) => (
          <li key={person.username}>
            <ResultLink to={profilePath(person.username)}>
              <Avatar name={person.name} src={person.avatar} size={56} decorative />
              <Lines>
                <strong>
                  {person.username}
                  {person.verified ? <VerifiedBadge size={14} /> : null}
                </strong>
                <span>{person.detail}</span>
              </Lines>
            </ResultLink>
          </li>
        ))}
      </ResultSection>
      <ResultSection id="results-hashtags" title="Hashtags" count={results.hashtags.length}>
        {results.hashtags.map((hashtag) => (
          <li key={hashtag.name}>
            <ResultLink to={hashtagPath(hashtag.name)}>
              <Thumb aria-hidden="true">#</Thumb>
              <Lines>
                <strong>#{hashtag.name}</strong>
                <span>{countLabel(hashtag.postsCount, 'post', { compact: true })}</span>
              </Lines>
            </ResultLink>
          </li>
        ))}
      </ResultSection>
      <ResultSection id="results-places" title="Places" count={results.places.length}>
        {results.places.map((place) => (
          <li key={place.name}>
            <ResultLink to={locationPath(place.name)}>
              <Thumb aria-hidden="true">
                <Icon name="location" />
              </Thumb>
              <Lines>
                <strong>{place.name}</strong>
                <span>{countLabel(place.postsCount, 'post', { compact: true })}</span>
              </Lines>
            </ResultLink>
          </li>
        ))}
      </ResultSection>
    </Sections>
  );
}
