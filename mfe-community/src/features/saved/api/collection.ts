import { postsAnswer } from '@mindset/member-contract';
import { memberRequest } from '@mindset/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { rememberPosts } from '../../../api/posts';
import { served } from '../../../api/queryClient';

export type CollectionKind = 'saved' | 'liked';

async function loadCollection(kind: CollectionKind) {
  const { posts } = await served(memberRequest(`/community/collections/${kind}`, postsAnswer));
  rememberPosts(posts);
  return posts;
}

/** The member's saved or liked posts, read afresh whenever the tab shows (a post saved on another screen is there). */
export function useCollection(kind: CollectionKind) {
  return useQuery({
    queryKey: ['community', 'collection', kind],
    queryFn: () => loadCollection(kind),
    staleTime: 0,
  });
}
