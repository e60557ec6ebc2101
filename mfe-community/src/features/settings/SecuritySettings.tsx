import { formatDistanceToNow } from 'date-fns';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Button, Cluster, Dialog, Field, Input, Panel, toast, Toggle } from '@mindset/shared-ui';
import { useCurrentUser } from '../../components/useCurrentUser';
import { useCommunityStore } from '../../store/communityStore';
import { PasswordChangeForm, securityPasswordMessages } from './PasswordChangeForm';
import { SettingsPage } from './SettingsPage';

const Section = styled(Panel)`
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

const DialogActions = styled(Cluster)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

function lastActiveText(lastActive: number, current: boolean): string {
  if (current) return 'Active now';
  return `Last active ${formatDistanceToNow(lastActive, { addSuffix: true })}`;
}

/** One signed-in browser as the list shows it, the sample's or a member's real one. */
export interface ShownSession {
  id: string;
  device: string;
  location: string | null;
  lastActive: number;
  current: boolean;
}

export function SessionList({ sessions }: { sessions: ShownSession[] }) {
  return (
    <Sessions>
      {sessions.map((session) => (
        <li key={session.id}>
          <span>
            <strong>{session.device}</strong>
            {session.location ? <small>{session.location}</small> : null}
            <small>{lastActiveText(session.lastActive, session.current)}</small>
          </span>
          {session.current ? <Badge $tone="success">This device</Badge> : null}
        </li>
      ))}
    </Sessions>
  );
}

/** The number two-factor codes go to: kept as the profile's phone, so both screens agree. */
function ChangePhoneDialog({ open, onClose, savePhone }: { open: boolean; onClose: () => void } & PhoneSaving) {
  const { phone: savedPhone } = useCurrentUser();
  const [phone, setPhone] = useState(savedPhone);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = await savePhone(phone.trim());
    if (refused) {
      setProblem(refused);
      return;
    }
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
      <form onSubmit={(event) => void onSubmit(event)}>
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
        {problem ? <Note role="alert">{problem}</Note> : null}
        <DialogActions $justify="end">
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save phone number</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface PhoneSaving {
  /** Keeps the number two-factor codes go to: null when kept, else the sentence saying why not. */
  savePhone: (phone: string) => Promise<string | null>;
}

export interface SecuritySettingsProps extends PhoneSaving {
  /** The real password change; a guest has none, and the form simulates the spec's. */
  changePassword?: (currentPassword: string, newPassword: string) => Promise<string | null>;
  /** Whether SMS two-factor is said to need a number that is not there yet. */
  asksForPhone: boolean;
  /** The list under "Where you're logged in". */
  sessions: ReactNode;
}

/** /community/settings/security as guests and members both see it: password, SMS two-factor, login alerts and signed-in sessions. */
export function SecuritySettings({ changePassword, asksForPhone, savePhone, sessions }: SecuritySettingsProps) {
  const securitySettings = useCommunityStore((state) => state.securitySettings);
  const setSecuritySetting = useCommunityStore((state) => state.setSecuritySetting);
  const { phone } = useCurrentUser();
  const sessionsHeadingId = useId();
  const [changingPhone, setChangingPhone] = useState(false);
  const needsPhone = asksForPhone && !phone;
  const closePhoneDialog = useCallback(() => setChangingPhone(false), []);

  return (
    <SettingsPage title="Security" intro="Keep your account safe.">
      <Section>
        <h2>Change password</h2>
        <PasswordChangeForm
          messages={securityPasswordMessages}
          submitLabel="Update password"
          changePassword={changePassword}
        />
      </Section>

      <Section>
        <h2>Two-factor authentication</h2>
        <Toggle
          label="SMS two-factor authentication"
          description="Get a code by text message when you log in on a new device."
          checked={securitySettings.twoFactorSms}
          onChange={(checked) => setSecuritySetting('twoFactorSms', checked)}
        />
        {securitySettings.twoFactorSms ? <Note>Codes are sent to {phone || 'no phone number yet'}.</Note> : null}
        {needsPhone ? <Note>SMS two-factor needs a phone number. Add one with Change Phone Number.</Note> : null}
        {securitySettings.twoFactorSms || needsPhone ? (
          <Button $variant="outline" $size="sm" onClick={() => setChangingPhone(true)}>
            Change Phone Number
          </Button>
        ) : null}
        <Toggle
          label="Login alerts"
          description="Get notified when someone logs in to your account from a new device."
          checked={securitySettings.loginAlerts}
          onChange={(checked) => setSecuritySetting('loginAlerts', checked)}
        />
      </Section>

      <Section as="section" aria-labelledby={sessionsHeadingId}>
        <h2 id={sessionsHeadingId}>Where you're logged in</h2>
        {sessions}
      </Section>

      {changingPhone ? <ChangePhoneDialog open onClose={closePhoneDialog} savePhone={savePhone} /> : null}
    </SettingsPage>
  );
}
