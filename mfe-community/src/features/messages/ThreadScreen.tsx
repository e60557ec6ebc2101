import { useEffect } from 'react';
import { ButtonLink, useParams } from '@mindset/shared-ui';
import { ScreenColumn } from '../../components/ScreenColumn';
import { useCommunityStore } from '../../store/communityStore';
import { ThreadView } from './ThreadView';
import { useThreads } from './useThreads';

/** /community/messages/:threadId: one conversation; opening it clears its unread count. */
export function ThreadScreen() {
  const { threadId = '' } = useParams();
  const thread = useThreads().find((candidate) => candidate.id === threadId);
  const sendMessage = useCommunityStore((state) => state.sendMessage);
  const markThreadRead = useCommunityStore((state) => state.markThreadRead);
  const exists = Boolean(thread);

  useEffect(() => {
    if (exists) markThreadRead(threadId);
  }, [exists, threadId, markThreadRead]);

  if (!thread) {
    return (
      <ScreenColumn>
        <h1>Conversation not found</h1>
        <p>This conversation doesn't exist or is no longer available.</p>
        <ButtonLink to="/community/messages">Back to messages</ButtonLink>
      </ScreenColumn>
    );
  }

  return (
    <ScreenColumn>
      <ThreadView
        name={thread.name}
        username={thread.username}
        avatar={thread.avatar}
        online={thread.online}
        messages={thread.messages}
        onSend={(content) => sendMessage(thread.id, content)}
      />
    </ScreenColumn>
  );
}
