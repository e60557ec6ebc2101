import { useEffect } from 'react';
import { subscribeLive, useMember } from '@mindset/shared-ui';
import { useServedMessagesStore } from '../../store/servedMessagesStore';

/**
 * For a member: the conversation list loads from member-service, and new messages and unread
 * counts arrive live (their own topic); with `threadId`, that conversation's page is open, so it
 * loads, arrives live and is read. Nothing for a guest.
 */
export function useServedMessages(threadId: string | null = null): void {
  const member = useMember();
  const loadThreads = useServedMessagesStore((state) => state.loadThreads);
  const loadThread = useServedMessagesStore((state) => state.loadThread);
  const setOpenThread = useServedMessagesStore((state) => state.setOpenThread);
  const applyLiveEvent = useServedMessagesStore((state) => state.applyLiveEvent);
  const memberId = member?.id ?? null;
  const username = member?.username ?? '';

  useEffect(() => {
    if (!memberId) return;
    void loadThreads();
    const topics = [`member:${memberId}`, ...(threadId ? [`dm:${threadId}`] : [])];
    return subscribeLive({
      topics,
      onEvent: (event) => applyLiveEvent(event, username),
      onResync: () => void loadThreads(),
    });
  }, [memberId, username, threadId, loadThreads, applyLiveEvent]);

  useEffect(() => {
    if (!memberId || !threadId) return;
    void loadThread(threadId);
    setOpenThread(threadId);
    return () => setOpenThread(null);
  }, [memberId, threadId, loadThread, setOpenThread]);
}
