import { formatDistanceToNow } from 'date-fns';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Badge, Button, Cluster, Dialog, Field, Input, Panel, toast, Toggle, useMember } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useCurrentUser } from '../../components/useCurrentUser';
import { useCommunityStore } from '../../store/communityStore';
import {
  changeMemberPassword,
  loadMemberSessions,
  saveMemberProfile,
  signOutOtherSessions,
  type MemberSession,
} from './memberAccount';
import { PasswordChangeForm, securityPasswordMessages } from './PasswordChangeForm';
import { sampleSessions } from './sessionsData';
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

// Sample times are relative to the page load.
const loadedAt = Date.now();

function lastActiveText(lastActive: number, current: boolean): string {
  if (current) return 'Active now';
  return `Last active ${formatDistanceToNow(lastActive, { addSuffix: true })}`;
}

/** One signed-in browser as the list shows it, the sample's or a member's real one. */
interface ShownSession {
  id: string;
  device: string;
  location: string | null;
  lastActive: number;
  current: boolean;
}

function SessionList({ sessions }: { sessions: ShownSession[] }) {
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

/** A member's real sessions from the service, with a way to sign the other browsers out. */
function MemberSessions() {
  const [sessions, setSessions] = useState<MemberSession[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  // Each attempt reads the list again: Try again, and after signing the others out.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void loadMemberSessions().then((result) => {
      if (!current) return;
      setProblem(result.error);
      if (result.error === null) setSessions(result.data.sessions);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = () => setAttempt((count) => count + 1);

  const signOutOthers = async () => {
    setSigningOut(true);
    const result = await signOutOtherSessions();
    setSigningOut(false);
    if (result.error !== null) {
      toast({ title: result.error, variant: 'destructive' });
      return;
    }
    const count = result.data.signedOut;
    toast({ title: `Signed out of ${count} other ${count === 1 ? 'session' : 'sessions'}`, variant: 'success' });
    reload();
  };

  if (problem) {
    return (
      <div role="alert">
        <p>{problem}</p>
        <Button $variant="outline" $size="sm" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  if (!sessions) return <ScreenLoading />;
  return (
    <>
      <SessionList sessions={sessions.map((session) => ({ ...session, lastActive: Date.parse(session.lastActive) }))} />
      {sessions.some((session) => !session.current) ? (
        <Button $variant="outline" $size="sm" disabled={signingOut} onClick={() => void signOutOthers()}>
          Sign out other sessions
        </Button>
      ) : null}
    </>
  );
}

/** The number two-factor codes go to: kept as the profile's phone, so both screens agree. */
function ChangePhoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const saveProfile = useCommunityStore((state) => state.saveProfile);
  const member = useMember();
  const profile = useCurrentUser();
  const [phone, setPhone] = useState(profile.phone);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (member) {
      // A member's number is their profile's at the service.
      const refused = await saveMemberProfile({ phone: phone.trim() });
      if (refused) {
        setProblem(refused);
        return;
      }
    } else {
      const { name, bio, website, email } = profile;
      saveProfile({ name, bio, website, email, phone: phone.trim() });
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

/** /community/settings/security: password, SMS two-factor, login alerts and signed-in sessions. */
export function SecuritySettingsScreen() {
  const securitySettings = useCommunityStore((state) => state.securitySettings);
  const setSecuritySetting = useCommunityStore((state) => state.setSecuritySetting);
  const member = useMember();
  const { phone } = useCurrentUser();
  const sessionsHeadingId = useId();
  const [changingPhone, setChangingPhone] = useState(false);
  // No SMS provider is connected: a member is told what the switch needs rather than it failing silently.
  const needsPhone = member !== null && !phone;
  const closePhoneDialog = useCallback(() => setChangingPhone(false), []);

  return (
    <SettingsPage title="Security" intro="Keep your account safe.">
      <Section>
        <h2>Change password</h2>
        <PasswordChangeForm
          messages={securityPasswordMessages}
          submitLabel="Update password"
          changePassword={member ? changeMemberPassword : undefined}
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
        {member ? (
          <MemberSessions />
        ) : (
          <SessionList
            sessions={sampleSessions.map((session) => ({
              ...session,
              lastActive: loadedAt - session.minutesAgo * 60_000,
            }))}
          />
        )}
      </Section>

      {changingPhone ? <ChangePhoneDialog open onClose={closePhoneDialog} /> : null}
    </SettingsPage>
  );
}
