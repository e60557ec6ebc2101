import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Navigate, useMember, useSearchParams } from '@mindset/shared-ui';
import { formatCompact } from '../../components/format';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { SearchForm } from '../../components/SearchForm';
import { useAllPosts } from '../../components/usePostState';
import { ResultSections } from './ResultSections';
import { searchCommunity } from './searchCommunity';

/** Only a member's search loads what asks member-service. */
const MemberResults = lazy(() => import('./MemberResults'));

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** /community/search/results?q=: posts, people, hashtags and places matching the query (docs/product-rules.md, "Community"). */
export function SearchResultsScreen() {
  const [params] = useSearchParams();
  const member = useMember();
  const query = params.get('q')?.trim() ?? '';

  // Product rules (Community): the query must be non-empty after trimming.
  if (!query) return <Navigate to="/community/search" replace />;

  return (
    <ScreenColumn $width="narrow">
      <Top>
        <ScreenTitle>Results for “{query}”</ScreenTitle>
        {/* A new query starts from its own text. */}
        <SearchForm key={query} initialQuery={query} />
      </Top>
      {/* A member's new query starts from a fresh load. */}
      {member ? (
        <Suspense fallback={<ScreenLoading />}>
          <MemberResults key={query} query={query} />
        </Suspense>
      ) : (
        <GuestResults query={query} />
      )}
    </ScreenColumn>
  );
}

function GuestResults({ query }: { query: string }) {
  const results = searchCommunity(query, useAllPosts());
  return (
    <ResultSections
      query={query}
      results={{
        posts: results.posts,
        people: results.users.map((user) => ({
          username: user.username,
          name: user.name,
          avatar: user.avatar,
          verified: user.verified,
          detail: `${user.name} · ${formatCompact(user.stats.followers)} followers`,
        })),
        hashtags: results.hashtags,
        places: results.locations,
      }}
    />
  );
}
