import type { ChatMessage } from '@mindset/member-contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, useMember } from '@mindset/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { PinIcon } from '../../components/icons';
import type { ConversationId } from '../../data/collabPlaces';
import { conversationSummary, markRead, openConversationWhileShown, useConversations } from '../../api/conversations';
import { useConversationLive } from './api/conversationLive';
import { loadOlder, pinMessage, sayTyping, sendMessage, toggleReaction, useHistory } from './api/messages';
import { Composer } from './Composer';
import { asChatMessage, useMessageActions } from './memberMessages';
import { MessageItem, messageElementId, type MemberMessageActions } from './MessageItem';
import { MessageList, Pane, Scroller, useComposerShortcut, useRerenderEveryMinute } from './paneParts';
import { THREAD_PANEL_ID, ThreadPanel } from './ThreadPanel';

const Layout = styled.div`
  display: flex;
  height: 100%;
  min-height: 0;
`;

const PinnedBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

const UnreadMarker = styled.li`
  list-style: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid currentColor;
  }
`;

const JumpButton = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: 50%;
  transform: translateX(-50%);
  z-index: 1;
`;

const Typing = styled.p`
  min-height: 1.25rem;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Main = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

/** At most one "is typing" call to the service this often while the member types. */
const TYPING_EVERY_MS = 3_000;

/** "Ana is typing…", "Ana and Ben are typing…", "Several people are typing…". */
function typingLine(names: string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}

/**
 * A member's conversation as member-service serves it: history paged upwards, live messages,
 * reactions from a picker, own edits and deletions, a moderator's pin, unread marker, typing line,
 * threads in a side panel, and new messages announced to screen readers as "author: text".
 */
