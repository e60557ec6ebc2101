import { memberRequest } from '@mindset/shared-ui';
import { announcementsAnswer, okSchema } from '@mindset/member-contract';
import { useServed } from '../../../components/useServed';

export function useAnnouncements() {
  return useServed('/moderation/announcements', announcementsAnswer);
}

/** Pins a post to the top of every member's feed (live), or unpins it; answers the refusal, or null. */
export async function setPinned(postId: string, pinned: boolean): Promise<string | null> {
  const path = `/moderation/announcements/${encodeURIComponent(postId)}`;
  return (await memberRequest(path, okSchema, { method: pinned ? 'PUT' : 'DELETE' })).error;
}
