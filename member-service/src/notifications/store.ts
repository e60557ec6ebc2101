import { randomBytes } from 'node:crypto';
import type { Queryable } from '@mindset/service-kit';
import type { DigestFrequency, NotificationSettings } from '@mindset/member-contract';
import { mayBeToldOf, mayReadSharesOf } from '../policy/policy';
import { GROUPED_KINDS, type NotificationRow } from './rules';

// Notifications: every SQL statement about them (docs/decisions/0120-notifications.md).

/**
 * One bell item per group key: the likes (or comments) of one post, the follows of one day; any
 * other notification is an item of its own.
 */
const GROUP_KEY = `CASE WHEN n.kind IN (${GROUPED_KINDS.map((kind) => `'${kind}'`).join(', ')})
  THEN n.kind || ':' || coalesce(n.subject_id, to_char(n.created_at, 'YYYY-MM-DD')) || ':' || (n.read_at IS NULL)::text
  ELSE n.id::text END`;

/** The notifications a member may still be shown: a later block or a closed account hides them. */
const SHOWN = `n.member_id = $1 AND (n.actor_id IS NULL OR EXISTS (
  SELECT 1 FROM members r, members a WHERE r.id = n.member_id AND a.id = n.actor_id AND ${mayBeToldOf('r', 'a')}))`;

export interface Recipient {
  id: string;
  name: string;
  email: string;
  email_stopped: string | null;
  notifications: Partial<NotificationSettings>;
  notification_channels: Record<string, unknown>;
}

/**
 * Of `candidates`, those `actorId` may tell of something: the policy (both active, no block either
 * way, not themselves), only moderators for a staff place, and for something a member shared only
 * those who may read what `sharedBy` shares. With no actor (the moderators tell a member an
 * outcome), every active candidate: no person, so no block, is in it (decision 0123).
 */
export async function recipientsAmong(
  db: Queryable,
  actorId: string | null,
  candidates: string[],
  { sharedBy, moderatorsOnly }: { sharedBy?: string; moderatorsOnly?: boolean },
): Promise<Recipient[]> {
  return db.query<Recipient>(
    `SELECT r.id, r.name, r.email, r.email_stopped, r.notifications, r.notification_channels
       FROM members r LEFT JOIN members a ON a.id = $2
       LEFT JOIN members s ON s.id = $3
      WHERE r.id = ANY($1::text[])
        AND (CASE WHEN $2::text IS NULL THEN r.status = 'active' ELSE a.id IS NOT NULL AND ${mayBeToldOf('r', 'a')} END)
        AND ($3::text IS NULL OR (s.id IS NOT NULL AND ${mayReadSharesOf('r', 's')}))
        AND ($4::boolean = false OR r.role = 'moderator')`,
    [candidates, actorId, sharedBy ?? null, moderatorsOnly ?? false],
  );
}

/** Those who follow the member with approval: told of their new posts. */
export async function approvedFollowerIds(db: Queryable, memberId: string): Promise<string[]> {
  const rows = await db.query<{ follower_id: string }>(
    'SELECT follower_id FROM follows WHERE followee_id = $1 AND approved_at IS NOT NULL',
    [memberId],
  );
  return rows.map((row) => row.follower_id);
}

/** Every active member (not the sample accounts, which nobody signs in to): told of an announcement. */
export async function activeMemberIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`SELECT id FROM members WHERE status = 'active' AND is_sample = false`);
  return rows.map((row) => row.id);
}

/** Writes one notification per recipient; answers each one's id. */
export async function insertNotifications(
  db: Queryable,
  recipientIds: string[],
  notification: { kind: string; actorId: string | null; subjectId: string | null; link: string; excerpt: string },
): Promise<Map<string, string>> {
  if (recipientIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; member_id: string }>(
    `INSERT INTO notifications (member_id, kind, actor_id, subject_id, link, excerpt)
     SELECT r, $2, $3, $4, $5, $6 FROM unnest($1::text[]) AS r
     RETURNING id, member_id`,
    [
      recipientIds,
      notification.kind,
      notification.actorId,
      notification.subjectId,
      notification.link,
      notification.excerpt,
    ],
  );
  return new Map(rows.map((row) => [row.member_id, String(row.id)]));
}

