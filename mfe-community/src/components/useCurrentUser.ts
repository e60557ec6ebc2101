import { useMember, useVisitorProfile, type Member } from '@mindset/shared-ui';
import { findUser, type CommunityUser } from '../data/users';
import { currentUserProfile } from '../store/accountSlice';
import { useCommunityStore } from '../store/communityStore';
import type { Author } from '@mindset/member-contract';
import { useMemberData } from './memberData';

/**
 * A member as the community draws a person: from their session (all of their profile) or as the
 * served community names them; counts start at zero until profiles are served.
 */
function asCommunityUser(person: Author & Partial<Pick<Member, 'bio' | 'website' | 'email' | 'phone'>>): CommunityUser {
  return {
    username: person.username,
    name: person.name,
    avatar: person.avatarUrl ?? undefined,
    verified: person.verified,
    bio: person.bio ?? '',
    website: person.website ?? '',
    email: person.email ?? '',
    phone: person.phone ?? '',
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
  return member ? asCommunityUser(member) : currentUserProfile(profileEdits, visitor);
}

/**
 * Finds anyone the community shows by username: "you" as `useCurrentUser` draws you, a sample
 * person, or a member met in the served community.
 */
export function usePersonLookup(): (username: string) => CommunityUser | undefined {
  const me = useCurrentUser();
  const servedPerson = useMemberData().usePeople();
  return (username) => {
    if (username === me.username) return me;
    const person = servedPerson(username);
    return findUser(username) ?? (person ? asCommunityUser(person) : undefined);
  };
}
