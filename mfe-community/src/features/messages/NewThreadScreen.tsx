import styled from 'styled-components';
import { Avatar, ButtonLink, Link, Navigate, toast, useMember, useNavigate, useSearchParams } from '@mindset/shared-ui';
import { ScreenColumn } from '../../components/ScreenColumn';
import { useCurrentUser, usePersonLookup } from '../../components/useCurrentUser';
import { users } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { useServedMessagesStore } from '../../store/servedMessagesStore';
import { ThreadView } from './ThreadView';
import { useServedMessages } from './useServedMessages';
import { threadIdWith, useThreads } from './useThreads';

const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * /community/messages/new?user={username}: opens the existing conversation with that person, or a
 * new one that is saved when the first message is sent. Without ?user= it offers people to write to.
 */
export function NewThreadScreen() {
  const [searchParams] = useSearchParams();
  const username = searchParams.get('user')?.trim() ?? '';
  const navigate = useNavigate();
  const threads = useThreads();
  const startThread = useCommunityStore((state) => state.startThread);
  const sendMessage = useCommunityStore((state) => state.sendMessage);
  const me = useCurrentUser();
  const personOf = usePersonLookup();
  const member = useMember();
  const startServedThread = useServedMessagesStore((state) => state.startThread);
  const sendServed = useServedMessagesStore((state) => state.send);
  useServedMessages();

  /** A member's first message opens the conversation at the service, then goes into it. */
  const sendToMember = async (to: string, content: string) => {
    const opened = await startServedThread(to);
    if ('error' in opened) {
      toast({ title: opened.error, variant: 'destructive' });
      return;
    }
    const refused = await sendServed(opened.id, content);
    if (refused) toast({ title: refused, variant: 'destructive' });
    navigate(`/community/messages/${opened.id}`, { replace: true });
  };

  if (!username) {
    return (
      <ScreenColumn>
        <h1>New message</h1>
        <p>Choose who to write to.</p>
        <People>
          {users
            .filter((user) => user.username !== me.username)
            .map((user) => (
              <li key={user.username}>
                <Link to={`/community/messages/new?user=${encodeURIComponent(user.username)}`}>
                  <Avatar name={user.name} src={user.avatar} size={40} decorative />
                  <span>
                    {user.name}
                    <small>@{user.username}</small>
                  </span>
                </Link>
              </li>
            ))}
        </People>
      </ScreenColumn>
    );
  }

  // A member may write to any member by username (the service says if there is none); a guest to the sample people.
  const known = username === me.username ? undefined : personOf(username);
  const person =
    known ?? (member && username !== me.username ? { username, name: username, avatar: undefined } : undefined);
  if (!person) {
    return (
      <ScreenColumn>
        <h1>User not found</h1>
        <p>There is no member called @{username} to message.</p>
        <ButtonLink to="/community/messages">Back to messages</ButtonLink>
      </ScreenColumn>
    );
  }

  const existingId = threadIdWith(threads, person.username);
  if (existingId) return <Navigate to={`/community/messages/${existingId}`} replace />;

  return (
    <ScreenColumn>
      <ThreadView
        name={person.name}
        username={person.username}
        avatar={person.avatar}
        online={false}
        messages={[]}
        onSend={(content) => {
          if (member) {
            void sendToMember(person.username, content);
            return;
          }
          const threadId = startThread(person.username);
          sendMessage(threadId, content);
          navigate(`/community/messages/${threadId}`, { replace: true });
        }}
      />
    </ScreenColumn>
  );
}
