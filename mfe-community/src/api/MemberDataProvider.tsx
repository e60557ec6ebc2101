import type { Author, Comment, Post } from '@mindset/member-contract';
import { QueryClientProvider, skipToken, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemberDataContext, type MemberData } from '../components/memberData';
import { addComment, communityKeys, setLiked, setSaved } from './posts';
import { queryClient } from './queryClient';
import { markSeen, useServedStories } from './stories';

/** Reads what another read put in the cache under `key`, and follows its changes; never asks the service. */
function useCached<T>(key: readonly unknown[], enabled: boolean): T | undefined {
  return useQuery<T>({ queryKey: key, queryFn: skipToken, enabled }).data;
}

const memberData: MemberData = {
  useServedPost: (postId) => useCached<Post>(communityKeys.post(postId ?? ''), postId !== undefined),
  useServedComments: (postId) => useCached<Comment[]>(communityKeys.comments(postId), true),
  usePeople: () => (username) => queryClient.getQueryData<Author>(communityKeys.person(username)),
  useStories: useServedStories,
  setLiked,
  setSaved,
  addComment,
  markSeen,
};

/**
 * A member's community: the page's one query cache, and the data layer the shared screens read.
 * Loaded only for a member (app/MemberSeam.tsx).
 */
export default function MemberDataProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemberDataContext.Provider value={memberData}>{children}</MemberDataContext.Provider>
    </QueryClientProvider>
  );
}
