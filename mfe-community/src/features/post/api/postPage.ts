import { okSchema, postPageAnswer } from '@mindset/member-contract';
import { memberMessages, memberRequest, subscribeLive } from '@mindset/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyPostEvent, communityKeys, forgetPost, rememberPeople, rememberPosts } from '../../../api/posts';
import { queryClient, served } from '../../../api/queryClient';

// A member's post page in the query cache: the post and its comments, asked of the service on
// every visit, its likes and comments arriving live while it is open.

async function loadPostPage(postId: string) {
  const result = await memberRequest(`/community/posts/${encodeURIComponent(postId)}`, postPageAnswer);
  // A post the member may no longer see (a block, a private account) leaves every cached list too.
  if (result.error !== null && result.error !== memberMessages.unreachable) forgetPost(postId);
  const { post, comments } = await served(Promise.resolve(result));
  rememberPosts([post]);
  rememberPeople(comments.map((comment) => comment.author));
  queryClient.setQueryData(communityKeys.comments(postId), comments);
  return post.id;
}

/**
 * The page's answer: pending until the service answered this visit (a post the member may no
 * longer see never shows from an earlier one), then the post's id or the service's sentence.
 */
export function usePostPage(postId: string) {
  const page = useQuery({ queryKey: communityKeys.postPage(postId), queryFn: () => loadPostPage(postId), gcTime: 0 });
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: communityKeys.postPage(postId) });
    return subscribeLive({ topics: [`post:${postId}`], onEvent: applyPostEvent, onResync: reload });
  }, [postId]);
  return page;
}

/** Reports a post to the moderators; null when sent, else the service's sentence. */
export async function reportPost(postId: string, reason: string): Promise<string | null> {
  const result = await memberRequest(`/community/posts/${encodeURIComponent(postId)}/report`, okSchema, {
    method: 'POST',
    body: { reason },
  });
  return result.error;
}
