import type { Queryable } from '@mindset/service-kit';

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

/** A session that has not expired: whose it is, and when it was last used. */
export async function findSession(
  db: Queryable,
  idHash: string,
): Promise<{ member_id: string; last_active_at: Date } | null> {
  const [session] = await db.query<{ member_id: string; last_active_at: Date }>(
    'SELECT member_id, last_active_at FROM sessions WHERE id_hash = $1 AND expires_at > now()',
    [idHash],
  );
  return session ?? null;
}

export async function touchSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('UPDATE sessions SET last_active_at = now() WHERE id_hash = $1', [idHash]);
}

/** Whether a session (by its stored hash) still stands: not ended, not expired, its account active. */
export async function sessionIsLive(db: Queryable, idHash: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.id_hash = $1 AND s.expires_at > now() AND m.status = 'active'`,
    [idHash],
  );
  return rows.length > 0;
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
