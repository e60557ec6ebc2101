import { ButtonLink, toast, useParams } from '@mindset/shared-ui';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import type { ThreadsSource } from './threadsSource';
import { ThreadView } from './ThreadView';
import { WithThreads } from './WithThreads';

/** /community/messages/:threadId: one conversation; opening it clears its unread count. */
export function ThreadScreen() {
  const { threadId = '' } = useParams();
  return (
    <WithThreads openThreadId={threadId}>
      {(source) => <Conversation threadId={threadId} source={source} />}
    </WithThreads>
  );
}

function Conversation({ threadId, source }: { threadId: string; source: ThreadsSource }) {
  const thread = source.threads.find((candidate) => candidate.id === threadId);

  const send = async (content: string) => {
    const refused = await source.send(threadId, content);
    if (refused) toast({ title: refused, variant: 'destructive' });
  };

  // The conversation is still on its way.
  if (source.status === 'loading') return <ScreenLoading />;
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
