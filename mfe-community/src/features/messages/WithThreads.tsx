import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useMember } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useCommunityStore } from '../../store/communityStore';
import type { ThreadsSource } from './threadsSource';
import { useThreads } from './useThreads';

/** Only a member's messages load what talks to member-service. */
const MemberThreads = lazy(() => import('./MemberThreads'));

export interface WithThreadsProps {
  /** The conversation whose page is open: what arrives there is read at once. */
  openThreadId?: string;
  children: (source: ThreadsSource) => ReactNode;
}

/** The messages feature's one seam: a guest's conversations or a member's, for every messages screen. */
export function WithThreads(props: WithThreadsProps) {
  const member = useMember();
  if (!member) return <GuestThreads {...props} />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <MemberThreads {...props} />
    </Suspense>
  );
}

function GuestThreads({ openThreadId, children }: WithThreadsProps) {
  const threads = useThreads();
  const sendMessage = useCommunityStore((state) => state.sendMessage);
  const startThread = useCommunityStore((state) => state.startThread);
  const markThreadRead = useCommunityStore((state) => state.markThreadRead);
  const exists = threads.some((thread) => thread.id === openThreadId);

  useEffect(() => {
    if (openThreadId && exists) markThreadRead(openThreadId);
  }, [exists, openThreadId, markThreadRead]);

  return children({
    threads,
    status: 'ready',
    error: null,
    reload: () => undefined,
    send: (threadId, text) => {
      sendMessage(threadId, text);
      return Promise.resolve(null);
    },
    start: (username, text) => {
      const id = startThread(username);
      sendMessage(id, text);
      return Promise.resolve({ id, refused: null });
    },
    writesToAnyone: false,
  });
}
