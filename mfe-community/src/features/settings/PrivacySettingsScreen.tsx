import { useMember } from '@mindset/shared-ui';
import { useCommunityStore } from '../../store/communityStore';
import { MemberToggleSettings } from './MemberToggleSettings';
import { SettingsPage } from './SettingsPage';
import { privacyToggleGroups } from './settingsToggles';
import { ToggleSettingsForm } from './ToggleSettingsForm';

/** /community/settings/privacy: the eight privacy switches (docs/product-rules.md, "Community" defaults) and Save. */
export function PrivacySettingsScreen() {
  const saved = useCommunityStore((state) => state.privacySettings);
  const member = useMember();
  const save = useCommunityStore((state) => state.savePrivacySettings);
  return (
    <SettingsPage title="Privacy Settings" intro="Control who can see your content and how people interact with you.">
      {member ? (
        <MemberToggleSettings
          pick={(settings) => settings.privacy}
          changes={(privacy) => ({ privacy })}
          groups={privacyToggleGroups}
          successMessage="Privacy settings updated!"
          saveLabel="Save privacy settings"
        />
      ) : (
        <ToggleSettingsForm
          groups={privacyToggleGroups}
          saved={saved}
          onSave={save}
          successMessage="Privacy settings updated!"
          saveLabel="Save privacy settings"
        />
      )}
    </SettingsPage>
  );
}
