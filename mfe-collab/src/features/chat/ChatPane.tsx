import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ConversationId } from '../../data/collabPlaces';
import { useChatStore } from './chatStore';
import type { ChatMessage } from './chatTypes';
import { Composer, COMPOSER_SHORTCUT } from './Composer';
import { MessageItem, messageElementId } from './MessageItem';
import { useConversation } from './useConversation';

const Pane = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.md}`};
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const MessageList = styled.ol`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    padding: 0;
  }
`;

/** Relative times ("5 minutes ago") move on while the pane is open. */
function useRerenderEveryMinute() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);
}

/** A conversation's messages and composer; mount it with key={conversationId} so each starts fresh. */
export function ChatPane({ conversationId }: { conversationId: ConversationId }) {
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

  // "/" outside a text field jumps to the composer, rather than tabbing past every message.
  useEffect(() => {
    function focusComposer(event: KeyboardEvent) {
      if (event.key !== COMPOSER_SHORTCUT || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select'))) {
        return;
      }
      event.preventDefault();
      inputRef.current?.focus();
    }
    document.addEventListener('keydown', focusComposer);
    return () => document.removeEventListener('keydown', focusComposer);
  }, []);

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
