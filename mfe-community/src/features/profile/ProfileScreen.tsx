import { lazy, Suspense } from 'react';
import { useMember, useParams } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useCurrentUser, usePersonLookup } from '../../components/useCurrentUser';
import type { CommunityUser } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { profileGridPosts, taggedPosts } from './profileData';
import { ProfileView, UserNotFound } from './ProfileView';

/** Only a member's profile pages load what asks member-service for them. */
const MemberProfile = lazy(() => import('./MemberProfile'));

/** A guest's block is the spec's: said, and kept nowhere. */
const nothingRefused = () => Promise.resolve(null);

/** A guest sees the sample community, with their own follows and posts from this device. */
function GuestProfile({ user, isOwn }: { user: CommunityUser; isOwn: boolean }) {
  const following = useCommunityStore((state) => state.following[user.username] ?? false);
  const followingCount = useCommunityStore((state) => Object.values(state.following).filter(Boolean).length);
  const setFollowing = useCommunityStore((state) => state.setFollowing);
  const createdPosts = useCommunityStore((state) => state.createdPosts);
  const ownAccountPrivate = useCommunityStore((state) => state.privacySettings.privateAccount);
  const sharedHere = isOwn ? createdPosts.filter((post) => post.username === user.username) : [];

  return (
    <ProfileView
      user={user}
      isOwn={isOwn}
      stats={{
        posts: user.stats.posts + sharedHere.length,
        followers: user.stats.followers + (following && !isOwn ? 1 : 0),
        following: user.stats.following + (isOwn ? followingCount : 0),
      }}
      posts={user.isPrivate && !following && !isOwn ? null : profileGridPosts(user.username, sharedHere)}
      tagged={taggedPosts(user.username)}
      isPrivate={isOwn ? ownAccountPrivate : user.isPrivate}
      relation={{
        followState: following ? 'following' : 'none',
        setFollowing: (follow) => {
          setFollowing(user.username, follow);
          return Promise.resolve(true);
        },
        blockedByMe: false,
        block: nothingRefused,
        unblock: nothingRefused,
      }}
    />
  );
}

/** /community/profile/:username, and /profile for the member themself. */
export function ProfileScreen() {
  const me = useCurrentUser();
  const personOf = usePersonLookup();
  const { username = me.username } = useParams();
  // The feature's one seam (docs/decisions/0086-member-seam-in-the-remotes.md): a member sees every
  // profile as member-service serves it (real counts, follows, private accounts).
  if (useMember()) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <MemberProfile key={username} username={username} isOwn={username === me.username} />
      </Suspense>
    );
  }
  const person = personOf(username);
  if (!person) return <UserNotFound username={username} />;
  return <GuestProfile key={person.username} user={person} isOwn={person.username === me.username} />;
}
