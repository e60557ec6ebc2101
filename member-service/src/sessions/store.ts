import type { Queryable } from '@mindset/service-kit';
import type { MemberRow } from '../accounts/people';

// Sessions: every SQL statement about them. The cookie holds a random id; only its hash is stored.

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}

export async function insertSession(db: Queryable, idHash: string, memberId: string, device: string, days: number) {
  await db.query(
    `INSERT INTO sessions (id_hash, member_id, device, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [idHash, memberId, device, days],
  );
}

/**
 * A session that has not expired, with its member, in one round trip (every signed-in request asks
 * this first), and when the session was last used.
 */
export async function findSessionMember(
  db: Queryable,
  idHash: string,
): Promise<{ member: MemberRow; lastActiveAt: Date } | null> {
  return (await findSessionMembers(db, [idHash])).get(idHash) ?? null;
}

/** Several sessions at once, by hash (live sockets reconnecting together): those not expired, with their member. */
export async function findSessionMembers(
  db: Queryable,
  idHashes: string[],
): Promise<Map<string, { member: MemberRow; lastActiveAt: Date }>> {
  const rows = await db.query<MemberRow & { session_last_active_at: Date; session_id_hash: string }>(
    `SELECT m.*, s.last_active_at AS session_last_active_at, s.id_hash AS session_id_hash
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.id_hash = ANY($1::text[]) AND s.expires_at > now()`,
    [idHashes],
  );
  return new Map(
    rows.map(({ session_last_active_at: lastActiveAt, session_id_hash: idHash, ...member }) => [
      idHash,
      { member, lastActiveAt },
    ]),
  );
}

export async function touchSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('UPDATE sessions SET last_active_at = now() WHERE id_hash = $1', [idHash]);
}

/** Which of these sessions (by stored hash) still stand: not ended, not expired, their account active. */
export async function liveSessionsAmong(db: Queryable, idHashes: string[]): Promise<Set<string>> {
  const rows = await db.query<{ id_hash: string }>(
    `SELECT s.id_hash FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.id_hash = ANY($1::text[]) AND s.expires_at > now() AND m.status = 'active'`,
    [idHashes],
  );
  return new Set(rows.map((row) => row.id_hash));
}

/** Deletes one session, or a member's sessions but one; answers the hashes that ended. */
export async function deleteSessions(
  db: Queryable,
  which: { idHash: string } | { memberId: string; except?: string },
): Promise<string[]> {
  const ended =
    'idHash' in which
      ? await db.query<{ id_hash: string }>('DELETE FROM sessions WHERE id_hash = $1 RETURNING id_hash', [which.idHash])
      : await db.query<{ id_hash: string }>(
          'DELETE FROM sessions WHERE member_id = $1 AND id_hash IS DISTINCT FROM $2 RETURNING id_hash',
          [which.memberId, which.except ?? null],
        );
  return ended.map((row) => row.id_hash);
}
