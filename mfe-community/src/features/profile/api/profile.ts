import { profileAnswer } from '@mindset/member-contract';
import { memberRequest } from '@mindset/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { rememberPosts } from '../../../api/posts';
import { served } from '../../../api/queryClient';

// Profiles and follows as member-service serves them to a member (docs/decisions/0067-served-social.md).

const path = (username: string) => encodeURIComponent(username);

async function loadProfile(username: string) {
  const answer = await served(memberRequest(`/community/profiles/${path(username)}`, profileAnswer));
  if (answer.posts) rememberPosts(answer.posts);
  return answer;
}

/**
 * A profile with real counts, and its posts (null when the account is private and not followed),
 * asked of the service on every visit: a block or a private switch elsewhere shows at once.
 */
export function useProfile(username: string) {
  return useQuery({ queryKey: ['community', 'profile', username], queryFn: () => loadProfile(username), gcTime: 0 });
}
