import styled from 'styled-components';
import { Avatar, ButtonLink, Link, Navigate, useNavigate, useSearchParams } from '@mindset/shared-ui';
import { ScreenColumn } from '../../components/ScreenColumn';
import { useCurrentUser } from '../../components/useCurrentUser';
import { findUser, users } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { ThreadView } from './ThreadView';
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

  const person = username === me.username ? undefined : findUser(username);
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
          const threadId = startThread(person.username);
          sendMessage(threadId, content);
          navigate(`/community/messages/${threadId}`, { replace: true });
        }}
      />
    </ScreenColumn>
  );
}
