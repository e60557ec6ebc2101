import { searchAnswer, type TopicCount } from '@mindset/member-contract';
import { memberRequest } from '@mindset/shared-ui';
import { useServedRead } from '../../components/useServedRead';
import { rememberServedPosts } from '../../store/servedCommunityStore';

/** A hashtag or place with how many posts the member may see of it. */
export type ServedTopicCount = TopicCount;

/** A member's search, answered by member-service; `query` must not be blank (the service refuses it). */
export function useServedSearch(query: string) {
  const {
    data: results,
    problem,
    retry,
  } = useServedRead(query, async () => {
    const result = await memberRequest(`/community/search?q=${encodeURIComponent(query)}`, searchAnswer);
    // A result clicked opens its post page from the store.
    if (result.error === null) rememberServedPosts(result.data.posts);
    return result;
  });
  return { results, problem, retry };
}
