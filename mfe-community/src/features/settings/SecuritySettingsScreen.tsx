import { lazy, Suspense } from 'react';
import { useMember } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useCurrentUser } from '../../components/useCurrentUser';
import { useCommunityStore } from '../../store/communityStore';
import { SecuritySettings, SessionList } from './SecuritySettings';
import { sampleSessions } from './sessionsData';

/** Only a member's page loads what asks member-service for their password and sessions. */
const MemberSecuritySettings = lazy(() => import('./MemberSecuritySettings'));

// Sample times are relative to the page load.
const loadedAt = Date.now();
const shownSampleSessions = sampleSessions.map((session) => ({
  ...session,
  lastActive: loadedAt - session.minutesAgo * 60_000,
}));

/** A guest's security is the spec's: a simulated password change, the number kept on this device, sample sessions. */
function GuestSecuritySettings() {
  const saveProfile = useCommunityStore((state) => state.saveProfile);
  const { name, bio, website, email } = useCurrentUser();
  const savePhone = (phone: string) => {
    saveProfile({ name, bio, website, email, phone });
    return Promise.resolve(null);
  };
  return (
    <SecuritySettings
      asksForPhone={false}
      savePhone={savePhone}
      sessions={<SessionList sessions={shownSampleSessions} />}
    />
  );
}

/** /community/settings/security: password, SMS two-factor, login alerts and signed-in sessions. */
export function SecuritySettingsScreen() {
  // The feature's one seam (docs/decisions/0086-member-seam-in-the-remotes.md).
  return useMember() ? (
    <Suspense fallback={<ScreenLoading />}>
      <MemberSecuritySettings />
    </Suspense>
  ) : (
    <GuestSecuritySettings />
  );
}
