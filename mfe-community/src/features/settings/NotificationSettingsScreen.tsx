import { useState } from 'react';
import { useMember } from '@mindset/shared-ui';
import { useCommunityStore } from '../../store/communityStore';
import { MemberToggleSettings } from './MemberToggleSettings';
import { NotificationChannelSettings } from './NotificationChannelSettings';
import { SettingsPage } from './SettingsPage';
import { notificationToggleGroups } from './settingsToggles';
import { ToggleSettingsForm } from './ToggleSettingsForm';

/**
 * /community/settings/notifications: the thirteen notification switches (docs/product-rules.md,
 * "Community" defaults) and Save; for a member, also where each kind reaches them.
 */
export function NotificationSettingsScreen() {
  const saved = useCommunityStore((state) => state.notificationSettings);
  const member = useMember();
  const save = useCommunityStore((state) => state.saveNotificationSettings);
  const [switchesSaved, setSwitchesSaved] = useState(0);
  return (
    <SettingsPage title="Notification Settings" intro="Choose what you hear about, and how.">
      {member ? (
        <>
          <MemberToggleSettings
            pick={(settings) => settings.notifications}
            changes={(notifications) => ({ notifications })}
            groups={notificationToggleGroups}
            successMessage="Notification settings updated!"
            saveLabel="Save notification settings"
            onSaved={() => setSwitchesSaved((count) => count + 1)}
          />
          <NotificationChannelSettings switchesSaved={switchesSaved} />
        </>
      ) : (
        <ToggleSettingsForm
          groups={notificationToggleGroups}
          saved={saved}
          onSave={save}
          successMessage="Notification settings updated!"
          saveLabel="Save notification settings"
        />
      )}
    </SettingsPage>
  );
}
