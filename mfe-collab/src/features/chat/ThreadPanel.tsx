import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, useMember } from '@mindset/shared-ui';
import { CloseIcon } from '../../components/icons';
import { sendMessage, toggleReaction, useThread } from './api/messages';
import { Composer } from './Composer';
import { asChatMessage, useMessageActions } from './memberMessages';
import { MessageItem } from './MessageItem';
import { MessageList, Scroller } from './paneParts';

export const THREAD_PANEL_ID = 'thread-panel';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  width: min(26rem, 40vw);
  min-height: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  /* On a phone the thread takes the whole screen. */
  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.overlay};
    width: auto;
    border-left: 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Replies = styled(MessageList)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.xs};
`;

/**
 * A thread beside the channel (the whole screen on a phone): its first message, the replies as
 * they arrive, and a composer of its own. Escape or Close goes back to the channel's composer.
 */
export function ThreadPanel({
  conversationId,
  parentId,
  onClose,
}: {
  conversationId: string;
  parentId: string;
  onClose: () => void;
}) {
  const me = useMember()?.username ?? '';
  const thread = useThread(conversationId, parentId);
  const parent = thread.data?.parent;
  const replies = thread.data?.replies ?? [];
  const problem = thread.error?.message ?? null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const actionsFor = useMessageActions();

  useEffect(() => {
    headingRef.current?.focus();
  }, [parentId]);

  return (
    <Panel
      id={THREAD_PANEL_ID}
      aria-labelledby="thread-heading"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Head>
        <h2 id="thread-heading" ref={headingRef} tabIndex={-1}>
          Thread
        </h2>
        <Button $size="sm" $variant="ghost" onClick={onClose} aria-label="Close thread">
          <CloseIcon />
        </Button>
      </Head>
      <Scroller role="log" aria-label="Thread replies" tabIndex={0}>
        {problem ? <p role="alert">{problem}</p> : null}
        <MessageList>
          {parent ? (
            <MessageItem
              message={asChatMessage(parent, me)}
              onToggleReaction={(emoji) => void toggleReaction(conversationId, parent.id, emoji, me)}
              onAddReaction={(emoji) => void toggleReaction(conversationId, parent.id, emoji, me)}
              memberActions={actionsFor(parent)}
            />
          ) : null}
        </MessageList>
        <Replies aria-label={`Replies to ${parent?.author.name ?? 'this message'}`}>
          {replies.map((reply) => (
            <MessageItem
              key={reply.id}
              message={asChatMessage(reply, me)}
              onToggleReaction={(emoji) => void toggleReaction(conversationId, reply.id, emoji, me)}
              onAddReaction={(emoji) => void toggleReaction(conversationId, reply.id, emoji, me)}
              memberActions={actionsFor(reply)}
            />
          ))}
        </Replies>
      </Scroller>
      <Composer
        id="thread-composer"
        label="Reply in thread"
        channelName={conversationId}
        inputRef={inputRef}
        onSend={(text) => sendMessage(conversationId, text, parentId)}
      />
    </Panel>
  );
}
