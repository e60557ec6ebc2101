import { useEffect } from 'react';
import { ButtonLink, toast, useMember, useParams } from '@mindset/shared-ui';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useCommunityStore } from '../../store/communityStore';
import { useServedMessagesStore } from '../../store/servedMessagesStore';
import { ThreadView } from './ThreadView';
import { useServedMessages } from './useServedMessages';
import { useThreads } from './useThreads';

/** /community/messages/:threadId: one conversation; opening it clears its unread count. */
export function ThreadScreen() {
  const { threadId = '' } = useParams();
  const member = useMember();
  const thread = useThreads().find((candidate) => candidate.id === threadId);
  const sendMessage = useCommunityStore((state) => state.sendMessage);
  const markThreadRead = useCommunityStore((state) => state.markThreadRead);
  const sendToMember = useServedMessagesStore((state) => state.send);
  const listStatus = useServedMessagesStore((state) => state.status);
  const exists = Boolean(thread);
  useServedMessages(threadId);

  useEffect(() => {
    if (exists && !member) markThreadRead(threadId);
  }, [exists, member, threadId, markThreadRead]);

  const send = async (content: string) => {
    if (!member) {
      sendMessage(threadId, content);
      return;
    }
    const refused = await sendToMember(threadId, content);
    if (refused) toast({ title: refused, variant: 'destructive' });
  };

  // A member's conversation list is still on its way.
  if (!thread && member && (listStatus === 'idle' || listStatus === 'loading')) return <ScreenLoading />;
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
        onSend={(content) => void send(content)}
      />
    </ScreenColumn>
  );
}
