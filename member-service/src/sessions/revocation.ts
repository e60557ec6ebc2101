import type { Queryable } from '@mindset/service-kit';
import { z } from 'zod';
import type { LiveHub } from '../live/liveHub';
import { SESSIONS_TOPIC } from '../live/topics';
import { deleteSessions } from './store';

/** Why a session ended; each has its own close code, so the page it was open on can say why. */
export const sessionEndReasons = [
  'signed-out',
  'signed-out-elsewhere',
  'password-changed',
  'account-deactivated',
  'account-deleted',
  'account-suspended',
  'account-banned',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * WebSocket close codes of a revoked session (4000-4999 are the application's own), one per
 * reason; the close reason carries the reason's name too. shared-ui's live client reads them.
 */
export const sessionEndCloseCodes: Record<SessionEndReason, number> = {
  'signed-out': 4411,
  'signed-out-elsewhere': 4412,
  'password-changed': 4413,
  'account-deactivated': 4414,
  'account-deleted': 4415,
  'account-suspended': 4416,
  'account-banned': 4417,
};

/** What goes on the internal sessions topic: every instance closes the sockets these sessions opened. */
export const sessionsEndedEvent = z.object({
  kind: z.literal('sessions.ended'),
  sessions: z.array(z.string()),
  reason: z.enum(sessionEndReasons),
});

/** One session (by its stored hash), or every session of a member but perhaps the one asking. */
export type SessionsToEnd = { idHash: string } | { memberId: string; except?: string };

/**
 * Ends sessions and, in the same transaction, tells every instance of the service (through the
 * live events table and its NOTIFY) to close the live sockets they opened: a revoked session stops
 * hearing anything at once, wherever its socket is held (docs/decisions/0075-revoked-sessions-end-their-sockets.md).
 * Answers how many sessions ended.
 */
export async function endSessions(
  tx: Queryable,
  live: LiveHub,
  which: SessionsToEnd,
  reason: SessionEndReason,
): Promise<number> {
  const ended = await deleteSessions(tx, which);
  if (ended.length > 0) {
    const event: z.infer<typeof sessionsEndedEvent> = {
      kind: 'sessions.ended',
      sessions: ended,
      reason,
    };
    await live.publish(tx, SESSIONS_TOPIC, event);
  }
  return ended.length;
}
