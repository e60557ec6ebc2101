import { formatDistanceToNow } from 'date-fns';
import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, Dialog, Field, Input, toast, Toggle, useVisitorProfile } from '@mindset/shared-ui';
import { currentUserProfile } from '../../store/accountSlice';
import { useCommunityStore } from '../../store/communityStore';
import { PasswordChangeForm, securityPasswordMessages } from './PasswordChangeForm';
import { sampleSessions } from './sessionsData';
import { SettingsPage } from './SettingsPage';

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Sessions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

// Sample times are relative to the page load.
const loadedAt = Date.now();

function lastActiveText(minutesAgo: number, current: boolean): string {
  if (current) return 'Active now';
  return `Last active ${formatDistanceToNow(loadedAt - minutesAgo * 60_000, { addSuffix: true })}`;
}

/** The number two-factor codes go to: kept as the profile's phone, so both screens agree. */
function ChangePhoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const profileEdits = useCommunityStore((state) => state.profileEdits);
  const saveProfile = useCommunityStore((state) => state.saveProfile);
  const profile = currentUserProfile(profileEdits, useVisitorProfile());
  const [phone, setPhone] = useState(profile.phone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { name, bio, website, email } = profile;
    saveProfile({ name, bio, website, email, phone: phone.trim() });
    toast({ title: 'Phone number updated', variant: 'success' });
    onClose();
  };

  return (
    <Dialog
      open={open}
      title="Change phone number"
      description="Two-factor codes will be sent by SMS to this number."
      onClose={onClose}
      closeOnOutsideClick={false}
    >
      <form onSubmit={onSubmit}>
        <Field label="Phone number" htmlFor="two-factor-phone">
          <Input
            id="two-factor-phone"
            type="tel"
            autoComplete="tel"
            required
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </Field>
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save phone number</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** /community/settings/security: password, SMS two-factor, login alerts and signed-in sessions. */
export function SecuritySettingsScreen() {
  const securitySettings = useCommunityStore((state) => state.securitySettings);
  const setSecuritySetting = useCommunityStore((state) => state.setSecuritySetting);
  const profileEdits = useCommunityStore((state) => state.profileEdits);
  const visitor = useVisitorProfile();
  const [changingPhone, setChangingPhone] = useState(false);
  const closePhoneDialog = useCallback(() => setChangingPhone(false), []);

  return (
    <SettingsPage title="Security" intro="Keep your account safe.">
      <Section>
        <h2>Change password</h2>
        <PasswordChangeForm messages={securityPasswordMessages} submitLabel="Update password" />
      </Section>

      <Section>
        <h2>Two-factor authentication</h2>
        <Toggle
          label="SMS two-factor authentication"
          description="Get a code by text message when you log in on a new device."
          checked={securitySettings.twoFactorSms}
          onChange={(checked) => setSecuritySetting('twoFactorSms', checked)}
        />
        {securitySettings.twoFactorSms ? (
          <>
            <Note>Codes are sent to {currentUserProfile(profileEdits, visitor).phone || 'no phone number yet'}.</Note>
            <Button $variant="outline" $size="sm" onClick={() => setChangingPhone(true)}>
              Change Phone Number
            </Button>
          </>
        ) : null}
        <Toggle
          label="Login alerts"
          description="Get notified when someone logs in to your account from a new device."
          checked={securitySettings.loginAlerts}
          onChange={(checked) => setSecuritySetting('loginAlerts', checked)}
        />
      </Section>

      <Section>
        <h2>Where you're logged in</h2>
        <Sessions>
          {sampleSessions.map((session) => (
            <li key={session.id}>
              <span>
                <strong>{session.device}</strong>
                <small>{session.location}</small>
                <small>{lastActiveText(session.minutesAgo, session.current)}</small>
              </span>
              {session.current ? <Badge $tone="success">This device</Badge> : null}
            </li>
          ))}
        </Sessions>
      </Section>

      {changingPhone ? <ChangePhoneDialog open onClose={closePhoneDialog} /> : null}
    </SettingsPage>
  );
}
