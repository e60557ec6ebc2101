import { useCommunityStore } from '../../store/communityStore';
import { SettingsPage } from './SettingsPage';
import { notificationToggleGroups } from './settingsToggles';
import { ToggleSettingsForm } from './ToggleSettingsForm';

/** /community/settings/notifications: the thirteen notification switches (docs/product-rules.md, "Community" defaults) and Save. */
export function NotificationSettingsScreen() {
  const saved = useCommunityStore((state) => state.notificationSettings);
  const save = useCommunityStore((state) => state.saveNotificationSettings);
  return (
    <SettingsPage title="Notification Settings" intro="Choose what you hear about, and how.">
      <ToggleSettingsForm
        groups={notificationToggleGroups}
        saved={saved}
        onSave={save}
        successMessage="Notification settings updated!"
        saveLabel="Save notification settings"
      />
    </SettingsPage>
  );
}
