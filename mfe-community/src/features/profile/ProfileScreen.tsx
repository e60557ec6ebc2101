import { lazy, Suspense } from 'react';
import { useMember, useParams } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useCurrentUser, usePersonLookup } from '../../components/useCurrentUser';
import { ProfileView, UserNotFound } from './ProfileView';

/** Only a member's profile pages load what asks member-service for them. */
const MemberProfile = lazy(() => import('./MemberProfile'));

/** /community/profile/:username, and /profile for the member themself. */
export function ProfileScreen() {
  const me = useCurrentUser();
  const member = useMember();
  const personOf = usePersonLookup();
  const { username = me.username } = useParams();
  // A member sees every profile as member-service serves it: real counts, follows, private accounts.
  if (member) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <MemberProfile key={username} username={username} isOwn={username === me.username} />
      </Suspense>
    );
  }
  const person = personOf(username);
  if (!person) return <UserNotFound username={username} />;
  return <ProfileView key={person.username} user={person} isOwn={person.username === me.username} />;
}
