import { formatDistanceToNow } from 'date-fns';
import styled from 'styled-components';
import { Avatar, Button, ButtonLink } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { LinkList, LinkRow } from '../../components/LinkList';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import type { ThreadsSource } from './threadsSource';
import { WithThreads } from './WithThreads';

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
  }
`;

const AvatarWrap = styled.span`
  position: relative;
  flex: none;
`;

const OnlineDot = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;

const Summary = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
`;

const TopLine = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    flex: none;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const LastMessage = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const UnreadCount = styled.span`
  flex: none;
  min-width: 1.5rem;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

/** /community/messages: every conversation, most recent first. */
export function MessagesScreen() {
  return <WithThreads>{(source) => <Conversations source={source} />}</WithThreads>;
}

function Conversations({ source: { threads, status, error, reload } }: { source: ThreadsSource }) {
  return (
    <ScreenColumn>
      <Heading>
        <h1>Messages</h1>
        <ButtonLink to="/community/messages/new" $size="sm">
          New message
        </ButtonLink>
      </Heading>
      {status === 'loading' && threads.length === 0 ? <ScreenLoading /> : null}
      {status === 'error' ? (
        <EmptyState
          icon="messages"
          title="Your messages did not load"
          action={<Button onClick={reload}>Try again</Button>}
        >
          {error}
        </EmptyState>
      ) : null}
      {status === 'ready' && threads.length === 0 ? (
        <EmptyState icon="messages" title="No conversations yet">
          Open someone's profile and choose Message, or start a new message.
        </EmptyState>
      ) : null}
      <LinkList>
        {threads.map((thread) => {
          const last = thread.messages.at(-1);
          return (
            <li key={thread.id}>
              <LinkRow to={`/community/messages/${thread.id}`}>
                <AvatarWrap>
                  <Avatar name={thread.name} src={thread.avatar} size={52} decorative />
                  {thread.online ? <OnlineDot aria-hidden="true" /> : null}
                </AvatarWrap>
                <Summary>
                  <TopLine>
                    <strong>{thread.name}</strong>
                    <time dateTime={thread.lastActivity.toISOString()}>
                      {formatDistanceToNow(thread.lastActivity, { addSuffix: true })}
                    </time>
                  </TopLine>
                  {thread.online ? <span className="sr-only">Online</span> : null}
                  <LastMessage $unread={thread.unread > 0}>
                    {last ? `${last.sender === 'me' ? 'You: ' : ''}${last.content}` : 'No messages yet'}
                  </LastMessage>
                </Summary>
                {thread.unread > 0 ? (
                  <UnreadCount>
                    {thread.unread}
                    <span className="sr-only"> unread {thread.unread === 1 ? 'message' : 'messages'}</span>
                  </UnreadCount>
                ) : null}
              </LinkRow>
            </li>
          );
        })}
      </LinkList>
    </ScreenColumn>
  );
}
