import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useMember, useSessionStore } from '@mindset/shared-ui';
import { guestData, MemberDataContext } from '../components/memberData';
import { ScreenLoading } from '../components/ScreenLoading';

type Provider = ComponentType<{ children: ReactNode }>;

let memberProvider: Provider | null = null;

/** The member's data layer (the query cache, the contract, the live handlers), loaded once per page. */
export async function loadMemberLayer(): Promise<Provider> {
  memberProvider ??= (await import('../api/MemberDataProvider')).default;
  return memberProvider;
}

/**
 * Guest or member, chosen once for the whole community: a guest's screens read nothing served and
 * their page never loads the member's data layer; a member's load it before their first screen.
 * Signing in or out remounts the screens under the other layer
 * (docs/decisions/0086-member-seam-in-the-remotes.md). Until the session is known nothing is drawn:
 * a member's screen that first drew as a guest's would remount and drop what they had begun.
 */
export function MemberSeam({ children }: { children: ReactNode }) {
  const memberId = useMember()?.id ?? null;
  const sessionKnown = useSessionStore((state) => state.status !== 'unknown');
  const [MemberDataProvider, setProvider] = useState<Provider | null>(() => memberProvider);
  useEffect(() => {
    if (!memberId || MemberDataProvider) return;
    let current = true;
    void loadMemberLayer().then((provider) => {
      if (current) setProvider(() => provider);
    });
    return () => {
      current = false;
    };
  }, [memberId, MemberDataProvider]);

  if (!sessionKnown) return <ScreenLoading />;
  if (!memberId) {
    return (
      <MemberDataContext.Provider key="guest" value={guestData}>
        {children}
      </MemberDataContext.Provider>
    );
  }
  if (!MemberDataProvider) return <ScreenLoading />;
  return <MemberDataProvider key={memberId}>{children}</MemberDataProvider>;
}
