import { lazy, Suspense } from 'react';
import { toast, useMember } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import { AccountSettings } from './AccountSettings';

/** Only a member's page loads what asks member-service to change, export or end the account. */
const MemberAccountSettings = lazy(() => import('./MemberAccountSettings'));

const DATA_REQUESTED = "Data download request submitted! You'll receive an email with your data within 48 hours.";

/** A guest's account is the spec's: a simulated password change, and confirmations only. */
const confirmedOnly = () => Promise.resolve(null);

function GuestAccountSettings() {
  return (
    <AccountSettings
      onRequestData={() => toast({ title: DATA_REQUESTED })}
      preparingData={false}
      closeAccount={confirmedOnly}
    />
  );
}

/** /community/settings/account: change password, data download, deactivate and delete. */
export function AccountSettingsScreen() {
  // The feature's one seam (docs/decisions/0086-member-seam-in-the-remotes.md).
  return useMember() ? (
    <Suspense fallback={<ScreenLoading />}>
      <MemberAccountSettings />
    </Suspense>
  ) : (
    <GuestAccountSettings />
  );
}
