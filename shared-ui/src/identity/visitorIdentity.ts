import { useMember, useSessionStore } from '../session/sessionStore';
import type { Member } from '../session/memberClient';
import type { SampleMember } from './sampleMembers';
import { currentVisitor, useVisitorProfile } from './visitorProfileStore';

/** A member as every area draws a person: their name, username and photo (initials without one). */
function shownAs(member: Member): SampleMember {
  return member.avatarUrl
    ? { username: member.username, name: member.name, avatar: member.avatarUrl }
    : { username: member.username, name: member.name };
}

/**
 * Who the visitor is on screen, in every area: the signed-in member from the session store, else
 * the guest's visitor profile (the sample member, with the name they gave), the spec's behaviour.
 */
export function useVisitorIdentity(): SampleMember {
  const member = useMember();
  const guest = useVisitorProfile();
  return member ? shownAs(member) : guest;
}

/** The same, read once (a store action, an event handler). */
export function currentVisitorIdentity(): SampleMember {
  const { member } = useSessionStore.getState();
  return member ? shownAs(member) : currentVisitor();
}
