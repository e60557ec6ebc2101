import type { Queryable } from '@mindset/service-kit';
import type { Standing } from './policy';

// What the policy reads: every SQL statement it runs (its rules and SQL fragments are in policy.ts).

/** The viewer's standing with the member `otherId`, or null when there is no such member. */
export async function standingOf(db: Queryable, viewerId: string, otherId: string): Promise<Standing | null> {
  const [row] = await db.query<{
    active: boolean;
    is_private: boolean;
    approved_follower: boolean;
    viewer_blocked: boolean;
    blocked_viewer: boolean;
  }>(
    `SELECT m.status = 'active' AS active, m.is_private,
            EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = m.id AND f.approved_at IS NOT NULL) AS approved_follower,
            EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = m.id) AS viewer_blocked,
            EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = m.id AND b.blocked_id = $1) AS blocked_viewer
       FROM members m WHERE m.id = $2`,
    [viewerId, otherId],
  );
  if (!row) return null;
  return {
    self: viewerId === otherId,
    active: row.active,
    isPrivate: row.is_private,
    approvedFollower: row.approved_follower,
    viewerBlocked: row.viewer_blocked,
    blockedViewer: row.blocked_viewer,
  };
}

/** Whether either of the two blocked the other. */
export async function blockBetween(db: Queryable, one: string, other: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
    [one, other],
  );
  return rows.length > 0;
}

/**
 * The usernames hidden from a member: those they blocked and those who blocked them. The live
 * socket leaves out every event written by one of them, at the moment it is delivered.
 */
export async function hiddenFrom(db: Queryable, memberId: string): Promise<Set<string>> {
  return (await hiddenFromEach(db, [memberId])).get(memberId) ?? new Set();
}

/** `hiddenFrom` for several members in one read (live sockets reconnecting together). */
export async function hiddenFromEach(db: Queryable, memberIds: string[]): Promise<Map<string, Set<string>>> {
  const rows = await db.query<{ member_id: string; username: string }>(
    `SELECT b.blocker_id AS member_id, m.username FROM blocks b JOIN members m ON m.id = b.blocked_id
      WHERE b.blocker_id = ANY($1::text[])
     UNION SELECT b.blocked_id, m.username FROM blocks b JOIN members m ON m.id = b.blocker_id
      WHERE b.blocked_id = ANY($1::text[])`,
    [memberIds],
  );
  const hidden = new Map(memberIds.map((memberId) => [memberId, new Set<string>()]));
  for (const row of rows) hidden.get(row.member_id)?.add(row.username);
  return hidden;
}
