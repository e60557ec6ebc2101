import { useState } from 'react';
import { toast } from '@mindset/shared-ui';
import { AccountSettings } from './AccountSettings';
import { changeMemberPassword, closeMemberAccount, DATA_READY, downloadMemberData } from './memberAccount';

/**
 * A member's account at the service: the password really changes, the data download is a ZIP at
 * once, and deactivating or deleting signs them out everywhere.
 */
export default function MemberAccountSettings() {
  const [preparingData, setPreparingData] = useState(false);

  const requestData = async () => {
    setPreparingData(true);
    const refused = await downloadMemberData();
    setPreparingData(false);
    toast(refused ? { title: refused, variant: 'destructive' } : { title: DATA_READY, variant: 'success' });
  };

  return (
    <AccountSettings
      changePassword={changeMemberPassword}
      onRequestData={() => void requestData()}
      preparingData={preparingData}
      closeAccount={closeMemberAccount}
    />
  );
}
