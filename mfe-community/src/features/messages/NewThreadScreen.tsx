import styled from 'styled-components';
import { Avatar, ButtonLink, Link, Navigate, toast, useNavigate, useSearchParams } from '@mindset/shared-ui';
import { ScreenColumn } from '../../components/ScreenColumn';
import { useCurrentUser, usePersonLookup } from '../../components/useCurrentUser';
import { users } from '../../data/users';
import type { ThreadsSource } from './threadsSource';
import { ThreadView } from './ThreadView';
import { threadIdWith } from './useThreads';
import { WithThreads } from './WithThreads';

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
  return <WithThreads>{(source) => <NewThread source={source} />}</WithThreads>;
}

function NewThread({ source }: { source: ThreadsSource }) {
  const [searchParams] = useSearchParams();
  const username = searchParams.get('user')?.trim() ?? '';
  const navigate = useNavigate();
  const me = useCurrentUser();
  const personOf = usePersonLookup();

  /** The first message opens the conversation, then goes into it. */
  const start = async (to: string, content: string) => {
    const opened = await source.start(to, content);
    if ('error' in opened) {
      toast({ title: opened.error, variant: 'destructive' });
      return;
    }
    if (opened.refused) toast({ title: opened.refused, variant: 'destructive' });
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
    known ??
    (source.writesToAnyone && username !== me.username ? { username, name: username, avatar: undefined } : undefined);
  if (!person) {
    return (
      <ScreenColumn>
        <h1>User not found</h1>
        <p>There is no member called @{username} to message.</p>
        <ButtonLink to="/community/messages">Back to messages</ButtonLink>
      </ScreenColumn>
    );
  }

  const existingId = threadIdWith(source.threads, person.username);
  if (existingId) return <Navigate to={`/community/messages/${existingId}`} replace />;

  return (
    <ScreenColumn>
      <ThreadView
        name={person.name}
        username={person.username}
        avatar={person.avatar}
        online={false}
        messages={[]}
        onSend={(content) => void start(person.username, content)}
      />
    </ScreenColumn>
  );
}
