import { activityAnswer, followRequestAnswer } from '@mindset/member-contract';
import { memberRequest } from '@mindset/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { served } from '../../../api/queryClient';

// A member's activity and the follows it offers, as member-service serves them
// (docs/decisions/0067-served-social.md).

export type ActivityTab = 'you' | 'following';

/** Read when the tab shows (again on every visit), and again whenever the service says something new happened. */
export function useActivity(tab: ActivityTab) {
  return useQuery({
    queryKey: ['community', 'activity', tab],
    queryFn: async () => (await served(memberRequest(`/community/activity?tab=${tab}`, activityAnswer))).activity,
    staleTime: 0,
  });
}

/** Approves or declines a request to follow the member's private account; null, or the service's sentence. */
export async function answerFollowRequest(username: string, approve: boolean): Promise<string | null> {
  const result = await memberRequest(`/follows/requests/${encodeURIComponent(username)}`, followRequestAnswer, {
    method: approve ? 'PUT' : 'DELETE',
  });
  return result.error;
}
