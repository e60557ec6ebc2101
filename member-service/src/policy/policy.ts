import type { Queryable } from '@mindset/service-kit';

/**
 * The one place that decides who may see or act on what between two members
 * (docs/decisions/0080-one-member-policy.md). Reads ask it through the SQL fragments below (so a
 * list is filtered where it is read), single actions through `standingOf` and the rules after it,
 * and the live socket through `hiddenFrom` on every delivery.
 */

/**
 * SQL: a block between the viewer (`viewer`, a parameter such as `$1`) and the member whose id is
 * `member` (a column), in either direction. A block hides each from the other everywhere.
 */
export function blockedEitherWay(viewer: string, member: string): string {
  return `EXISTS (SELECT 1 FROM blocks b
                   WHERE (b.blocker_id = ${viewer} AND b.blocked_id = ${member})
                      OR (b.blocker_id = ${member} AND b.blocked_id = ${viewer}))`;
}

/**
 * SQL: whether the viewer ($1) may see what the member `m` shares (posts, stories, their comments'
 * posts): an active account, public or followed with the owner's approval (or the viewer's own),
 * with no block between the two in either direction.
 */
export const MAY_SEE_AUTHOR = `m.status = 'active'
     AND (m.is_private = false OR m.id = $1
          OR EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = m.id AND f.approved_at IS NOT NULL))
     AND NOT ${blockedEitherWay('$1', 'm.id')}`;

/** Where a viewer stands with another member, read in one query. */
export interface Standing {
  self: boolean;
  /** The other member's account is active (not deactivated or deleted). */
  active: boolean;
  isPrivate: boolean;
  /** The viewer follows them with approval. */
  approvedFollower: boolean;
  /** The viewer blocked them. */
  viewerBlocked: boolean;
  /** They blocked the viewer. */
  blockedViewer: boolean;
}

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

/** A block between the two, in either direction. */
export function isBlocked(standing: Standing): boolean {
  return standing.viewerBlocked || standing.blockedViewer;
}

/** The viewer may see what the other member shares (the rule MAY_SEE_AUTHOR writes in SQL). */
export function maySeeSharesOf(standing: Standing): boolean {
  if (standing.self) return true;
  return standing.active && !isBlocked(standing) && (!standing.isPrivate || standing.approvedFollower);
}

/** The viewer may reach the other member directly (a message, a follow, a voice signal). */
export function mayReach(standing: Standing): boolean {
  return !standing.self && standing.active && !isBlocked(standing);
}

/**
 * The usernames hidden from a member: those they blocked and those who blocked them. The live
 * socket leaves out every event written by one of them, at the moment it is delivered.
 */
export async function hiddenFrom(db: Queryable, memberId: string): Promise<Set<string>> {
  const rows = await db.query<{ username: string }>(
    `SELECT m.username FROM blocks b JOIN members m ON m.id = b.blocked_id WHERE b.blocker_id = $1
     UNION SELECT m.username FROM blocks b JOIN members m ON m.id = b.blocker_id WHERE b.blocked_id = $1`,
    [memberId],
  );
  return new Set(rows.map((row) => row.username));
}

/** The members among `memberIds` with no block between them and `actorId` in either direction. */
export async function notBlockedWith(db: Queryable, actorId: string, memberIds: string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT m.id FROM members m WHERE m.id = ANY($2::text[]) AND NOT ${blockedEitherWay('$1', 'm.id')}`,
    [actorId, memberIds],
  );
  return rows.map((row) => row.id);
}
