import type { Post, Profile } from '@mindset/member-contract';
import { useState } from 'react';
import { Button, memberMessages, toast } from '@mindset/shared-ui';
import { changeFollow } from '../../api/follows';
import { block, unblock } from '../../api/posts';
import { asCommunityPost } from '../../components/fromService';
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

interface ServedProfileProps {
  username: string;
  isOwn: boolean;
  profile: Profile;
  posts: Post[] | null;
  reload: () => void;
}

/** A served profile with the member's follow and block going to the service; reloaded after each changes its counts. */
function ServedProfile({ username, isOwn, profile, posts, reload }: ServedProfileProps) {
  const [followState, setFollowState] = useState(profile.followState);
  // A reload after a block or unblock brings the service's follow state (a block ends follows).
  const [lastServedFollowState, setLastServedFollowState] = useState(profile.followState);
  if (profile.followState !== lastServedFollowState) {
    setLastServedFollowState(profile.followState);
    setFollowState(profile.followState);
  }

  /** Shown at once (a request, for a private account), and put back with the service's sentence if refused. */
  const setFollowing = async (follow: boolean) => {
    const before = followState;
    setFollowState(follow ? (profile.isPrivate ? 'requested' : 'following') : 'none');
    const result = await changeFollow(username, follow);
    if (result.error !== null) {
      setFollowState(before);
      toast({ title: result.error, variant: 'destructive' });
      return false;
    }
    setFollowState(result.data.followState);
    reload();
    return true;
  };

  const user = asProfileUser(profile);
  return (
    <ProfileView
      user={user}
      isOwn={isOwn}
      stats={user.stats}
      posts={posts && posts.map(asCommunityPost)}
      tagged={[]}
      isPrivate={profile.isPrivate}
      relation={{
        followState,
        setFollowing,
        // A member's block is kept by the service: their posts, comments and messages disappear.
        blockedByMe: profile.blocked,
        block: () => block(username),
        unblock: () => unblock(username),
        reload,
      }}
    />
  );
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
    <ServedProfile
      username={username}
      isOwn={isOwn}
      profile={served.profile}
      posts={served.posts}
      reload={() => void refetch()}
    />
  );
}