/** The member's newest notifications (enough rows to fill the bell after grouping), newest first. */
export async function recentNotifications(db: Queryable, memberId: string, limit: number): Promise<NotificationRow[]> {
  const rows = await db.query<NotificationRow>(
    `SELECT n.id, n.kind, ${GROUP_KEY} AS group_key, n.link, n.excerpt, n.created_at, n.read_at,
            a.username AS actor_username, a.name AS actor_name, a.avatar_file AS actor_avatar_file,
            a.verified AS actor_verified
       FROM notifications n LEFT JOIN members a ON a.id = n.actor_id
      WHERE ${SHOWN}
      ORDER BY n.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}

/** Unread bell items (a group counts once). */
export async function unreadCount(db: Queryable, memberId: string): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    `SELECT count(DISTINCT ${GROUP_KEY})::int AS unread FROM notifications n WHERE ${SHOWN} AND n.read_at IS NULL`,
    [memberId],
  );
  return row?.unread ?? 0;
}

/** Marks the item `id` belongs to read; false when the member has no such notification. */
export async function markItemRead(db: Queryable, memberId: string, id: string): Promise<boolean> {
  const [target] = await db.query<{ group_key: string }>(
    `SELECT ${GROUP_KEY} AS group_key FROM notifications n WHERE n.member_id = $1 AND n.id = $2::bigint`,
    [memberId, id],
  );
  if (!target) return false;
  await db.query(
    `UPDATE notifications n SET read_at = now() WHERE n.member_id = $1 AND n.read_at IS NULL AND ${GROUP_KEY} = $2`,
    [memberId, target.group_key],
  );
  return true;
}

export async function markAllRead(db: Queryable, memberId: string): Promise<void> {
  await db.query('UPDATE notifications SET read_at = now() WHERE member_id = $1 AND read_at IS NULL', [memberId]);
}

/** Reading a thing in the app (a DM conversation) reads what the bell said of it. */
export async function markSubjectRead(
  db: Queryable,
  memberId: string,
  kind: string,
  subjectId: string,
): Promise<number> {
  const rows = await db.query(
    `UPDATE notifications SET read_at = now()
      WHERE member_id = $1 AND kind = $2 AND subject_id = $3 AND read_at IS NULL RETURNING 1`,
    [memberId, kind, subjectId],
  );
  return rows.length;
}

type ChannelRow = Pick<Recipient, 'notifications' | 'notification_channels' | 'email_stopped'> & {
  digest: DigestFrequency;
};

export async function readChannels(db: Queryable, memberId: string): Promise<ChannelRow | null> {
  const [row] = await db.query<ChannelRow>(
    'SELECT notifications, notification_channels, email_stopped, digest FROM members WHERE id = $1',
    [memberId],
  );
  return row ?? null;
}

export async function chooseDigest(db: Queryable, memberId: string, digest: DigestFrequency): Promise<void> {
  await db.query('UPDATE members SET digest = $2 WHERE id = $1', [memberId, digest]);
}

// Digests (docs/decisions/0140-digests.md): the row of a member and period is the proof it was done.

export interface DigestMember {
  id: string;
  name: string;
  email: string;
  digest: Exclude<DigestFrequency, 'off'>;
}

/**
 * Members whose digest for the current period (`day` for daily, `week` for weekly) is not done
 * yet, in id order after `after`: active, not a sample, their address not stopped, and email not
 * switched off altogether.
 */
export async function membersDueForDigest(
  db: Queryable,
  periods: { day: string; week: string },
  after: string,
  limit: number,
): Promise<DigestMember[]> {
  return db.query<DigestMember>(
    `SELECT m.id, m.name, m.email, m.digest FROM members m
      WHERE m.digest <> 'off' AND m.status = 'active' AND m.is_sample = false AND m.email_stopped IS NULL
        AND coalesce((m.notifications ->> 'emailNotifications')::boolean, true)
        AND m.id > $3
        AND NOT EXISTS (SELECT 1 FROM digests d WHERE d.member_id = m.id
                         AND d.period = CASE m.digest WHEN 'daily' THEN $1 ELSE $2 END)
      ORDER BY m.id LIMIT $4`,
    [periods.day, periods.week, after, limit],
  );
}

/**
 * Takes the member's digest for `period`, in the caller's transaction: false when another run
 * (another instance, a retry) has it. On PostgreSQL a concurrent claim waits for the first one's
 * transaction and then finds the key taken, or takes it if that one rolled back.
 */
export async function claimDigest(db: Queryable, memberId: string, period: string): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO digests (member_id, period) VALUES ($1, $2) ON CONFLICT (member_id, period) DO NOTHING RETURNING 1',
    [memberId, period],
  );
  return rows.length > 0;
}

export async function recordDigest(
  db: Queryable,
  memberId: string,
  period: string,
  items: number,
  outboxId: string | null,
): Promise<void> {
  await db.query('UPDATE digests SET items = $3, outbox_id = $4 WHERE member_id = $1 AND period = $2', [
    memberId,
    period,
    items,
    outboxId,
  ]);
}

/**
 * The member's unread notifications (that they may still be shown) since they last came: the
 * latest of their previous digest, their last request in a session, and one period ago.
 */
export async function unreadSinceLastCame(
  db: Queryable,
  memberId: string,
  { period, periodSeconds, limit }: { period: string; periodSeconds: number; limit: number },
): Promise<NotificationRow[]> {
  const rows = await db.query<NotificationRow>(
    `WITH since AS (
       SELECT greatest(
         now() - make_interval(secs => $3),
         (SELECT max(d.created_at) FROM digests d WHERE d.member_id = $1 AND d.period <> $4),
         (SELECT max(s.last_active_at) FROM sessions s WHERE s.member_id = $1)) AS at)
     SELECT n.id, n.kind, ${GROUP_KEY} AS group_key, n.link, n.excerpt, n.created_at, n.read_at,
            a.username AS actor_username, a.name AS actor_name, a.avatar_file AS actor_avatar_file,
            a.verified AS actor_verified
       FROM notifications n LEFT JOIN members a ON a.id = n.actor_id, since
      WHERE ${SHOWN} AND n.read_at IS NULL AND n.created_at > since.at
      ORDER BY n.id DESC LIMIT $2`,
    [memberId, limit, periodSeconds, period],
  );
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}

/** Digest rows older than `days`: the newest of each member's is all a digest reads. */
export async function trimDigests(db: Queryable, days: number): Promise<number> {
  const rows = await db.query('DELETE FROM digests WHERE created_at < now() - make_interval(days => $1) RETURNING 1', [
    days,
  ]);
  return rows.length;
}

export async function chooseChannels(db: Queryable, memberId: string, channels: Record<string, string>): Promise<void> {
  await db.query('UPDATE members SET notification_channels = notification_channels || $2::jsonb WHERE id = $1', [
    memberId,
    JSON.stringify(channels),
  ]);
}

/** The key unsubscribe links are signed with: made by the first instance that asks, then shared. */
export async function unsubscribeKey(db: Queryable): Promise<string> {
  await db.query('INSERT INTO mail_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM mail_keys WHERE id = 1');
  if (!row) throw new Error('the mail key was just written and cannot be read');
  return row.secret;
}
