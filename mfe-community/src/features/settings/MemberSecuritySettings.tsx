import { useEffect, useState } from 'react';
import { Button, toast } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import {
  changeMemberPassword,
  loadMemberSessions,
  saveMemberProfile,
  signOutOtherSessions,
  type MemberSession,
} from './memberAccount';
import { SecuritySettings, SessionList } from './SecuritySettings';

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

/** A member's number is their profile's at the service. */
const saveMemberPhone = (phone: string) => saveMemberProfile({ phone });

/** A member's security: the real password change and the browsers really signed in. */
export default function MemberSecuritySettings() {
  return (
    <SecuritySettings
      changePassword={changeMemberPassword}
      // No SMS provider is connected: a member is told what the switch needs rather than it failing silently.
      asksForPhone
      savePhone={saveMemberPhone}
      sessions={<MemberSessions />}
    />
  );
}