export default function MemberChatPane({ conversationId }: { conversationId: ConversationId }) {
  const member = useMember();
  const me = member?.username ?? '';
  const history = useHistory(conversationId);
  const conversations = useConversations().data;
  const pinned = conversations?.conversations.find((summary) => summary.id === conversationId)?.pinned ?? null;
  const moderator = conversations?.moderator ?? false;
  // When the member last read this conversation, as it was on opening: later messages by others are new.
  const [readAt] = useState(() => conversationSummary(conversationId)?.readAt ?? null);
  const [threadId, setThreadId] = useState<string | null>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);
  const actionsFor = useMessageActions();
  const typingNames = useConversationLive(conversationId, me);
  const older = useMutation({ mutationFn: () => loadOlder(conversationId) });
  useRerenderEveryMinute();
  useComposerShortcut(inputRef);

  useEffect(() => openConversationWhileShown(conversationId), [conversationId]);

  const messages = useMemo(() => history.data?.messages ?? [], [history.data]);
  const firstUnreadId = useMemo(
    () =>
      readAt ? messages.find((message) => message.author.username !== me && message.createdAt > readAt)?.id : undefined,
    [messages, readAt, me],
  );

  // The chat opens on its latest messages once they are in.
  const loaded = history.isSuccess;
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (loaded && scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [loaded]);

  const arrived = useArrived(messages, loaded);
  const arrivedFromOther = arrived && arrived.author.username !== me ? arrived : undefined;
  // A message that arrives is scrolled to; one by someone else is announced politely as "author: text"
  // and, the conversation being open, read.
  useEffect(() => {
    if (arrived) document.getElementById(messageElementId(arrived.id))?.scrollIntoView({ block: 'nearest' });
  }, [arrived]);
  useEffect(() => {
    if (arrivedFromOther) void markRead(conversationId);
  }, [arrivedFromOther, conversationId]);
  const announcement = arrivedFromOther ? `${arrivedFromOther.author.name}: ${arrivedFromOther.text}` : '';

  function send(text: string) {
    return sendMessage(conversationId, text);
  }

  function typing() {
    if (Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    void sayTyping(conversationId);
  }

  const pinnedMessage = pinned ? (messages.find((message) => message.id === pinned.id) ?? pinned) : null;

  return (
    <Layout>
      <Main>
        {pinnedMessage && !pinnedMessage.deleted ? (
          <PinnedBar role="region" aria-label="Pinned message">
            <PinIcon />
            <p>
              <strong>{pinnedMessage.author.name}:</strong> {pinnedMessage.text}
            </p>
            <Button
              $size="sm"
              $variant="ghost"
              onClick={() =>
                document.getElementById(messageElementId(pinnedMessage.id))?.scrollIntoView({ block: 'center' })
              }
            >
              Show
            </Button>
            {moderator ? (
              <Button $size="sm" $variant="ghost" onClick={() => void pinMessage(conversationId, null)}>
                Unpin
              </Button>
            ) : null}
          </PinnedBar>
        ) : null}
        {firstUnreadId ? (
          <JumpButton
            $size="sm"
            $variant="secondary"
            onClick={() => document.getElementById(messageElementId(firstUnreadId))?.scrollIntoView({ block: 'start' })}
          >
            Jump to first unread
          </JumpButton>
        ) : null}
        <Pane>
          <Scroller ref={scrollerRef} role="log" aria-label={`Messages in #${conversationId}`} tabIndex={0}>
            {history.isError ? (
              <Older role="alert">
                <p>{history.error.message}</p>
                <Button onClick={() => void history.refetch()}>Try again</Button>
              </Older>
            ) : history.data?.olderCursor ? (
              <Older>
                <Button $size="sm" $variant="outline" disabled={older.isPending} onClick={() => older.mutate()}>
                  {older.isPending ? 'Loading…' : 'Load earlier messages'}
                </Button>
              </Older>
            ) : null}
            {history.isPending ? <Older role="status">Loading messages…</Older> : null}
            <MessageList>
              {messages.map((message) => (
                <MemberMessage
                  key={message.id}
                  message={message}
                  me={me}
                  unreadMarker={message.id === firstUnreadId}
                  actions={actionsFor(message)}
                  threadOpen={threadId === message.id}
                  onOpenThread={() => setThreadId(message.id)}
                />
              ))}
            </MessageList>
          </Scroller>
          <Typing aria-hidden="true">{typingLine(typingNames)}</Typing>
          <Composer channelName={conversationId} onSend={send} inputRef={inputRef} onTyping={typing} />
        </Pane>
        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
      </Main>
      {threadId ? (
        <ThreadPanel
          key={threadId}
          conversationId={conversationId}
          parentId={threadId}
          onClose={() => {
            setThreadId(null);
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </Layout>
  );
}

/**
 * The newest message once it changes after the first load (sent here, heard live, or found by a
 * read after the subscription was in place); undefined until then.
 */
function useArrived(messages: ChatMessage[], loaded: boolean): ChatMessage | undefined {
  const newest = messages.at(-1);
  const [firstNewestId, setFirstNewestId] = useState<string | null | undefined>(undefined);
  if (loaded && firstNewestId === undefined) setFirstNewestId(newest?.id ?? null);
  return firstNewestId !== undefined && newest && newest.id !== firstNewestId ? newest : undefined;
}

function MemberMessage({
  message,
  me,
  unreadMarker,
  actions,
  threadOpen,
  onOpenThread,
}: {
  message: ChatMessage;
  me: string;
  unreadMarker: boolean;
  actions: MemberMessageActions;
  threadOpen: boolean;
  onOpenThread: () => void;
}) {
  return (
    <>
      {unreadMarker ? <UnreadMarker aria-label="New messages">New</UnreadMarker> : null}
      <MessageItem
        message={asChatMessage(message, me)}
        onToggleReaction={(emoji) => void toggleReaction(message.conversation, message.id, emoji, me)}
        onAddReaction={(emoji) => void toggleReaction(message.conversation, message.id, emoji, me)}
        memberActions={actions}
        onReply={message.deleted ? undefined : onOpenThread}
        thread={{ open: threadOpen, onToggle: onOpenThread, controls: THREAD_PANEL_ID }}
      />
    </>
  );
}
