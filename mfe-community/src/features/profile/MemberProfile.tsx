import type { Profile } from '@mindset/member-contract';
import { Button, memberMessages } from '@mindset/shared-ui';
import { changeFollow } from '../../api/follows';
import { block, unblock } from '../../api/posts';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import type { CommunityUser } from '../../data/users';
import { useProfile } from './api/profile';
import { Notice, ProfileView, UserNotFound } from './ProfileView';

/** A served profile in the shape the profile screen draws, with the service's counts. */
function asProfileUser({ person, bio, website, isPrivate, posts, followers, following }: Profile): CommunityUser {
  return {
    username: person.username,
    name: person.name,
    avatar: person.avatarUrl ?? undefined,
    verified: person.verified,
    bio,
    website,
    email: '',
    phone: '',
    isPrivate,
    stats: { posts, followers, following },
  };
}

/** A profile as member-service serves it to a member: real counts, follows, private accounts (loaded only for a member). */
export default function MemberProfile({ username, isOwn }: { username: string; isOwn: boolean }) {
  const { data: served, error, refetch } = useProfile(username);

  if (error?.message === memberMessages.unreachable) {
    return (
      <ScreenColumn>
        <Notice role="alert">
          <h1>Profile unavailable</h1>
          <p>{error.message}</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Notice>
      </ScreenColumn>
    );
  }
  // The service answers a sentence only when there is no such member (or they blocked you).
  if (error) return <UserNotFound username={username} />;
  if (!served) return <ScreenLoading />;
  return (
    <ProfileView
      user={asProfileUser(served.profile)}
      isOwn={isOwn}
      served={{
        ...served,
        onChange: () => void refetch(),
        changeFollow: (follow) => changeFollow(username, follow),
        block: () => block(username),
        unblock: () => unblock(username),
      }}
    />
  );
}
