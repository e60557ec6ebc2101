import { format, isToday, isYesterday } from 'date-fns';
import { Fragment, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Avatar, Link, Panel } from '@mindset/shared-ui';
import { MessageComposer } from './MessageComposer';
import type { ThreadMessage } from './useThreads';

const Conversation = styled(Panel)`
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Who = styled.div`
  display: grid;
  gap: 0.125rem;
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Status = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Log = styled.div`
  height: min(60vh, 34rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.background};
`;

const DayHeading = styled.h2`
  align-self: center;
  margin: ${({ theme }) => theme.space.sm} 0;
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(80%, 28rem);
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    margin-top: 0.125rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: right;
    opacity: 0.85;
  }
`;

const Empty = styled.p`
  margin: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function dayLabel(date: Date): string {
  if (isToday(date)) return 'Today';
  if (isYesterday(date)) return 'Yesterday';
  return format(date, 'EEEE d MMMM yyyy');
}

interface ThreadViewProps {
  name: string;
  username: string;
  avatar?: string;
  online: boolean;
  messages: ThreadMessage[];
  onSend: (content: string) => void;
}

/** One conversation: who it is with, the messages grouped by day, and the composer. */
export function ThreadView({ name, username, avatar, online, messages, onSend }: ThreadViewProps) {
  const logRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view, as chat apps do, when the thread opens and after each send.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  return (
    <Conversation>
      <Header>
        <BackLink to="/community/messages" aria-label="Back to messages">
          <span aria-hidden="true">←</span>
        </BackLink>
        <Avatar name={name} src={avatar} size={44} decorative />
        <Who>
          <h1>{name}</h1>
          <Link to={`/community/profile/${username}`}>@{username}</Link>
        </Who>
        <Status>{online ? 'Online' : 'Offline'}</Status>
      </Header>
      <Log ref={logRef} role="log" aria-label={`Conversation with ${name}`} tabIndex={0}>
        {messages.length === 0 ? <Empty>No messages yet. Say hello to {name}.</Empty> : null}
        {messages.map((message, position) => {
          const day = dayLabel(message.sentAt);
          const previous = messages[position - 1];
          const showDay = !previous || dayLabel(previous.sentAt) !== day;
          const mine = message.sender === 'me';
          return (
            <Fragment key={message.id}>
              {showDay ? <DayHeading>{day}</DayHeading> : null}
              <Bubble $mine={mine}>
                <span className="sr-only">{mine ? 'You:' : `${name}:`}</span>
                <p>{message.content}</p>
                <time dateTime={message.sentAt.toISOString()}>{format(message.sentAt, 'p')}</time>
              </Bubble>
            </Fragment>
          );
        })}
      </Log>
      <MessageComposer recipientName={name} onSend={onSend} />
    </Conversation>
  );
}
