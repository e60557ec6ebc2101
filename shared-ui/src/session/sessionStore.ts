import { useEffect } from 'react';
import { create } from 'zustand';
import { hasSignedInHint, memberRequest, type JoinDetails, type Member, type MemberResult } from './memberClient';

export type SessionStatus = 'unknown' | 'guest' | 'member';

interface SessionState {
  status: SessionStatus;
  member: Member | null;
  /** Asks the service who is signed in; only when this browser has a session (see hasSignedInHint). */
  refresh: () => Promise<void>;
  join: (details: JoinDetails) => Promise<MemberResult<Member>>;
  signIn: (email: string, password: string) => Promise<MemberResult<Member>>;
  signOut: () => Promise<MemberResult<true>>;
}

let pendingRefresh: Promise<void> | null = null;

/**
 * The one session store of the page (a shared singleton, like the toast store): every area reads
 * the visitor's name, username and avatar here. A guest, or a service that cannot be reached, is a
 * guest: the spec's behaviour.
 */
export const useSessionStore = create<SessionState>((set) => ({
  status: 'unknown',
  member: null,
  refresh: () => {
    if (!hasSignedInHint()) {
      set({ status: 'guest', member: null });
      return Promise.resolve();
    }
    pendingRefresh ??= import('./memberWire')
      .then(({ sessionAnswer }) => memberRequest('/session', sessionAnswer))
      .then(({ data }) => {
        const member = data?.member ?? null;
        set({ status: member ? 'member' : 'guest', member });
      })
      .finally(() => {
        pendingRefresh = null;
      });
    return pendingRefresh;
  },
  join: async (details) => {
    const { joinAnswer } = await import('./memberWire');
    const result = await memberRequest('/accounts', joinAnswer, { method: 'POST', body: details });
    if (result.error !== null) return result;
    set({ status: 'member', member: result.data.member });
    return { data: result.data.member, error: null };
  },
  signIn: async (email, password) => {
    const { signInAnswer } = await import('./memberWire');
    const result = await memberRequest('/session', signInAnswer, { method: 'POST', body: { email, password } });
    if (result.error !== null) return result;
    set({ status: 'member', member: result.data.member });
    return { data: result.data.member, error: null };
  },
  signOut: async () => {
    const { okSchema } = await import('./memberWire');
    const result = await memberRequest('/session', okSchema, { method: 'DELETE' });
    if (result.error !== null) return result;
    set({ status: 'guest', member: null });
    return { data: true, error: null };
  },
}));

/** The signed-in member, or null for a guest; asks the service once per page when needed. */
export function useMember(): Member | null {
  const member = useSessionStore((state) => state.member);
  const status = useSessionStore((state) => state.status);
  const refresh = useSessionStore((state) => state.refresh);
  useEffect(() => {
    if (status === 'unknown') void refresh();
  }, [status, refresh]);
  return member;
}
