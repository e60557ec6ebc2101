import { useMember, useVisitorProfile, type Member } from '@mindset/shared-ui';
import { findUser, type CommunityUser } from '../data/users';
import { currentUserProfile } from '../store/accountSlice';
import { useCommunityStore } from '../store/communityStore';

/** A member as the community draws a person; counts start at zero until the community is served (issue 19). */
function memberAsCommunityUser(member: Member): CommunityUser {
  return {
    username: member.username,
    name: member.name,
    avatar: member.avatarUrl ?? undefined,
    verified: member.verified,
    bio: member.bio,
    website: member.website,
    email: member.email,
    phone: member.phone,
    isPrivate: false,
    stats: { posts: 0, followers: 0, following: 0 },
  };
}

/**
 * "You" in the community: the signed-in member, else the spec's sample member with the guest's
 * profile edits and name (docs/decisions/0061-one-visitor-identity-for-guests-and-members.md).
 */
export function useCurrentUser(): CommunityUser {
  const member = useMember();
  const profileEdits = useCommunityStore((state) => state.profileEdits);
  const visitor = useVisitorProfile();
  return member ? memberAsCommunityUser(member) : currentUserProfile(profileEdits, visitor);
}

/** Finds anyone the community shows by username: "you" as `useCurrentUser` draws you, else the sample person. */
export function usePersonLookup(): (username: string) => CommunityUser | undefined {
  const me = useCurrentUser();
  return (username) => (username === me.username ? me : findUser(username));
}
