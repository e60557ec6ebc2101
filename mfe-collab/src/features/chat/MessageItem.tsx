import { formatDistanceToNow } from 'date-fns';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, Badge, Cluster, Stack } from '@mindset/shared-ui';
import { Emoji } from '../../components/Emoji';
import { AddReactionIcon, EditIcon, PinIcon, ReplyIcon } from '../../components/icons';
import { ActionButton, DeleteMessageButton, EditMessageForm, ReactionPicker } from './MessageTools';
import type { ChatMessage } from './chatTypes';
import { QUICK_REACTION, replyCountLabel } from './reactions';

const Item = styled.li`
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  gap: 2px;
  padding: 2px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  @media (hover: hover) {
    position: absolute;
    top: -0.875rem;
    right: ${({ theme }) => theme.space.md};
    opacity: 0;
  }
  @media (hover: none) {
    justify-self: end;
    grid-column: 2;
  }
`;

const Row = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* Hover actions also appear while keyboard focus is inside the message. */
  &:hover ${Actions}, &:focus-within ${Actions} {
    opacity: 1;
  }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.xs};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const ReactionButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 1.75rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.infoSoft};
    border-color: ${({ theme }) => theme.colors.info};
    color: ${({ theme }) => theme.colors.info};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const ThreadButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const Tombstone = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Edited = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Thread = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.xs} calc(${({ theme }) => theme.space.md} + 18px);
  padding: 0 0 0 ${({ theme }) => theme.space.xs};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
`;

/** What a member can do to a message besides the spec's reactions and reply (absent for guests). */
export interface MemberMessageActions {
  /** The reactions the picker offers. */
  emoji: string[];
  /** Own messages: saves the new text, null when saved or the service's sentence. */
  onEdit?: (text: string) => Promise<string | null>;
  /** Own messages, or any for a moderator. */
  onDelete?: () => void;
  /** Moderators: pins this message in the channel header. */
  onPin?: () => void;
}

export interface MessageItemProps {
  message: ChatMessage;
  onToggleReaction: (emoji: string) => void;
  /** The hover add button: the spec's thumbs-up for a guest, the picked emoji for a member. */
  onAddReaction: (emoji: string) => void;
  memberActions?: MemberMessageActions;
  /** Starts a reply in this message's thread; absent for replies, as threads are one level deep. */
  onReply?: () => void;
  /**
   * For thread parents: whether the replies are shown, and the replies themselves (inline, for a
   * guest), or the id of the panel that shows them (a member's).
   */
  thread?: { open: boolean; onToggle: () => void; replies?: ReactNode; controls?: string };
}

export function messageElementId(messageId: string): string {
  return `message-${messageId}`;
}

export function MessageItem({
  message,
  onToggleReaction,
  onAddReaction,
  memberActions,
  onReply,
  thread,
}: MessageItemProps) {
  const { user, content, reactions } = message;
  const sentAt = new Date(message.timestamp);
  const threadId = `thread-${message.id}`;
  const replyCount = message.replies ?? 0;
  const [editing, setEditing] = useState(false);

  return (
    <Item id={messageElementId(message.id)}>
      <Row>
        <Avatar name={user.name} src={user.avatar} size={36} decorative />
        <Stack $gap="xxs" $align="start">
          <Meta>
            <Name>{user.name}</Name>
            {user.role ? <Badge $tone="info">{user.role}</Badge> : null}
            <Time
              dateTime={message.timestamp}
              title={sentAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            >
              {formatDistanceToNow(sentAt, { addSuffix: true })}
            </Time>
          </Meta>
          {message.deleted ? (
            <Tombstone>This message was deleted.</Tombstone>
          ) : editing && memberActions?.onEdit ? (
            <EditMessageForm text={content} onSave={memberActions.onEdit} onDone={() => setEditing(false)} />
          ) : (
            <Content>
              {content}
              {message.edited ? <Edited> (edited)</Edited> : null}
            </Content>
          )}
          {reactions.length > 0 ? (
            <Cluster $gap="xxs" role="group" aria-label="Reactions">
              {reactions.map((reaction) => (
                <ReactionButton
                  key={reaction.emoji}
                  type="button"
                  aria-pressed={reaction.userReacted}
                  aria-label={`${reaction.emoji} ${reaction.count} ${reaction.count === 1 ? 'reaction' : 'reactions'}`}
                  onClick={() => onToggleReaction(reaction.emoji)}
                >
                  <span aria-hidden="true">
                    <Emoji emoji={reaction.emoji} />
                  </span>
                  <span aria-hidden="true">{reaction.count}</span>
                </ReactionButton>
              ))}
            </Cluster>
          ) : null}
          {thread && message.isThreadParent ? (
            <ThreadButton
              type="button"
              aria-expanded={thread.open}
              aria-controls={thread.open ? (thread.controls ?? threadId) : undefined}
              onClick={thread.onToggle}
            >
              {replyCountLabel(replyCount)}
            </ThreadButton>
          ) : null}
        </Stack>
        {message.deleted ? null : (
          <Actions role="group" aria-label={`Actions for the message from ${user.name}`}>
            {memberActions ? (
              <ReactionPicker emoji={memberActions.emoji} onPick={onAddReaction} />
            ) : (
              <ActionButton
                type="button"
                aria-label={`Add reaction ${QUICK_REACTION}`}
                title="Add reaction"
                onClick={() => onAddReaction(QUICK_REACTION)}
              >
                <AddReactionIcon />
              </ActionButton>
            )}
            {onReply ? (
              <ActionButton
                type="button"
                aria-label={`Reply to ${user.name}`}
                title="Reply in thread"
                onClick={onReply}
              >
                <ReplyIcon />
              </ActionButton>
            ) : null}
            {memberActions?.onEdit ? (
              <ActionButton type="button" title="Edit message" onClick={() => setEditing(true)}>
                <EditIcon />
                <span className="sr-only">Edit message</span>
              </ActionButton>
            ) : null}
            {memberActions?.onPin ? (
              <ActionButton type="button" title="Pin to channel" onClick={memberActions.onPin}>
                <PinIcon />
                <span className="sr-only">Pin to channel</span>
              </ActionButton>
            ) : null}
            {memberActions?.onDelete ? (
              <DeleteMessageButton authorName={user.name} onDelete={memberActions.onDelete} />
            ) : null}
          </Actions>
        )}
      </Row>
      {thread?.open && thread.replies !== undefined ? (
        <Thread id={threadId} aria-label={`Replies to ${user.name}`}>
          {thread.replies}
        </Thread>
      ) : null}
    </Item>
  );
}
