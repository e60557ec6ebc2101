import { useEffect } from 'react';
import { create } from 'zustand';
import { toast } from '../toast/toastStore';
import {
  endingTheSession,
  hasSignedInHint,
  memberRequest,
  onSessionRefused,
  type JoinDetails,
  type Member,
  type MemberResult,
} from './memberClient';
import type { Role } from '@mindset/member-contract';
import { clearMemberData, sessionEndMessages, type SessionEndReason } from './sessionEnd';

export type SessionStatus = 'unknown' | 'guest' | 'member';

/** How a session ended: on this page (Log out, Delete: the screen says so itself) or elsewhere (told here). */
export interface SessionEnding {
  reason: SessionEndReason;
  here: boolean;
}

interface SessionState {
  status: SessionStatus;
  member: Member | null;
  /** Moderators and the owner run the studio; null for a guest. */
  role: Role | null;
  /** Asks the service who is signed in; only when this browser has a session (see hasSignedInHint). */
  refresh: () => Promise<void>;
  join: (details: JoinDetails) => Promise<MemberResult<Member>>;
  signIn: (email: string, password: string) => Promise<MemberResult<Member>>;
  signOut: () => Promise<MemberResult<true>>;
  /**
   * Sends a request that ends this page's own session (Log out, Deactivate, Delete); once it
   * succeeds the session ends here (`endSession`, with no notice: the screen says what happened).
   */
  endSessionHere: <T>(reason: SessionEndReason, request: () => Promise<MemberResult<T>>) => Promise<MemberResult<T>>;
  /**
   * The member's session ended: the page becomes a clean guest's at once, every area's member data
   * is cleared (`onSignOut`), and a session ended elsewhere is explained in a notice.
   */
  endSession: (ending: SessionEnding) => void;
}

let pendingRefresh: Promise<void> | null = null;
/** While this page ends the session itself, the live connection's own closing is not news. */
let endingHere = false;

/** How long the notice of a session ended elsewhere stays: long enough to read twice. */
const ENDED_ELSEWHERE_NOTICE_MS = 12_000;

/**
 * The one session store of the page (a shared singleton, like the toast store): every area reads
 * the visitor's name, username and avatar here. A guest, or a service that cannot be reached, is a
 * guest: the spec's behaviour.
 */
export const useSessionStore = create<SessionState>((set, get) => ({
  status: 'unknown',
  member: null,
  role: null,
  refresh: () => {
    if (!hasSignedInHint()) {
      if (get().member) get().endSession({ reason: 'session-expired', here: false });
      else set({ status: 'guest', member: null, role: null });
      return Promise.resolve();
    }
    pendingRefresh ??= import('./memberWire')
      .then(({ sessionAnswer }) => memberRequest('/session', sessionAnswer))
      .then(({ data, error }) => {
        const member = data?.member ?? null;
        // A member whose session the service no longer knows is signed out here too.
        if (!member && error === null && get().member) get().endSession({ reason: 'session-expired', here: false });
        else set({ status: member ? 'member' : 'guest', member, role: member ? (data?.role ?? 'member') : null });
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
    set({ status: 'member', member: result.data.member, role: result.data.role ?? 'member' });
    return { data: result.data.member, error: null };
  },
  signIn: async (email, password) => {
    const { signInAnswer } = await import('./memberWire');
    const result = await memberRequest('/session', signInAnswer, { method: 'POST', body: { email, password } });
    if (result.error !== null) return result;
    set({ status: 'member', member: result.data.member, role: result.data.role ?? 'member' });
    return { data: result.data.member, error: null };
  },
  signOut: async () => {
    const { okSchema } = await import('./memberWire');
    const result = await get().endSessionHere('signed-out', () =>
      memberRequest('/session', okSchema, { method: 'DELETE' }),
    );
    return result.error === null ? { data: true, error: null } : result;
  },
  endSessionHere: async (reason, request) => {
    endingHere = true;
    try {
      const result = await endingTheSession(request);
      if (result.error === null) get().endSession({ reason, here: true });
      return result;
    } finally {
      endingHere = false;
    }
  },
  endSession: ({ reason, here }) => {
    const wasMember = get().member !== null;
    set({ status: 'guest', member: null, role: null });
    clearMemberData(reason);
    if (!here && wasMember) {
      toast({
        title: 'You were signed out',
        description: sessionEndMessages[reason],
        durationMs: ENDED_ELSEWHERE_NOTICE_MS,
      });
    }
  },
}));

/**
 * A session ended elsewhere (heard on the live connection): the page is signed out and says why.
 * Nothing to do when the page is no member's or is ending the session itself.
 */
export function sessionEndedElsewhere(reason: SessionEndReason): void {
  if (endingHere || useSessionStore.getState().status !== 'member') return;
  useSessionStore.getState().endSession({ reason, here: false });
}

// A member's request refused for want of a session: ask whether the session still stands.
onSessionRefused(() => {
  if (!endingHere && useSessionStore.getState().status === 'member') void useSessionStore.getState().refresh();
});

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

/** Whether the signed-in member runs the community (a moderator or the owner): they see the studio. */
export function useIsStaff(): boolean {
  const role = useSessionStore((state) => state.role);
  useMember();
  return role === 'moderator' || role === 'owner';
}
