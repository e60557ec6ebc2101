import { followAnswer } from '@mindset/member-contract';
import { memberRequest } from '@mindset/shared-ui';

/** Follows (a request, for a private account) or unfollows; the new state or the service's sentence. */
export function changeFollow(username: string, follow: boolean) {
  return memberRequest(`/follows/${encodeURIComponent(username)}`, followAnswer, {
    method: follow ? 'PUT' : 'DELETE',
  });
}
