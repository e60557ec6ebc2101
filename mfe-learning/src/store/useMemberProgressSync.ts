import { useEffect } from 'react';
import { hasSignedInHint, useSessionStore } from '@mindset/shared-ui';
import { useLearningStore } from './learningStore';

/**
 * Starts keeping a member's progress in step with member-service. The code that does it is loaded
 * only when this browser has a member session or holds a member's progress: a guest never fetches it.
 */
export function useMemberProgressSync(): void {
  const status = useSessionStore((state) => state.status);
  const holdsMemberProgress = useLearningStore((state) => state.memberId !== null);
  const needed = status === 'member' || holdsMemberProgress || hasSignedInHint();

  useEffect(() => {
    if (status === 'unknown') void useSessionStore.getState().refresh();
  }, [status]);

  useEffect(() => {
    if (!needed) return;
    // Never stopped: changes made here are still saved after the visitor moves to another area.
    void import('./memberProgressSync').then(({ startMemberProgressSync }) => startMemberProgressSync());
  }, [needed]);
}
