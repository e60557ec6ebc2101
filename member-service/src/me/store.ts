import type { Queryable } from '@mindset/service-kit';
import type { Settings } from '@mindset/member-contract';

// The member's own account: every SQL statement of the me concept.

/** Changes the named profile columns; the names come from the strict schema's keys, never from a request's text. */
export async function updateProfile(db: Queryable, memberId: string, columns: [string, string][]): Promise<void> {
  const assignments = columns.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  await db.query(`UPDATE members SET ${assignments}, updated_at = now() WHERE id = $1`, [
    memberId,
    ...columns.map(([, value]) => value),
  ]);
}

export async function setAvatar(db: Queryable, memberId: string, file: string | null): Promise<void> {
  await db.query('UPDATE members SET avatar_file = $2, updated_at = now() WHERE id = $1', [memberId, file]);
}

/**
 * Changes only the switches named; turning the account public lets waiting follow requests through
 * (a public account has nothing to approve).
 */
export async function updateSettings(
  db: Queryable,
  memberId: string,
  privacy: Partial<Settings['privacy']> | undefined,
  notifications: Partial<Settings['notifications']> | undefined,
): Promise<void> {
  await db.query(
    `UPDATE members SET privacy = privacy || COALESCE($2::jsonb, '{}'), notifications = notifications || COALESCE($3::jsonb, '{}'),
            is_private = COALESCE(($2::jsonb ->> 'privateAccount')::boolean, is_private), updated_at = now()
      WHERE id = $1`,
    [memberId, privacy ? JSON.stringify(privacy) : null, notifications ? JSON.stringify(notifications) : null],
  );
  if (privacy?.privateAccount === false) {
    await db.query('UPDATE follows SET approved_at = now() WHERE followee_id = $1 AND approved_at IS NULL', [memberId]);
  }
}

/** The member's sessions that have not expired, most recently used first. */
export async function readSessions(
  db: Queryable,
  memberId: string,
): Promise<{ id_hash: string; device: string; created_at: Date; last_active_at: Date }[]> {
  return db.query<{ id_hash: string; device: string; created_at: Date; last_active_at: Date }>(
    `SELECT id_hash, device, created_at, last_active_at FROM sessions WHERE member_id = $1 AND expires_at > now()
      ORDER BY last_active_at DESC`,
    [memberId],
  );
}
