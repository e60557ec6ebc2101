import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMember } from '@mindset/shared-ui';
import { useSessionPending } from '../../components/useSessionPending';
import type { ConversationId } from '../../data/collabPlaces';
import { useChatStore } from './chatStore';
import type { ChatMessage } from './chatTypes';
import { Composer } from './Composer';
import { MessageItem, messageElementId } from './MessageItem';
import { MessageList, Pane, Scroller, useComposerShortcut, useRerenderEveryMinute } from './paneParts';
import { useConversation } from './useConversation';

/** Only a member's screens load what talks to member-service. */
const MemberChatPane = lazy(() => import('./MemberChatPane'));

/**
 * A conversation's messages and composer: the spec's sample for a guest, member-service's for a
 * member. Mount it with key={conversationId} so each starts fresh.
 */
export function ChatPane({ conversationId }: { conversationId: ConversationId }) {
  const member = useMember();
  const pending = useSessionPending();
  const loading = <Pane role="status" aria-label="Loading messages" />;
  if (pending) return loading;
  if (!member) return <GuestChatPane conversationId={conversationId} />;
  return (
    <Suspense fallback={loading}>
      <MemberChatPane conversationId={conversationId} />
    </Suspense>
  );
}

function GuestChatPane({ conversationId }: { conversationId: ConversationId }) {
  const messages = useConversation(conversationId);
  const postMessage = useChatStore((state) => state.postMessage);
  const toggleReaction = useChatStore((state) => state.toggleReaction);
  const addQuickReaction = useChatStore((state) => state.addQuickReaction);
  const [openThreads, setOpenThreads] = useState<ReadonlySet<string>>(new Set());
  const [replyingTo, setReplyingTo] = useState<ChatMessage | null>(null);
  const [lastSentId, setLastSentId] = useState<string | null>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useRerenderEveryMinute();

  // A chat opens on its latest messages.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, []);

  useComposerShortcut(inputRef);

  useEffect(() => {
    if (lastSentId) document.getElementById(messageElementId(lastSentId))?.scrollIntoView({ block: 'nearest' });
  }, [lastSentId]);

  function setThreadOpen(messageId: string, open: boolean) {
    setOpenThreads((current) => {
      const next = new Set(current);
      if (open) next.add(messageId);
      else next.delete(messageId);
      return next;
    });
  }

  function startReply(message: ChatMessage) {
    setReplyingTo(message);
    inputRef.current?.focus();
  }

  function send(text: string) {
    const sent = postMessage(conversationId, text, replyingTo?.id);
    if (replyingTo) {
      setThreadOpen(replyingTo.id, true);
      setReplyingTo(null);
    }
    setLastSentId(sent.id);
  }

  const reactionHandlers = (messageId: string) => ({
    onToggleReaction: (emoji: string) => toggleReaction(conversationId, messageId, emoji),
    onAddReaction: () => addQuickReaction(conversationId, messageId),
  });

  return (
    <Pane>
      <Scroller ref={scrollerRef} role="log" aria-label={`Messages in #${conversationId}`} tabIndex={0}>
        <MessageList>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              {...reactionHandlers(message.id)}
              onReply={() => startReply(message)}
              thread={{
                open: openThreads.has(message.id),
                onToggle: () => setThreadOpen(message.id, !openThreads.has(message.id)),
                replies: message.thread.map((reply) => (
                  <MessageItem key={reply.id} message={reply} {...reactionHandlers(reply.id)} />
                )),
              }}
            />
          ))}
        </MessageList>
      </Scroller>
      <Composer
        channelName={conversationId}
        onSend={send}
        inputRef={inputRef}
        replyingTo={
          replyingTo
            ? {
                name: replyingTo.user.name,
                onCancel: () => {
                  setReplyingTo(null);
                  inputRef.current?.focus();
                },
              }
            : undefined
        }
      />
    </Pane>
  );
}
