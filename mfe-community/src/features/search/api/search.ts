import { searchAnswer } from '@mindset/member-contract';
import { memberRequest } from '@mindset/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { rememberPosts } from '../../../api/posts';
import { served } from '../../../api/queryClient';

/** A member's search, answered by member-service; `query` must not be blank (the service refuses it). */
export function useSearch(query: string) {
  return useQuery({
    queryKey: ['community', 'search', query],
    queryFn: async () => {
      const results = await served(memberRequest(`/community/search?q=${encodeURIComponent(query)}`, searchAnswer));
      // A result clicked opens its post page from the cache.
      rememberPosts(results.posts);
      return results;
    },
    staleTime: 0,
  });
}
