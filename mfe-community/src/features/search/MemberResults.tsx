import type { TopicCount } from '@mindset/member-contract';
import { RetryNotice } from '../../components/RetryNotice';
import { ScreenLoading } from '../../components/ScreenLoading';
import { asCommunityPost } from '../../components/fromService';
import { useSearch } from './api/search';
import { ResultSections } from './ResultSections';
import type { TopicResult } from './searchCommunity';

const asTopicResult = ({ name, posts }: TopicCount): TopicResult => ({ name, postsCount: posts });

/** A member's search, answered by member-service (loaded only for a member). */
export default function MemberResults({ query }: { query: string }) {
  const { data: results, error, refetch } = useSearch(query);
  if (error) return <RetryNotice problem={error.message} onRetry={() => void refetch()} />;
  if (!results) return <ScreenLoading />;
  return (
    <ResultSections
      query={query}
      results={{
        posts: results.posts.map(asCommunityPost),
        // The service does not count followers in search, so the line under the username is their name.
        people: results.people.map((person) => ({
          username: person.username,
          name: person.name,
          avatar: person.avatarUrl ?? undefined,
          verified: person.verified,
          detail: person.name,
        })),
        hashtags: results.hashtags.map(asTopicResult),
        places: results.locations.map(asTopicResult),
      }}
    />
  );
}
