import { memberRequest } from '@mindset/shared-ui';
import { moderationQueueAnswer, okSchema, type ReviewRequest } from '@mindset/member-contract';
import { useServed } from '../../../components/useServed';

export function useReportQueue() {
  return useServed('/moderation/reports', moderationQueueAnswer);
}

/** Restores or removes a reported post or comment; answers the service's refusal, or null. */
export async function review(kind: 'post' | 'comment', id: string, request: ReviewRequest): Promise<string | null> {
  const path =
    kind === 'post'
      ? `/moderation/reports/${encodeURIComponent(id)}`
      : `/moderation/comments/${encodeURIComponent(id)}`;
  const { error } = await memberRequest(path, okSchema, { method: 'POST', body: request });
  return error;
}
