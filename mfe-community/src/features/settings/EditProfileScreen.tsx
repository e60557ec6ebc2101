import { lazy, Suspense, useEffect, useRef } from 'react';
import { useMember } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import type { ProfileEdits } from '../../store/accountSlice';
import { useCommunityStore } from '../../store/communityStore';
import { EditProfile } from './EditProfile';

/** Product rules (Community): simulated save delay. */
export const PROFILE_SAVE_DELAY_MS = 1000;

/** Only a member's page loads what asks member-service to save the profile and its photo. */
const MemberEditProfile = lazy(() => import('./MemberEditProfile'));

/** A guest's edits are kept on this device after a simulated second (spec); leaving first keeps nothing. */
function GuestEditProfile() {
  const saveProfile = useCommunityStore((state) => state.saveProfile);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = (values: ProfileEdits) =>
    new Promise<null>((kept) => {
      timer.current = window.setTimeout(() => {
        saveProfile({ ...values, name: values.name.trim() });
        kept(null);
      }, PROFILE_SAVE_DELAY_MS);
    });

  return <EditProfile save={save} />;
}

/** /community/settings/edit-profile. */
export function EditProfileScreen() {
  // The feature's one seam (docs/decisions/0086-member-seam-in-the-remotes.md).
  return useMember() ? (
    <Suspense fallback={<ScreenLoading />}>
      <MemberEditProfile />
    </Suspense>
  ) : (
    <GuestEditProfile />
  );
}
