import type { Queryable } from '@mindset/service-kit';

// Blocks, reports and moderation: every SQL statement of the safety concept.

/** The active member with exactly this username, or null. */
export async function activeMemberId(db: Queryable, username: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(`SELECT id FROM members WHERE username = $1 AND status = 'active'`, [
    username,
  ]);
  return row?.id ?? null;
}

/** A block ends follows and follow requests in both directions (docs/decisions/0080-one-member-policy.md). */
export async function block(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    blockerId,
    blockedId,
  ]);
  await db.query(
    `DELETE FROM follows WHERE (follower_id = $1 AND followee_id = $2) OR (follower_id = $2 AND followee_id = $1)`,
    [blockerId, blockedId],
  );
}

export async function unblock(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await db.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
}

export async function readBlocked(db: Queryable, blockerId: string): Promise<{ username: string; name: string }[]> {
  return db.query<{ username: string; name: string }>(
    `SELECT m.username, m.name FROM blocks b JOIN members m ON m.id = b.blocked_id
      WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`,
    [blockerId],
  );
}

/** The post, locked for this transaction, with whether it is hidden for review; null when there is none. */
export async function lockPostForReport(db: Queryable, postId: string): Promise<{ hidden: boolean } | null> {
  const [post] = await db.query<{ hidden: boolean }>(
    'SELECT hidden_for_review_at IS NOT NULL AS hidden FROM posts WHERE id = $1 FOR UPDATE',
    [postId],
  );
  return post ?? null;
}

/** Records the member's report (once per member); answers how many members reported the post. */
export async function addReport(db: Queryable, postId: string, reporterId: string, reason: string): Promise<number> {
  await db.query('INSERT INTO post_reports (post_id, reporter_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    postId,
    reporterId,
    reason,
  ]);
  const [row] = await db.query<{ reports: number }>(
    'SELECT count(*)::int AS reports FROM post_reports WHERE post_id = $1',
    [postId],
  );
  return row?.reports ?? 0;
}

export async function hideForReview(db: Queryable, postId: string): Promise<void> {
  await db.query('UPDATE posts SET hidden_for_review_at = now() WHERE id = $1', [postId]);
}
